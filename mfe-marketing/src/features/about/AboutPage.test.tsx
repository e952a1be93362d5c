import { PATHS } from '@ahc/platform';
import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHeadingOutline, resetAfterTest } from '#shared/testing/page-checks.ts';
import AboutPage from './AboutPage.tsx';

afterEach(resetAfterTest);

describe('AboutPage', () => {
  it.each([
    ['en', 'About the Architecture Health Check'],
    ['da', 'Om Architecture Health Check'],
  ] as const)('renders its h1 in %s', (language, title) => {
    const { container } = renderWithPlatform(<AboutPage />, { platform: createTestPlatform({ language }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expectHeadingOutline(container);
  });

  it('names three team members with their roles', () => {
    renderWithPlatform(<AboutPage />);
    const members = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(members).toHaveLength(3);
    expect(within(members[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Mette Lindholm');
    expect(within(members[0]!).getByText('Founder & Chief Architect')).toBeTruthy();
    expect(within(members[1]!).getByText('Engineering Lead')).toBeTruthy();
    expect(within(members[2]!).getByText('Design & UX Lead')).toBeTruthy();
  });

  it('links to the team story', () => {
    renderWithPlatform(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Read the team story' }).getAttribute('href')).toBe(PATHS.teams);
  });
});

import { PATHS } from '@ahc/platform';
import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHeadingOutline, resetAfterTest } from '../../testing/page-checks.ts';
import HomePage from './HomePage.tsx';

afterEach(resetAfterTest);

describe('HomePage', () => {
  it.each([
    ['en', 'How healthy is your architecture?'],
    ['da', 'Hvor sund er din arkitektur?'],
  ] as const)('renders its h1 in %s', (language, title) => {
    const { container } = renderWithPlatform(<HomePage />, { platform: createTestPlatform({ language }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expectHeadingOutline(container);
  });

  it('names the four categories with a description each', () => {
    renderWithPlatform(<HomePage />);
    for (const name of ['Architecture', 'Deployment', 'Security', 'Scalability']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByText(/how safely you release/)).toBeTruthy();
  });

  it('explains how it works in four ordered steps', () => {
    renderWithPlatform(<HomePage />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Answer 20 questions',
      'About 10 minutes',
      'Get your scored report',
      'Track your progress',
    ]);
  });

  it('links its call to action to the start of the assessment', () => {
    renderWithPlatform(<HomePage />, { platform: createTestPlatform({ language: 'da' }) });
    const links = screen.getAllByRole('link', { name: 'Start sundhedstjekket' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe(PATHS.start);
  });
});

import { PATHS } from '@ahc/platform';
import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHeadingOutline, resetAfterTest } from '#shared/testing/page-checks.ts';
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

  it.each([
    [
      'en',
      'Assess a system with your team, and share the result',
      /each on their own/,
      /read-only link/,
      'Start a team assessment',
    ],
    [
      'da',
      'Vurdér et system med dit team, og del resultatet',
      /hver for sig/,
      /skrivebeskyttet link/,
      'Start en teamvurdering',
    ],
  ] as const)(
    'tells of team assessments and sharing, with a way to them (%s)',
    (language, title, teams, sharing, link) => {
      renderWithPlatform(<HomePage />, { platform: createTestPlatform({ language }) });
      const section = screen.getByTestId('home-teams');
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(title);
      expect(within(section).getByText(teams)).toBeTruthy();
      expect(within(section).getByText(sharing)).toBeTruthy();
      expect(within(section).getByRole('link', { name: link }).getAttribute('href')).toBe(
        PATHS.teamAssessments,
      );
    },
  );

  it('links its call to action to the start of the assessment', () => {
    renderWithPlatform(<HomePage />, { platform: createTestPlatform({ language: 'da' }) });
    const links = screen.getAllByRole('link', { name: 'Start sundhedstjekket' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe(PATHS.start);
  });
});

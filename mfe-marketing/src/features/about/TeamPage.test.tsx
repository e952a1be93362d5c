import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHeadingOutline, resetAfterTest } from '#shared/testing/page-checks.ts';
import TeamPage from './TeamPage.tsx';

afterEach(resetAfterTest);

describe('TeamPage', () => {
  it.each([
    ['en', 'Meet the team (all of it)', /one-person side project/],
    ['da', 'Mød holdet (hele holdet)', /enmandssideprojekt/],
  ] as const)('renders its h1 and the one-person story in %s', (language, title, story) => {
    const { container } = renderWithPlatform(<TeamPage />, { platform: createTestPlatform({ language }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(story)).toBeTruthy();
    expectHeadingOutline(container);
  });
});

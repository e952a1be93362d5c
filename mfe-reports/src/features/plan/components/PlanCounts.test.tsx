import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanCounts as Counts } from '../model/plan-view.ts';
import { PlanCounts } from './PlanCounts.tsx';

const counts = (changes: Partial<Counts>): Counts => {
  const base = { open: 0, planned: 0, in_progress: 0, done: 0, not_applicable: 0, achieved: 0, ...changes };
  const handled = base.done + base.not_applicable;
  return { ...base, total: 15, handled, remaining: 15 - handled };
};

describe('<PlanCounts>', () => {
  it.each([
    ['en', { open: 13, in_progress: 1, done: 1 }, '1 of 15 recommendations done'],
    [
      'en',
      { open: 12, in_progress: 1, done: 1, not_applicable: 1 },
      '2 of 15 recommendations done or not applicable',
    ],
    ['da', { open: 13, in_progress: 1, done: 1 }, '1 af 15 anbefalinger er færdig'],
    ['da', { open: 11, in_progress: 1, done: 3 }, '3 af 15 anbefalinger er færdige'],
    [
      'da',
      { open: 12, in_progress: 1, done: 1, not_applicable: 1 },
      '2 af 15 anbefalinger er færdige eller ikke relevante',
    ],
  ] as const)(
    'names what it counts, so one in progress beside one done is not "handled" (%s: %s)',
    (language, states, text) => {
      renderWithPlatform(<PlanCounts counts={counts(states)} label="Plan" />, {
        platform: createTestPlatform({ language }),
      });
      expect(screen.getByTestId('plan-handled').textContent).toBe(text);
      expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe(text);
      expect(screen.getByTestId('plan-count-in_progress').textContent).toMatch(/: 1$/);
    },
  );
});

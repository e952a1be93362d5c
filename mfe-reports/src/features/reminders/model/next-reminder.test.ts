import { describe, expect, it } from 'vitest';
import { nextReminderAt } from './next-reminder.ts';

describe('nextReminderAt', () => {
  it('adds the cadence in calendar months, keeping the time of day', () => {
    const from = '2026-03-15T09:30:00.000Z';
    expect(nextReminderAt(from, 'monthly')?.toISOString()).toBe('2026-04-15T09:30:00.000Z');
    expect(nextReminderAt(from, 'quarterly')?.toISOString()).toBe('2026-06-15T09:30:00.000Z');
    expect(nextReminderAt(from, 'half_yearly')?.toISOString()).toBe('2026-09-15T09:30:00.000Z');
    expect(nextReminderAt(from, 'yearly')?.toISOString()).toBe('2027-03-15T09:30:00.000Z');
  });

  it('ends on the month’s last day when it is shorter, as Postgres does, across a year end', () => {
    expect(nextReminderAt('2026-01-31T12:00:00Z', 'monthly')?.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(nextReminderAt('2027-11-30T12:00:00Z', 'quarterly')?.toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });

  it('is never due without a cadence', () => {
    expect(nextReminderAt('2026-01-31T12:00:00Z', 'none')).toBeNull();
  });
});

// The five-field cron syntax as pg_cron (Vixie cron) reads it: what each form matches, the day-field
// rule, and a clear refusal for everything else.
import { describe, expect, it } from 'vitest';
import { isDue, parseSchedule, ScheduleError } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const due = (expression: string, iso: string) => isDue(parseSchedule(expression), at(iso));

describe('parseSchedule', () => {
  it('reads numbers, *, ranges, lists and steps', () => {
    const schedule = parseSchedule('0,30 9-17/4 */10 1-3 1-5');
    expect([...schedule.minutes]).toEqual([0, 30]);
    expect([...schedule.hours]).toEqual([9, 13, 17]);
    expect([...schedule.daysOfMonth]).toEqual([1, 11, 21, 31]);
    expect([...schedule.months]).toEqual([1, 2, 3]);
    expect([...schedule.daysOfWeek]).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads "a/n" as every n from a to the end of the range', () => {
    expect([...parseSchedule('5/20 * * * *').minutes]).toEqual([5, 25, 45]);
  });

  it('takes 7 for Sunday, as 0', () => {
    expect([...parseSchedule('0 0 * * 7').daysOfWeek]).toEqual([0]);
    expect([...parseSchedule('0 0 * * 5-7').daysOfWeek].sort()).toEqual([0, 5, 6]);
  });

  it.each([
    ['30 seconds', 'give five fields'],
    ['* * * *', 'give five fields'],
    ['* * * * * *', 'give five fields'],
    ['', 'give five fields'],
    ['60 * * * *', 'minute 60 is outside 0-59'],
    ['* 24 * * *', 'hour 24 is outside 0-23'],
    ['* * 0 * *', 'day of month 0 is outside 1-31'],
    ['* * $ * *', 'day of month: "$" is not a number'],
    ['* * * JAN *', 'month: "JAN" is not a number'],
    ['* * * * MON', 'day of week: "MON" is not a number'],
    ['*/0 * * * *', 'minute 0 is outside 1-60'],
    ['10-5 * * * *', 'range 10-5 runs backwards'],
    ['1-2-3 * * * *', '"1-2-3" is not a range'],
    ['1,,2 * * * *', '"" is not a value, range or step'],
    ['*/2/3 * * * *', '"*/2/3" is not a value, range or step'],
  ])('refuses %j: %s', (expression, reason) => {
    expect(() => parseSchedule(expression)).toThrow(ScheduleError);
    expect(() => parseSchedule(expression)).toThrow(`invalid schedule: ${expression}`);
    expect(() => parseSchedule(expression)).toThrow(reason);
  });
});

describe('isDue', () => {
  it('matches the minute it names, in UTC', () => {
    expect(due('17 * * * *', '2026-11-26T10:17:00Z')).toBe(true);
    expect(due('17 * * * *', '2026-11-26T10:17:59.999Z')).toBe(true);
    expect(due('17 * * * *', '2026-11-26T10:18:00Z')).toBe(false);
    expect(due('17 * * * *', '2026-11-26T10:16:59Z')).toBe(false);
    expect(due('0 9 * * *', '2026-11-26T09:00:00Z')).toBe(true);
    expect(due('0 9 * * *', '2026-11-26T09:00:00+01:00')).toBe(false);
  });

  it('matches every minute for * * * * *', () => {
    for (const iso of ['2026-01-01T00:00:00Z', '2026-06-15T13:37:00Z', '2026-12-31T23:59:00Z'])
      expect(due('* * * * *', iso)).toBe(true);
  });

  it('checks month and both day fields: either day when both are restricted, else both', () => {
    // 2026-11-26 is a Thursday (4).
    expect(due('0 0 * 11 *', '2026-11-26T00:00:00Z')).toBe(true);
    expect(due('0 0 * 12 *', '2026-11-26T00:00:00Z')).toBe(false);
    expect(due('0 0 1 * 4', '2026-11-26T00:00:00Z')).toBe(true);
    expect(due('0 0 26 * 1', '2026-11-26T00:00:00Z')).toBe(true);
    expect(due('0 0 1 * 1', '2026-11-26T00:00:00Z')).toBe(false);
    expect(due('0 0 * * 1', '2026-11-26T00:00:00Z')).toBe(false);
    expect(due('0 0 */2 * 1', '2026-11-26T00:00:00Z')).toBe(false);
    expect(due('0 0 * * 4', '2026-11-26T00:00:00Z')).toBe(true);
    expect(due('0 0 * * 0', '2026-11-29T00:00:00Z')).toBe(true);
    expect(due('0 0 * * 7', '2026-11-29T00:00:00Z')).toBe(true);
  });
});

// The five-field cron syntax pg_cron schedules jobs with (minute, hour, day of month, month, day of
// week), parsed as Vixie cron reads it: numbers, *, ranges a-b, lists a,b and steps */n or a-b/n;
// day of week 0-7 with 0 and 7 both Sunday; when both day fields are restricted, a day matching either
// is a match. Times are UTC, as on hosted Supabase (pg_cron's cron.timezone is GMT there). pg_cron's
// other forms ('30 seconds', '$' for the last day of the month) and names (JAN, MON) are refused.

export class ScheduleError extends Error {}

type Field = { name: string; min: number; max: number };

const FIELDS: readonly Field[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
];

export type Schedule = {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0-6, Sunday 0 (a 7 in the schedule is read as 0). */
  daysOfWeek: ReadonlySet<number>;
  /** Whether each day field was restricted (not *): Vixie cron's rule for combining them. */
  dayOfMonthRestricted: boolean;
  dayOfWeekRestricted: boolean;
};

const NUMBER = /^\d+$/;

function number(text: string, field: Field, expression: string): number {
  if (!NUMBER.test(text)) {
    throw new ScheduleError(
      `invalid schedule: ${expression} (${field.name}: "${text}" is not a number; only the five-field syntax with numbers is supported)`,
    );
  }
  const value = Number(text);
  if (value < field.min || value > field.max) {
    throw new ScheduleError(
      `invalid schedule: ${expression} (${field.name} ${value} is outside ${field.min}-${field.max})`,
    );
  }
  return value;
}

function parseField(text: string, field: Field, expression: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText, extra] = part.split('/');
    if (range === undefined || range === '' || extra !== undefined) {
      throw new ScheduleError(
        `invalid schedule: ${expression} (${field.name}: "${part}" is not a value, range or step)`,
      );
    }
    const step =
      stepText === undefined ? 1 : number(stepText, { ...field, min: 1, max: field.max + 1 }, expression);
    let from: number;
    let to: number;
    if (range === '*') {
      from = field.min;
      to = field.max;
    } else if (range.includes('-')) {
      const [low, high, more] = range.split('-');
      if (low === undefined || high === undefined || more !== undefined) {
        throw new ScheduleError(`invalid schedule: ${expression} (${field.name}: "${range}" is not a range)`);
      }
      from = number(low, field, expression);
      to = number(high, field, expression);
      if (from > to) {
        throw new ScheduleError(
          `invalid schedule: ${expression} (${field.name}: range ${range} runs backwards)`,
        );
      }
    } else {
      from = number(range, field, expression);
      // "5/15" is every 15 from 5 to the end, as in Vixie cron.
      to = stepText === undefined ? from : field.max;
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** The schedule's five fields, or a ScheduleError saying what is wrong (in pg_cron's words first). */
export function parseSchedule(expression: string): Schedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5 || fields[0] === '') {
    throw new ScheduleError(
      `invalid schedule: ${expression} (give five fields: minute hour day-of-month month day-of-week)`,
    );
  }
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = fields.map((text, i) =>
    parseField(text, FIELDS[i]!, expression),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (daysOfWeek.delete(7)) daysOfWeek.add(0);
  return {
    minutes,
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    dayOfMonthRestricted: !fields[2]!.startsWith('*'),
    dayOfWeekRestricted: !fields[4]!.startsWith('*'),
  };
}

/** Whether the schedule runs in the minute that `at` falls in (UTC). */
export function isDue(schedule: Schedule, at: Date): boolean {
  if (!schedule.minutes.has(at.getUTCMinutes()) || !schedule.hours.has(at.getUTCHours())) return false;
  if (!schedule.months.has(at.getUTCMonth() + 1)) return false;
  const dayOfMonth = schedule.daysOfMonth.has(at.getUTCDate());
  const dayOfWeek = schedule.daysOfWeek.has(at.getUTCDay());
  if (schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted) return dayOfMonth || dayOfWeek;
  return dayOfMonth && dayOfWeek;
}

// When the next reminder is due, as the database decides it (private.reminder_interval): the newest
// personal report's time, or a team's last round's close, plus the cadence in calendar months. Postgres
// adds a month by keeping the day of the month, or the month's last day when it has fewer days (31
// January plus a month is 28 or 29 February); the same is done here, in UTC as the database runs.
import type { ReminderCadence } from '../data/reminder-settings.ts';

const MONTHS: Record<Exclude<ReminderCadence, 'none'>, number> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

/** `from` plus the cadence's months; null for none (nothing is ever due). */
export function nextReminderAt(from: string, cadence: ReminderCadence): Date | null {
  if (cadence === 'none') return null;
  const start = new Date(from);
  const monthIndex = start.getUTCMonth() + MONTHS[cadence];
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const due = new Date(start);
  due.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return due;
}

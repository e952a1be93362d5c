// Dates, times and score changes as the reader's language writes them, in the time zone the page shows
// them in (useTimeZone: the reader's, and on a page the host rendered the one it rendered in, until
// hydrated). A report is always shown with its time as well as its date, so two reports of one day are
// told apart.
import { type Language, intlLocale } from '@ahc/platform';

function formatShortDate(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

export function formatLongDateTime(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** The date and time in the zone (the runtime's own without one) as YYYY-MM-DD-HHmm (for file names). */
export function dateStamp(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}-${part('hour')}${part('minute')}`;
}

/**
 * An earlier report's date as "since <date>" says it, read from a later report: the day and month ("25 Nov"),
 * with the year when the two years differ, and with the time when both are of one day.
 */
export function formatSinceDate(
  iso: string,
  laterIso: string,
  language: Language,
  timeZone?: string,
): string {
  const locale = intlLocale(language);
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone }).format(new Date(value));
  const year = (value: string) =>
    new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone }).format(new Date(value));
  const options: Intl.DateTimeFormatOptions =
    day(iso) === day(laterIso)
      ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }
      : {
          day: 'numeric',
          month: 'short',
          timeZone,
          ...(year(iso) === year(laterIso) ? {} : { year: 'numeric' }),
        };
  return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
}

/** +7, −3 (a real minus sign, which screen readers say as "minus") or 0. */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${Math.abs(change)}`;
  return '0';
}

export type ReportTime = { date: string; time: string; dateTime: string };

/**
 * Each report's date and time as the lists, the history axis and the comparison name it: to the
 * minute, or to the second for reports that share a minute, so no two reports read alike.
 */
export function reportTimes(
  reports: readonly { id: string; created_at: string }[],
  language: Language,
  timeZone?: string,
): Map<string, ReportTime> {
  const minute = (iso: string) => formatDateTime(iso, language, timeZone);
  const seen = new Map<string, number>();
  for (const report of reports)
    seen.set(minute(report.created_at), (seen.get(minute(report.created_at)) ?? 0) + 1);
  return new Map(
    reports.map((report) => {
      const shared = (seen.get(minute(report.created_at)) ?? 0) > 1;
      const date = formatShortDate(report.created_at, language, timeZone);
      const time = new Intl.DateTimeFormat(intlLocale(language), {
        timeStyle: shared ? 'medium' : 'short',
        timeZone,
      }).format(new Date(report.created_at));
      const dateTime = shared
        ? new Intl.DateTimeFormat(intlLocale(language), {
            dateStyle: 'medium',
            timeStyle: 'medium',
            timeZone,
          }).format(new Date(report.created_at))
        : minute(report.created_at);
      return [report.id, { date, time, dateTime }];
    }),
  );
}

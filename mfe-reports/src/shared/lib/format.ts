// Dates, times and score changes as the reader's language writes them. A report is always shown with
// its time as well as its date, so two reports of one day are told apart.
import { type Language, intlLocale } from '@ahc/platform';

function formatShortDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatLongDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** The local date and time as YYYY-MM-DD-HHmm (for file names). */
export function dateStamp(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`;
}

/**
 * An earlier report's date as "since <date>" says it, read from a later report: the day and month ("25 Nov"),
 * with the year when the two years differ, and with the time when both are of one day.
 */
export function formatSinceDate(iso: string, laterIso: string, language: Language): string {
  const locale = intlLocale(language);
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(new Date(value));
  const year = (value: string) =>
    new Intl.DateTimeFormat(locale, { year: 'numeric' }).format(new Date(value));
  const options: Intl.DateTimeFormatOptions =
    day(iso) === day(laterIso)
      ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'short', ...(year(iso) === year(laterIso) ? {} : { year: 'numeric' }) };
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
): Map<string, ReportTime> {
  const minute = (iso: string) => formatDateTime(iso, language);
  const seen = new Map<string, number>();
  for (const report of reports)
    seen.set(minute(report.created_at), (seen.get(minute(report.created_at)) ?? 0) + 1);
  return new Map(
    reports.map((report) => {
      const shared = (seen.get(minute(report.created_at)) ?? 0) > 1;
      const date = formatShortDate(report.created_at, language);
      const time = new Intl.DateTimeFormat(intlLocale(language), {
        timeStyle: shared ? 'medium' : 'short',
      }).format(new Date(report.created_at));
      const dateTime = shared
        ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'medium' }).format(
            new Date(report.created_at),
          )
        : minute(report.created_at);
      return [report.id, { date, time, dateTime }];
    }),
  );
}

// The one place that turns a read that gave no report into translated messages (namespace 'reports-report').
// Every failed read is 'failed' (one report) or 'listFailed' (the list): the visitor can only try
// again, whatever the AppError's kind was.
import type { TranslationKey } from '@ahc/platform';
import type { reportTranslations } from '../i18n/report-translations.ts';

type ReportTextKey = TranslationKey<typeof reportTranslations.en>;

export type ReportProblem = 'not-found' | 'forbidden' | 'failed' | 'listFailed';

/** The HTTP status a server-rendered page answers with in each state (a failed read is never rendered there). */
export const REPORT_PROBLEM_STATUS: Record<ReportProblem, number> = {
  'not-found': 404,
  forbidden: 403,
  failed: 503,
  listFailed: 503,
};

export const REPORT_PROBLEM_KEYS: Record<ReportProblem, { title: ReportTextKey; text: ReportTextKey }> = {
  'not-found': { title: 'states.notFound.title', text: 'states.notFound.text' },
  forbidden: { title: 'states.forbidden.title', text: 'states.forbidden.text' },
  failed: { title: 'states.failed.title', text: 'states.failed.text' },
  listFailed: { title: 'states.listFailed.title', text: 'states.listFailed.text' },
};

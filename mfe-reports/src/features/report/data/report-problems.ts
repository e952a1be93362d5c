// The one place that turns a read that gave no report into translated messages (namespace 'reports-report').
// Every failed read is 'failed' (one report) or 'listFailed' (the list): the visitor can only try
// again, whatever the AppError's kind was.
export type ReportProblem = 'not-found' | 'forbidden' | 'failed' | 'listFailed';

export const REPORT_PROBLEM_KEYS = {
  'not-found': { title: 'states.notFound.title', text: 'states.notFound.text' },
  forbidden: { title: 'states.forbidden.title', text: 'states.forbidden.text' },
  failed: { title: 'states.failed.title', text: 'states.failed.text' },
  listFailed: { title: 'states.listFailed.title', text: 'states.listFailed.text' },
} as const satisfies Record<ReportProblem, { title: string; text: string }>;

// The report's public entry: what the dashboard, the reports list and a shared report use of a stored
// report. Everything else in features/report/ is its own (lint keeps other features to this file).
export { myReportsQuery, useMyReportsQuery } from './data/reports-query.ts';
export { deriveStoredReport } from './model/report-view.ts';
export { scoreChangeSince } from './model/score-change.ts';
export {
  type Classified,
  REPORT_FILTERS,
  type ReportFilter,
  defaultComparison,
  filterReports,
  isTeamAnswer,
  personalReports,
} from './model/system.ts';
export { ProblemState } from './components/ProblemState.tsx';
export { ReportName, useReportTitle } from './components/ReportName.tsx';
export { ReportView } from './components/ReportView.tsx';
export { printBoardBrief, printReport } from './components/print-mode.ts';
export { useReportTranslation } from './i18n/use-report-translation.ts';

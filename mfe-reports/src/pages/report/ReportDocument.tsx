// The owner's report: the report view (ReportView) with what only its owner has: the name with its
// rename, the improvement plan and its progress since the previous report, the narrative, downloads
// and the share links, and the report's benchmark read on its own.
import { Text } from '@ahc/platform/ui';
import { useMemo } from 'react';
import { useReportBenchmark } from '../../data/benchmark/benchmark-view.ts';
import { usePlanQuery } from '../../data/plan/plan-items.ts';
import type { ReportRow } from '../../data/reports/report-row.ts';
import { useMyReportsQuery } from '../../data/reports/reports-query.ts';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import { planOverview, previousReport, stateOf } from '../../plan/plan-view.ts';
import { ReportName } from '../../ui/ReportName.tsx';
import { NARRATIVE_ID, NarrativeSection } from './NarrativeSection.tsx';
import { PROGRESS_ID, PlanProgressSection, planProgress } from './PlanProgressSection.tsx';
import { ReportActions } from './ReportActions.tsx';
import { ReportView } from './ReportView.tsx';

export function ReportDocument({ report }: { report: ReportRow }) {
  const { t } = useReportsTranslation();
  const plan = usePlanQuery();
  const reports = useMyReportsQuery();
  const benchmark = useReportBenchmark(report.id);
  const overview = useMemo(() => (plan.data ? planOverview(report.answers, plan.data) : null), [plan.data, report.answers]);
  const previous = reports.data ? previousReport(reports.data, report) : null;
  const progress = planProgress(report, previous, plan.data);
  const hasProgress = progress.effects.length + progress.achieved.length > 0;

  return (
    <ReportView
      report={report}
      name={
        <ReportName report={report}>
          {(title) => (
            <Text as="p" size="5" weight="medium" color={report.name ? undefined : 'gray'} data-testid="report-name" className="user-content">
              {title}
            </Text>
          )}
        </ReportName>
      }
      details={{ preparedFor: report.prepared_for, company: report.company }}
      benchmark={benchmark}
      actions={<ReportActions report={report} plan={plan.data ?? null} />}
      plan={{ overview, failed: plan.isError, stateOf: overview ? (questionId) => stateOf(overview, questionId) : null }}
      progress={
        hasProgress
          ? { id: PROGRESS_ID, label: t('progress.heading'), node: <PlanProgressSection previous={previous} effects={progress.effects} achieved={progress.achieved} /> }
          : null
      }
      narrative={{ id: NARRATIVE_ID, label: t('narrative.heading'), node: <NarrativeSection report={report} /> }}
    />
  );
}

// Print (the browser's print dialog, which also saves as PDF with report.css's A4 layout) and the
// downloads: the report as readable JSON and the answers as CSV, both in the reader's language.
import { PATHS, useLanguage } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui';
import { Link } from '@ahc/platform/router';
import type { PlanItem } from '../../data/plan/plan-items.ts';
import type { ReportRow } from '../../data/reports/report-row.ts';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import type { PlanState } from '../../plan/plan-view.ts';
import { downloadFile, reportFileName, reportToCsv, reportToJson } from '../../reports/export.ts';

export function ReportActions({ report, plan }: { report: ReportRow; plan: readonly PlanItem[] | null }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const downloadJson = () => {
    const labels = { title: t('report.title'), planState: (state: PlanState) => t(`plan.status.${state}`) };
    downloadFile(reportToJson(report, language, plan, labels), reportFileName(report, 'json'), 'application/json');
  };
  return (
    <Flex role="group" aria-label={t('report.actionsLabel')} gap="3" wrap="wrap" className="no-print">
      <Button type="button" onClick={() => window.print()}>{t('report.print')}</Button>
      <Button type="button" variant="soft" onClick={downloadJson}>
        {t('report.downloadJson')}
      </Button>
      <Button type="button" variant="soft" onClick={() => downloadFile(reportToCsv(report, language), reportFileName(report, 'csv'), 'text/csv;charset=utf-8')}>
        {t('report.downloadCsv')}
      </Button>
      <Button asChild variant="soft" color="gray">
        <Link to={PATHS.reports}>{t('report.allReports')}</Link>
      </Button>
    </Flex>
  );
}

// Print (the browser's print dialog, which also saves as PDF with report.css's A4 layout), the
// downloads (the report as readable JSON and the answers as CSV, both in the reader's language and with
// the owner's notes once they have loaded) and sharing: "Share" opens the owner's share links
// (ShareLinks) under the buttons.
import { PATHS, useLanguage } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui/base';
import { Link } from '@ahc/platform/router';
import { useId, useState } from 'react';
import type { ReportNotes } from '../../notes/index.ts';
import { type PlanItem, type PlanState, usePlanTranslation } from '../../plan/index.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import { useReportTranslation } from '../i18n/use-report-translation.ts';
import { ShareLinks, useSharingTranslation } from '../../sharing/index.ts';
import { downloadFile } from '#shared/lib/download.ts';
import { reportFileName, reportToCsv, reportToJson } from '../model/export.ts';
import { printBoardBrief, printReport } from './print-mode.ts';
import { reportSubject } from '../model/system.ts';

const NO_NOTES: ReportNotes = {};

type ReportActionsProps = {
  report: ReportRow;
  /** The plan, or null on a team answer (which has none). */
  plan: readonly PlanItem[] | null;
  /** The owner's notes; undefined while they load or when they could not be read. */
  notes: ReportNotes | undefined;
};

export function ReportActions({ report, plan, notes = NO_NOTES }: ReportActionsProps) {
  const { t } = useReportTranslation();
  const planTexts = usePlanTranslation();
  const sharing = useSharingTranslation();
  const { language } = useLanguage();
  const panelId = useId();
  const [sharingOpen, setSharingOpen] = useState(false);
  const downloadJson = () => {
    const subject = reportSubject(report, report.company);
    const labels = {
      title: subject ? t('report.titleFor', { subject }) : t('report.title'),
      planState: (state: PlanState) => planTexts.t(`plan.status.${state}`),
    };
    downloadFile(
      reportToJson(report, language, { plan, notes }, labels),
      reportFileName(report, 'json'),
      'application/json',
    );
  };
  return (
    <Flex direction="column" gap="3" className="no-print">
      <Flex role="group" aria-label={sharing.t('actions.label')} gap="3" wrap="wrap">
        <Button type="button" onClick={printReport}>
          {t('report.print')}
        </Button>
        <Button type="button" variant="soft" onClick={printBoardBrief} data-testid="print-board-brief">
          {t('brief.print')}
        </Button>
        <Button type="button" variant="soft" onClick={downloadJson}>
          {t('report.downloadJson')}
        </Button>
        <Button
          type="button"
          variant="soft"
          onClick={() =>
            downloadFile(
              reportToCsv(report, language, notes),
              reportFileName(report, 'csv'),
              'text/csv;charset=utf-8',
            )
          }
        >
          {t('report.downloadCsv')}
        </Button>
        <Button
          type="button"
          variant={sharingOpen ? 'solid' : 'soft'}
          aria-expanded={sharingOpen}
          aria-controls={sharingOpen ? panelId : undefined}
          onClick={() => setSharingOpen(!sharingOpen)}
          data-testid="share-toggle"
        >
          {sharing.t('actions.share')}
        </Button>
        <Button asChild variant="soft" color="gray">
          <Link to={PATHS.reports}>{t('report.allReports')}</Link>
        </Button>
      </Flex>
      {sharingOpen && <ShareLinks reportId={report.id} id={panelId} />}
    </Flex>
  );
}

// The owner's report: the report view (ReportView) with what only its owner has: the name with its
// rename, the overall score's change since their previous personal report (score-change.ts), the
// improvement plan, its export to a tracker and its progress since the previous report, the narrative,
// downloads and the share links, and the report's benchmark read on its own. A team answer says so
// under its name, with the team's system and the way to the team; its recommendations are read only
// (the plan is the person's, for their own system).
import { teamAssessmentPath, useLanguage, useTimeZone } from '@ahc/platform';
import { Callout, Flex, Link as RadixLink, Text } from '@ahc/platform/ui/base';
import { Link } from '@ahc/platform/router';
import { useMemo } from 'react';
import { useReportBenchmark } from '../../benchmark/index.ts';
import {
  PROGRESS_ID,
  PlanExport,
  PlanProgressSection,
  planOverview,
  planProgress,
  stateOf,
  usePlanQuery,
  usePlanTranslation,
} from '../../plan/index.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import { useMyReportsQuery } from '../data/reports-query.ts';
import { useReportTranslation } from '../i18n/use-report-translation.ts';
import { formatSinceDate } from '#shared/lib/format.ts';
import { scoreChangeSince } from '../model/score-change.ts';
import { isTeamAnswer, previousReport } from '../model/system.ts';
import { ReportName } from './ReportName.tsx';
import { NARRATIVE_ID, NarrativeSection, useGenerationTranslation } from '../../generation/index.ts';
import { AnswerNotesSection, NOTES_ID, useNotesTranslation, useReportNotesQuery } from '../../notes/index.ts';
import { ReportActions } from './ReportActions.tsx';
import { ReportView } from './ReportView.tsx';

export function ReportDocument({ report }: { report: ReportRow }) {
  const { t } = useReportTranslation();
  const planTexts = usePlanTranslation();
  const generationTexts = useGenerationTranslation();
  const notesTexts = useNotesTranslation();
  const notes = useReportNotesQuery(report.id);
  const plan = usePlanQuery();
  const reports = useMyReportsQuery();
  const benchmark = useReportBenchmark(report.id);
  const overview = useMemo(
    () => (plan.data ? planOverview(report.answers, plan.data) : null),
    [plan.data, report.answers],
  );
  const previous = reports.data ? previousReport(reports.data, report) : null;
  const progress = planProgress(report, previous, plan.data);
  const hasProgress = progress.effects.length + progress.achieved.length > 0;
  const team = isTeamAnswer(report);
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const change = reports.data ? scoreChangeSince(reports.data, report) : null;

  return (
    <ReportView
      report={report}
      name={
        <Flex direction="column" gap="2">
          <ReportName report={report}>
            {(title) => (
              <Text
                as="p"
                size="5"
                weight="medium"
                color={report.name || team ? undefined : 'gray'}
                data-testid="report-name"
                className="user-content"
              >
                {title}
              </Text>
            )}
          </ReportName>
          {team && <TeamAnswerNote report={report} />}
        </Flex>
      }
      // A personal report without a name is called "Report from <date>": the date is not said twice.
      details={{
        preparedFor: report.prepared_for,
        company: report.company,
        date: report.name !== null || team,
      }}
      change={
        change && {
          change: change.change,
          since: formatSinceDate(change.since, report.created_at, language, timeZone),
        }
      }
      benchmark={benchmark}
      actions={<ReportActions report={report} plan={team ? null : (plan.data ?? null)} notes={notes.data} />}
      plan={
        team
          ? null
          : {
              overview,
              failed: plan.isError,
              stateOf: overview ? (questionId) => stateOf(overview, questionId) : null,
              exportPanel: <PlanExport report={report} />,
            }
      }
      readOnlyIntro={team ? t('system.readOnlyIntro', { system: report.team_name }) : undefined}
      progress={
        hasProgress && !team
          ? {
              id: PROGRESS_ID,
              label: planTexts.t('progress.heading'),
              node: (
                <PlanProgressSection
                  previous={previous}
                  effects={progress.effects}
                  achieved={progress.achieved}
                />
              ),
            }
          : null
      }
      notes={{
        id: NOTES_ID,
        label: notesTexts.t('section.heading'),
        node: <AnswerNotesSection report={report} />,
      }}
      narrative={{
        id: NARRATIVE_ID,
        label: generationTexts.t('narrative.heading'),
        node: <NarrativeSection report={report} notes={notes.data} />,
      }}
    />
  );
}

/** Whose system a team answer is about, that it counts there and not in the person's own view, and the way to the team. */
function TeamAnswerNote({ report }: { report: ReportRow }) {
  const { t } = useReportTranslation();
  return (
    <Callout.Root color="indigo" size="1" data-testid="team-answer-note">
      <Callout.Text>
        {t('system.reportNote', { system: report.team_name })}
        {report.team_id && (
          <>
            {' '}
            <RadixLink asChild>
              <Link to={teamAssessmentPath(report.team_id)}>{t('system.openTeam')}</Link>
            </RadixLink>
          </>
        )}
      </Callout.Text>
    </Callout.Root>
  );
}

// A released round's report: the round and how many answered, print and CSV, then the team's score, its
// top risks and plan, the questions to talk about first, each area, every question, and the rounds'
// trend. The notes the team shared on the round are read here, for the questions and the CSV.
import { useLanguage, useTimeZone } from '@ahc/platform';
import type { TeamHistoryRound } from '@ahc/platform/data';
import { Button, Card, Flex, Text } from '@ahc/platform/ui';
import { type TeamNotes, useTeamRoundNotesQuery } from '../../notes/index.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { downloadFile } from '#shared/lib/download.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { Section } from '#shared/ui/Section.tsx';
import type { TeamReport } from '../data/team-report.ts';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';
import {
  agreedWeakAnswers,
  teamPlan,
  teamReportFileName,
  teamReportToCsv,
} from '../model/team-report-view.ts';
import { AreaSpreadChart } from './charts/AreaSpreadChart.tsx';
import { TrendChart } from './charts/TrendChart.tsx';
import { NotesFailed } from './NotesFailed.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import { TeamPlan } from './TeamPlan.tsx';
import { TeamReportHeader } from './TeamReportHeader.tsx';
import { TeamRisks } from './TeamRisks.tsx';
import { TeamSummary } from './TeamSummary.tsx';

const NO_NOTES: TeamNotes = {};

export function TeamReportView({
  teamId,
  name,
  report,
  rounds,
}: {
  teamId: string;
  name: string;
  report: TeamReport;
  rounds: TeamHistoryRound[];
}) {
  const { t } = useTeamReportTranslation();
  const { t: shared } = useSharedTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const { round } = report;
  const notes = useTeamRoundNotesQuery(teamId, round.number);
  const downloadCsv = () => {
    const csv = teamReportToCsv(
      report.questions,
      language,
      {
        category: t('csv.category'),
        question: t('csv.question'),
        option: (position) => t('csv.option', { position }),
        count: (position) => t('csv.count', { position }),
        agreement: t('csv.agreement'),
        weakest: t('csv.weakest'),
        yourAnswer: t('csv.yourAnswer'),
        sharedNotes: t('csv.sharedNotes'),
      },
      notes.data ?? NO_NOTES,
    );
    downloadFile(csv, teamReportFileName(name, round.number), 'text/csv;charset=utf-8');
  };

  return (
    <Flex
      direction="column"
      gap="6"
      py="6"
      className="team-report"
      data-testid="team-report"
      data-round={round.number}
    >
      <Flex direction="column" gap="2">
        <TeamReportHeader teamId={teamId} name={name} roundNumber={round.number} rounds={rounds} />
        <Text as="p" color="gray">
          {t('report.roundLine', {
            number: round.number,
            status: shared(`team.roundStatus.${round.status}`),
            date: formatDateTime(round.opened_at, language, timeZone),
          })}
          {' · '}
          <span data-testid="team-report-answers">{t('report.answersLine', { count: report.answers })}</span>
        </Text>
        <Flex role="group" aria-label={t('report.actionsLabel')} gap="3" wrap="wrap" className="no-print">
          <Button type="button" onClick={() => window.print()}>
            {t('report.print')}
          </Button>
          <Button type="button" variant="soft" onClick={downloadCsv} data-testid="team-report-csv">
            {t('report.downloadCsv')}
          </Button>
        </Flex>
        <Text as="p" size="2" color="gray">
          {t('report.anonymous')}
        </Text>
      </Flex>

      <TeamSummary overall={report.overall} />
      <TeamRisks risks={agreedWeakAnswers(report.questions, report.categories)} />
      <TeamPlan plan={teamPlan(report.questions, report.categories)} />

      <Section heading={t('report.talkHeading')} testId="talk-first">
        <Text as="p" size="2" color="gray">
          {t('report.talkIntro')}
        </Text>
        {report.talk_first.length === 0 ? (
          <Text as="p" data-testid="talk-first-none">
            {t('report.talkNone')}
          </Text>
        ) : (
          <ol className="plain-list card-list">
            {report.talk_first.map((question) => (
              <li
                key={question.question_id}
                data-testid="talk-first-item"
                data-question={question.question_id}
              >
                <QuestionCard question={question} notes={notes.data} withAdvice />
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section heading={t('report.areasHeading')} testId="team-areas-section">
        <Text as="p" size="2" color="gray">
          {t('report.areasIntro')}
        </Text>
        <Card size="3">
          <AreaSpreadChart categories={report.categories} />
        </Card>
      </Section>

      <Section heading={t('report.questionsHeading')} testId="team-questions">
        <Text as="p" size="2" color="gray">
          {t('report.questionsIntro')}
        </Text>
        {notes.isError && <NotesFailed onRetry={() => void notes.refetch()} />}
        <ul className="plain-list card-list">
          {report.questions.map((question) => (
            <li key={question.question_id} data-testid="team-question" data-question={question.question_id}>
              <QuestionCard question={question} notes={notes.data} />
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={t('report.historyHeading')} testId="team-history">
        <Text as="p" size="2" color="gray">
          {t('report.historyIntro')}
        </Text>
        <TrendChart teamId={teamId} rounds={rounds} current={round.number} />
      </Section>
    </Flex>
  );
}

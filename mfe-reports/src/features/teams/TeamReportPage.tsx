// /team-assessments/:teamId/report[?round=N] (signed in, members only): the team's view of one round
// (the latest unless named). While the round is open it shows no figure at all: how many have answered
// (the owner also sees who) and why the figures wait (they are released once, when the round closes
// with at least the team's minimum of answers, so they cannot be compared before and after one
// person answered); a round that closed below its minimum says so and stays without figures.
// A released round shows: the team's score (mean and spread, one decimal everywhere) with its band as
// the product's badge, and agreement; first of all the agreed weak answers (the team's top risks: the
// questions where the team agrees, on a weak answer) and the team's plan (the model's recommendations
// for the team's answers, those first); then "talk about these first" (the questions furthest apart,
// with the model's recommendation for the weakest answer given), each area as a bar with its spread,
// every question's distribution of the four answers with the reader's own marked and the notes members
// shared on it (get_team_round_notes: text and links, never whose), and the rounds' trend. Print/PDF and
// CSV as for a personal report. Who picked what is never shown: get_team_report sends counts only.
import {
  type Recommendation,
  bandFor,
  consensusPercent,
  describeBand,
  describeCategory,
  describeQuestion,
  describeRecommendation,
} from '@ahc/assessment-model';
import {
  PageSpinner,
  teamAssessmentPath,
  teamReportPath,
  useCommonTexts,
  useLanguage,
  usePageTitle,
  useTimeZone,
} from '@ahc/platform';
import {
  type TeamDetail,
  type TeamHistoryRound,
  type TeamRoundWithoutFigures,
  isRetryingAfterError,
  useTeamQuery,
} from '@ahc/platform/data';
import { Link, useLocation, useNavigate, useParams } from '@ahc/platform/router';
import { Button, Callout, Card, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { useId } from 'react';
import { useTeamHistoryQuery, useTeamReportQuery } from './data/team-queries.ts';
import type { TeamQuestion, TeamReport } from './data/team-report.ts';
import { downloadFile } from '#shared/lib/download.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { bandClass } from '#shared/ui/band-scale.ts';
import { BandBadge } from '#shared/ui/BandBadge.tsx';
import { Section } from '#shared/ui/Section.tsx';
import '#shared/ui/shared.css';
import { AgreementMeter } from './components/charts/AgreementMeter.tsx';
import { AreaSpreadChart } from './components/charts/AreaSpreadChart.tsx';
import { DistributionBars } from './components/charts/DistributionBars.tsx';
import { TrendChart } from './components/charts/TrendChart.tsx';
import { useTeamsTranslation } from './i18n/use-teams-translation.ts';
import {
  TEAM_RISKS_SIZE,
  type TeamRisk,
  adviceForWeakest,
  agreedWeakAnswers,
  answeredCount,
  formatFigure,
  optionViews,
  roundFromSearch,
  teamPlan,
  teamReportFileName,
  teamReportToCsv,
} from './model/team-report-view.ts';
import { TeamProblemState } from './components/TeamProblemState.tsx';
import {
  type TeamNotes,
  TeamSharedNotes,
  useNotesTranslation,
  useTeamRoundNotesQuery,
} from '../notes/index.ts';
import './teams.css';

const NO_NOTES: TeamNotes = {};

export { teamReportPageData as pageData } from './team-report-page-data.ts';

export default function TeamReportPage() {
  const { t } = useTeamsTranslation();
  const { teamId = '' } = useParams<{ teamId: string }>();
  const round = roundFromSearch(useLocation().search);
  const team = useTeamQuery(teamId);
  const report = useTeamReportQuery(teamId, round);
  const history = useTeamHistoryQuery(teamId);

  const queries = [team, report, history];
  if (queries.some((q) => q.isPending || isRetryingAfterError(q)))
    return <PageSpinner label={t('common.loading')} />;
  if (team.isError || report.isError || history.isError) {
    return (
      <TeamProblemState
        problem="failed"
        onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
      />
    );
  }
  if (team.data!.status !== 'ok' || history.data!.status !== 'ok')
    return <TeamProblemState problem="access-denied" />;
  const name = team.data!.team.name;
  const answer = report.data!;
  // The team answered, so the reader is a member: what is missing is the round the address names.
  if (answer.status === 'not_found')
    return round === null ? (
      <TeamProblemState problem="access-denied" />
    ) : (
      <RoundNotFound teamId={teamId} round={round} />
    );
  const rounds = history.data!.rounds;
  if (answer.status !== 'ok')
    return <NoFigures teamId={teamId} detail={team.data!} answer={answer} rounds={rounds} />;
  return <TeamReportView teamId={teamId} name={name} report={answer} rounds={rounds} />;
}

function Header({
  teamId,
  name,
  roundNumber,
  rounds,
}: {
  teamId: string;
  name: string;
  roundNumber: number;
  rounds: TeamHistoryRound[];
}) {
  const { t } = useTeamsTranslation();
  const navigate = useNavigate();
  const pickerId = useId();
  const title = t('report.title', { name });
  usePageTitle(title);
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size={TYPE_SCALE.pageTitle} className="user-content" data-testid="team-report-title">
        {title}
      </Heading>
      <Flex gap="3" wrap="wrap" align="center" className="no-print">
        <Button asChild variant="soft" color="gray">
          <Link to={teamAssessmentPath(teamId)}>{t('common.backToTeam')}</Link>
        </Button>
        {rounds.length > 1 && (
          <Flex gap="2" align="center">
            <Text as="label" htmlFor={pickerId} size="2" weight="medium">
              {t('report.roundPicker')}
            </Text>
            <select
              id={pickerId}
              className="plan-select"
              value={roundNumber}
              onChange={(event) => navigate(teamReportPath(teamId, Number(event.currentTarget.value)))}
              data-testid="round-picker"
            >
              {rounds.map((r) => (
                <option key={r.number} value={r.number}>
                  {t('report.roundOption', { number: r.number, status: t(`common.roundStatus.${r.status}`) })}
                </option>
              ))}
            </select>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}

/** A round without figures: still open (how many answered; the owner also sees who), or closed below its minimum. */
function NoFigures({
  teamId,
  detail,
  answer,
  rounds,
}: {
  teamId: string;
  detail: TeamDetail;
  answer: TeamRoundWithoutFigures;
  rounds: TeamHistoryRound[];
}) {
  const { t } = useTeamsTranslation();
  const { round, answers, min_answers: minAnswers } = answer;
  const open = answer.status === 'round_open';
  // get_team says who answered the current round to the owner only (answered_current_round is null for a
  // member).
  const isCurrent = detail.team.current_round?.number === round.number;
  const answered =
    open && isCurrent ? detail.members.filter((member) => member.answered_current_round === true) : null;
  const showWho = detail.team.role === 'owner' && answered !== null;
  return (
    <Flex
      direction="column"
      gap="5"
      py="6"
      data-testid="team-report-waiting"
      data-status={open ? 'round-open' : 'not-enough-answers'}
    >
      <Header teamId={teamId} name={detail.team.name} roundNumber={round.number} rounds={rounds} />
      <Callout.Root highContrast color="blue" role="status">
        <Callout.Text>
          <Text weight="bold">
            {open ? t('report.roundOpen.title', { number: round.number }) : t('report.notEnough.title')}
          </Text>{' '}
          <span data-testid="team-report-count">
            {open
              ? t('report.roundOpen.text', { answers, count: detail.team.member_count, min: minAnswers })
              : t('report.notEnough.text', { number: round.number, count: answers, min: minAnswers })}
          </span>
        </Callout.Text>
      </Callout.Root>
      <Text as="p" size="2" color="gray" data-testid="team-report-why">
        {t('report.whyWait')}
      </Text>
      {showWho && (
        <Flex direction="column" gap="2" data-testid="team-report-who">
          <Text as="p" weight="bold">
            {t('report.whoAnswered')}
          </Text>
          {answered!.length === 0 ? (
            <Text as="p" size="2">
              {t('report.nobodyYet')}
            </Text>
          ) : (
            <ul className="plain-list">
              {answered!.map((member) => (
                <li key={member.member_id} className="user-content" data-testid="team-report-answered">
                  {member.display_name ?? t('common.unnamed')}
                </li>
              ))}
            </ul>
          )}
        </Flex>
      )}
    </Flex>
  );
}

function TeamReportView({
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
  const { t } = useTeamsTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const { round, overall } = report;
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
  const band = overall.mean === null ? null : bandFor(overall.mean);
  const risks = agreedWeakAnswers(report.questions, report.categories);
  const plan = teamPlan(report.questions, report.categories);

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
        <Header teamId={teamId} name={name} roundNumber={round.number} rounds={rounds} />
        <Text as="p" color="gray">
          {t('report.roundLine', {
            number: round.number,
            status: t(`common.roundStatus.${round.status}`),
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

      <Section heading={t('report.summaryHeading')} testId="team-summary">
        <Card size="3" className={band ? bandClass(band) : undefined}>
          <Flex direction="column" gap="2">
            <Text size="2" color="gray">
              {t('report.summaryScoreLabel')}
            </Text>
            <Text size="8" weight="bold" className="summary-score-number" data-testid="team-mean">
              {t('common.outOf100', { score: formatFigure(overall.mean ?? 0, language) })}
            </Text>
            {band && (
              <div data-testid="team-band">
                <BandBadge band={band} label={describeBand(band, language).label} size="3" />
              </div>
            )}
            <Text data-testid="team-spread">
              {t('report.spread', { spread: formatFigure(overall.spread ?? 0, language) })}
            </Text>
            <Text size="1" color="gray">
              {t('report.spreadHelp')}
            </Text>
            <AgreementMeter
              consensus={overall.consensus}
              label={(percent, level) =>
                `${t('report.agreement', { percent })} (${t(`report.level.${level}`)})`
              }
            />
            <Text size="1" color="gray">
              {t('report.agreementHelp')}
            </Text>
          </Flex>
        </Card>
      </Section>

      <Section heading={t('report.risksHeading')} testId="team-risks">
        <Text as="p" size="2" color="gray">
          {t('report.risksIntro')}
        </Text>
        {risks.length === 0 ? (
          <Text as="p" data-testid="team-risks-none">
            {t('report.risksNone')}
          </Text>
        ) : (
          <>
            <ol className="plain-list team-members">
              {risks.slice(0, TEAM_RISKS_SIZE).map((risk) => (
                <li
                  key={risk.question.question_id}
                  data-testid="team-risk"
                  data-question={risk.question.question_id}
                >
                  <RiskCard risk={risk} />
                </li>
              ))}
            </ol>
            {risks.length > TEAM_RISKS_SIZE && (
              <Text as="p" size="2" data-testid="team-risks-more">
                {t('report.risksMore', { count: risks.length - TEAM_RISKS_SIZE })}
              </Text>
            )}
          </>
        )}
      </Section>

      <Section heading={t('report.planHeading')} testId="team-plan">
        <Text as="p" size="2" color="gray">
          {t('report.planIntro')}
        </Text>
        {plan.length === 0 ? (
          <Text as="p" data-testid="team-plan-none">
            {t('report.planNone')}
          </Text>
        ) : (
          <ol className="plain-list team-members">
            {plan.map((recommendation, index) => (
              <li
                key={recommendation.questionId}
                data-testid="team-plan-item"
                data-question={recommendation.questionId}
              >
                <PlanStep recommendation={recommendation} step={index + 1} />
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section heading={t('report.talkHeading')} testId="talk-first">
        <Text as="p" size="2" color="gray">
          {t('report.talkIntro')}
        </Text>
        {report.talk_first.length === 0 ? (
          <Text as="p" data-testid="talk-first-none">
            {t('report.talkNone')}
          </Text>
        ) : (
          <ol className="plain-list team-members">
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
        <ul className="plain-list team-members">
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

/** An agreed weak answer: the practice, the team's answer, how many gave it or a weaker one, and how far they agree. */
function RiskCard({ risk }: { risk: TeamRisk }) {
  const { t } = useTeamsTranslation();
  const { language } = useLanguage();
  const described = describeRecommendation(risk.recommendation, language);
  const number = describeQuestion(risk.question.question_id, language).number;
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Heading as="h3" size="3">
          {number}. {described.topic}
        </Heading>
        <Text size="1" color="gray">
          {describeCategory(described.category, language).name} · {described.priorityLabel}
        </Text>
        <Text size="2">
          <Text weight="bold">{t('report.teamAnswer')}:</Text> {described.currentAnswer}
        </Text>
        <Text size="2" data-testid="team-risk-count">
          {t('report.atOrBelow', { count: risk.atOrBelow, total: risk.total })}
          {risk.question.consensus !== null && (
            <> · {t('report.riskAgreement', { percent: consensusPercent(risk.question.consensus) })}</>
          )}
        </Text>
      </Flex>
    </Card>
  );
}

/** One step of the team's plan, as the personal report's next actions say it: the practice, its area and priority, what to do and why. */
function PlanStep({ recommendation, step }: { recommendation: Recommendation; step: number }) {
  const { t } = useTeamsTranslation();
  const { language } = useLanguage();
  const described = describeRecommendation(recommendation, language);
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Heading as="h3" size="3">
          {step}. {described.topic}
        </Heading>
        <Text size="1" color="gray">
          {describeCategory(described.category, language).name} · {described.priorityLabel}
        </Text>
        <Text as="p" size="2">
          <Text weight="bold">{t('report.action')}:</Text> {described.action}
        </Text>
        <Text as="p" size="2">
          <Text weight="bold">{t('report.why')}:</Text> {described.why}
        </Text>
        <Text as="p" size="1" color="gray">
          {t('report.teamAnswer')}: {described.currentAnswer}
        </Text>
      </Flex>
    </Card>
  );
}

/** The shared notes could not be read: the figures still show, with a way to try again. */
function NotesFailed({ onRetry }: { onRetry(): void }) {
  const notesTexts = useNotesTranslation();
  const common = useCommonTexts();
  return (
    <Callout.Root color="red" role="alert" className="no-print">
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>{notesTexts.t('team.loadFailed')}</Callout.Text>
        <Button type="button" size="1" variant="soft" onClick={onRetry}>
          {common.t('retry')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

function QuestionCard({
  question,
  notes,
  withAdvice = false,
}: {
  question: TeamQuestion;
  /** The round's shared notes, once read. */
  notes: TeamNotes | undefined;
  withAdvice?: boolean;
}) {
  const { t } = useTeamsTranslation();
  const { language } = useLanguage();
  const text = describeQuestion(question.question_id, language);
  const total = answeredCount(question);
  const advice = withAdvice ? adviceForWeakest(question.question_id, question.weakest, language) : null;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="3">
          {text.number}. {text.topic}
        </Heading>
        <Text as="p" size="2">
          {text.text}
        </Text>
        <DistributionBars
          options={optionViews(question, language)}
          total={total}
          label={t('report.distributionLabel', { number: text.number })}
          count={(count) => t('report.optionCount', { count, total })}
          countRead={(count) => t('report.optionCountRead', { count, total })}
          yourPick={t('report.yourPick')}
        />
        <AgreementMeter
          consensus={question.consensus}
          label={(percent, level) => t('report.consensus', { percent, level: t(`report.level.${level}`) })}
        />
        <TeamSharedNotes notes={notes?.[question.question_id]} />
        {advice && (
          <Flex direction="column" gap="1" data-testid="talk-first-advice">
            <Text size="2">
              <Text weight="bold">{t('report.weakest')}:</Text> {advice.answer}
            </Text>
            <Text size="2">
              <Text weight="bold">{t('report.why')}:</Text> {advice.why}
            </Text>
            <Text size="2">
              <Text weight="bold">{t('report.action')}:</Text> {advice.action}
            </Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

function RoundNotFound({ teamId, round }: { teamId: string; round: number }) {
  const { t } = useTeamsTranslation();
  return (
    <Flex direction="column" gap="4" py="6" align="start" data-testid="team-round-not-found">
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {t('states.roundNotFound.title', { number: round })}
      </Heading>
      <Callout.Root highContrast color="gray" role="alert">
        <Callout.Text>{t('states.roundNotFound.text')}</Callout.Text>
      </Callout.Root>
      <Button asChild>
        <Link to={teamReportPath(teamId)}>{t('states.roundNotFound.latest')}</Link>
      </Button>
    </Flex>
  );
}

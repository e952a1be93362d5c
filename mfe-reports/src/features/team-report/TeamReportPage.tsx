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
import { PageSpinner } from '@ahc/platform';
import { isRetryingAfterError, useTeamQuery } from '@ahc/platform/data';
import { useLocation, useParams } from '@ahc/platform/router';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { TeamProblemState } from '#shared/ui/TeamProblemState.tsx';
import '#shared/ui/shared.css';
import { RoundNotFound } from './components/RoundNotFound.tsx';
import { RoundWithoutFigures } from './components/RoundWithoutFigures.tsx';
import { TeamReportView } from './components/TeamReportView.tsx';
import { useTeamHistoryQuery, useTeamReportQuery } from './data/team-report-queries.ts';
import { roundFromSearch } from './model/team-report-view.ts';
import './team-report.css';

export { teamReportPageData as pageData } from './team-report-page-data.ts';

export default function TeamReportPage() {
  const { t: shared } = useSharedTranslation();
  const { teamId = '' } = useParams<{ teamId: string }>();
  const round = roundFromSearch(useLocation().search);
  const team = useTeamQuery(teamId);
  const report = useTeamReportQuery(teamId, round);
  const history = useTeamHistoryQuery(teamId);

  const queries = [team, report, history];
  if (queries.some((q) => q.isPending || isRetryingAfterError(q)))
    return <PageSpinner label={shared('team.loading')} />;
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
    return <RoundWithoutFigures teamId={teamId} detail={team.data!} answer={answer} rounds={rounds} />;
  return <TeamReportView teamId={teamId} name={name} report={answer} rounds={rounds} />;
}

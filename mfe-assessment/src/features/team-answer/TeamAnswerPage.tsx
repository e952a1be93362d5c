// /team-assessments/:teamId/answer (signed in, members only): a member answers the team's open round
// with the assessment flow everyone knows (one question per screen, resumable, keyboard), into the
// round; the answers are kept as a report of the team's system (a team answer), apart from their
// own. Before the flow: an unknown team, an outsider and a removed member see no access; a closed
// round, no round, or a round this member answered already each say so, with the way back to the team.
import { PageSpinner, teamAssessmentPath, useCommonTexts, usePageTitle } from '@ahc/platform';
import { type TeamSummary, isRetryingAfterError, useTeamQuery } from '@ahc/platform/data';
import { Link, useParams } from '@ahc/platform/router';
import { Button, Flex, Text } from '@ahc/platform/ui/base';
import { useMemo } from 'react';
import { AssessmentFlow } from '../assessment/index.ts';
import { TeamAnswerState } from './components/TeamAnswerState.tsx';
import { teamSubmitTarget } from './data/team-answering.ts';
import { useTeamAnswerTranslation } from './i18n/use-team-answer-translation.ts';

export default function TeamAnswerPage() {
  const { t } = useTeamAnswerTranslation();
  const common = useCommonTexts();
  const { teamId = '' } = useParams<{ teamId: string }>();
  const query = useTeamQuery(teamId);

  if (query.isPending || isRetryingAfterError(query)) return <PageSpinner label={t('loading')} />;
  if (query.isError) {
    return (
      <TeamAnswerState
        kind="failed"
        title={common.t('team.failed.title')}
        text={common.t('team.failed.text')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.status !== 'ok') {
    return (
      <TeamAnswerState
        kind="access-denied"
        title={common.t('team.accessDenied.title')}
        text={common.t('team.accessDenied.text')}
      />
    );
  }
  const { team } = query.data;
  const round = team.current_round;
  if (!round)
    return (
      <TeamAnswerState
        kind="no-round"
        title={t('states.noRound.title')}
        text={t('states.noRound.text', { name: team.name })}
        teamId={team.id}
      />
    );
  if (round.status === 'closed') {
    return (
      <TeamAnswerState
        kind="closed"
        title={t('states.closed.title')}
        text={t('states.closed.text', { number: round.number, name: team.name })}
        teamId={team.id}
      />
    );
  }
  if (round.i_answered) {
    return (
      <TeamAnswerState
        kind="answered"
        title={t('states.answered.title')}
        text={t('states.answered.text', { number: round.number, name: team.name })}
        teamId={team.id}
      />
    );
  }
  return <Answering team={team} roundNumber={round.number} />;
}

function Answering({ team, roundNumber }: { team: TeamSummary; roundNumber: number }) {
  const { t } = useTeamAnswerTranslation();
  // One target per team and round: the flow's callbacks depend on it.
  const target = useMemo(() => teamSubmitTarget(team.id, roundNumber), [team.id, roundNumber]);
  const title = t('title', { name: team.name });
  usePageTitle(title);
  return (
    <Flex direction="column" data-testid="team-answer" data-round={roundNumber}>
      <AssessmentFlow
        key={target.storageKey}
        target={target}
        title={title}
        intro={
          <Flex direction="column" gap="2" align="start">
            <Text as="p" color="gray" data-testid="team-answer-intro">
              {t('intro', { number: roundNumber })}
            </Text>
            <Button asChild variant="soft" color="gray" size="1">
              <Link to={teamAssessmentPath(team.id)}>{t('backToTeam')}</Link>
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}

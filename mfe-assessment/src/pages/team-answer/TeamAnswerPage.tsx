// /team-assessments/:teamId/answer (signed in, members only): a member answers the team's open round
// with the assessment flow everyone knows (one question per screen, resumable, keyboard), into the
// round; the answers are kept as a report of the team's system (a team answer), apart from their
// own. Before the flow: an unknown team, an outsider and a removed member see no access; a closed
// round, no round, or a round this member answered already each say so, with the way back to the team.
import { PATHS, PageSpinner, teamAssessmentPath, teamReportPath, usePageTitle } from '@ahc/platform';
import { isRetryingAfterError } from '@ahc/platform/data';
import { Link, useParams } from '@ahc/platform/router';
import { Button, Callout, Flex, Heading, Text } from '@ahc/platform/ui';
import { useMemo } from 'react';
import {
  type AnsweringTeam,
  teamSubmitTarget,
  useAnsweringTeamQuery,
} from '../../data/teams/team-answering.ts';
import { useAssessmentTranslation } from '../../i18n/use-assessment-translation.ts';
import { AssessmentFlow } from '../assessment/AssessmentFlow.tsx';

export default function TeamAnswerPage() {
  const { t } = useAssessmentTranslation();
  const { teamId = '' } = useParams<{ teamId: string }>();
  const query = useAnsweringTeamQuery(teamId);

  if (query.isPending || isRetryingAfterError(query)) return <PageSpinner label={t('team.loading')} />;
  if (query.isError) {
    return (
      <State
        kind="failed"
        title={t('team.states.failed.title')}
        text={t('team.states.failed.text')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.status !== 'ok') {
    return (
      <State
        kind="access-denied"
        title={t('team.states.accessDenied.title')}
        text={t('team.states.accessDenied.text')}
      />
    );
  }
  const { team } = query.data;
  const round = team.round;
  if (!round)
    return (
      <State
        kind="no-round"
        title={t('team.states.noRound.title')}
        text={t('team.states.noRound.text', { name: team.name })}
        teamId={team.id}
      />
    );
  if (round.status === 'closed') {
    return (
      <State
        kind="closed"
        title={t('team.states.closed.title')}
        text={t('team.states.closed.text', { number: round.number, name: team.name })}
        teamId={team.id}
      />
    );
  }
  if (round.iAnswered) {
    return (
      <State
        kind="answered"
        title={t('team.states.answered.title')}
        text={t('team.states.answered.text', { number: round.number, name: team.name })}
        teamId={team.id}
        report
      />
    );
  }
  return <Answering team={team} roundNumber={round.number} />;
}

function Answering({ team, roundNumber }: { team: AnsweringTeam; roundNumber: number }) {
  const { t } = useAssessmentTranslation();
  // One target per team and round: the flow's callbacks depend on it.
  const target = useMemo(() => teamSubmitTarget(team.id, roundNumber), [team.id, roundNumber]);
  const title = t('team.title', { name: team.name });
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
              {t('team.intro', { number: roundNumber })}
            </Text>
            <Button asChild variant="soft" color="gray" size="1">
              <Link to={teamAssessmentPath(team.id)}>{t('team.backToTeam')}</Link>
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}

type StateProps = {
  kind: string;
  title: string;
  text: string;
  teamId?: string;
  report?: boolean;
  onRetry?: () => void;
};

function State({ kind, title, text, teamId, report = false, onRetry }: StateProps) {
  const { t } = useAssessmentTranslation();
  const problem = kind === 'access-denied' || kind === 'failed';
  return (
    <Flex
      direction="column"
      gap="4"
      py="6"
      align="start"
      maxWidth="44rem"
      data-testid={`team-answer-${kind}`}
    >
      <Heading as="h1" size={{ initial: '7', sm: '8' }}>
        {title}
      </Heading>
      <Callout.Root
        highContrast
        color={kind === 'failed' ? 'red' : problem ? 'gray' : 'blue'}
        role={problem ? 'alert' : 'status'}
      >
        <Callout.Text>{text}</Callout.Text>
      </Callout.Root>
      <Flex gap="3" wrap="wrap">
        {onRetry && <Button onClick={onRetry}>{t('team.retry')}</Button>}
        {report && teamId && (
          <Button asChild>
            <Link to={teamReportPath(teamId)}>{t('team.seeReport')}</Link>
          </Button>
        )}
        <Button asChild variant="soft">
          <Link to={teamId ? teamAssessmentPath(teamId) : PATHS.teamAssessments}>
            {teamId ? t('team.backToTeam') : t('team.allTeams')}
          </Link>
        </Button>
      </Flex>
    </Flex>
  );
}

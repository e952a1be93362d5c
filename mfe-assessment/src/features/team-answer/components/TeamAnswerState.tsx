// What the answer page shows instead of the assessment when there is nothing to answer: a team it
// cannot show (no access, or a failed read with a retry), in the platform's words the reports remote
// uses too, or a round that takes no answer from this member (closed, none open, answered already),
// with the way back to the team and, once answered, to its report.
import { PATHS, teamAssessmentPath, teamReportPath, useCommonTexts } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, Callout, Flex, Heading } from '@ahc/platform/ui';
import { useTeamAnswerTranslation } from '../i18n/use-team-answer-translation.ts';

type Props = {
  kind: 'access-denied' | 'failed' | 'closed' | 'no-round' | 'answered';
  title: string;
  text: string;
  /** The team to go back to; without it, the list of team assessments. */
  teamId?: string;
  onRetry?: () => void;
};

export function TeamAnswerState({ kind, title, text, teamId, onRetry }: Props) {
  const { t } = useTeamAnswerTranslation();
  const common = useCommonTexts();
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
        {onRetry && <Button onClick={onRetry}>{common.t('retry')}</Button>}
        {kind === 'answered' && teamId && (
          <Button asChild>
            <Link to={teamReportPath(teamId)}>{t('seeReport')}</Link>
          </Button>
        )}
        <Button asChild variant="soft">
          <Link to={teamId ? teamAssessmentPath(teamId) : PATHS.teamAssessments}>
            {teamId ? t('backToTeam') : common.t('team.allTeams')}
          </Link>
        </Button>
      </Flex>
    </Flex>
  );
}

// Joining with an invitation link, signed in: one button, then the team's page with a welcome. A refusal
// of the link itself (revoked, expired, a full team) is final and leads to the list; a lost connection
// or a fault of ours can be tried again.
import { PATHS, teamAssessmentPath, useCommonTexts } from '@ahc/platform';
import { teamNoticeState } from '@ahc/platform/data';
import { Link, useNavigate } from '@ahc/platform/router';
import { Button, Card, Flex, Text } from '@ahc/platform/ui';
import { useAcceptInvitation } from '../data/invitations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { Problem } from './Problem.tsx';

export function JoinTeam({ token }: { token: string }) {
  const { t } = useTeamsTranslation();
  const common = useCommonTexts();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const join = () =>
    accept.mutate(token, {
      onSuccess: ({ teamId, joined }) =>
        navigate(teamAssessmentPath(teamId), {
          replace: true,
          state: teamNoticeState({ kind: joined ? 'joined' : 'already-member' }),
        }),
    });
  const problem = accept.isError ? teamProblemKey('accept', accept.error) : null;
  // The link's own refusals are final; a lost connection or a fault of ours can be tried again.
  const final = problem !== null && problem !== 'errors.network' && problem !== 'errors.failed';
  return (
    <Card size="3" data-testid="invitation-signed-in">
      <Flex direction="column" gap="3" align="start">
        <Text as="p">{t('invitation.signedIn')}</Text>
        {problem && <Problem text={t(problem)} />}
        {final ? (
          <Button asChild variant="soft">
            <Link to={PATHS.teamAssessments}>{common.t('team.allTeams')}</Link>
          </Button>
        ) : (
          <Button
            type="button"
            size="3"
            disabled={accept.isPending || accept.isSuccess}
            onClick={join}
            data-testid="join-team"
          >
            {accept.isPending || accept.isSuccess
              ? t('invitation.joining')
              : problem
                ? common.t('retry')
                : t('invitation.join')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

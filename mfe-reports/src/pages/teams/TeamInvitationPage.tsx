// /team-assessments/join/:token (open): where an invitation link lands. Anyone sees what they were
// invited to; a signed-out visitor is offered to sign in or create an account and comes back here
// (the safe ?next return path of /login and /register); a signed-in one joins with one button and goes
// on to the team's page. An unknown, revoked or expired link, and a full team, each say so in their
// own words. The link's token is the whole of the access, so nothing here shows the team before the
// database has accepted it.
import { PATHS, PageSpinner, teamAssessmentPath, teamInvitationPath, useAuth } from '@ahc/platform';
import { Link, useNavigate, useParams } from '@ahc/platform/router';
import { Button, Card, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui';
import { useAcceptInvitation } from '../../data/teams/team-mutations.ts';
import { teamProblemKey } from '../../data/teams/team-problems.ts';
import '../../ui/shared.css';
import { useTeamsTranslation } from './i18n/use-teams-translation.ts';
import { Problem } from './ui/Problem.tsx';
import './teams.css';

const withNext = (path: string, next: string) => `${path}?next=${encodeURIComponent(next)}`;

export default function TeamInvitationPage() {
  const { t } = useTeamsTranslation();
  const { token = '' } = useParams<{ token: string }>();
  const isLoading = useAuth((s) => s.isLoading);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const here = teamInvitationPath(token);

  return (
    <Flex direction="column" gap="5" py="6" maxWidth="44rem" data-testid="team-invitation">
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>{t('invitation.title')}</Heading>
      <Text as="p" className="team-lead">{t('invitation.intro')}</Text>
      <Text as="p" color="gray">{t('invitation.anonymous')}</Text>
      {isLoading ? (
        <PageSpinner />
      ) : isAuthenticated ? (
        <Join token={token} />
      ) : (
        <Card size="3" data-testid="invitation-signed-out">
          <Flex direction="column" gap="3" align="start">
            <Text as="p">{t('invitation.signedOut')}</Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild size="3">
                <Link to={withNext(PATHS.register, here)}>{t('invitation.register')}</Link>
              </Button>
              <Button asChild size="3" variant="soft">
                <Link to={withNext(PATHS.login, here)}>{t('invitation.login')}</Link>
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}

function Join({ token }: { token: string }) {
  const { t } = useTeamsTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const join = () =>
    accept.mutate(token, {
      onSuccess: ({ team, joined }) =>
        navigate(teamAssessmentPath(team.id), { replace: true, state: { teamNotice: joined ? 'joined' : 'already-member' } }),
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
            <Link to={PATHS.teamAssessments}>{t('common.allTeams')}</Link>
          </Button>
        ) : (
          <Button type="button" size="3" disabled={accept.isPending || accept.isSuccess} onClick={join} data-testid="join-team">
            {accept.isPending || accept.isSuccess ? t('invitation.joining') : problem ? t('common.retry') : t('invitation.join')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

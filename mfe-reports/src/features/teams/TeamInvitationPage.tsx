// /team-assessments/join/:token (open): where an invitation link lands. The link's state is asked first
// (preview_team_invitation, open to anyone holding the token), before anyone is asked to sign up or to
// join: a revoked, expired, unknown link and a full team each say so in their own words and offer
// neither, so nobody makes an account for a dead link. A link that works names who invites and the
// system; a signed-out visitor is offered to sign in or create an account and comes back here (the
// safe ?next return path of /login and /register); a signed-in one joins with one button and goes on
// to the team's page. Joining can still be refused (the link revoked in the meantime): it says why.
import {
  PATHS,
  PageSpinner,
  teamAssessmentPath,
  teamInvitationPath,
  useAuth,
  useCommonTexts,
  usePageTitle,
  withNext,
} from '@ahc/platform';
import { isRetryingAfterError, teamNoticeState } from '@ahc/platform/data';
import { Link, useNavigate, useParams } from '@ahc/platform/router';
import { Button, Callout, Card, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import {
  type DeadInvitationStatus,
  useAcceptInvitation,
  useInvitationPreviewQuery,
} from './data/invitations.ts';
import { teamProblemKey } from './data/team-problems.ts';
import '#shared/ui/shared.css';
import { useTeamsTranslation } from './i18n/use-teams-translation.ts';
import { Problem } from './components/Problem.tsx';
import './teams.css';

export default function TeamInvitationPage() {
  const { t } = useTeamsTranslation();
  const { token = '' } = useParams<{ token: string }>();
  const isLoading = useAuth((s) => s.isLoading);
  const preview = useInvitationPreviewQuery(token);

  if (isLoading || preview.isPending || isRetryingAfterError(preview))
    return <PageSpinner label={t('invitation.checking')} />;
  if (preview.isError) return <PreviewFailed onRetry={() => void preview.refetch()} />;
  const answer = preview.data;
  if (answer.status !== 'ok') return <DeadInvitation status={answer.status} />;
  return <ValidInvitation token={token} systemName={answer.systemName} inviterName={answer.inviterName} />;
}

function ValidInvitation({
  token,
  systemName,
  inviterName,
}: {
  token: string;
  systemName: string;
  inviterName: string | null;
}) {
  const { t } = useTeamsTranslation();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const here = teamInvitationPath(token);
  const title =
    inviterName === null
      ? t('invitation.titleWithoutInviter', { system: systemName })
      : t('invitation.title', { inviter: inviterName, system: systemName });
  usePageTitle(title);

  return (
    <Flex direction="column" gap="5" py="6" maxWidth="44rem" data-testid="team-invitation" data-state="ok">
      <Heading as="h1" size={TYPE_SCALE.pageTitle} className="user-content" data-testid="invitation-title">
        {title}
      </Heading>
      <Text as="p" className="team-lead">
        {t('invitation.intro')}
      </Text>
      <Text as="p" color="gray">
        {t('invitation.anonymous')}
      </Text>
      {isAuthenticated ? (
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

/** A link that lets nobody in: what it is and who can help, and no account or join to be had through it. */
function DeadInvitation({ status }: { status: DeadInvitationStatus }) {
  const { t } = useTeamsTranslation();
  const common = useCommonTexts();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const title = t(`invitation.dead.${status}.title`);
  usePageTitle(title);
  return (
    <Flex
      direction="column"
      gap="4"
      py="6"
      align="start"
      maxWidth="44rem"
      data-testid="team-invitation"
      data-state={status}
    >
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {title}
      </Heading>
      <Callout.Root highContrast color="gray" role="status" data-testid="invitation-dead">
        <Callout.Text>{t(`invitation.dead.${status}.text`)}</Callout.Text>
      </Callout.Root>
      <Button asChild variant="soft">
        {isAuthenticated ? (
          <Link to={PATHS.teamAssessments}>{common.t('team.allTeams')}</Link>
        ) : (
          <Link to={PATHS.home}>{t('invitation.dead.home')}</Link>
        )}
      </Button>
    </Flex>
  );
}

function PreviewFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTeamsTranslation();
  const common = useCommonTexts();
  return (
    <Flex direction="column" gap="4" py="6" align="start" data-testid="invitation-failed">
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {t('invitation.failed.title')}
      </Heading>
      <Problem text={t('invitation.failed.text')} />
      <Button onClick={onRetry}>{common.t('retry')}</Button>
    </Flex>
  );
}

function Join({ token }: { token: string }) {
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

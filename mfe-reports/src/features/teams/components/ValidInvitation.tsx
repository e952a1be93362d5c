// An invitation link that works: who invites to assess which system, that answers stay anonymous, and
// for a signed-out visitor the way to sign in or create an account and come back here (the safe ?next
// return path of /login and /register); for a signed-in one the button that joins.
import { PATHS, teamInvitationPath, useAuth, usePageTitle, withNext } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, Card, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { JoinTeam } from './JoinTeam.tsx';

export function ValidInvitation({
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
        <JoinTeam token={token} />
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

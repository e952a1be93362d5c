// A link that lets nobody in (unknown, revoked, expired, or a full team): what it is and who can help,
// and no account or join to be had through it.
import { PATHS, useAuth, useCommonTexts, usePageTitle } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, Callout, Flex, Heading, TYPE_SCALE } from '@ahc/platform/ui';
import type { DeadInvitationStatus } from '../data/invitations.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';

export function DeadInvitation({ status }: { status: DeadInvitationStatus }) {
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

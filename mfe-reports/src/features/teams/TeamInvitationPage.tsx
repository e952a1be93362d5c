// /team-assessments/join/:token (open): where an invitation link lands. The link's state is asked first
// (preview_team_invitation, open to anyone holding the token), before anyone is asked to sign up or to
// join: a revoked, expired, unknown link and a full team each say so in their own words and offer
// neither, so nobody makes an account for a dead link. A link that works names who invites and the
// system; a signed-out visitor is offered to sign in or create an account and comes back here (the
// safe ?next return path of /login and /register); a signed-in one joins with one button and goes on
// to the team's page. Joining can still be refused (the link revoked in the meantime): it says why.
import { PageSpinner, useAuth } from '@ahc/platform';
import { isRetryingAfterError } from '@ahc/platform/data';
import { useParams } from '@ahc/platform/router';
import '#shared/ui/shared.css';
import { DeadInvitation } from './components/DeadInvitation.tsx';
import { PreviewFailed } from './components/PreviewFailed.tsx';
import { ValidInvitation } from './components/ValidInvitation.tsx';
import { useInvitationPreviewQuery } from './data/invitations.ts';
import { useTeamsTranslation } from './i18n/use-teams-translation.ts';
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

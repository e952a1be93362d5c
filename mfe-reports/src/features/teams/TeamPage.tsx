// /team-assessments/:teamId (signed in, members only): one system's team assessment. Everyone sees the
// current round (answer it, or that they have), how many have answered it (never what), the members,
// and the way to the team report. The owner also sees who has answered, sets how many answers a round
// needs before it shows figures, invites people with links (shown once, expiring, revocable, each
// usable by several people), removes members, closes the round and starts the next one, chooses how
// often to be reminded to open the next one, and may delete the team; a member may leave. An unknown
// team, an outsider and a removed member all see the same access-denied state.
import { PageSpinner } from '@ahc/platform';
import { isRetryingAfterError, useTeamQuery } from '@ahc/platform/data';
import { useParams } from '@ahc/platform/router';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { TeamProblemState } from '#shared/ui/TeamProblemState.tsx';
import '#shared/ui/shared.css';
import { TeamView } from './components/TeamView.tsx';
import './teams.css';

export default function TeamPage() {
  const { t: shared } = useSharedTranslation();
  const { teamId = '' } = useParams<{ teamId: string }>();
  const query = useTeamQuery(teamId);

  if (query.isPending || isRetryingAfterError(query)) return <PageSpinner label={shared('team.loading')} />;
  if (query.isError) return <TeamProblemState problem="failed" onRetry={() => void query.refetch()} />;
  if (query.data.status !== 'ok') return <TeamProblemState problem="access-denied" />;
  return <TeamView detail={query.data} />;
}

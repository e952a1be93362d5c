// A team's invitation links, each through its database function: the owner makes one (its token is in
// that answer only: the database keeps its hash) and revokes one; whoever holds a link asks what it is
// before anyone signs up (preview_team_invitation, open to anyone holding the token) and joins with it.
// The answers' shapes are the generated database types; the team contract (@ahc/platform/data) checks
// once what an invitation and a team promise, filled() the rest. The writes refresh every team read,
// as every team write does (the owner's list is get_team's).
import { type CompositeType, type Database, type SupabaseClient, useSupabase } from '@ahc/platform';
import {
  type TeamInvitation,
  dataOrThrow,
  filled,
  narrowTeamInvitation,
  narrowTeamSummary,
  useQuery,
} from '@ahc/platform/data';
import { useTeamWrite } from './team-mutations.ts';

/** The database's limits (team_invitations_label_length, valid_for_days). */
export const MAX_INVITATION_LABEL_LENGTH = 120;
export const INVITATION_DAYS = [1, 3, 7, 14, 30] as const;
export const DEFAULT_INVITATION_DAYS = 7;

/** An invitation just made, with its token: the only time the token is anywhere but in the link. */
export type CreatedInvitation = { invitation: TeamInvitation; token: string };

type PreviewStatus = Database['public']['Enums']['team_invitation_preview_status'];

/**
 * What an invitation link is, asked before anyone signs up or joins: a link that works names the
 * system and who invites (their profile name, or null); one that does not says only how.
 */
type InvitationPreview =
  | { status: 'ok'; systemName: string; inviterName: string | null }
  | { status: 'not-found' | Exclude<PreviewStatus, 'ok' | 'not_found'> };

export type DeadInvitationStatus = Exclude<InvitationPreview['status'], 'ok'>;

async function createInvitation(
  supabase: SupabaseClient,
  teamId: string,
  label: string,
  days: number,
): Promise<CreatedInvitation> {
  const during = 'create_team_invitation';
  const trimmed = label.trim();
  const args =
    trimmed === ''
      ? { team_id: teamId, valid_for_days: days }
      : { team_id: teamId, label: trimmed, valid_for_days: days };
  const created = filled(dataOrThrow(await supabase.rpc(during, args), during), [], during);
  return { invitation: narrowTeamInvitation(created.invitation, during), token: created.token };
}

async function revokeInvitation(supabase: SupabaseClient, invitationId: string): Promise<TeamInvitation> {
  const during = 'revoke_team_invitation';
  return narrowTeamInvitation(
    dataOrThrow(await supabase.rpc(during, { invitation_id: invitationId }), during),
    during,
  );
}

/** Joins the link's team: which team, and whether the reader joined now or was a member already. */
async function acceptInvitation(
  supabase: SupabaseClient,
  token: string,
): Promise<{ teamId: string; joined: boolean }> {
  const during = 'accept_team_invitation';
  const { team, joined } = filled(dataOrThrow(await supabase.rpc(during, { token }), during), [], during);
  return { teamId: narrowTeamSummary(team, during).id, joined };
}

/** preview_team_invitation's answer as the page reads it: a link that works always names its system. */
export function invitationPreview(
  answer: CompositeType<'team_invitation_preview'> | null,
): InvitationPreview {
  const during = 'preview_team_invitation';
  const checked = filled(answer, ['system_name', 'inviter_name'], during);
  if (checked.status !== 'ok')
    return { status: checked.status === 'not_found' ? 'not-found' : checked.status };
  const { system_name, inviter_name } = filled(checked, ['inviter_name'], during);
  return { status: 'ok', systemName: system_name, inviterName: inviter_name };
}

async function previewInvitation(supabase: SupabaseClient, token: string): Promise<InvitationPreview> {
  return invitationPreview(
    dataOrThrow(await supabase.rpc('preview_team_invitation', { token }), 'preview_team_invitation'),
  );
}

export const useCreateInvitation = () =>
  useTeamWrite('invite', (supabase, v: { teamId: string; label: string; days: number }) =>
    createInvitation(supabase, v.teamId, v.label, v.days),
  );
export const useRevokeInvitation = () =>
  useTeamWrite('revoke', (supabase, invitationId: string) => revokeInvitation(supabase, invitationId));
export const useAcceptInvitation = () =>
  useTeamWrite('accept', (supabase, token: string) => acceptInvitation(supabase, token));

/** Keyed by the token alone: the answer is the same for everyone holding it, signed in or not. */
const invitationPreviewKey = (token: string) => ['team-invitation-preview', token] as const;

export function useInvitationPreviewQuery(token: string) {
  const supabase = useSupabase();
  // Always asked afresh when the page opens: a link revoked a minute ago must not look valid from the cache.
  return useQuery({
    queryKey: invitationPreviewKey(token),
    queryFn: () => previewInvitation(supabase, token),
    staleTime: 0,
  });
}

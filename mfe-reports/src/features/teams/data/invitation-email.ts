// Inviting a colleague by e-mail (docs/product.md §9): the send-team-invitation edge function makes the
// invitation as the owner and mails its link, so the token never reaches this page. The function names
// each refusal with a code ({error, code}); it becomes the AppError's code, which teamProblemKey('email')
// turns into words. Like every team write, it refreshes the team reads: the new invitation appears in
// the owner's list.
import type { CompositeType, Language, SupabaseClient } from '@ahc/platform';
import { type TeamInvitation, narrowTeamInvitation, toAppError } from '@ahc/platform/data';
import { useTeamWrite } from './team-mutations.ts';

/** The longest address the function takes (RFC 5321's limit for a path). */
export const MAX_INVITEE_EMAIL_LENGTH = 254;

export type EmailInvitation = { teamId: string; email: string; language: Language };

const DURING = 'send-team-invitation';

/** The function's answer: the new invitation as create_mailed_team_invitation made it (never its token) and to whom it went. */
type SentInvitation = { invitation: TeamInvitation; sent_to: string };

function sentInvitation(answer: unknown): SentInvitation {
  const sent = (answer ?? {}) as { invitation?: CompositeType<'team_invitation'> | null; sent_to?: unknown };
  if (typeof sent.sent_to !== 'string')
    throw toAppError(new Error(`${DURING} answered without sent_to`), { during: DURING });
  return { invitation: narrowTeamInvitation(sent.invitation ?? null, DURING), sent_to: sent.sent_to };
}

/** supabase-js's function errors as AppErrors: the answer's status and code, or no answer at all. */
async function functionError(error: unknown): Promise<Error> {
  const context =
    typeof error === 'object' && error !== null && 'context' in error ? error.context : undefined;
  if (context instanceof Response) {
    const body: unknown = await context.json().catch(() => null);
    const code =
      typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
        ? body.code
        : undefined;
    return toAppError(
      { code, message: `${DURING} answered ${context.status}` },
      { during: DURING, status: context.status },
    );
  }
  // FunctionsFetchError: the request never got an answer.
  if (error instanceof Error && error.name === 'FunctionsFetchError')
    return toAppError(error, { during: DURING, status: 0 });
  return toAppError(error, { during: DURING });
}

async function sendInvitationEmail(
  supabase: SupabaseClient,
  invitation: EmailInvitation,
): Promise<SentInvitation> {
  const { data, error } = await supabase.functions.invoke('send-team-invitation', {
    body: { team_id: invitation.teamId, email: invitation.email.trim(), language: invitation.language },
  });
  if (error) throw await functionError(error);
  return sentInvitation(data);
}

export const useSendInvitationEmail = () =>
  useTeamWrite('email', (supabase, invitation: EmailInvitation) => sendInvitationEmail(supabase, invitation));

// Inviting a colleague by e-mail (docs/product.md §9): the send-team-invitation edge function makes the
// invitation as the owner and mails its link, so the token never reaches this page. The function names
// each refusal with a code ({error, code}); it becomes the AppError's code, which teamProblemKey('email')
// turns into words. Like every team write, it refreshes the team reads: the new invitation appears in
// the owner's list.
import type { Language, SupabaseClient } from '@ahc/platform';
import { toAppError } from '@ahc/platform/data';
import { type SentInvitation, parseSentInvitation } from './team-json.ts';
import { useTeamWrite } from './team-mutations.ts';

/** The longest address the function takes (RFC 5321's limit for a path). */
export const MAX_INVITEE_EMAIL_LENGTH = 254;

export type EmailInvitation = { teamId: string; email: string; language: Language };

const DURING = 'send-team-invitation';

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
  return parseSentInvitation(data);
}

export const useSendInvitationEmail = () =>
  useTeamWrite('email', (supabase, invitation: EmailInvitation) => sendInvitationEmail(supabase, invitation));

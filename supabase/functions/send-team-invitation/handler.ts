// Inviting a colleague to a team assessment by e-mail (docs/product.md §9). The team page's "Invite by
// e-mail" calls this function with the owner's session and {team_id, email, language}. The invitation
// is made as the caller, through PostgREST's create_mailed_team_invitation, so the database decides who
// may invite (a member or an outsider gets its refusal, mapped to 403 or 404 here) and counts the
// e-mail against its limits (per account, per address and per project, held in the database so they
// hold across instances of this function: over one it is 429 and nothing is made); the function never
// uses the service-role key. It then sends one e-mail with the join link through a Resend-compatible
// API (POST {RESEND_API_URL}/emails, {from, to, subject, html, text}, Bearer key, 200 {id}). When the
// mail cannot be sent the new invitation is revoked again, so the owner never has a live link nobody
// received, and the answer is a 502 saying so. The token is in the e-mail only, never in the answer.
//
// Environment: SUPABASE_URL and SUPABASE_ANON_KEY (set by Supabase's edge runtime and the local
// gateway); secrets RESEND_API_KEY, MAIL_FROM ("Name <address>" of a verified domain), SITE_URL (the
// product's origin, for the link), RESEND_API_URL (default https://api.resend.com; the local stack
// points it at its inbox). The e-mail limits are the database's settings (app_config 'invitation_mail').

import { isUuid, linkInLanguage } from '../_shared/common.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { accountOf } from '../_shared/rate-limit.ts';
import { composeInvitationMail, type MailLanguage } from './mail.ts';
import type { EnvironmentSpec } from '../_shared/environment.ts';
import { callResult, functionSupabase } from '../_shared/supabase.ts';

export const MESSAGES = {
  method: 'Method not allowed. Use POST.',
  unavailable: 'E-mail invitations are not set up on this server.',
  not_signed_in: 'Sign in again to invite people.',
  invalid_request: 'The request must be a JSON object: {"team_id", "email", "language"}.',
  invalid_team: "team_id must be a team's id (a UUID).",
  invalid_email: 'email must be one e-mail address of at most 254 characters.',
  invalid_language: 'language must be "en" or "da".',
  invalid_days: 'valid_for_days must be a whole number from 1 to 30.',
  rate_limited: 'Too many e-mail invitations. Please wait before sending more.',
  not_owner: "Only the team's owner can invite people.",
  team_not_found: 'The team does not exist, or you are not a member of it.',
  too_many_invitations:
    'There are too many live invitations (for the team, or across your teams); revoke one first.',
  invitations_daily_limit:
    'You have made as many invitations as allowed in 24 hours. Please try again later.',
  invitation_failed: 'The invitation could not be created. Please try again later.',
  mail_failed:
    'The invitation e-mail could not be sent; its link was revoked at once, so nobody can use it. Please try again later.',
} as const;

export type ErrorCode =
  Exclude<keyof typeof MESSAGES, 'method' | 'unavailable'> | 'method_not_allowed' | 'mail_unavailable';

export const DEFAULT_RESEND_API_URL = 'https://api.resend.com';
const MAX_EMAIL_LENGTH = 254;
const MAX_LABEL_LENGTH = 120;
const DEFAULT_DAYS = 7;
const MAIL_TIMEOUT_MS = 10_000;
// Retry-After when the database's refusal does not say (its account and project windows are an hour).
const FALLBACK_RETRY_AFTER_SECONDS = 60 * 60;
// One address: no spaces, commas, angle brackets or quotes (which would name more recipients or a display name).
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

export interface SendInvitationOptions {
  /** The checked environment (index.ts: checkEnvironment); none set when left out. */
  env?: (name: string) => string | undefined;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

type Invitation = { id: string; expires_at: string; [key: string]: unknown };
type Refusal = { status: number; code: ErrorCode; retryAfterSeconds?: number };
type Request_ = { teamId: string; email: string; language: MailLanguage; days: number };

function answer(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}

function refuse(status: number, code: ErrorCode, extraHeaders: Record<string, string> = {}): Response {
  const message =
    code === 'method_not_allowed'
      ? MESSAGES.method
      : code === 'mail_unavailable'
        ? MESSAGES.unavailable
        : MESSAGES[code];
  return answer(status, { error: message, code }, extraHeaders);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's fields, checked, or the code of the first that is wrong. */
export function readRequest(body: unknown): Request_ | ErrorCode {
  if (!isObject(body)) return 'invalid_request';
  const { team_id: teamId, email, language, valid_for_days: days = DEFAULT_DAYS } = body;
  if (!isUuid(teamId)) return 'invalid_team';
  const address = typeof email === 'string' ? email.trim() : '';
  if (address.length > MAX_EMAIL_LENGTH || !EMAIL.test(address)) return 'invalid_email';
  if (language !== 'en' && language !== 'da') return 'invalid_language';
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 30) return 'invalid_days';
  return { teamId, email: address, language, days };
}

/** The owner's list shows the address as the invitation's note (the database keeps at most 120 characters). */
export const labelFor = (email: string) =>
  [...email].length <= MAX_LABEL_LENGTH ? email : `${[...email].slice(0, MAX_LABEL_LENGTH - 1).join('')}…`;

/** The database's refusal of create_mailed_team_invitation, as this function's answer. */
function refusalOf(result: { status: number; code?: string; details?: string; hint?: string }): Refusal {
  if (result.status === 401 || result.code === '42501' || result.code?.startsWith('PGRST30')) {
    return { status: 401, code: 'not_signed_in' };
  }
  if (result.code === 'PT403') return { status: 403, code: 'not_owner' };
  if (result.code === 'PT404') return { status: 404, code: 'team_not_found' };
  if (result.code === 'PT409') return { status: 409, code: 'too_many_invitations' };
  if (result.code === 'PT429' && result.hint === 'invitation_mail_limit') {
    // The database says in details how many seconds until the oldest counted e-mail leaves its window.
    const seconds = Number(result.details);
    return {
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: Number.isInteger(seconds) && seconds > 0 ? seconds : FALLBACK_RETRY_AFTER_SECONDS,
    };
  }
  if (result.code === 'PT429') return { status: 429, code: 'invitations_daily_limit' };
  return { status: 502, code: 'invitation_failed' };
}

export function createHandler(options: SendInvitationOptions = {}): (request: Request) => Promise<Response> {
  const env = options.env ?? (() => undefined);
  const http = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.error(message));

  return async function handler(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method !== 'POST') return refuse(405, 'method_not_allowed', { Allow: 'POST, OPTIONS' });

    const url = env('SUPABASE_URL');
    const anonKey = env('SUPABASE_ANON_KEY');
    const siteUrl = env('SITE_URL')?.replace(/\/+$/, '');
    const mailKey = env('RESEND_API_KEY');
    const mailFrom = env('MAIL_FROM');
    const mailApi = (env('RESEND_API_URL') || DEFAULT_RESEND_API_URL).replace(/\/+$/, '');
    if (!url || !anonKey || !siteUrl || !mailKey || !mailFrom) {
      log(
        'send-team-invitation: SUPABASE_URL, SUPABASE_ANON_KEY, SITE_URL, RESEND_API_KEY or MAIL_FROM is not set',
      );
      return refuse(503, 'mail_unavailable');
    }

    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const caller = accountOf(request);
    if (!token || !caller) return refuse(401, 'not_signed_in');

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      body = undefined;
    }
    const input = readRequest(body);
    if (typeof input === 'string') return refuse(400, input);

    // As the caller: their token, so the database's own rules decide who may invite and how often.
    const supabase = functionSupabase(url, anonKey, { fetch: http, accessToken: token });
    const revoke = async (invitationId: string) => {
      const revoked = callResult(
        await supabase.rpc('revoke_team_invitation', { invitation_id: invitationId }),
      );
      if (!revoked.ok) {
        log(
          `send-team-invitation: could not revoke invitation ${invitationId}: ${revoked.status} ${
            revoked.message ?? ''
          }`,
        );
      }
    };

    const created = callResult(
      await supabase.rpc('create_mailed_team_invitation', {
        team_id: input.teamId,
        email: input.email,
        label: labelFor(input.email),
        valid_for_days: input.days,
      }),
    );
    if (!created.ok) {
      const refusal = refusalOf(created);
      if (refusal.code === 'invitation_failed') {
        log(
          `send-team-invitation: create_mailed_team_invitation answered ${created.status} ${created.code ?? ''} ${
            created.message ?? ''
          }`,
        );
      }
      return refuse(
        refusal.status,
        refusal.code,
        refusal.retryAfterSeconds ? { 'Retry-After': String(refusal.retryAfterSeconds) } : {},
      );
    }
    const invitation =
      isObject(created.data) && isObject(created.data.invitation)
        ? (created.data.invitation as Invitation)
        : undefined;
    const linkToken = isObject(created.data) ? created.data.token : undefined;
    if (!invitation || typeof invitation.id !== 'string' || typeof linkToken !== 'string') {
      log('send-team-invitation: create_mailed_team_invitation answered an unexpected shape');
      if (invitation && typeof invitation.id === 'string') await revoke(invitation.id);
      return refuse(502, 'invitation_failed');
    }

    // The inviter's name, as the owner's own get_team shows it (the e-mail carries no other text of theirs).
    const team = callResult(await supabase.rpc('get_team', { team_id: input.teamId }));
    const detail = team.ok && isObject(team.data) && team.data.status === 'ok' ? team.data : undefined;
    if (!detail) {
      log(
        `send-team-invitation: get_team did not answer the team (${team.ok ? 'unexpected answer' : team.status})`,
      );
      await revoke(invitation.id);
      return refuse(502, 'invitation_failed');
    }
    const me = Array.isArray(detail.members)
      ? detail.members.find((m) => isObject(m) && m.is_me === true)
      : undefined;
    const inviterName = isObject(me) && typeof me.display_name === 'string' ? me.display_name : null;

    const mail = composeInvitationMail({
      inviterName,
      link: linkInLanguage(
        `${siteUrl}/team-assessments/join/${encodeURIComponent(linkToken)}`,
        input.language,
      ),
      expiresAt: String(invitation.expires_at),
      language: input.language,
    });
    let sent: Response | undefined;
    try {
      sent = await http(`${mailApi}/emails`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${mailKey}`,
          'content-type': 'application/json',
          // A retried request for the same invitation is not a second e-mail.
          'idempotency-key': `team-invitation/${invitation.id}`,
        },
        body: JSON.stringify({
          from: mailFrom,
          to: [input.email],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          tags: [{ name: 'category', value: 'team_invitation' }],
        }),
        signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
      });
    } catch (error) {
      log(`send-team-invitation: the mail API could not be reached: ${error}`);
    }
    const sentBody = sent ? await sent.json().catch(() => null) : null;
    if (!sent?.ok || !isObject(sentBody) || typeof sentBody.id !== 'string') {
      if (sent) {
        const reason = isObject(sentBody)
          ? `${sentBody.name ?? ''}: ${sentBody.message ?? ''}`
          : 'no JSON body';
        log(`send-team-invitation: the mail API answered ${sent.status} ${reason}`);
      }
      await revoke(invitation.id);
      return refuse(502, 'mail_failed');
    }

    return answer(200, { invitation, sent_to: input.email, email_id: sentBody.id });
  };
}

/** What the function reads from its environment, checked when it starts (index.ts). */
export const ENVIRONMENT: EnvironmentSpec = {
  required: ['SUPABASE_URL', 'SUPABASE_ANON_KEY'],
  urls: ['SUPABASE_URL', 'SITE_URL', 'RESEND_API_URL'],
  optional: ['RESEND_API_KEY', 'MAIL_FROM'],
};

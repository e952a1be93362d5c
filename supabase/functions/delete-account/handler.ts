// Deleting one's own account: the profile page's "Delete my account" calls this function with the
// person's session. It asks the Auth service who the caller is (a live session, not merely a signed
// token), refuses when the account has two-factor sign-in and the session has not used it, and then
// deletes the user through the Auth admin API with the service-role key, which the browser never has.
// The database removes the rest by its foreign keys: profile, reports, plan, team memberships and
// the teams the person owns, share links (supabase/tests/090_account_deletion.sql proves it).
//
// Environment (set by Supabase's edge runtime, and by the local gateway): SUPABASE_URL,
// SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY.

import { corsHeaders, jsonError, preflightResponse } from '../_shared/cors.ts';
import type { EnvironmentSpec } from '../_shared/environment.ts';
import { functionSupabase } from '../_shared/supabase.ts';

export const MESSAGES = {
  method: 'Method not allowed. Use POST.',
  unauthenticated: 'Sign in again to delete your account.',
  notConfirmed: 'The request must confirm the deletion: {"confirm": true}.',
  secondFactor: 'Confirm with your authenticator app before deleting your account.',
  failed: 'The account could not be deleted. Please try again later.',
} as const;

export interface DeleteAccountOptions {
  /** The checked environment (index.ts: checkEnvironment); none set when left out. */
  env?: (name: string) => string | undefined;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/** The token's own claims (the gateway verified its signature before the request got here). */
function claimsOf(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return {};
  }
}

export function createHandler(options: DeleteAccountOptions = {}): (request: Request) => Promise<Response> {
  const env = options.env ?? (() => undefined);
  const http = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.error(message));

  return async function handler(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method !== 'POST') return jsonError(405, MESSAGES.method, { Allow: 'POST, OPTIONS' });
    const url = env('SUPABASE_URL');
    const anonKey = env('SUPABASE_ANON_KEY');
    const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
    if (!url || !anonKey || !serviceKey) {
      log('delete-account: SUPABASE_URL, SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY is not set');
      return jsonError(500, MESSAGES.failed);
    }

    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token || claimsOf(token).role !== 'authenticated') return jsonError(401, MESSAGES.unauthenticated);

    let confirmed = false;
    try {
      const body = await request.json();
      confirmed =
        typeof body === 'object' && body !== null && (body as { confirm?: unknown }).confirm === true;
    } catch {
      confirmed = false;
    }
    if (!confirmed) return jsonError(400, MESSAGES.notConfirmed);

    // The Auth service checks the token (and that its session still exists) and answers who it is.
    const who = await functionSupabase(url, anonKey, { fetch: http }).auth.getUser(token);
    if (who.error || !who.data.user) return jsonError(401, MESSAGES.unauthenticated);
    const user = who.data.user;
    const hasSecondFactor = (user.factors ?? []).some((factor) => factor.status === 'verified');
    if (hasSecondFactor && claimsOf(token).aal !== 'aal2') return jsonError(403, MESSAGES.secondFactor);

    const deleted = await functionSupabase(url, serviceKey, { fetch: http }).auth.admin.deleteUser(user.id);
    if (deleted.error) {
      log(
        `delete-account: the Auth service did not delete the account: ${
          deleted.error.status ?? 'no answer'
        } ${deleted.error.message}`,
      );
      return jsonError(502, MESSAGES.failed);
    }
    return new Response(JSON.stringify({ deleted: true }), {
      status: 200,
      headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
    });
  };
}

/** What the function reads from its environment, checked when it starts (index.ts). */
export const ENVIRONMENT: EnvironmentSpec = {
  required: ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'],
  urls: ['SUPABASE_URL'],
};

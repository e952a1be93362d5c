// The session of the person asking for a page, as the shell's host reads it: @supabase/ssr's server
// client over the request's cookies (the browser client in the platform writes them), one per request.
// Supabase's rule for servers is followed: nothing from the cookie is trusted as it is. getUser() asks
// the Auth service, which checks the access token (and that its session still exists: signed out
// everywhere is signed out here too) and answers the person's record; an expired access token is
// refreshed first with the refresh token, and the new session goes back to the browser as Set-Cookie
// headers on this answer, as Supabase's middleware does. A refresh token the Auth service refuses, or a
// session it no longer has, clears the cookies the same way.
//
// The answer: a viewer (with whether the session still owes its second factor: a verified factor and
// an access token below aal2, the browser's rule), nobody, or unknown when the Auth service could not
// be asked in time (the page is then rendered in the browser, which asks itself). The host only reads:
// the client it hands on reads as the person, and nothing here writes but the cookies of a refresh.
import type { IncomingMessage } from 'node:http';
import { authStorageKey, hasSessionCookie, needsSecondFactor } from '@ahc/platform/first-render';
import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import type { User } from '@supabase/supabase-js';
import type { SupabaseProject } from '@ahc/platform/app-config';
import type { Database } from '@ahc/platform/database';
import { NoRealtime } from '@ahc/platform/node-client';

type SupabaseClient = ReturnType<typeof createServerClient<Database>>;

/** How long the Auth service and the page's reads together may take before the browser renders instead. */
const SUPABASE_TIMEOUT_MS = 1_500;

export type Viewer = { user: User; secondFactorRequired: boolean };

export type RequestSession = {
  /** Who asked: a viewer, nobody (no session, or one the Auth service refused), or unknown. */
  viewer: Viewer | null | 'unknown';
  /** A client reading as that person (their token), or as anyone when nobody is signed in. */
  supabase: SupabaseClient;
  /** What the answer must carry: a refreshed session's cookies, or the cookies of an ended one cleared. */
  setCookies(): string[];
};

/** Whether the request came over https (itself, or through a proxy that says so): the cookies are Secure then. */
export function requestIsHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/** A server client over the request's cookies, collecting what it sets. */
export function serverSupabase(
  project: SupabaseProject,
  cookieHeader: string | undefined,
  options: { secure: boolean; fetch?: typeof fetch; timeoutMs?: number },
) {
  const fetchImpl = options.fetch ?? fetch;
  const timeout = options.timeoutMs ?? SUPABASE_TIMEOUT_MS;
  const cookies = parseCookieHeader(cookieHeader ?? '');
  const setCookies: string[] = [];
  const deadline = AbortSignal.timeout(timeout);
  const supabase = createServerClient<Database>(project.supabaseUrl, project.supabaseAnonKey, {
    cookies: {
      getAll: () => cookies,
      setAll: (written) => {
        for (const { name, value, options: cookieOptions } of written)
          setCookies.push(serializeCookieHeader(name, value, cookieOptions));
      },
    },
    cookieOptions: { secure: options.secure },
    auth: { storageKey: authStorageKey(project.supabaseUrl) },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
    // One deadline for the whole answer: the session's check and every read of the page's data.
    global: {
      fetch: (input, init) =>
        fetchImpl(input, {
          ...init,
          signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
        }),
    },
  });
  return { supabase, setCookies: () => [...setCookies] };
}

/** The request's session, checked with the Auth service (nothing is asked when no session cookie came). */
export async function readRequestSession(
  req: IncomingMessage,
  project: SupabaseProject,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<RequestSession> {
  const cookieHeader = req.headers.cookie;
  const { supabase, setCookies } = serverSupabase(project, cookieHeader, {
    ...options,
    secure: requestIsHttps(req),
  });
  if (!hasSessionCookie(cookieHeader, authStorageKey(project.supabaseUrl)))
    return { viewer: null, supabase, setCookies };
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) {
    // The service could not be reached or failed (a network error, a timeout, a 5xx or 429): unknown.
    const unreachable = error?.name === 'AuthRetryableFetchError' || error?.name === 'AuthUnknownError';
    if (!unreachable && error?.name !== 'AuthSessionMissingError')
      console.warn('[web-server] a session the Auth service refused', error?.message);
    return { viewer: unreachable ? 'unknown' : null, supabase, setCookies };
  }
  // The access token the Auth service has just accepted: its claims (aal) are the service's.
  const { data: current } = await supabase.auth.getSession();
  const accessToken = current.session?.access_token;
  const secondFactorRequired = needsSecondFactor(
    accessToken ? { access_token: accessToken, user: data.user } : null,
  );
  return { viewer: { user: data.user, secondFactorRequired }, supabase, setCookies };
}

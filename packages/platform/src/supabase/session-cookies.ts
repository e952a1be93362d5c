// Where the session lives: in cookies, as @supabase/ssr keeps them, under supabase-js's own storage key
// for the project (sb-<first label of the host>-auth-token), whole or in chunks (<key>.0, <key>.1, …)
// when it is longer than a cookie may be. Read here without loading the client, by the browser at start
// (is a session there to restore?) and by the shell's host (is there a session to check?). No browser
// globals: the host imports it too.

/**
 * Where supabase-js keeps the session: its own default name (sb-<first label of the host>-auth-token),
 * spelled out so the platform can tell whether a session is stored without loading the client. The
 * session cookie has this name, and localStorage had it before the session moved into cookies.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** The names of the cookies in a Cookie header (or document.cookie). */
function cookieNames(header: string | undefined): string[] {
  return (header ?? '')
    .split(';')
    .map((part) => part.slice(0, part.includes('=') ? part.indexOf('=') : undefined).trim())
    .filter(Boolean);
}

/** Whether the cookies carry a session under the key: the whole cookie, or its first chunk. */
export function hasSessionCookie(header: string | undefined, storageKey: string): boolean {
  return cookieNames(header).some((name) => name === storageKey || name === `${storageKey}.0`);
}

/** Whether a cookie name is the session's: the whole cookie or one of its chunks. */
const isSessionCookie = (name: string, storageKey: string) =>
  name === storageKey ||
  (name.startsWith(`${storageKey}.`) && /^\d+$/.test(name.slice(storageKey.length + 1)));

/**
 * The cookie assignments that remove the session here (whole or in chunks), as @supabase/ssr set them
 * (the site's path, SameSite=Lax): for a session the Auth service no longer has, which this browser
 * forgets without asking it.
 */
export function sessionCookieRemovals(header: string | undefined, storageKey: string): string[] {
  return cookieNames(header)
    .filter((name) => isSessionCookie(name, storageKey))
    .map((name) => `${name}=; Max-Age=0; Path=/; SameSite=Lax`);
}

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

// Supabase's client in the browser: @supabase/ssr's browser client, which keeps the session in cookies
// (SameSite=Lax, the whole site's path, 400 days, Secure over https; chunked when long), so the shell's
// host reads the same session a page asks for. Loaded on first use, like the client before it.
//
// Before the session lived in cookies it lived in localStorage, under the same key. A person signed in
// then stays signed in: the first start that finds it there (and no session cookie) hands it to the
// client, which checks it with the Auth service (or refreshes it) and writes the cookies; the stored
// copy is then removed. @supabase/ssr moves nothing from localStorage by itself.
import type { AppConfig } from '../config/app-config.ts';
import type { SupabaseClient } from './client.ts';
import type { Database } from './database.types.ts';

type Tokens = { access_token: string; refresh_token: string };

function storedTokens(text: string): Tokens | null {
  try {
    const value: unknown = JSON.parse(text);
    const { access_token, refresh_token } = (value ?? {}) as Record<string, unknown>;
    return typeof access_token === 'string' && typeof refresh_token === 'string'
      ? { access_token, refresh_token }
      : null;
  } catch {
    return null;
  }
}

/**
 * Moves a session kept in localStorage (before the session moved into cookies) into the client, once.
 * A session cookie wins over it. The stored copy is removed once the Auth service has answered either
 * way; when it could not be reached, the copy stays for the next start.
 */
export async function moveStoredSession(
  client: SupabaseClient,
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
  storageKey: string,
): Promise<void> {
  const stored = storage?.getItem(storageKey);
  if (!stored) return;
  const tokens = storedTokens(stored);
  const { data } = await client.auth.getSession();
  if (!tokens || data.session) {
    storage?.removeItem(storageKey);
    return;
  }
  const { error } = await client.auth.setSession(tokens);
  if (error?.name === 'AuthRetryableFetchError') {
    console.warn('[auth] the stored session could not be checked yet; trying again on the next start', error);
    return;
  }
  if (error) console.warn('[auth] the session stored before cookies is no longer valid', error);
  storage?.removeItem(storageKey);
}

/** The browser's client, its session in cookies, with a session from localStorage moved in first. */
export async function createBrowserSupabase(
  config: AppConfig,
  storageKey: string,
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
): Promise<SupabaseClient> {
  const { createBrowserClient } = await import('@supabase/ssr');
  const client: SupabaseClient = createBrowserClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'pkce',
      storageKey,
    },
    cookieOptions: { secure: window.location.protocol === 'https:' },
    // One platform per page makes one client; tests make platforms of their own.
    isSingleton: false,
  });
  await moveStoredSession(client, storage, storageKey);
  return client;
}

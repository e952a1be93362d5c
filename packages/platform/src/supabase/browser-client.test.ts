// A session kept in localStorage before the session moved into cookies is handed to the client once.
import { describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from './client.ts';
import { moveStoredSession } from './browser-client.ts';

const KEY = 'sb-127-auth-token';
const stored = JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'u1' } });

function setUp(options: { cookieSession?: boolean; answer?: { error: { name: string } | null } } = {}) {
  const storage = new Map<string, string>([[KEY, stored]]);
  const local = {
    getItem: (key: string) => storage.get(key) ?? null,
    removeItem: (key: string) => void storage.delete(key),
  };
  const setSession = vi.fn(async () => ({ data: {}, error: null, ...options.answer }));
  const client = {
    auth: {
      getSession: async () => ({
        data: { session: options.cookieSession ? { access_token: 'cookie' } : null },
      }),
      setSession,
    },
  } as unknown as SupabaseClient;
  return { storage, local, setSession, client };
}

describe('moveStoredSession', () => {
  it('hands the stored tokens to the client (which checks them and writes the cookies), then removes them', async () => {
    const { storage, local, setSession, client } = setUp();
    await moveStoredSession(client, local, KEY);
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
    expect(storage.has(KEY)).toBe(false);
  });

  it('lets a session cookie win, and drops what cannot be a session', async () => {
    const withCookie = setUp({ cookieSession: true });
    await moveStoredSession(withCookie.client, withCookie.local, KEY);
    expect(withCookie.setSession).not.toHaveBeenCalled();
    expect(withCookie.storage.has(KEY)).toBe(false);
    const garbage = setUp();
    garbage.storage.set(KEY, '{"access_token":1}');
    await moveStoredSession(garbage.client, garbage.local, KEY);
    expect(garbage.setSession).not.toHaveBeenCalled();
    expect(garbage.storage.has(KEY)).toBe(false);
  });

  it('removes a session the Auth service refused, and keeps one it could not be asked about', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = setUp({ answer: { error: { name: 'AuthApiError' } } });
    await moveStoredSession(refused.client, refused.local, KEY);
    expect(refused.storage.has(KEY)).toBe(false);
    const offline = setUp({ answer: { error: { name: 'AuthRetryableFetchError' } } });
    await moveStoredSession(offline.client, offline.local, KEY);
    expect(offline.storage.get(KEY)).toBe(stored);
  });

  it('does nothing without a stored session', async () => {
    const { storage, local, setSession, client } = setUp();
    storage.clear();
    await moveStoredSession(client, local, KEY);
    await moveStoredSession(client, undefined, KEY);
    expect(setSession).not.toHaveBeenCalled();
  });
});

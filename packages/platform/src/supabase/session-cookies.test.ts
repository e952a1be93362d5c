import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authStorageKey, hasSessionCookie, sessionCookieRemovals } from './session-cookies.ts';

describe('authStorageKey', () => {
  it.each(['http://127.0.0.1:54321', 'https://abcdefgh.supabase.co'])(
    'is the key supabase-js keeps the session of %s under',
    (url) => {
      const made = createClient(url, 'anon-key-anon-key-anon', {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      expect(authStorageKey(url)).toBe((made as unknown as { storageKey: string }).storageKey);
    },
  );
});

describe('hasSessionCookie', () => {
  const key = 'sb-127-auth-token';
  it('finds the session whole or by its first chunk, among other cookies', () => {
    expect(hasSessionCookie(`language=da; ${key}=base64-eyJ9`, key)).toBe(true);
    expect(hasSessionCookie(`${key}.0=base64-eyJ; ${key}.1=9; language=en`, key)).toBe(true);
    expect(hasSessionCookie(` ${key}.0 = x`, key)).toBe(true);
  });

  it('finds none without the cookie, in a lone later chunk, or under another project', () => {
    expect(hasSessionCookie(undefined, key)).toBe(false);
    expect(hasSessionCookie('', key)).toBe(false);
    expect(hasSessionCookie('language=da', key)).toBe(false);
    expect(hasSessionCookie(`${key}.1=9`, key)).toBe(false);
    expect(hasSessionCookie(`${key}-code-verifier=x; sb-other-auth-token=y`, key)).toBe(false);
    expect(hasSessionCookie(`x${key}=y`, key)).toBe(false);
  });
});

describe('sessionCookieRemovals', () => {
  const key = 'sb-127-auth-token';
  it('removes the session whole and every chunk of it, at the path it was set on, and nothing else', () => {
    expect(
      sessionCookieRemovals(`language=da; ${key}=x; ${key}.0=a; ${key}.1=b; time-zone=UTC`, key),
    ).toEqual([
      `${key}=; Max-Age=0; Path=/; SameSite=Lax`,
      `${key}.0=; Max-Age=0; Path=/; SameSite=Lax`,
      `${key}.1=; Max-Age=0; Path=/; SameSite=Lax`,
    ]);
    expect(sessionCookieRemovals(`${key}-code-verifier=x; ${key}.x=y; sb-other-auth-token=z`, key)).toEqual(
      [],
    );
    expect(sessionCookieRemovals(undefined, key)).toEqual([]);
  });
});

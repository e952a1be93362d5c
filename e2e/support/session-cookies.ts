// The session as the product keeps it: in cookies, as @supabase/ssr writes them (its own chunking and
// base64- encoding, from the library itself), under supabase-js's storage key for the stack. Tests
// sign a user in by giving the browser these cookies, or send them with a raw request for a page.
import type { BrowserContext } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { createChunks, stringToBase64URL } from '@supabase/ssr';
import { E2E_STACK } from './stack-env.ts';

/** The cookie (and localStorage, before the session moved into cookies) name of the stack's session. */
export const SESSION_STORAGE_KEY = `sb-${new URL(E2E_STACK.url).hostname.split('.')[0]}-auth-token`;

/** The session's cookies, whole or in chunks, exactly as the browser client would write them. */
export function sessionCookies(session: Session): { name: string; value: string }[] {
  return createChunks(SESSION_STORAGE_KEY, `base64-${stringToBase64URL(JSON.stringify(session))}`);
}

/** A Cookie header carrying the session (and any other cookies given). */
export function sessionCookieHeader(session: Session, ...others: string[]): string {
  return [...sessionCookies(session).map(({ name, value }) => `${name}=${value}`), ...others].join('; ');
}

/** Gives the browser the session's cookies for the site, as signing in there would. */
export async function addSessionCookies(context: BrowserContext, session: Session): Promise<void> {
  await context.addCookies(
    sessionCookies(session).map(({ name, value }) => ({
      name,
      value,
      domain: 'localhost',
      path: '/',
      sameSite: 'Lax' as const,
      expires: Math.floor(Date.now() / 1000) + 400 * 24 * 60 * 60,
    })),
  );
}

/** The names of the session's cookies the browser holds now. */
export async function sessionCookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .map(({ name }) => name)
    .filter((name) => name === SESSION_STORAGE_KEY || name.startsWith(`${SESSION_STORAGE_KEY}.`));
}

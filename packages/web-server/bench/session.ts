// A returning person's session, for the bench's signed-in pages: taken from a real sign-in on the
// build's own /login page, through the product's own browser client, so the bench keeps up with where
// that client keeps it. Whatever it stored is carried over: Supabase's auth cookies
// (`sb-<project-ref>-auth-token`, possibly chunked `.0`, `.1`, … as @supabase/ssr writes them) and its
// localStorage entries (supabase-js's own storage). A measured browser gets the cookies in its jar and
// the entries in its storage before the page loads, and Lighthouse also sends the cookies on the
// document request (its --extra-headers), as a person's browser does on a first request of the day.
import { type BrowserContext, type Cookie, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@ahc/build-config/chromium';

export type Session = { cookies: Cookie[]; storage: Record<string, string> };

/** Supabase's names: the auth cookie and its chunks; the session and the PKCE verifier in storage. */
const SUPABASE_KEY = /^sb-[^=;\s]+-auth-token(?:[.-][\w.-]+)?$/;

/** Signs in on `${shellUrl}/login` as a person would and returns what the product stored for it. */
export async function signIn(shellUrl: string, email: string, password: string): Promise<Session> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shellUrl}/login`);
    const form = page.getByRole('main');
    await form.getByLabel('E-mail', { exact: false }).first().fill(email);
    await form.getByLabel('Password', { exact: false }).first().fill(password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${shellUrl}/dashboard`, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const cookies = (await context.cookies(shellUrl)).filter((cookie) => SUPABASE_KEY.test(cookie.name));
    const storage = await page.evaluate(
      (pattern) =>
        Object.fromEntries(
          Object.entries(window.localStorage).filter(([key]) => new RegExp(pattern).test(key)),
        ),
      SUPABASE_KEY.source,
    );
    if (cookies.length === 0 && Object.keys(storage).length === 0)
      throw new Error(`signing in on ${shellUrl} left no Supabase session in cookies or storage`);
    return { cookies, storage };
  } finally {
    await browser.close();
  }
}

/** The Cookie header a browser holding the session sends (undefined when the session is not in cookies). */
export function cookieHeader(session: Session): string | undefined {
  if (session.cookies.length === 0) return undefined;
  return session.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * Gives a browser context the session before any page script runs: the cookies in its jar, the storage
 * entries written by an init script on the shell's origin.
 */
export async function plantSession(context: BrowserContext, shellUrl: string, session: Session) {
  if (session.cookies.length > 0) await context.addCookies(session.cookies);
  const origin = new URL(shellUrl).origin;
  await context.addInitScript(
    ([entries, at]) => {
      if (window.location.origin !== at) return;
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    [session.storage, origin] as const,
  );
}

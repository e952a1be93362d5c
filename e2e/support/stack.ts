// Test-side access to the e2e run's local stack: its keys (derived from the secret it keeps in the
// state folder), users made through the real Auth API, and the operators' maintenance command.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { deriveKeys } from 'local-supabase/keys';
import { SESSION_STORAGE_KEY, addSessionCookies } from './session-cookies.ts';
import { E2E_STACK } from './stack-env.ts';

const repoRoot = path.resolve(E2E_STACK.stateDir, '../..');

export function stackKeys() {
  return deriveKeys(readFileSync(path.join(E2E_STACK.stateDir, 'jwt-secret'), 'utf8').trim());
}

let addressCounter = 0;

/** A fresh e-mail address no other test uses, in this worker or another (each is its own process). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${process.pid}-${++addressCounter}@example.com`;
}

export type TestUser = {
  id: string;
  email: string;
  password: string;
  name: string;
  company: string;
  session: Session;
};

/**
 * A new user with a confirmed address (config.toml has confirmations on): made through the Auth admin
 * API, as an operator would, then signed in with the password for a session. Tests of sign-up itself go
 * through the register page and the inbox instead.
 */
export async function createUser(
  name = 'Erin Example',
  company = 'Example ApS',
  language?: 'en' | 'da',
): Promise<TestUser> {
  const email = uniqueEmail();
  const password = 'e2e password 1';
  const { anonKey, serviceRoleKey } = stackKeys();
  const created = await fetch(`${E2E_STACK.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { name, company, ...(language ? { language } : {}) },
    }),
  });
  if (!created.ok) throw new Error(`creating a user failed: ${created.status} ${await created.text()}`);
  const session = await passwordSession(email, password, anonKey);
  return { id: session.user.id, email, password, name, company, session };
}

/** A session for the user, from the Auth API's password grant. */
export async function passwordSession(
  email: string,
  password: string,
  anonKey = stackKeys().anonKey,
): Promise<Session> {
  const response = await fetch(`${E2E_STACK.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Session;
}

/**
 * Signs the user in as the product keeps a session: in its cookies (@supabase/ssr's), which the host
 * reads for the first HTML and the browser's client restores. A later sign-out clears them.
 */
export async function signInProgrammatically(page: Page, user: TestUser): Promise<void> {
  await addSessionCookies(page.context(), user.session);
}

/**
 * Puts the user's session where supabase-js kept it before it moved into cookies (localStorage, under
 * the same key), before any page script runs: a person signed in before the upgrade.
 */
export async function plantStoredSession(page: Page, user: TestUser): Promise<void> {
  // Once only: what the page does with it afterwards (moving it, signing out) must stand.
  await page.addInitScript(
    ([key, session]) => {
      if (window.sessionStorage.getItem('e2e-session-planted')) return;
      window.sessionStorage.setItem('e2e-session-planted', '1');
      window.localStorage.setItem(key!, session!);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(user.session)],
  );
}

/** Runs the operators' command exactly as README says, against the e2e stack. */
export function maintenance(...args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_)/i.test(key)));
  const result = spawnSync('npm', ['run', '--silent', 'maintenance', '--', ...args], {
    cwd: repoRoot,
    env: { ...env, LOCAL_SUPABASE_DIR: E2E_STACK.stateDir, LOCAL_SUPABASE_PORT: String(E2E_STACK.port) },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`maintenance ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** Changes app-config.json as an operator would after deploying a remote somewhere else. */
export function overrideAppConfig(overrides: Record<string, unknown>): void {
  writeFileSync(E2E_STACK.overridesFile, `${JSON.stringify(overrides, null, 2)}\n`);
}

// Test-side access to the e2e run's local stack: its keys (derived from the secret it keeps in the
// state folder), users made through the real Auth API, and the operators' maintenance command.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { deriveKeys } from 'local-supabase/keys';
import { E2E_STACK } from './stack-env.ts';

const repoRoot = path.resolve(E2E_STACK.stateDir, '../..');

export function stackKeys() {
  return deriveKeys(readFileSync(path.join(E2E_STACK.stateDir, 'jwt-secret'), 'utf8').trim());
}

let userCounter = 0;

export type TestUser = { id: string; email: string; password: string; name: string; company: string; session: Session };

/** Signs a new user up through the Auth API, as the register page would. */
export async function createUser(name = 'Erin Example', company = 'Example ApS'): Promise<TestUser> {
  const email = `e2e-${Date.now()}-${++userCounter}@example.com`;
  const password = 'e2e password 1';
  const { anonKey } = stackKeys();
  const response = await fetch(`${E2E_STACK.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { name, company } }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Session;
  return { id: session.user.id, email, password, name, company, session };
}

/** The localStorage key supabase-js keeps its session under for the stack's URL. */
export const SESSION_STORAGE_KEY = `sb-${new URL(E2E_STACK.url).hostname.split('.')[0]}-auth-token`;

/** Puts the user's session where supabase-js looks for it, before any page script runs. */
export async function signInProgrammatically(page: Page, user: TestUser): Promise<void> {
  // Once only: a later sign-out in the test must stay signed out across navigations.
  await page.addInitScript(([key, session]) => {
    if (window.sessionStorage.getItem('e2e-session-planted')) return;
    window.sessionStorage.setItem('e2e-session-planted', '1');
    window.localStorage.setItem(key!, session!);
  }, [SESSION_STORAGE_KEY, JSON.stringify(user.session)]);
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

// Helpers shared by the benchmark files: starting a throw-away stack, signing up users through the
// Auth API, a complete assessment, percentiles, and the shape of one measured figure.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';
import { type RunningStack, startStack } from '../src/server.ts';

export type BenchStack = RunningStack & { engine: string; cleanup(): Promise<void> };

/** One measured figure next to its target. `higherIsBetter` decides how PASS/MISS is judged. */
export type Figure = {
  name: string;
  value: number;
  unit: string;
  target?: { value: number; higherIsBetter: boolean };
};

/** What one benchmark file hands back: its figures, and what went wrong (a non-empty list fails the run). */
export type Measurement = { figures: Figure[]; problems: string[] };

/** Thrown when the run itself fails (a request errored or answered wrongly), as opposed to a missed target. */
export class BenchFailure extends Error {
  override name = 'BenchFailure';
}

/**
 * A stack like test/stack.ts starts: free port, fresh keys in a temp dir, the real supabase/ project.
 * PGlite in that temp dir unless a DATABASE_URL is given. Edge functions get the built-in analyser (no LLM
 * relay, whatever LLM_* the shell has) and no per-client rate limit, so the figures measure the stack.
 */
export async function startBenchStack(
  databaseUrl?: string,
  options: { trustedProxies?: string[]; functionEnv?: Record<string, string> } = {},
): Promise<BenchStack> {
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-bench-'));
  try {
    const stack = await startStack({
      config: {
        port: 0,
        host: '127.0.0.1',
        stateDir,
        databaseUrl,
        projectDir: path.join(repoRoot, 'supabase'),
        trustedProxies: options.trustedProxies ?? [],
      },
      functionEnv: {
        LLM_API_URL: '',
        LLM_API_KEY: '',
        LLM_MODEL: '',
        GENERATE_REPORT_RATE_LIMIT: '0',
        ...options.functionEnv,
      },
    });
    return {
      ...stack,
      engine: databaseUrl ? 'postgres (DATABASE_URL)' : 'pglite (temporary folder)',
      async cleanup() {
        await stack.close();
        await rm(stateDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(stateDir, { recursive: true, force: true });
    throw error;
  }
}

export type BenchUser = { id: string; accessToken: string };

let userCounter = 0;

/**
 * A fresh user with a confirmed address (config.toml has confirmations on, so a sign-up alone gives no
 * session): made with the admin API, then signed in with the password grant. Returns id and access token.
 */
export async function signUp(stack: RunningStack): Promise<BenchUser> {
  const email = `bench${++userCounter}-${process.pid}-${Date.now()}@example.com`;
  const password = 'correct horse 1';
  const created = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.keys.serviceRoleKey,
      authorization: `Bearer ${stack.keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: 'Bench User', company: 'Bench Co' },
    }),
  });
  if (!created.ok)
    throw new BenchFailure(`creating a user failed: ${created.status} ${await created.text()}`);
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { id?: string } };
  if (!response.ok || !body.access_token || !body.user?.id) {
    throw new BenchFailure(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { id: body.user.id, accessToken: body.access_token };
}

/** Headers of a signed-in browser: the anon key as apikey plus the user's JWT. */
export function userHeaders(stack: RunningStack, user: BenchUser): Record<string, string> {
  return { apikey: stack.keys.anonKey, authorization: `Bearer ${user.accessToken}` };
}

/** All 20 questions answered, with a mix of option positions. */
export const ANSWERS: Record<string, string> = {
  arch_1: 'easy',
  arch_2: 'sometimes',
  arch_3: 'minutes',
  arch_4: 'api',
  arch_5: 'mostly',
  deploy_1: 'frequent',
  deploy_2: 'rollback_process',
  deploy_3: 'automated_alerts',
  deploy_4: 'less_day',
  deploy_5: 'small_group',
  sec_1: 'two_factor',
  sec_2: 'manual_removal',
  sec_3: 'alert_system',
  sec_4: 'encrypt_transfer',
  sec_5: 'best_practices',
  scal_1: 'struggles_manual',
  scal_2: 'auto_scaling',
  scal_3: 'backup_slow',
  scal_4: 'occasional_testing',
  scal_5: 'high_uptime',
};

/** Nearest-rank percentile (p in 0..100) of a list of samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

// Test-side access to the release registry of the e2e stack: the teams' command (`npm run release`)
// run exactly as docs/deploy.md says, and the registry's health settings (the app_config row
// release_health), which a test lowers so that a handful of page loads can roll a canary back.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './remote-host.ts';
import { E2E_STACK } from './stack-env.ts';
import { stackKeys } from './stack.ts';

export type ReleaseRun = { status: number | null; stdout: string; stderr: string };

/** `npm run release -- <args>` against the e2e stack; its exit status and output, refusals included. */
export function runRelease(...args: string[]): ReleaseRun {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_)/i.test(key)));
  const result = spawnSync('npm', ['run', '--silent', 'release', '--', ...args], {
    cwd: repoRoot,
    env: { ...env, LOCAL_SUPABASE_DIR: E2E_STACK.stateDir, LOCAL_SUPABASE_PORT: String(E2E_STACK.port) },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, for a command that must succeed: its output. */
export function release(...args: string[]): string {
  const result = runRelease(...args);
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** Sets (or, with null, removes) the registry's health settings. */
export async function setReleaseHealth(value: Record<string, number> | null): Promise<void> {
  const { serviceRoleKey } = stackKeys();
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
  const response =
    value === null
      ? await fetch(`${E2E_STACK.url}/rest/v1/app_config?key=eq.release_health`, {
          method: 'DELETE',
          headers,
        })
      : await fetch(`${E2E_STACK.url}/rest/v1/app_config`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
          body: JSON.stringify({ key: 'release_health', value }),
        });
  if (!response.ok) throw new Error(`release_health: ${response.status} ${await response.text()}`);
}

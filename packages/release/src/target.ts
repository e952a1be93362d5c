// Which Supabase project an operator's or a team's command talks to, and with which key: a hosted project
// when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, otherwise the local stack `npm start` runs,
// found by the status file it writes into its state folder (status.json, the fields `supabase status
// --output json` prints): the repository's .local/ folder, or the folder LOCAL_SUPABASE_DIR names (the
// end-to-end suite's stack keeps its state in e2e/.state). `npm run maintenance` and `npm run release`
// use it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Target = { url: string; serviceRoleKey: string; label: string };

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The folder a local stack keeps its state in, as the stack itself decides it. */
function localStateDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.LOCAL_SUPABASE_DIR || path.join(REPO_ROOT, '.local'));
}

export async function resolveTarget(env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  const { SUPABASE_URL: hostedUrl, SUPABASE_SERVICE_ROLE_KEY: hostedKey } = env;
  if (hostedUrl || hostedKey) {
    if (!hostedUrl || !hostedKey)
      throw new Error('set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to target a hosted project');
    return { url: hostedUrl.replace(/\/$/, ''), serviceRoleKey: hostedKey, label: hostedUrl };
  }
  const statusFile = path.join(localStateDir(env), 'status.json');
  const text = await readFile(statusFile, 'utf8').catch(() => {
    throw new Error(
      `no local stack found (${statusFile} is missing): start one with npm start, set LOCAL_SUPABASE_DIR ` +
        'to the folder a running stack keeps its state in, or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY ' +
        'for a hosted project',
    );
  });
  const status = parseStatus(text, statusFile);
  return {
    url: status.url,
    serviceRoleKey: status.serviceRoleKey,
    label: `the local stack at ${status.url}`,
  };
}

function parseStatus(text: string, file: string): { url: string; serviceRoleKey: string } {
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON: restart the local stack (npm start) to write it again`);
  }
  const { API_URL: url, SERVICE_ROLE_KEY: serviceRoleKey } = (fields ?? {}) as Record<string, unknown>;
  if (typeof url !== 'string' || typeof serviceRoleKey !== 'string')
    throw new Error(`${file} names no API_URL and SERVICE_ROLE_KEY: restart the local stack (npm start)`);
  return { url: url.replace(/\/$/, ''), serviceRoleKey };
}

/**
 * The error for a call that never got an answer (postgrest-js's status 0), with the network error's
 * cause ("connect ECONNREFUSED …"), which postgrest-js puts in its details.
 */
export function unreachable(target: Target, error: { message: string; details: string } | null): Error {
  const cause = /Caused by: (?:\w+: )?([^\n]+)/.exec(error?.details ?? '')?.[1] ?? error?.message;
  return new Error(`could not reach ${target.label}: is it running? (${cause})`, { cause: error });
}

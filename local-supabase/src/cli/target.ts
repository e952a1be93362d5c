// Which Supabase project an operator's command talks to, and with which key: the local stack by
// default (its service-role key derived from the secret in .local/), or a hosted project when
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set. `npm run maintenance` and `npm run release` use it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../config.ts';
import { deriveKeys } from '../keys.ts';

export type Target = { url: string; serviceRoleKey: string; label: string };

export async function resolveTarget(env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  const { SUPABASE_URL: hostedUrl, SUPABASE_SERVICE_ROLE_KEY: hostedKey } = env;
  if (hostedUrl || hostedKey) {
    if (!hostedUrl || !hostedKey)
      throw new Error('set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to target a hosted project');
    return { url: hostedUrl.replace(/\/$/, ''), serviceRoleKey: hostedKey, label: hostedUrl };
  }
  const config = readConfig();
  const secretFile = path.join(config.stateDir, 'jwt-secret');
  const secret = await readFile(secretFile, 'utf8').catch(() => {
    throw new Error(`no local stack here yet (${secretFile} is missing): run npm start first`);
  });
  const url = `http://${config.host}:${config.port}`;
  return {
    url,
    serviceRoleKey: deriveKeys(secret.trim()).serviceRoleKey,
    label: `the local stack at ${url}`,
  };
}

// What `supabase status --output json` prints for the Supabase CLI's local stack, written into the state
// folder on every start (status.json). The product's own commands (`npm run maintenance`, `npm run
// release`) read this file to find a running stack and its keys, so they never import the stand-in: the
// same commands work against a hosted project from SUPABASE_URL and a key, and against the CLI's stack.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiKeys } from './keys.ts';

const STATUS_FILE = 'status.json';

export async function writeStatusFile(
  stateDir: string,
  status: { apiUrl: string; inboxUrl: string | undefined; keys: ApiKeys },
): Promise<void> {
  const { apiUrl, inboxUrl, keys } = status;
  const fields = {
    API_URL: apiUrl,
    REST_URL: `${apiUrl}/rest/v1`,
    FUNCTIONS_URL: `${apiUrl}/functions/v1`,
    ...(inboxUrl ? { INBUCKET_URL: inboxUrl } : {}),
    ANON_KEY: keys.anonKey,
    SERVICE_ROLE_KEY: keys.serviceRoleKey,
    PUBLISHABLE_KEY: keys.publishableKey,
    SECRET_KEY: keys.secretKey,
  };
  // Only the owner reads it: the service-role key bypasses row-level security.
  await writeFile(path.join(stateDir, STATUS_FILE), `${JSON.stringify(fields, null, 2)}\n`, { mode: 0o600 });
}

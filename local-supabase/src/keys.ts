// The stack's signing secret and the two API keys derived from it. The secret is made once and kept in
// the state folder, so keys stay the same across restarts (app-config.json can hold the anon key) and
// differ between machines. The service-role key bypasses RLS: it is printed for operators and never
// written anywhere a browser reads.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signJwt } from './jwt.ts';

export type StackKeys = { jwtSecret: string; anonKey: string; serviceRoleKey: string };

// Fixed issue and expiry times keep the derived keys stable for a given secret.
const ISSUED_AT = 1_767_225_600; // 2026-01-01
const EXPIRES_AT = 2_082_758_400; // 2036-01-01

export function deriveKeys(jwtSecret: string): StackKeys {
  const apiKey = (role: string) => signJwt({ iss: 'supabase-local', role, iat: ISSUED_AT, exp: EXPIRES_AT }, jwtSecret);
  return { jwtSecret, anonKey: apiKey('anon'), serviceRoleKey: apiKey('service_role') };
}

export async function loadOrCreateKeys(stateDir: string): Promise<StackKeys> {
  const file = path.join(stateDir, 'jwt-secret');
  let secret: string;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    secret = randomBytes(32).toString('hex');
    await mkdir(stateDir, { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
  }
  if (secret.length < 32) throw new Error(`${file}: the JWT secret must be at least 32 characters`);
  return deriveKeys(secret);
}

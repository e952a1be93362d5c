// Two-factor sign-in from the test's side: authenticator codes computed here (RFC 6238 with HMAC-SHA1,
// 30-second steps, 6 digits) from a factor's secret, and a factor enrolled and verified through the Auth
// API as another device of the person would.
import { createHmac } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import { E2E_STACK } from './stack-env.ts';
import { type TestUser, stackKeys } from './stack.ts';

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** The code an authenticator app shows for the secret at the time (now unless given). */
export function totp(secret: string, unixSeconds = Date.now() / 1000): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const digest = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = digest[19]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function authCall<T>(accessToken: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${E2E_STACK.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: stackKeys().anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST /auth/v1/${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Enrols a TOTP factor for the user with their session and verifies it with a code, as their phone or
 * another browser would: the account then has two-factor sign-in. Returns the secret (for later codes)
 * and the aal2 session the verification gave; user.session is left as it was (aal1, no factor in it).
 */
export async function enrolTotp(user: TestUser): Promise<{ secret: string; session: Session }> {
  const factor = await authCall<{ id: string; totp: { secret: string } }>(
    user.session.access_token,
    'factors',
    {
      factor_type: 'totp',
      friendly_name: `e2e ${Date.now()}`,
    },
  );
  const challenge = await authCall<{ id: string }>(
    user.session.access_token,
    `factors/${factor.id}/challenge`,
    {},
  );
  const session = await authCall<Session>(user.session.access_token, `factors/${factor.id}/verify`, {
    challenge_id: challenge.id,
    code: totp(factor.totp.secret),
  });
  return { secret: factor.totp.secret, session };
}

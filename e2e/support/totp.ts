// Two-factor sign-in from the test's side: authenticator codes computed from a factor's secret by the
// local stack's own TOTP (RFC 6238, as GoTrue and authenticator apps compute them), and a factor enrolled
// and verified through the Auth API as another device of the person would.
import type { Session } from '@supabase/supabase-js';
import { base32Decode, hotp, stepAt } from 'local-supabase/totp';
import { E2E_STACK } from './stack-env.ts';
import { type TestUser, stackKeys } from './stack.ts';

/** The code an authenticator app shows for the secret at the time (now unless given). */
export const totp = (secret: string, unixSeconds = Date.now() / 1000): string =>
  hotp(base32Decode(secret), stepAt(unixSeconds));

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

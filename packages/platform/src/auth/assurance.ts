// Two-factor sign-in (TOTP): a password, a link or an e-mailed code opens a session at aal1; an account
// with a verified authenticator-app factor is signed in for the product only once the session has used
// it too (aal2). The level is read from the access token's own `aal` claim and the factors from the
// session's user, without a request, so the auth store can tell at once which of the two it holds.
import type { Session } from '@supabase/supabase-js';

/** The access token's claims (not verified here: the Auth service signed it, and every server checks it). */
export function tokenClaims(accessToken: string | undefined): Record<string, unknown> {
  const payload = accessToken?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** True when the user has a verified second factor and this session has not used it yet (aal1). */
export function needsSecondFactor(
  session: Pick<Session, 'access_token' | 'user'> | null | undefined,
): boolean {
  if (!session) return false;
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return verified && tokenClaims(session.access_token).aal !== 'aal2';
}

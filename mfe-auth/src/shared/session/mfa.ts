// Two-factor sign-in with an authenticator app (TOTP) through Supabase's MFA API: enrol (a QR code as
// an SVG from the Auth service, and the secret for typing in), verify the first code to turn it on,
// remove it, and at sign-in raise the session from aal1 to aal2 with a code (docs/product.md §3).
import type { SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '../auth-errors/map-auth-error.ts';
import type { AuthResult } from './result.ts';

export type TotpEnrolment = { factorId: string; qrCode: string; secret: string };

/** What the product calls its entry in the person's authenticator app. */
const TOTP_ISSUER = 'Architecture Health Check';

/** True when the session still owes its second factor (a verified factor, and the session at aal1). */
export async function secondFactorDue(supabase: SupabaseClient): Promise<boolean> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error || !data) return false;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/** The verified authenticator-app factors of the signed-in account, oldest first (none: an empty list). */
async function verifiedTotpFactors(supabase: SupabaseClient): Promise<AuthResult<{ factorIds: string[] }>> {
  try {
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error) return { ok: false, errorKey: mapAuthError(error) };
    const verified = data.totp
      .filter((factor) => factor.status === 'verified')
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    return { ok: true, factorIds: verified.map((factor) => factor.id) };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

/**
 * A code from any of the account's authenticators (a person with a second one as a backup types the code
 * of whichever is at hand): tried against each in turn until one takes it. Only a wrong code moves on to
 * the next; anything else (too many tries, no connection) is the answer at once.
 */
export async function verifyAnyTotp(supabase: SupabaseClient, code: string): Promise<AuthResult> {
  const listed = await verifiedTotpFactors(supabase);
  if (!listed.ok) return listed;
  let result: AuthResult = { ok: false, errorKey: 'errors.generic' };
  for (const factorId of listed.factorIds) {
    result = await verifyTotp(supabase, factorId, code);
    if (result.ok || result.errorKey !== 'errors.wrongCode') return result;
  }
  return result;
}

/**
 * A code is accepted once: the Auth service refuses it again (and any older one) for as long as it would
 * otherwise still be valid, up to 90 seconds (its 30-second step and one step of clock skew either way).
 * It refuses it with the same error as a mistyped code (mfa_verification_failed: GoTrue has no code of its
 * own for a reused one), so a person who turns two-factor sign-in on and signs in again within the
 * minute, with the code still on their screen, was told the code was wrong. This tab remembers the last
 * code it had accepted, for that long (sessionStorage: it survives the reload of signing in again; the
 * code is spent, so keeping it tells nobody anything), and names that case: wait for the next code.
 */
export const TOTP_REUSE_WINDOW_MS = 90_000;
const LAST_ACCEPTED_KEY = 'ahc.totp.last-accepted';

type AcceptedCode = { factorId: string; code: string; at: number };

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function rememberAccepted(accepted: AcceptedCode): void {
  try {
    sessionStore()?.setItem(LAST_ACCEPTED_KEY, JSON.stringify(accepted));
  } catch {
    // A full or blocked storage only loses the better message.
  }
}

/** True when this tab had this very code accepted for the factor within the window. */
export function codeJustUsed(factorId: string, code: string, now = Date.now()): boolean {
  try {
    const stored = JSON.parse(
      sessionStore()?.getItem(LAST_ACCEPTED_KEY) ?? 'null',
    ) as Partial<AcceptedCode> | null;
    if (stored?.factorId !== factorId || stored.code !== code || typeof stored.at !== 'number') return false;
    return now - stored.at >= 0 && now - stored.at < TOTP_REUSE_WINDOW_MS;
  } catch {
    return false;
  }
}

function refused(error: unknown, factorId: string, code: string): AuthResult {
  const errorKey = mapAuthError(error, 'totp');
  return {
    ok: false,
    errorKey:
      errorKey === 'errors.wrongCode' && codeJustUsed(factorId, code) ? 'errors.totpCodeUsed' : errorKey,
  };
}

/** A code from the app for this factor: the session becomes aal2 (the auth store follows). */
export async function verifyTotp(
  supabase: SupabaseClient,
  factorId: string,
  code: string,
): Promise<AuthResult> {
  try {
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
    if (error) return refused(error, factorId, code);
    rememberAccepted({ factorId, code, at: Date.now() });
    return { ok: true };
  } catch (error) {
    return refused(error, factorId, code);
  }
}

/** Starts an enrolment; unverified factors left from an earlier try are removed first. */
export async function enrolTotp(supabase: SupabaseClient): Promise<AuthResult<{ enrolment: TotpEnrolment }>> {
  try {
    const listed = await supabase.auth.mfa.listFactors();
    for (const factor of listed.data?.all ?? []) {
      if (factor.status !== 'verified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
    }
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      issuer: TOTP_ISSUER,
      friendlyName: `${TOTP_ISSUER} ${Date.now()}`,
    });
    if (error) return { ok: false, errorKey: mapAuthError(error) };
    return {
      ok: true,
      enrolment: { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
    };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

export async function removeTotp(supabase: SupabaseClient, factorId: string): Promise<AuthResult> {
  try {
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    if (error) return { ok: false, errorKey: mapAuthError(error) };
    // The session is still aal2 from the removed factor; a refresh gives one that matches the account.
    await supabase.auth.refreshSession();
    return { ok: true };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

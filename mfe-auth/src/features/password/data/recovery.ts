// Password recovery: the e-mail with a link to /reset-password (which signs the person in on the way),
// then the new password for the account the link signed in.
import type { Language, SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import { recoveryLinkTarget } from '#shared/session/email-links.ts';
import type { AuthResult } from '#shared/session/result.ts';

/** The same answer whether or not the address has an account (the Auth service does not tell). */
export async function requestRecovery(
  supabase: SupabaseClient,
  email: string,
  language: Language,
): Promise<AuthResult> {
  try {
    const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: recoveryLinkTarget(window.location.origin, language),
    });
    return error ? { ok: false, errorKey: mapAuthError(error) } : { ok: true };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

/** A new password for the signed-in account; with nonce, the reauthentication code from an e-mail. */
export async function setPassword(
  supabase: SupabaseClient,
  password: string,
  nonce?: string,
): Promise<AuthResult> {
  try {
    const { error } = await supabase.auth.updateUser(
      nonce ? { password, nonce: nonce.trim() } : { password },
    );
    return error ? { ok: false, errorKey: mapAuthError(error) } : { ok: true };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

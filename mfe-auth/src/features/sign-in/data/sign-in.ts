// Sign in with e-mail and password. On success supabase-js stores the session and the platform's auth
// store picks the user up through onAuthStateChange, unless the account has two-factor sign-in: then
// the session is aal1 and the login page asks for the app's code (secondFactor).
import type { SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import { secondFactorDue } from '#shared/session/mfa.ts';
import type { AuthResult } from '#shared/session/result.ts';

export async function signInWithPassword(
  supabase: SupabaseClient,
  credentials: { email: string; password: string },
): Promise<AuthResult<{ secondFactor: boolean }>> {
  try {
    const { error } = await supabase.auth.signInWithPassword({
      email: credentials.email.trim(),
      password: credentials.password,
    });
    if (error) return { ok: false, errorKey: mapAuthError(error) };
    return { ok: true, secondFactor: await secondFactorDue(supabase) };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

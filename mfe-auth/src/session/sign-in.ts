// Sign in with e-mail and password. On success supabase-js stores the session and
// the platform's auth store picks the user up through onAuthStateChange.
import type { SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '../auth-errors/map-auth-error.ts';
import type { AuthResult } from './result.ts';

export async function signInWithPassword(supabase: SupabaseClient, credentials: { email: string; password: string }): Promise<AuthResult> {
  try {
    const { error } = await supabase.auth.signInWithPassword({ email: credentials.email.trim(), password: credentials.password });
    return error ? { ok: false, errorKey: mapAuthError(error) } : { ok: true };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

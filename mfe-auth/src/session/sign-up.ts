// Create an account with e-mail and password. Name and company go along as user
// metadata; the database creates the profile row from them, so there is no second write here.
import type { SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '../auth-errors/map-auth-error.ts';
import type { AuthResult } from './result.ts';

export type SignUpInput = { name: string; company: string; email: string; password: string };

/** signedIn is false when the project requires e-mail confirmation (no session yet). */
export async function signUp(supabase: SupabaseClient, input: SignUpInput): Promise<AuthResult<{ signedIn: boolean }>> {
  try {
    const { data, error } = await supabase.auth.signUp({
      email: input.email.trim(),
      password: input.password,
      options: { data: { name: input.name.trim(), company: input.company.trim() } },
    });
    if (error) return { ok: false, errorKey: mapAuthError(error) };
    return { ok: true, signedIn: data.session !== null };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

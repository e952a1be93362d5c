// Create an account with e-mail and password. Name and company go along as user
// metadata; the database creates the profile row from them, so there is no second write here. The
// language goes along too, so the confirmation e-mail is written in the one the visitor uses, and its
// link comes back to /login with the visitor's ?next and that language (signInReturnUrl).
import type { Language, SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import type { AuthResult } from '#shared/session/result.ts';
import { signInReturnUrl } from '../../sign-in/index.ts';

export type SignUpInput = { name: string; company: string; email: string; password: string };

/** signedIn is false when the project requires e-mail confirmation (no session yet). */
export async function signUp(
  supabase: SupabaseClient,
  input: SignUpInput,
  next: string | null = null,
  language: Language = 'en',
): Promise<AuthResult<{ signedIn: boolean }>> {
  try {
    const { data, error } = await supabase.auth.signUp({
      email: input.email.trim(),
      password: input.password,
      options: {
        data: { name: input.name.trim(), company: input.company.trim(), language },
        emailRedirectTo: signInReturnUrl(window.location.origin, next, language),
      },
    });
    if (error) return { ok: false, errorKey: mapAuthError(error, 'signUp') };
    return { ok: true, signedIn: data.session !== null };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

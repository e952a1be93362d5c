// The e-mails that sign a person in without a password: the sign-up confirmation (and its resend), and
// the sign-in link with its 6-digit code. Either the link or the code works; the code is typed on the
// page that asked for the e-mail, in the same browser or not.
import type { Language, SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import type { AuthResult } from '#shared/session/result.ts';
import { signInReturnUrl } from './return-url.ts';

/** Why the e-mail was sent: it decides the resend call and the code's type. */
export type EmailPurpose = 'signUp' | 'signIn';

async function attempt(
  run: () => Promise<{ error: unknown }>,
  context?: Parameters<typeof mapAuthError>[1],
): Promise<AuthResult> {
  try {
    const { error } = await run();
    return error ? { ok: false, errorKey: mapAuthError(error, context) } : { ok: true };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error, context) };
  }
}

/**
 * A sign-in link and code for an existing account. No account is created here (create_user false), and
 * the answer is the same whether the address has an account or not.
 */
export function requestSignInEmail(
  supabase: SupabaseClient,
  email: string,
  next: string | null,
  language: Language,
): Promise<AuthResult> {
  return attempt(() =>
    supabase.auth.signInWithOtp({
      email: email.trim(),
      options: {
        shouldCreateUser: false,
        emailRedirectTo: signInReturnUrl(window.location.origin, next, language),
        data: { language },
      },
    }),
  );
}

/** Sends the e-mail of this purpose again (the Auth service allows one a minute per address). */
export function resendEmail(
  supabase: SupabaseClient,
  purpose: EmailPurpose,
  email: string,
  next: string | null,
  language: Language,
): Promise<AuthResult> {
  const emailRedirectTo = signInReturnUrl(window.location.origin, next, language);
  if (purpose === 'signUp')
    return attempt(() =>
      supabase.auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo } }),
    );
  return requestSignInEmail(supabase, email, next, language);
}

/** Signs in with the code from the e-mail; the auth store picks the session up. */
export function verifyEmailCode(
  supabase: SupabaseClient,
  purpose: EmailPurpose,
  email: string,
  code: string,
): Promise<AuthResult> {
  return attempt(
    () =>
      supabase.auth.verifyOtp({
        email: email.trim(),
        token: code.trim(),
        type: purpose === 'signUp' ? 'signup' : 'email',
      }),
    'emailCode',
  );
}

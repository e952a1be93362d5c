// The profile page's account changes through the Auth service: a new e-mail address (confirmed from
// both the current and the new address: config.toml's double_confirm_changes), and a new password
// proven by the current one or by a code the service e-mails (reauthentication) (docs/product.md §3).
import type { Language, SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import { emailChangeLinkTarget } from '#shared/session/email-links.ts';
import type { AuthResult } from '#shared/session/result.ts';

type Call = () => Promise<{ error: unknown }>;

async function attempt(run: Call, context?: Parameters<typeof mapAuthError>[1]): Promise<AuthResult> {
  try {
    const { error } = await run();
    return error ? { ok: false, errorKey: mapAuthError(error, context) } : { ok: true };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error, context) };
  }
}

export function changeEmail(
  supabase: SupabaseClient,
  email: string,
  language: Language,
): Promise<AuthResult> {
  return attempt(
    () =>
      supabase.auth.updateUser(
        { email: email.trim() },
        { emailRedirectTo: emailChangeLinkTarget(window.location.origin, language) },
      ),
    'emailChange',
  );
}

/** E-mails a code that stands in for the current password in a password change. */
export function requestReauthentication(supabase: SupabaseClient): Promise<AuthResult> {
  return attempt(() => supabase.auth.reauthenticate());
}

/**
 * Checks the current password with the Auth service's password grant, apart from this browser's
 * session (so an account with two-factor sign-in keeps its aal2 session), and ends the session that
 * check opened at once.
 */
export async function checkCurrentPassword(
  endpoint: { url: string; anonKey: string },
  email: string,
  password: string,
): Promise<AuthResult> {
  try {
    const response = await fetch(`${endpoint.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: endpoint.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const shape = typeof body === 'object' && body !== null ? body : {};
      return { ok: false, errorKey: mapAuthError({ ...shape, status: response.status }, 'currentPassword') };
    }
    const token =
      typeof body === 'object' && body !== null && 'access_token' in body ? String(body.access_token) : '';
    await fetch(`${endpoint.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: endpoint.anonKey, authorization: `Bearer ${token}` },
    }).catch(() => undefined);
    return { ok: true };
  } catch (error) {
    return { ok: false, errorKey: mapAuthError(error) };
  }
}

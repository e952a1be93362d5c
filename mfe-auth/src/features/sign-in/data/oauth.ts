// Sign in with Google or Apple through Supabase's OAuth flow. The browser
// leaves for the provider and comes back to /login (keeping ?next): with ?code=... that the platform's
// client exchanges for a session by itself, or with ?error=... that the login page shows.
import { PATHS } from '@ahc/platform';
import type { SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import type { AuthResult } from '#shared/session/result.ts';

export type OAuthProvider = 'google' | 'apple';

/** Where the provider sends the visitor back to: this site's /login, with the same ?next. */
export function oauthRedirectTo(origin: string, next: string | null): string {
  return `${origin}${PATHS.login}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

export async function startOAuthSignIn(
  supabase: SupabaseClient,
  provider: OAuthProvider,
  next: string | null,
): Promise<AuthResult> {
  try {
    const { error } = await supabase.auth.signInWithOAuth({
      provider,
      options: {
        redirectTo: oauthRedirectTo(window.location.origin, next),
        // Apple shares the e-mail address and name only when asked for them.
        scopes: provider === 'apple' ? 'email name' : undefined,
      },
    });
    if (!error) return { ok: true };
    const errorKey = mapAuthError(error);
    return { ok: false, errorKey: errorKey === 'errors.generic' ? 'errors.providerFailed' : errorKey };
  } catch (error) {
    const errorKey = mapAuthError(error);
    return { ok: false, errorKey: errorKey === 'errors.generic' ? 'errors.providerFailed' : errorKey };
  }
}

// Sign in with Google or Apple through Supabase's OAuth flow. The browser
// leaves for the provider and comes back to /login (keeping ?next): with ?code=... that the platform's
// client exchanges for a session by itself, or with ?error=... that the login page shows.
import type { SupabaseClient } from '@ahc/platform';
import { mapAuthError } from '#shared/auth-errors/map-auth-error.ts';
import type { AuthResult } from '#shared/session/result.ts';
import { signInReturnUrl } from './return-url.ts';

export type OAuthProvider = 'google' | 'apple';

export async function startOAuthSignIn(
  supabase: SupabaseClient,
  provider: OAuthProvider,
  next: string | null,
): Promise<AuthResult> {
  try {
    const { error } = await supabase.auth.signInWithOAuth({
      provider,
      options: {
        redirectTo: signInReturnUrl(window.location.origin, next),
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

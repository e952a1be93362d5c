// The one place where authentication failures become texts: every error a visitor can meet on the
// login and register pages maps to a translation key of the 'auth' namespace. Raw error messages are
// never shown. Errors are recognised by shape (name, code, status) rather than by class, so an error
// made by another copy of supabase-js is recognised too.
import type { AuthTranslationKey } from '../i18n/translations.ts';
import { OAuthRedirectError } from './oauth-redirect-error.ts';

export type AuthErrorKey = Extract<AuthTranslationKey, `errors.${string}`>;

type ErrorShape = { name?: unknown; code?: unknown; status?: unknown };

const BY_CODE: Record<string, AuthErrorKey> = {
  invalid_credentials: 'errors.invalidCredentials',
  user_already_exists: 'errors.emailExists',
  email_exists: 'errors.emailExists',
  weak_password: 'errors.weakPassword',
  validation_failed: 'errors.invalidEmail',
  email_address_invalid: 'errors.invalidEmail',
  over_request_rate_limit: 'errors.rateLimited',
  over_email_send_rate_limit: 'errors.rateLimited',
  signup_disabled: 'errors.signupDisabled',
  provider_cancelled: 'errors.providerCancelled',
};

export function mapAuthError(error: unknown): AuthErrorKey {
  if (error instanceof OAuthRedirectError) return error.cancelled ? 'errors.providerCancelled' : 'errors.providerFailed';
  // fetch() itself rejects with a TypeError when the network is down or the request is blocked.
  if (error instanceof TypeError) return 'errors.network';
  if (typeof error !== 'object' || error === null) return 'errors.generic';

  const { name, code, status } = error as ErrorShape;
  if (name === 'AuthRetryableFetchError' || status === 0) return 'errors.network';
  if (status === 429) return 'errors.rateLimited';
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
  if (name === 'AuthWeakPasswordError') return 'errors.weakPassword';
  return 'errors.generic';
}

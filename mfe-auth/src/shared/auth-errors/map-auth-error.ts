// The one place where authentication failures become texts: every error a visitor can meet on the
// auth pages maps to a translation key of the 'auth-shared' namespace (docs/product.md §3, "Failures").
// Raw error messages are never shown. Errors are recognised by shape (name, code, status, reasons)
// rather than by class, so an error made by another copy of supabase-js is recognised too. Where the
// same GoTrue code means different things on different forms (a wrong password at sign-in or as the
// current password, an address taken at sign-up or in an e-mail change, a used link or a mistyped
// code), the caller says which form it is.
import type { TranslationKey } from '@ahc/platform';
import type { sharedTranslations } from '../i18n/shared-translations.ts';
import { OAuthRedirectError, oauthErrorFromUrl } from './oauth-redirect-error.ts';

/** A failure's message: one of the shared texts' errors. */
export type AuthErrorKey = Extract<TranslationKey<typeof sharedTranslations.en>, `errors.${string}`>;

/** Which form the error comes from, where that changes the message. */
export type AuthErrorContext = 'signUp' | 'emailChange' | 'emailCode' | 'totp' | 'currentPassword';

type ErrorShape = { name?: unknown; code?: unknown; status?: unknown; reasons?: unknown };

const BY_CODE: Record<string, AuthErrorKey> = {
  invalid_credentials: 'errors.invalidCredentials',
  user_already_exists: 'errors.emailExists',
  email_exists: 'errors.emailExists',
  weak_password: 'errors.weakPassword',
  same_password: 'errors.samePassword',
  validation_failed: 'errors.invalidEmail',
  email_address_invalid: 'errors.invalidEmail',
  over_request_rate_limit: 'errors.rateLimited',
  over_email_send_rate_limit: 'errors.emailRateLimited',
  signup_disabled: 'errors.signupDisabled',
  provider_cancelled: 'errors.providerCancelled',
  otp_expired: 'errors.linkExpired',
  flow_state_not_found: 'errors.linkExpired',
  flow_state_expired: 'errors.linkExpired',
  bad_code_verifier: 'errors.linkExpired',
  email_not_confirmed: 'errors.emailNotConfirmed',
  mfa_verification_failed: 'errors.wrongCode',
  mfa_challenge_expired: 'errors.wrongCode',
  reauthentication_needed: 'errors.reauthNeeded',
  reauthentication_not_valid: 'errors.reauthInvalid',
  insufficient_aal: 'errors.mfaRequired',
  session_not_found: 'errors.sessionExpired',
  no_authorization: 'errors.sessionExpired',
  bad_jwt: 'errors.sessionExpired',
  refresh_token_not_found: 'errors.sessionExpired',
};

/** GoTrue's weak_password reasons, most useful first. */
const WEAK_REASONS: [string, AuthErrorKey][] = [
  ['length', 'errors.weakPasswordLength'],
  ['characters', 'errors.weakPasswordCharacters'],
  ['pwned', 'errors.weakPasswordPwned'],
];

function weakPasswordKey(reasons: unknown): AuthErrorKey {
  const list = Array.isArray(reasons) ? reasons : [];
  return WEAK_REASONS.find(([reason]) => list.includes(reason))?.[1] ?? 'errors.weakPassword';
}

function inContext(key: AuthErrorKey, context: AuthErrorContext | undefined): AuthErrorKey {
  if (context === 'emailChange' && key === 'errors.emailExists') return 'errors.emailTaken';
  if (context === 'emailCode' && key === 'errors.linkExpired') return 'errors.wrongEmailCode';
  if (context === 'currentPassword' && key === 'errors.invalidCredentials')
    return 'errors.wrongCurrentPassword';
  return key;
}

/**
 * What a provider or an e-mail's link that did not sign the visitor in says in this page's address (its
 * query, and the fragment, where the implicit flow puts it); null when the address holds no such answer.
 */
export function authErrorInAddress(searchParams: URLSearchParams): AuthErrorKey | null {
  const error = oauthErrorFromUrl(
    searchParams.toString(),
    typeof window === 'undefined' ? '' : window.location.hash,
  );
  return error ? mapAuthError(error) : null;
}

export function mapAuthError(error: unknown, context?: AuthErrorContext): AuthErrorKey {
  if (error instanceof OAuthRedirectError) {
    // An e-mail's link that did not sign in comes back the same way, as access_denied with its own
    // code (otp_expired: used or expired), so the code is read before "cancelled".
    const byCode = error.errorCode ? BY_CODE[error.errorCode] : undefined;
    if (byCode) return byCode;
    return error.cancelled ? 'errors.providerCancelled' : 'errors.providerFailed';
  }
  // fetch() itself rejects with a TypeError when the network is down or the request is blocked.
  if (error instanceof TypeError) return 'errors.network';
  if (typeof error !== 'object' || error === null) return 'errors.generic';

  const { name, code, status, reasons } = error as ErrorShape;
  if (name === 'AuthRetryableFetchError' || status === 0) return 'errors.network';
  if (code === 'weak_password' || name === 'AuthWeakPasswordError') return weakPasswordKey(reasons);
  if (typeof code === 'string' && BY_CODE[code]) return inContext(BY_CODE[code], context);
  if (status === 429) return 'errors.rateLimited';
  if (name === 'AuthSessionMissingError') return 'errors.sessionExpired';
  return 'errors.generic';
}

import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authErrorInAddress, mapAuthError } from './map-auth-error.ts';
import {
  OAuthRedirectError,
  hasOAuthResult,
  oauthErrorFromUrl,
  withoutOAuthResult,
} from './oauth-redirect-error.ts';

describe('mapAuthError', () => {
  it.each([
    [
      'wrong credentials',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'errors.invalidCredentials',
    ],
    [
      'e-mail already registered (sign-up)',
      new AuthApiError('User already registered', 422, 'user_already_exists'),
      'errors.emailExists',
    ],
    [
      'e-mail already registered (update)',
      new AuthApiError('A user with this email address has already been registered', 422, 'email_exists'),
      'errors.emailExists',
    ],
    [
      'weak password (code)',
      new AuthApiError('Password should be at least 8 characters.', 422, 'weak_password'),
      'errors.weakPassword',
    ],
    [
      'weak password (class, characters)',
      new AuthWeakPasswordError('Password should contain ...', 422, ['characters']),
      'errors.weakPasswordCharacters',
    ],
    [
      'weak password (class, length)',
      new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length']),
      'errors.weakPasswordLength',
    ],
    [
      'weak password (class, pwned)',
      new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']),
      'errors.weakPasswordPwned',
    ],
    [
      'same password',
      new AuthApiError('New password should be different from the old password.', 422, 'same_password'),
      'errors.samePassword',
    ],
    [
      'expired or used link',
      new AuthApiError('Email link is invalid or has expired', 403, 'otp_expired'),
      'errors.linkExpired',
    ],
    [
      'PKCE flow gone (link opened twice)',
      new AuthApiError('No associated flow state found.', 400, 'flow_state_not_found'),
      'errors.linkExpired',
    ],
    [
      'e-mail rate limit (max_frequency)',
      new AuthApiError(
        'For security purposes, you can only request this after 60 seconds.',
        429,
        'over_email_send_rate_limit',
      ),
      'errors.emailRateLimited',
    ],
    [
      'not confirmed yet',
      new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
      'errors.emailNotConfirmed',
    ],
    [
      'wrong TOTP code',
      new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
      'errors.wrongCode',
    ],
    [
      'reauthentication needed',
      new AuthApiError('Password update requires reauthentication', 400, 'reauthentication_needed'),
      'errors.reauthNeeded',
    ],
    [
      'reauthentication code wrong',
      new AuthApiError('Nonce has expired or is invalid', 400, 'reauthentication_not_valid'),
      'errors.reauthInvalid',
    ],
    ['aal2 needed', new AuthApiError('AAL2 required', 403, 'insufficient_aal'), 'errors.mfaRequired'],
    [
      'session gone (signed out elsewhere)',
      new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
      'errors.sessionExpired',
    ],
    [
      'invalid e-mail',
      new AuthApiError('Unable to validate email address: invalid format', 400, 'validation_failed'),
      'errors.invalidEmail',
    ],
    [
      'invalid e-mail (hosted code)',
      new AuthApiError('Email address is invalid', 400, 'email_address_invalid'),
      'errors.invalidEmail',
    ],
    [
      'too many attempts (code)',
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'errors.rateLimited',
    ],
    [
      'too many attempts (status only)',
      new AuthApiError('Too many requests', 429, undefined),
      'errors.rateLimited',
    ],
    ['network failure (retryable)', new AuthRetryableFetchError('Failed to fetch', 0), 'errors.network'],
    ['network failure (gateway)', new AuthRetryableFetchError('Bad gateway', 502), 'errors.network'],
    ['network failure (fetch TypeError)', new TypeError('Failed to fetch'), 'errors.network'],
    ['network failure (status 0)', { name: 'SomeError', status: 0 }, 'errors.network'],
    [
      'sign-up disabled',
      new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'),
      'errors.signupDisabled',
    ],
    [
      'provider cancelled',
      new OAuthRedirectError('access_denied', 'provider_cancelled'),
      'errors.providerCancelled',
    ],
    [
      'provider failed',
      new OAuthRedirectError('server_error', 'unexpected_failure'),
      'errors.providerFailed',
    ],
    [
      'unknown API error',
      new AuthApiError('Unexpected failure', 500, 'unexpected_failure'),
      'errors.generic',
    ],
    ['unknown error class', new AuthUnknownError('odd', null), 'errors.generic'],
    ['plain Error', new Error('boom'), 'errors.generic'],
    ['a string', 'boom', 'errors.generic'],
    ['null', null, 'errors.generic'],
  ])('%s', (_name, error, key) => {
    expect(mapAuthError(error)).toBe(key);
  });

  it('says what the code means on the form it came from', () => {
    const taken = new AuthApiError(
      'A user with this email address has already been registered',
      422,
      'email_exists',
    );
    expect(mapAuthError(taken, 'emailChange')).toBe('errors.emailTaken');
    expect(mapAuthError(taken, 'signUp')).toBe('errors.emailExists');
    const expired = new AuthApiError('Token has expired or is invalid', 403, 'otp_expired');
    expect(mapAuthError(expired, 'emailCode')).toBe('errors.wrongEmailCode');
    expect(
      mapAuthError(
        new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
        'currentPassword',
      ),
    ).toBe('errors.wrongCurrentPassword');
  });

  it('reads a link that came back with an error by its code', () => {
    expect(
      mapAuthError(
        oauthErrorFromUrl(
          '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
        ),
      ),
    ).toBe('errors.linkExpired');
    expect(mapAuthError(oauthErrorFromUrl('#error=access_denied&error_code=flow_state_not_found'))).toBe(
      'errors.linkExpired',
    );
  });

  it('recognises errors by shape, not only by class (another copy of supabase-js)', () => {
    expect(mapAuthError({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' })).toBe(
      'errors.invalidCredentials',
    );
    expect(mapAuthError({ name: 'AuthRetryableFetchError', status: 503 })).toBe('errors.network');
  });
});

describe('oauthErrorFromUrl', () => {
  it('reads a cancelled answer from the query', () => {
    const error = oauthErrorFromUrl(
      '?next=%2Freports&error=access_denied&error_code=provider_cancelled&error_description=Google+sign-in+was+cancelled',
    );
    expect(error?.cancelled).toBe(true);
    expect(mapAuthError(error)).toBe('errors.providerCancelled');
  });

  it('reads a failed answer from the fragment', () => {
    const error = oauthErrorFromUrl('', '#error=server_error&error_code=unexpected_failure');
    expect(error?.cancelled).toBe(false);
    expect(mapAuthError(error)).toBe('errors.providerFailed');
  });

  it('treats an answer with only a description as a failure', () => {
    expect(mapAuthError(oauthErrorFromUrl('?error_description=odd'))).toBe('errors.providerFailed');
  });

  it('finds nothing in an ordinary URL', () => {
    expect(oauthErrorFromUrl('?next=%2Freports', '#top')).toBeNull();
    expect(oauthErrorFromUrl('?code=abc')).toBeNull();
  });
});

describe('the answer in the page address', () => {
  it('is read as a message, and leaves the address with the rest of its query', () => {
    const answer = new URLSearchParams('next=%2Freports&error=access_denied&error_code=otp_expired&code=abc');
    expect(authErrorInAddress(answer)).toBe('errors.linkExpired');
    expect(hasOAuthResult(answer)).toBe(true);
    expect(withoutOAuthResult(answer).toString()).toBe('next=%2Freports');
  });

  it('is nothing in an ordinary address', () => {
    const ordinary = new URLSearchParams('next=%2Freports');
    expect(authErrorInAddress(ordinary)).toBeNull();
    expect(hasOAuthResult(ordinary)).toBe(false);
  });
});

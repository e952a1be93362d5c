import { AuthApiError, AuthRetryableFetchError, AuthUnknownError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mapAuthError } from './map-auth-error.ts';
import { OAuthRedirectError, oauthErrorFromUrl } from './oauth-redirect-error.ts';

describe('mapAuthError', () => {
  it.each([
    ['wrong credentials', new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'errors.invalidCredentials'],
    ['e-mail already registered (sign-up)', new AuthApiError('User already registered', 422, 'user_already_exists'), 'errors.emailExists'],
    ['e-mail already registered (update)', new AuthApiError('A user with this email address has already been registered', 422, 'email_exists'), 'errors.emailExists'],
    ['weak password (code)', new AuthApiError('Password should be at least 8 characters.', 422, 'weak_password'), 'errors.weakPassword'],
    ['weak password (class)', new AuthWeakPasswordError('Password should contain ...', 422, ['characters']), 'errors.weakPassword'],
    ['invalid e-mail', new AuthApiError('Unable to validate email address: invalid format', 400, 'validation_failed'), 'errors.invalidEmail'],
    ['invalid e-mail (hosted code)', new AuthApiError('Email address is invalid', 400, 'email_address_invalid'), 'errors.invalidEmail'],
    ['too many attempts (code)', new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), 'errors.rateLimited'],
    ['too many attempts (status only)', new AuthApiError('Too many requests', 429, undefined), 'errors.rateLimited'],
    ['network failure (retryable)', new AuthRetryableFetchError('Failed to fetch', 0), 'errors.network'],
    ['network failure (gateway)', new AuthRetryableFetchError('Bad gateway', 502), 'errors.network'],
    ['network failure (fetch TypeError)', new TypeError('Failed to fetch'), 'errors.network'],
    ['network failure (status 0)', { name: 'SomeError', status: 0 }, 'errors.network'],
    ['sign-up disabled', new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'), 'errors.signupDisabled'],
    ['provider cancelled', new OAuthRedirectError('access_denied', 'provider_cancelled'), 'errors.providerCancelled'],
    ['provider failed', new OAuthRedirectError('server_error', 'unexpected_failure'), 'errors.providerFailed'],
    ['unknown API error', new AuthApiError('Unexpected failure', 500, 'unexpected_failure'), 'errors.generic'],
    ['unknown error class', new AuthUnknownError('odd', null), 'errors.generic'],
    ['plain Error', new Error('boom'), 'errors.generic'],
    ['a string', 'boom', 'errors.generic'],
    ['null', null, 'errors.generic'],
  ])('%s', (_name, error, key) => {
    expect(mapAuthError(error)).toBe(key);
  });

  it('recognises errors by shape, not only by class (another copy of supabase-js)', () => {
    expect(mapAuthError({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' })).toBe('errors.invalidCredentials');
    expect(mapAuthError({ name: 'AuthRetryableFetchError', status: 503 })).toBe('errors.network');
  });
});

describe('oauthErrorFromUrl', () => {
  it('reads a cancelled answer from the query', () => {
    const error = oauthErrorFromUrl('?next=%2Freports&error=access_denied&error_code=provider_cancelled&error_description=Google+sign-in+was+cancelled');
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

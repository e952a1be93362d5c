// The local consent page's defence against login CSRF: without it a hostile page could post the
// callback form itself and sign a visitor in to the attacker's account. The page sets a random token
// in a SameSite=Strict, HttpOnly cookie and repeats it in the form; the callback accepts only a form
// whose token matches the cookie, which a cross-site post never carries and another site cannot read.
import { randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE = 'sb-local-oauth-csrf';
/** Long enough to pick an account and answer; the sign-in starts again after it. */
const MAX_AGE_SECONDS = 15 * 60;

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

export function csrfCookie(token: string): string {
  return `${COOKIE}=${token}; Path=/auth/v1/local-oauth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict`;
}

export function csrfMatches(cookieHeader: string | undefined, formToken: string | null): boolean {
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  const expected = Buffer.from(cookie?.slice(COOKIE.length + 1) ?? '');
  const given = Buffer.from(formToken ?? '');
  return expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given);
}

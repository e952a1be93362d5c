// The auth service's rate limits, three deep as an attacker would try them: per caller address (from
// config.toml's [auth.rate_limit], as GoTrue counts per IP), per account (failed passwords, e-mails
// asked for, codes guessed at one address or factor, whoever sends them) and for the whole service
// (bcrypt is the costliest thing a visitor can make this server do; e-mail is what hosted Supabase
// limits project-wide; a wrong token hash names no account). The limiters are the product's one kind
// (@ahc/common): sliding windows, so "10 per five minutes" holds in every five-minute span, with bounded memory.
import { type RateLimitDecision, RateLimiter, tryTakeAll } from '@ahc/common';
import type { ProjectConfig } from '../project-config.ts';
import { AuthError } from './errors.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/** Wrong passwords at one account per five minutes, from any number of addresses. */
export const FAILED_SIGN_INS_PER_ACCOUNT = 10;
/** Sign-ins and sign-ups per five minutes for the whole service: about 3 a second, well under bcrypt's capacity here. */
export const SIGN_INS_SIGN_UPS_GLOBAL = 1_000;
/** E-mails (recovery, magic link, code, resend) one address may be sent per hour, whoever asks. */
export const EMAIL_REQUESTS_PER_ACCOUNT = 10;
/** Wrong codes for one address, or one MFA factor, per five minutes: a 6-digit code is not guessable at this pace. */
export const FAILED_VERIFICATIONS_PER_ACCOUNT = 10;
/**
 * Wrong token hashes (e-mail links, token_hash posts) per five minutes for the whole service. A wrong
 * hash does not tell whose token it was meant for, and the hash of a 6-digit code is as guessable as the
 * code by anyone who knows the address, so these are counted service-wide: about 240 guesses an hour
 * across every pending token, against a million codes. Past the limit links wait; the code typed with
 * its address (limited per address) still works.
 */
export const FAILED_TOKEN_HASHES_GLOBAL = 20;
/** E-mail requests and verifications per five minutes for the whole service. */
export const EMAIL_FLOWS_GLOBAL = 1_000;

export type AuthLimits = ReturnType<typeof createAuthLimits>;

type Limits = Pick<ProjectConfig, 'signInSignUpsPer5Min' | 'tokenRefreshPer5Min'> &
  Partial<Pick<ProjectConfig, 'emailSentPerHour' | 'tokenVerificationsPer5Min' | 'anonymousUsersPerHour'>>;

export function createAuthLimits(project: Limits, globalSignInsSignUps = SIGN_INS_SIGN_UPS_GLOBAL) {
  const global = new RateLimiter({ limit: globalSignInsSignUps, windowMs: FIVE_MINUTES, maxKeys: 1 });
  const perAddress = new RateLimiter({ limit: project.signInSignUpsPer5Min, windowMs: FIVE_MINUTES });
  const failuresPerAccount = new RateLimiter({ limit: FAILED_SIGN_INS_PER_ACCOUNT, windowMs: FIVE_MINUTES });
  const refreshPerAddress = new RateLimiter({ limit: project.tokenRefreshPer5Min, windowMs: FIVE_MINUTES });
  const emailsSent = new RateLimiter({
    limit: project.emailSentPerHour ?? 2,
    windowMs: ONE_HOUR,
    maxKeys: 1,
  });
  const emailRequestsPerAccount = new RateLimiter({ limit: EMAIL_REQUESTS_PER_ACCOUNT, windowMs: ONE_HOUR });
  const emailFlowsGlobal = new RateLimiter({ limit: EMAIL_FLOWS_GLOBAL, windowMs: FIVE_MINUTES, maxKeys: 1 });
  const verificationsPerAddress = new RateLimiter({
    limit: project.tokenVerificationsPer5Min ?? 30,
    windowMs: FIVE_MINUTES,
  });
  const failedVerifications = new RateLimiter({
    limit: FAILED_VERIFICATIONS_PER_ACCOUNT,
    windowMs: FIVE_MINUTES,
  });
  const failedTokenHashes = new RateLimiter({
    limit: FAILED_TOKEN_HASHES_GLOBAL,
    windowMs: FIVE_MINUTES,
    maxKeys: 1,
  });
  const anonymousPerAddress = new RateLimiter({
    limit: project.anonymousUsersPerHour ?? 30,
    windowMs: ONE_HOUR,
  });
  // A per-address e-mail interval for addresses with no account, so max_frequency answers alike for both.
  const unknownAddressSends = new Map<number, RateLimiter>();

  const enforce = (decision: RateLimitDecision) => {
    if (!decision.allowed) {
      throw new AuthError(
        429,
        'over_request_rate_limit',
        'Request rate limit reached',
        {},
        { 'retry-after': String(decision.retryAfterSeconds) },
      );
    }
  };

  return {
    /**
     * Before a password is checked: counts the attempt as a failure of the account until it succeeds,
     * so concurrent guesses cannot all slip in under the limit before the first of them has failed.
     */
    signIn(address: string, email: string): void {
      enforce(failuresPerAccount.wouldAllow(email));
      enforce(
        tryTakeAll([
          [global, '*'],
          [perAddress, address],
          [failuresPerAccount, email],
        ]),
      );
    },
    succeededSignIn(email: string): void {
      failuresPerAccount.release(email);
    },
    signUp(address: string): void {
      enforce(
        tryTakeAll([
          [global, '*'],
          [perAddress, address],
        ]),
      );
    },
    anonymousSignIn(address: string): void {
      enforce(
        tryTakeAll([
          [global, '*'],
          [anonymousPerAddress, address],
        ]),
      );
    },
    refresh(address: string): void {
      enforce(refreshPerAddress.tryTake(address));
    },
    /** /recover, /otp, /resend, /reauthenticate: per caller (as sign-ins), per address written to, and overall. */
    emailRequest(address: string, email: string): void {
      enforce(
        tryTakeAll([
          [emailFlowsGlobal, '*'],
          [perAddress, address],
          [emailRequestsPerAccount, email],
        ]),
      );
    },
    /**
     * Before a code is checked (an e-mail code typed with its address, or an MFA code for its factor):
     * per caller and overall, and counted as a failure of that address or factor until it succeeds, so
     * concurrent guesses cannot all slip in under the limit. While the limit is reached even the right
     * code waits. An MFA challenge passes no account: it is counted per caller only.
     */
    verification(address: string, account?: string): void {
      if (account) enforce(failedVerifications.wouldAllow(account));
      const entries: [RateLimiter, string][] = [
        [emailFlowsGlobal, '*'],
        [verificationsPerAddress, address],
      ];
      enforce(tryTakeAll(account ? [...entries, [failedVerifications, account]] : entries));
    },
    succeededVerification(account: string): void {
      failedVerifications.release(account);
    },
    /** The same for a token hash, whose failures count for the whole service (FAILED_TOKEN_HASHES_GLOBAL). */
    hashVerification(address: string): void {
      enforce(failedTokenHashes.wouldAllow('*'));
      enforce(
        tryTakeAll([
          [emailFlowsGlobal, '*'],
          [verificationsPerAddress, address],
          [failedTokenHashes, '*'],
        ]),
      );
    },
    succeededHashVerification(): void {
      failedTokenHashes.release('*');
    },
    /** One e-mail (or the pair an e-mail change sends) against the project's hourly allowance. */
    emailSent(): void {
      const decision = emailsSent.tryTake('*');
      if (!decision.allowed) throw emailAllowanceError(decision.retryAfterSeconds);
    },
    /**
     * For an address with no account: the answer a real send would get from the hourly allowance (a 429
     * once it is used up), without spending any of it, so unknown addresses cannot use up the project's
     * e-mails and the answer still does not tell whether the address is registered.
     */
    emailAllowanceLeft(): void {
      const decision = emailsSent.wouldAllow('*');
      if (!decision.allowed) throw emailAllowanceError(decision.retryAfterSeconds);
    },
    /**
     * GoTrue's max_frequency for an address with no account: the same 429 after the same interval, so the
     * answer does not tell whether the address is registered.
     */
    unknownAddressSend(kind: string, email: string, intervalSeconds: number): void {
      if (intervalSeconds <= 0) return;
      const ms = Math.round(intervalSeconds * 1000);
      let limiter = unknownAddressSends.get(ms);
      if (!limiter) unknownAddressSends.set(ms, (limiter = new RateLimiter({ limit: 1, windowMs: ms })));
      const decision = limiter.tryTake(`${kind}:${email}`);
      if (!decision.allowed) throw frequencyError(decision.retryAfterSeconds);
    },
  };
}

const emailAllowanceError = (retryAfterSeconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    'Email rate limit exceeded',
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );

/** GoTrue's answer to a second e-mail of one kind within max_frequency. */
export function frequencyError(secondsLeft: number): AuthError {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
    {},
    { 'retry-after': String(seconds) },
  );
}

// The auth limits together: failures lock one account whoever sends them, one address is limited
// whatever e-mails it tries, and the whole service has a ceiling.
import { describe, expect, it } from 'vitest';
import { projectConfigFrom } from '../project-config.ts';
import { AuthError } from './errors.ts';
import {
  EMAIL_REQUESTS_PER_ACCOUNT,
  FAILED_SIGN_INS_PER_ACCOUNT,
  FAILED_TOKEN_HASHES_GLOBAL,
  FAILED_VERIFICATIONS_PER_ACCOUNT,
  createAuthLimits,
} from './limits.ts';

const project = { ...projectConfigFrom({}), signInSignUpsPer5Min: 5 };
const refused = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    return (error as AuthError).status === 429 && (error as AuthError).code === 'over_request_rate_limit';
  }
  return false;
};

describe('createAuthLimits', () => {
  it('wrong token hashes count for the whole service, from any address; one that succeeds does not count', () => {
    const limits = createAuthLimits({ ...project, tokenVerificationsPer5Min: 1_000 }, 10_000);
    for (let i = 0; i < FAILED_TOKEN_HASHES_GLOBAL * 2; i++) {
      expect(refused(() => limits.hashVerification('198.51.100.9'))).toBe(false);
      limits.succeededHashVerification();
    }
    for (let i = 0; i < FAILED_TOKEN_HASHES_GLOBAL; i++)
      expect(refused(() => limits.hashVerification(`198.51.100.${i}`))).toBe(false);
    expect(refused(() => limits.hashVerification('203.0.113.7'))).toBe(true);
    // Codes typed with their address are limited per address, not held up by wrong hashes.
    expect(refused(() => limits.verification('203.0.113.7', 'someone@example.com'))).toBe(false);
  });

  it('an address without an account spends none of the e-mail allowance, but meets its 429 once real e-mails used it up', () => {
    const limits = createAuthLimits({ ...project, emailSentPerHour: 2 }, 10_000);
    for (let i = 0; i < 10; i++) limits.emailAllowanceLeft();
    limits.emailSent();
    limits.emailSent();
    expect(() => limits.emailAllowanceLeft()).toThrow(
      expect.objectContaining({ status: 429, code: 'over_email_send_rate_limit' }),
    );
    expect(() => limits.emailSent()).toThrow(
      expect.objectContaining({ status: 429, code: 'over_email_send_rate_limit' }),
    );
  });

  it('locks an account after its failures, from any address', () => {
    const limits = createAuthLimits(project, 10_000);
    for (let i = 0; i < FAILED_SIGN_INS_PER_ACCOUNT; i++) {
      expect(refused(() => limits.signIn(`198.51.100.${i}`, 'victim@example.com'))).toBe(false);
    }
    expect(refused(() => limits.signIn('203.0.113.1', 'victim@example.com'))).toBe(true);
    expect(refused(() => limits.signIn('203.0.113.1', 'someone-else@example.com'))).toBe(false);
  });

  it('a sign-in that succeeds does not count against its account', () => {
    const limits = createAuthLimits({ ...project, signInSignUpsPer5Min: 1_000 }, 10_000);
    for (let i = 0; i < FAILED_SIGN_INS_PER_ACCOUNT * 3; i++) {
      expect(refused(() => limits.signIn('198.51.100.1', 'regular@example.com'))).toBe(false);
      limits.succeededSignIn('regular@example.com');
    }
  });

  it('concurrent guesses cannot overshoot: each counts before its password is checked', () => {
    const limits = createAuthLimits({ ...project, signInSignUpsPer5Min: 1_000 }, 10_000);
    const admitted = Array.from(
      { length: FAILED_SIGN_INS_PER_ACCOUNT * 2 },
      () => !refused(() => limits.signIn('198.51.100.2', 'rushed@example.com')),
    );
    expect(admitted.filter(Boolean)).toHaveLength(FAILED_SIGN_INS_PER_ACCOUNT);
  });

  it('limits one address across many accounts (password spraying)', () => {
    const limits = createAuthLimits(project, 10_000);
    for (let i = 0; i < 5; i++)
      expect(refused(() => limits.signIn('203.0.113.7', `user${i}@example.com`))).toBe(false);
    expect(refused(() => limits.signIn('203.0.113.7', 'user99@example.com'))).toBe(true);
    expect(refused(() => limits.signUp('203.0.113.7'))).toBe(true);
    expect(refused(() => limits.signIn('203.0.113.8', 'user99@example.com'))).toBe(false);
  });

  it('has a ceiling for the whole service, and a refused request is not counted', () => {
    const limits = createAuthLimits(project, 3);
    expect(refused(() => limits.signUp('192.0.2.1'))).toBe(false);
    expect(refused(() => limits.signUp('192.0.2.2'))).toBe(false);
    expect(refused(() => limits.signIn('192.0.2.3', 'a@example.com'))).toBe(false);
    expect(refused(() => limits.signUp('192.0.2.4'))).toBe(true);
  });

  it('answers 429 with Retry-After', () => {
    const limits = createAuthLimits(project, 1);
    limits.signUp('192.0.2.1');
    try {
      limits.signUp('192.0.2.1');
      expect.unreachable();
    } catch (error) {
      expect((error as AuthError).headers['retry-after']).toMatch(/^\d+$/);
    }
  });

  it('e-mail requests: one address is written to at most so often, whoever asks', () => {
    const limits = createAuthLimits({ ...project, signInSignUpsPer5Min: 1_000 }, 10_000);
    for (let i = 0; i < EMAIL_REQUESTS_PER_ACCOUNT; i++)
      expect(refused(() => limits.emailRequest(`198.51.100.${i}`, 'target@example.com'))).toBe(false);
    expect(refused(() => limits.emailRequest('203.0.113.9', 'target@example.com'))).toBe(true);
    expect(refused(() => limits.emailRequest('203.0.113.9', 'other@example.com'))).toBe(false);
  });

  it('verifications: wrong codes count against the address until one succeeds', () => {
    const limits = createAuthLimits({ ...project, tokenVerificationsPer5Min: 1_000 }, 10_000);
    for (let i = 0; i < FAILED_VERIFICATIONS_PER_ACCOUNT - 1; i++)
      expect(refused(() => limits.verification(`198.51.100.${i}`, 'a@example.com'))).toBe(false);
    limits.succeededVerification('a@example.com');
    expect(refused(() => limits.verification('198.51.100.200', 'a@example.com'))).toBe(false);
    expect(refused(() => limits.verification('198.51.100.201', 'a@example.com'))).toBe(false);
    expect(refused(() => limits.verification('198.51.100.202', 'a@example.com'))).toBe(true);
  });

  it("the hourly e-mail allowance is the project's, and its 429 is over_email_send_rate_limit", () => {
    const limits = createAuthLimits({ ...project, emailSentPerHour: 2 }, 10_000);
    limits.emailSent();
    limits.emailSent();
    try {
      limits.emailSent();
      expect.unreachable();
    } catch (error) {
      expect((error as AuthError).code).toBe('over_email_send_rate_limit');
      expect((error as AuthError).status).toBe(429);
    }
  });

  it('an address without an account gets the same max_frequency answer as one with', () => {
    const limits = createAuthLimits(project, 10_000);
    limits.unknownAddressSend('recovery', 'ghost@example.com', 60);
    expect(() => limits.unknownAddressSend('recovery', 'ghost@example.com', 60)).toThrow(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(() => limits.unknownAddressSend('recovery', 'ghost@example.com', 0)).not.toThrow();
  });
});

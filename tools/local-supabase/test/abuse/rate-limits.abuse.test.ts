// Rate limits as an attacker tries to get round them: guessing one account's password from "many
// addresses" (a new X-Forwarded-For each time), spraying one password over many accounts, signing up in
// bulk, generating reports and sending contact messages with rotating addresses. X-Forwarded-For from an
// untrusted peer changes nothing, so each ends in 429 at the limit, and ordinary requests go on.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAILED_SIGN_INS_PER_ACCOUNT } from '../../src/auth/limits.ts';
import { expectAuthError, raw } from '../bad-input/http.ts';
import { useStack } from '../stack.ts';
import { spoofedAddress } from './hostile.ts';
import { useOrdinaryTraffic } from './still-serving.ts';

const PER_ADDRESS = 40;
const REPORTS_PER_MINUTE = 5;
const stack = useStack({
  project: { signInSignUpsPer5Min: PER_ADDRESS },
  functionEnv: { GENERATE_REPORT_RATE_LIMIT: String(REPORTS_PER_MINUTE) },
});
const ordinary = useOrdinaryTraffic(stack);

const signIn = (email: string, password: string, forwardedFor: string) =>
  raw(stack(), '/auth/v1/token?grant_type=password', {
    body: JSON.stringify({ email, password }),
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('sign-in', () => {
  it(`password guesses at one account are refused after ${FAILED_SIGN_INS_PER_ACCOUNT}, whatever address each claims; then even the right password waits`, async () => {
    const victim = await stack().user('Victim');
    const guesses = await fc.sample(
      fc.tuple(spoofedAddress, fc.string({ minLength: 8, maxLength: 20 })),
      FAILED_SIGN_INS_PER_ACCOUNT + 5,
    );
    const statuses: number[] = [];
    for (const [address, guess] of guesses)
      statuses.push((await signIn(victim.email, `${guess}x1`, address)).status);
    expect(statuses.slice(0, FAILED_SIGN_INS_PER_ACCOUNT)).toEqual(
      Array(FAILED_SIGN_INS_PER_ACCOUNT).fill(400),
    );
    expect(statuses.slice(FAILED_SIGN_INS_PER_ACCOUNT)).toEqual(Array(5).fill(429));
    const right = await signIn(victim.email, victim.password, '198.51.100.77');
    await expectAuthError(right, 429, 'over_request_rate_limit');
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('one address, many accounts', () => {
  it(`one password tried on many accounts, and sign-ups in bulk, are refused past ${PER_ADDRESS} per address, spoofed headers or not`, async () => {
    const addresses = fc.sample(spoofedAddress, PER_ADDRESS + 10);
    const statuses: number[] = [];
    for (const [i, address] of addresses.entries()) {
      const response =
        i % 2 === 0
          ? await signIn(`sprayed-${i}-${randomUUID()}@example.com`, 'Summer2026!', address)
          : await raw(stack(), '/auth/v1/signup', {
              body: JSON.stringify({
                email: `bulk-${randomUUID()}@example.com`,
                password: 'correct horse 1',
              }),
              headers: { 'x-forwarded-for': address },
            });
      statuses.push(response.status);
    }
    // Earlier tests of this file count against the same address; what matters is where it ends.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.slice(-5)).toEqual(Array(5).fill(429));
    expect(statuses.every((s) => s === 429 || s === 400 || s === 200)).toBe(true);
  });
});

describe('generate-report', () => {
  it(`is refused past ${REPORTS_PER_MINUTE} a minute per caller, with a new X-Forwarded-For each time`, async () => {
    const statuses: number[] = [];
    for (const address of fc.sample(spoofedAddress, REPORTS_PER_MINUTE + 3)) {
      const response = await raw(stack(), '/functions/v1/generate-report', {
        body: JSON.stringify({ answers: 'arch_1: easy' }),
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(REPORTS_PER_MINUTE).fill(200), ...Array(3).fill(429)]);
  });
});

describe('contact messages', () => {
  it('one address may send 5 in 10 minutes, with any e-mail and any X-Forwarded-For; the sixth is 429 and not stored', async () => {
    const send = (address: string) =>
      raw(stack(), '/rest/v1/rpc/send_contact_message', {
        body: JSON.stringify({
          name: 'Spammer',
          email: `spam-${randomUUID()}@example.com`,
          message: 'Buy now',
        }),
        headers: { 'x-forwarded-for': address },
      });
    const statuses: number[] = [];
    for (const address of fc.sample(spoofedAddress, 8)) statuses.push((await send(address)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    const { rows } = await stack().db.query<{ n: number }>(
      "select count(*)::int as n from public.contact_messages where name = 'Spammer'",
    );
    expect(rows[0]!.n).toBe(5);
  });
});

describe('afterwards', () => {
  it('the stack serves 100 ordinary requests', async () => {
    await ordinary.expectStillServing();
  });
});

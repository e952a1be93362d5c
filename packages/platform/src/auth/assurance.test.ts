import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { needsSecondFactor, tokenClaims } from './assurance.ts';

const utf8 = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));
const base64url = (value: object) =>
  btoa(utf8(JSON.stringify(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (claims: object) => `${base64url({ alg: 'ES256' })}.${base64url(claims)}.signature`;

function session(aal: string, factors: { status: string }[] = []) {
  return {
    access_token: token({ sub: 'u1', aal, name: 'Åse Ødegård' }),
    user: { id: 'u1', factors },
  } as unknown as Session;
}

describe('tokenClaims', () => {
  it('reads a JWT payload, base64url without padding, in UTF-8', () => {
    expect(tokenClaims(session('aal1').access_token)).toMatchObject({
      sub: 'u1',
      aal: 'aal1',
      name: 'Åse Ødegård',
    });
  });

  it('is empty for anything that is not a token', () => {
    for (const value of [undefined, '', 'opaque-token', 'a.!!!.c', `a.${btoa('[1,2]')}.c`])
      expect(tokenClaims(value)).toEqual({});
  });
});

describe('needsSecondFactor', () => {
  it('is false without a session, and without a verified factor', () => {
    expect(needsSecondFactor(null)).toBe(false);
    expect(needsSecondFactor(session('aal1'))).toBe(false);
    expect(needsSecondFactor(session('aal1', [{ status: 'unverified' }]))).toBe(false);
  });

  it('is true at aal1 with a verified factor, and false once the session is aal2', () => {
    expect(needsSecondFactor(session('aal1', [{ status: 'verified' }]))).toBe(true);
    expect(needsSecondFactor(session('aal2', [{ status: 'verified' }]))).toBe(false);
  });

  it('asks for the factor when the token cannot be read', () => {
    expect(
      needsSecondFactor({
        access_token: 'opaque',
        user: { factors: [{ status: 'verified' }] },
      } as unknown as Session),
    ).toBe(true);
  });
});

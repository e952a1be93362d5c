// TOTP against RFC 6238's own test vectors (SHA-1, the last six of its eight digits), base32 both
// ways, the one-step skew, and a code never accepted twice.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, newSecret, otpauthUri, stepAt } from './totp.ts';

const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i the code is %s (RFC 6238 appendix B)', (time, code) => {
    expect(hotp(base32Decode(RFC_SECRET), stepAt(time))).toBe(code);
    expect(matchingStep(RFC_SECRET, code, time, null)).toBe(stepAt(time));
  });

  it('accepts one step either side, not two, and never a step already used', () => {
    const secret = newSecret();
    const now = 1_800_000_000;
    const codeAt = (t: number) => hotp(base32Decode(secret), stepAt(t));
    expect(matchingStep(secret, codeAt(now - 30), now, null)).toBe(stepAt(now) - 1);
    expect(matchingStep(secret, codeAt(now + 30), now, null)).toBe(stepAt(now) + 1);
    expect(matchingStep(secret, codeAt(now - 60), now, null)).toBeUndefined();
    expect(matchingStep(secret, codeAt(now), now, stepAt(now))).toBeUndefined();
    expect(matchingStep(secret, 'abcdef', now, null)).toBeUndefined();
  });

  it('makes 20-byte secrets in base32, and the URI authenticator apps scan', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(otpauthUri('localhost:3000', 'ada@example.com', secret)).toBe(
      `otpauth://totp/localhost%3A3000:ada%40example.com?algorithm=SHA1&digits=6&issuer=localhost%3A3000&period=30&secret=${secret}`,
    );
  });
});

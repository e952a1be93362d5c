// TOTP as authenticator apps and GoTrue compute it (RFC 6238 over RFC 4226): a 20-byte secret shown in
// base32, HMAC-SHA1 of the 30-second step, 6 digits, one step of clock skew either way. The factor's
// last accepted step is kept, so a code (or an older one) is never accepted twice.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SKEW = 1;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(ch);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function newSecret(): string {
  return base32Encode(randomBytes(20));
}

export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(code).padStart(DIGITS, '0');
}

export const stepAt = (unixSeconds: number) => Math.floor(unixSeconds / PERIOD_SECONDS);

/** The step the code is valid for (now ± one step), or undefined; steps up to `lastUsedStep` are spent. */
export function matchingStep(
  secretBase32: string,
  code: string,
  unixSeconds: number,
  lastUsedStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const secret = base32Decode(secretBase32);
  const now = stepAt(unixSeconds);
  for (let step = now - SKEW; step <= now + SKEW; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) return step;
  }
  return undefined;
}

/** The otpauth:// URI an authenticator app scans, as GoTrue's TOTP library writes it. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(DIGITS),
    issuer,
    period: String(PERIOD_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${query}`;
}

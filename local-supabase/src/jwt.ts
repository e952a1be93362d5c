// JSON Web Tokens as Supabase issues them now: access tokens signed with an asymmetric key (ES256,
// P-256, with a `kid` the JWKS names), and the legacy HS256 tokens (the anon and service_role API keys,
// sessions issued before the switch) still accepted. node:crypto does both; HS256 stays a single HMAC
// on the hot path. The algorithm is taken from the header but each one is tied to its own key, so an
// HS256 token can never be checked against the public key (the classic algorithm-confusion attack).
import { createHmac, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & {
  role?: string;
  sub?: string;
  exp?: number;
  session_id?: string;
};

/** The key access tokens are signed with; its public half is published as a JWK. */
export type SigningKey = {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as the JWKS endpoint publishes it (kty, crv, x, y, kid, alg, use, key_ops). */
  publicJwk: Record<string, unknown>;
};

/** What a token may be verified with: the legacy shared secret and, once there is one, the signing key. */
export type JwtKeyring = { jwtSecret: string; signingKey?: Pick<SigningKey, 'kid' | 'publicKey'> };

const HS256_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/** HS256 with the shared secret: the legacy API keys, and tests that forge tokens on purpose. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HS256_HEADER}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** ES256 with the signing key; the signature is the raw r‖s pair JOSE expects, not DER. */
export function signJwtEs256(claims: JwtClaims, key: Pick<SigningKey, 'kid' | 'privateKey'>): string {
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: key.kid, typ: 'JWT' }));
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(body), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${body}.${signature.toString('base64url')}`;
}

export type VerifyResult =
  | { ok: true; claims: JwtClaims; alg: 'HS256' | 'ES256' }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'unsupported_alg' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks signature and expiry. `keys` may be the bare secret (HS256 only) or a keyring. */
export function verifyJwt(token: string, keys: string | JwtKeyring, nowSeconds = Date.now() / 1000): VerifyResult {
  const keyring: JwtKeyring = typeof keys === 'string' ? { jwtSecret: keys } : keys;
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let head: unknown;
  let claims: unknown;
  try {
    head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isObject(head) || !isObject(claims)) return { ok: false, reason: 'malformed' };
  const signed = Buffer.from(`${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  let alg: 'HS256' | 'ES256';
  if (head.alg === 'HS256') {
    const expected = createHmac('sha256', keyring.jwtSecret).update(signed).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' };
    alg = 'HS256';
  } else if (head.alg === 'ES256') {
    const key = keyring.signingKey;
    if (!key || head.kid !== key.kid) return { ok: false, reason: 'bad_signature' };
    // A P-256 signature is exactly 64 bytes; anything else is refused before crypto sees it.
    if (given.length !== 64 || !verify('sha256', signed, { key: key.publicKey, dsaEncoding: 'ieee-p1363' }, given)) {
      return { ok: false, reason: 'bad_signature' };
    }
    alg = 'ES256';
  } else {
    return { ok: false, reason: 'unsupported_alg' };
  }
  const checked = claims as JwtClaims;
  if (typeof checked.exp === 'number' && checked.exp < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: checked, alg };
}

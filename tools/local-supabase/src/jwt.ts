// JSON Web Tokens as Supabase issues them now: access tokens signed with an asymmetric key (ES256,
// P-256, with a `kid` the JWKS names), and the legacy HS256 tokens (the anon and service_role API keys,
// sessions issued before the switch) still accepted. Verification is done by a maintained library
// (jose), never by hand; signing stays a few lines of node:crypto, synchronous because the API keys are
// derived at start-up. Each algorithm is tied to its own key, so an HS256 token can never be checked
// against the public key (the classic algorithm-confusion attack).
import { createHmac, sign, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';

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

/** Why a token was refused; each caller words it as the service it imitates does (GoTrue, PostgREST). */
export type JwtFailure =
  'malformed' | 'bad_signature' | 'unsupported_alg' | 'expired' | 'not_yet_valid' | 'issued_in_future';

export type VerifyResult =
  { ok: true; claims: JwtClaims; alg: 'HS256' | 'ES256' } | { ok: false; reason: JwtFailure };

/** PostgREST's allowance for clocks that disagree, applied to exp, nbf and iat alike. */
const CLOCK_SKEW_SECONDS = 30;

const keyCache = new WeakMap<JwtKeyring, Uint8Array>();
const secretBytes = (keyring: JwtKeyring) => {
  let bytes = keyCache.get(keyring);
  if (!bytes) keyCache.set(keyring, (bytes = new TextEncoder().encode(keyring.jwtSecret)));
  return bytes;
};

class UnknownKey extends Error {}

/**
 * Checks a token with jose: the signature with the key its algorithm is pinned to (HS256: the legacy
 * secret; ES256: the signing key whose kid it names; anything else, "none" included, is refused), then
 * the claims: `exp` must be present and numeric and not past, `nbf` not in the future, a numeric `iat`
 * not in the future, each within CLOCK_SKEW_SECONDS. `keys` may be the bare secret (HS256 only).
 */
export async function verifyJwt(token: string, keys: string | JwtKeyring): Promise<VerifyResult> {
  const keyring: JwtKeyring = typeof keys === 'string' ? { jwtSecret: keys } : keys;
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(
      token,
      (header) => {
        if (header.alg === 'HS256') return secretBytes(keyring);
        if (header.alg === 'ES256' && keyring.signingKey && header.kid === keyring.signingKey.kid)
          return keyring.signingKey.publicKey;
        throw new UnknownKey();
      },
      { algorithms: ['HS256', 'ES256'], requiredClaims: ['exp'], clockTolerance: CLOCK_SKEW_SECONDS },
    );
  } catch (error) {
    return { ok: false, reason: failure(error) };
  }
  const claims = verified.payload as JwtClaims;
  // jose checks that iat is a number but (without a maximum age) not that it lies in the past.
  if (typeof claims.iat === 'number' && claims.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'issued_in_future' };
  return { ok: true, claims, alg: verified.protectedHeader.alg as 'HS256' | 'ES256' };
}

function failure(error: unknown): JwtFailure {
  if (
    error instanceof UnknownKey ||
    error instanceof joseErrors.JOSEAlgNotAllowed ||
    error instanceof joseErrors.JOSENotSupported
  )
    return 'unsupported_alg';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad_signature';
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf' && error.reason === 'check_failed') return 'not_yet_valid';
    // exp missing or not a number: no usable expiry, so the token counts as expired (PostgREST says so too).
    if (error.claim === 'exp') return 'expired';
  }
  // JWSInvalid, JWTInvalid, a key of the wrong type, bad base64 or JSON: not a token this stack could have issued.
  return 'malformed';
}

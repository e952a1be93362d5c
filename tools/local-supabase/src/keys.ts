// The stack's keys, all kept in the state folder so they stay the same across restarts (app-config.json
// can hold the anon key) and differ between machines:
// - the legacy JWT secret (jwt-secret), from which the HS256 anon and service_role API keys and the newer
//   sb_publishable_… / sb_secret_… keys are derived, each the same for the same secret;
// - the asymmetric signing key (signing-keys.json, an array of private JWKs as the Supabase CLI's
//   signing_keys_path holds them): access tokens are ES256, verifiable by anyone from the JWKS, as on
//   hosted Supabase since its signing-keys change.
// The service-role and secret keys bypass RLS: printed for operators, never written where a browser reads.
import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  randomBytes,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type SigningKey, signJwt } from './jwt.ts';

/** The keys a client can be handed, all derived from the JWT secret. */
export type ApiKeys = {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** sb_publishable_…: the anon role, like the anon key. */
  publishableKey: string;
  /** sb_secret_…: the service_role, like the service-role key; refused from browsers. */
  secretKey: string;
};

export type StackKeys = ApiKeys & { signingKey: SigningKey };

// Fixed issue and expiry times keep the derived keys stable for a given secret.
const ISSUED_AT = 1_767_225_600; // 2026-01-01
const EXPIRES_AT = 2_082_758_400; // 2036-01-01

/** sb_<kind>_ + 22 characters derived from the secret + _ + an 8-character checksum, the shape Supabase's keys have. */
function opaqueKey(kind: 'publishable' | 'secret', jwtSecret: string): string {
  const body = createHmac('sha256', jwtSecret)
    .update(`local-supabase ${kind} key`)
    .digest('base64url')
    .slice(0, 22);
  const checksum = createHash('sha256').update(`sb_${kind}_${body}`).digest('base64url').slice(0, 8);
  return `sb_${kind}_${body}_${checksum}`;
}

export function deriveKeys(jwtSecret: string): ApiKeys {
  const apiKey = (role: string) =>
    signJwt({ iss: 'supabase-local', role, iat: ISSUED_AT, exp: EXPIRES_AT }, jwtSecret);
  return {
    jwtSecret,
    anonKey: apiKey('anon'),
    serviceRoleKey: apiKey('service_role'),
    publishableKey: opaqueKey('publishable', jwtSecret),
    secretKey: opaqueKey('secret', jwtSecret),
  };
}

/** The role an sb_ key stands for, or undefined when the text is not one of this stack's keys. */
export function opaqueKeyRole(keys: ApiKeys, text: string): 'anon' | 'service_role' | undefined {
  if (text === keys.publishableKey) return 'anon';
  if (text === keys.secretKey) return 'service_role';
  return undefined;
}

/** The JWKS document: public keys only (the HS256 secret is never published). */
export function jwks(keys: StackKeys): { keys: Record<string, unknown>[] } {
  return { keys: [keys.signingKey.publicJwk] };
}

function signingKeyFromJwk(jwk: Record<string, unknown>, file: string): SigningKey {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string' || typeof jwk.kid !== 'string') {
    throw new Error(`${file}: the first key must be a private ES256 (EC P-256) JWK with a kid`);
  }
  const privateKey = createPrivateKey({ key: jwk as never, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const { x, y } = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  return {
    kid: jwk.kid,
    privateKey,
    publicKey,
    publicJwk: { kty: 'EC', crv: 'P-256', x, y, kid: jwk.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
  };
}

async function loadOrCreateSigningKey(stateDir: string): Promise<SigningKey> {
  const file = path.join(stateDir, 'signing-keys.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomUUID(),
      alg: 'ES256',
      use: 'sig',
      key_ops: ['sign', 'verify'],
      ext: true,
    };
    text = `${JSON.stringify([jwk], null, 2)}\n`;
    await mkdir(stateDir, { recursive: true });
    await writeFile(file, text, { mode: 0o600 });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file}: not valid JSON`);
  }
  const first = Array.isArray(parsed) ? parsed[0] : undefined;
  if (typeof first !== 'object' || first === null) throw new Error(`${file}: expected an array of JWKs`);
  return signingKeyFromJwk(first as Record<string, unknown>, file);
}

export async function loadOrCreateKeys(stateDir: string): Promise<StackKeys> {
  const file = path.join(stateDir, 'jwt-secret');
  let secret: string;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    secret = randomBytes(32).toString('hex');
    await mkdir(stateDir, { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
  }
  if (secret.length < 32) throw new Error(`${file}: the JWT secret must be at least 32 characters`);
  return { ...deriveKeys(secret), signingKey: await loadOrCreateSigningKey(stateDir) };
}

// What Supabase's API gateway and PostgREST check before a request reaches a service: an API key the
// project issued, and the Authorization bearer JWT that decides the database role. The gateway takes
// the legacy JWT keys and the newer sb_publishable_… / sb_secret_… keys alike; an sb_ key sent as the
// bearer stands for its role, as the hosted gateway swaps it for a JWT of that role. JWTs may be HS256
// (legacy keys, older sessions) or ES256 (access tokens, signed with the key the JWKS publishes).
import type { IncomingMessage } from 'node:http';
import { type JwtClaims, type JwtFailure, verifyJwt } from './jwt.ts';
import { opaqueKeyRole, type StackKeys } from './keys.ts';
import { apiKey, bearerToken } from './http/respond.ts';

export type RequestAuth = { role: 'anon' | 'authenticated' | 'service_role'; claims: JwtClaims };

export type GatewayError = { status: number; body: Record<string, unknown> };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** A browser's requests carry a browser User-Agent; secret keys are refused from them, as hosted Supabase does. */
const isBrowser = (req: IncomingMessage) => /^Mozilla\//.test(req.headers['user-agent'] ?? '');

/**
 * Whether the secret key rides anywhere the gateway reads a credential from: the apikey header or
 * parameter, or the Authorization header (as the bearer, or anywhere in it). Repeated headers arrive
 * joined, so a substring test also finds a second copy.
 */
function carriesSecretKey(req: IncomingMessage, url: URL, keys: StackKeys): boolean {
  const values = [req.headers.apikey, req.headers.authorization, url.searchParams.getAll('apikey')].flat();
  return values.some((value) => typeof value === 'string' && value.includes(keys.secretKey));
}

export function checkApiKey(req: IncomingMessage, url: URL, keys: StackKeys): GatewayError | undefined {
  const key = apiKey(req, url);
  if (!key)
    return {
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  const known = key === keys.anonKey || key === keys.serviceRoleKey || opaqueKeyRole(keys, key) !== undefined;
  if (!known)
    return {
      status: 401,
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    };
  return secretKeyFromBrowser(req, url, keys);
}

/** Hosted Supabase's 401 for a secret key sent by a browser, on every API (REST, Auth, Functions). */
export function secretKeyFromBrowser(
  req: IncomingMessage,
  url: URL,
  keys: StackKeys,
): GatewayError | undefined {
  if (!isBrowser(req) || !carriesSecretKey(req, url, keys)) return undefined;
  return {
    status: 401,
    body: {
      message: 'Forbidden use of secret API key in browser',
      hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
    },
  };
}

/** PostgREST's 401 for each reason a JWT is refused (PGRST301: not decodable or not verifiable; PGRST303: its claims). */
const POSTGREST_JWT_ERRORS: Record<JwtFailure, [code: string, message: string]> = {
  malformed: ['PGRST301', 'JWSError (CompactDecodeError Invalid JWT)'],
  unsupported_alg: ['PGRST301', 'No suitable key or wrong key type'],
  bad_signature: ['PGRST301', 'JWSError JWSInvalidSignature'],
  expired: ['PGRST303', 'JWT expired'],
  not_yet_valid: ['PGRST303', 'JWT not yet valid'],
  issued_in_future: ['PGRST303', 'JWT issued at future'],
};

/** The role and claims PostgREST would run the request with, or the 401 it would answer. */
export async function authenticate(
  req: IncomingMessage,
  url: URL,
  keys: StackKeys,
): Promise<RequestAuth | GatewayError> {
  const token = bearerToken(req) ?? apiKey(req, url);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const opaqueRole = opaqueKeyRole(keys, token);
  if (opaqueRole) return { role: opaqueRole, claims: { role: opaqueRole } };
  const verified = await verifyJwt(token, keys);
  if (!verified.ok) {
    const [code, message] = POSTGREST_JWT_ERRORS[verified.reason];
    return { status: 401, body: { code, details: null, hint: null, message } };
  }
  const role = verified.claims.role ?? 'anon';
  if (!API_ROLES.has(role)) {
    return {
      status: 401,
      body: { code: 'PGRST301', details: null, hint: null, message: `The JWT role "${role}" is not allowed` },
    };
  }
  return { role: role as RequestAuth['role'], claims: verified.claims };
}

export function isGatewayError(value: RequestAuth | GatewayError): value is GatewayError {
  return 'status' in value;
}

// What Supabase's API gateway and PostgREST check before a request reaches a service: an API key the
// project issued, and the Authorization bearer JWT that decides the database role. The gateway takes
// the legacy JWT keys and the newer sb_publishable_… / sb_secret_… keys alike; an sb_ key sent as the
// bearer stands for its role, as the hosted gateway swaps it for a JWT of that role. JWTs may be HS256
// (legacy keys, older sessions) or ES256 (access tokens, signed with the key the JWKS publishes).
import type { IncomingMessage } from 'node:http';
import { verifyJwt, type JwtClaims } from './jwt.ts';
import { opaqueKeyRole, type StackKeys } from './keys.ts';
import { apiKey, bearerToken } from './http/respond.ts';

export type RequestAuth = { role: 'anon' | 'authenticated' | 'service_role'; claims: JwtClaims };

export type GatewayError = { status: number; body: Record<string, unknown> };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** A browser's requests carry a browser User-Agent; secret keys are refused from them, as hosted Supabase does. */
const isBrowser = (req: IncomingMessage) => /^Mozilla\//.test(req.headers['user-agent'] ?? '');

export function checkApiKey(req: IncomingMessage, url: URL, keys: StackKeys): GatewayError | undefined {
  const key = apiKey(req, url);
  if (!key) return { status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  const known = key === keys.anonKey || key === keys.serviceRoleKey || opaqueKeyRole(keys, key) !== undefined;
  if (!known) return { status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
  if (key === keys.secretKey && isBrowser(req)) {
    return { status: 401, body: { message: 'Forbidden use of secret API key in browser', hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.' } };
  }
  return undefined;
}

/** The role and claims PostgREST would run the request with, or the 401 it would answer. */
export function authenticate(req: IncomingMessage, url: URL, keys: StackKeys): RequestAuth | GatewayError {
  const token = bearerToken(req) ?? apiKey(req, url);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const opaqueRole = opaqueKeyRole(keys, token);
  if (opaqueRole) return { role: opaqueRole, claims: { role: opaqueRole } };
  const verified = verifyJwt(token, keys);
  if (!verified.ok) {
    const expired = verified.reason === 'expired';
    return {
      status: 401,
      body: {
        code: expired ? 'PGRST303' : 'PGRST301',
        details: null,
        hint: null,
        message: expired ? 'JWT expired' : verified.reason === 'bad_signature' ? 'JWSError JWSInvalidSignature' : 'JWSError (CompactDecodeError Invalid JWT)',
      },
    };
  }
  const role = verified.claims.role ?? 'anon';
  if (!API_ROLES.has(role)) {
    return { status: 401, body: { code: 'PGRST301', details: null, hint: null, message: `The JWT role "${role}" is not allowed` } };
  }
  return { role: role as RequestAuth['role'], claims: verified.claims };
}

export function isGatewayError(value: RequestAuth | GatewayError): value is GatewayError {
  return 'status' in value;
}

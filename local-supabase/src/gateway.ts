// What Supabase's API gateway and PostgREST check before a request reaches a service: an API key the
// project issued, and the Authorization bearer JWT that decides the database role.
import type { IncomingMessage } from 'node:http';
import { verifyJwt, type JwtClaims } from './jwt.ts';
import type { StackKeys } from './keys.ts';
import { apiKey, bearerToken } from './http/respond.ts';

export type RequestAuth = { role: 'anon' | 'authenticated' | 'service_role'; claims: JwtClaims };

export type GatewayError = { status: number; body: Record<string, unknown> };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export function checkApiKey(req: IncomingMessage, url: URL, keys: StackKeys): GatewayError | undefined {
  const key = apiKey(req, url);
  if (!key) return { status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  if (key !== keys.anonKey && key !== keys.serviceRoleKey) return { status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
  return undefined;
}

/** The role and claims PostgREST would run the request with, or the 401 it would answer. */
export function authenticate(req: IncomingMessage, url: URL, keys: StackKeys): RequestAuth | GatewayError {
  const token = bearerToken(req) ?? apiKey(req, url);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const verified = verifyJwt(token, keys.jwtSecret);
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

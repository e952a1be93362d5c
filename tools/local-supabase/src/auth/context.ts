// What every part of the auth service shares: the database, keys, config, limits and mail, the shape
// of a route, and the two questions most endpoints ask first: who is signed in (checked as GoTrue checks
// a bearer token), and is the caller an administrator (the service_role key or a service_role JWT).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { bearerToken, sendJson } from '../http/respond.ts';
import { type JwtClaims, type JwtFailure, verifyJwt } from '../jwt.ts';
import { opaqueKeyRole, type StackKeys } from '../keys.ts';
import type { ProjectConfig } from '../project-config.ts';
import type { AuthEmails } from './emails.ts';
import { AUTH_HEADERS, AuthError, badJwt, notAdmin } from './errors.ts';
import type { AuthLimits } from './limits.ts';
import { type SessionRow, type TokenSettings, findSession } from './sessions.ts';
import { type UserRow, findUserById, isBanned } from './users.ts';

export type AuthContext = {
  db: Database;
  keys: StackKeys;
  project: ProjectConfig;
  /** The stack's own URL (links in e-mails point at its /auth/v1). */
  publicUrl: string;
  tokens: TokenSettings;
  limits: AuthLimits;
  emails: AuthEmails;
  /** The caller's address, for rate limits (trusted proxies resolved). */
  caller(req: IncomingMessage): string;
};

export type Call = { req: IncomingMessage; res: ServerResponse; url: URL; params: string[] };

export type Route = {
  method: string;
  /** A path below /auth/v1, or a pattern whose groups become `params`. */
  path: string | RegExp;
  /** Reachable without an API key: what a browser opens from an e-mail or the consent page. */
  open?: boolean;
  handle(call: Call): Promise<void>;
};

export function ok(
  res: ServerResponse,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, body, { ...AUTH_HEADERS, ...headers });
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** GoTrue's words (golang-jwt's) for each reason a bearer token is refused. */
const GOTRUE_JWT_ERRORS: Record<JwtFailure, string> = {
  malformed: 'token is malformed',
  unsupported_alg: 'token is unverifiable: signing method is not allowed',
  bad_signature: 'signature is invalid',
  expired: 'token has invalid claims: token is expired',
  not_yet_valid: 'token has invalid claims: token is not valid yet',
  issued_in_future: 'token has invalid claims: token used before issued',
};

/** The bearer's claims: an sb_ key stands for its role, anything else must be a valid JWT. */
async function bearerClaims(ctx: AuthContext, req: IncomingMessage): Promise<JwtClaims> {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const role = opaqueKeyRole(ctx.keys, token);
  if (role) return { role };
  const verified = await verifyJwt(token, ctx.keys);
  if (!verified.ok)
    throw badJwt(`invalid JWT: unable to parse or verify signature, ${GOTRUE_JWT_ERRORS[verified.reason]}`);
  return verified.claims;
}

export type SignedIn = { user: UserRow; session?: SessionRow; claims: JwtClaims };

/** The signed-in user behind the bearer token, checked the way GoTrue checks it. */
export async function currentUser(ctx: AuthContext, req: IncomingMessage): Promise<SignedIn> {
  const claims = await bearerClaims(ctx, req);
  const { sub, session_id: sessionId } = claims;
  if (typeof sub !== 'string') throw badJwt('invalid claim: missing sub claim');
  let session: SessionRow | undefined;
  if (typeof sessionId === 'string') {
    session = await findSession(ctx.db, sessionId);
    if (!session)
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(ctx.db, sub);
  if (!user || user.deleted_at)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { user, session, claims };
}

/** GoTrue's requireAdminCredentials. */
export async function requireAdmin(ctx: AuthContext, req: IncomingMessage): Promise<JwtClaims> {
  const claims = await bearerClaims(ctx, req);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw notAdmin();
  return claims;
}

// POST /token: the password, refresh_token and pkce grants. A password sign-in checks the password
// before anything that would tell an attacker about the account (an unconfirmed address, a ban), so
// only someone who has the password learns those.
import { type AuthContext, type Route, ok } from './context.ts';
import { AuthError, invalidCredentials, validationFailed } from './errors.ts';
import { redeemAuthCode } from './flows.ts';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './password.ts';
import { type Json, jsonBody } from './request.ts';
import { refreshSession, revokeSession, startSession } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  hasControlCharacters,
  isBanned,
  isConfirmed,
  normaliseEmail,
} from './users.ts';

const banned = () => new AuthError(400, 'user_banned', 'User is banned');

export function tokenRoutes(ctx: AuthContext): Route[] {
  const { db, limits, tokens } = ctx;

  async function passwordGrant(address: string, body: Json): Promise<Json> {
    if (typeof body.email !== 'string' || typeof body.password !== 'string') throw invalidCredentials();
    // bcrypt reads 72 bytes: a longer password would match any other with the same start.
    if (hasControlCharacters(body.email) || Buffer.byteLength(body.password) > MAX_PASSWORD_LENGTH)
      throw invalidCredentials();
    const email = normaliseEmail(body.email);
    limits.signIn(address, email);
    const user = await findUserByEmail(db, email);
    if (!(await verifyPassword(body.password, user?.encrypted_password ?? null)) || !user)
      throw invalidCredentials();
    limits.succeededSignIn(email);
    if (isBanned(user)) throw banned();
    if (!isConfirmed(user)) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return db.transaction((tx) => startSession(tx, user, 'password', tokens));
  }

  async function refreshGrant(address: string, body: Json): Promise<Json> {
    if (typeof body.refresh_token !== 'string' || body.refresh_token === '')
      throw validationFailed('refresh_token required');
    limits.refresh(address);
    const refreshToken = body.refresh_token;
    const outcome = await db.transaction((tx) => refreshSession(tx, refreshToken, tokens));
    if ('reused' in outcome) {
      // GoTrue's reuse detection: a spent token presented again means it leaked, so the whole session
      // ends. Committed on its own: the refusal must not roll the revocation back.
      await db.transaction((tx) => revokeSession(tx, outcome.reused));
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return outcome;
  }

  async function pkceGrant(body: Json): Promise<Json> {
    if (typeof body.auth_code !== 'string' || typeof body.code_verifier !== 'string') {
      throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
    }
    const authCode = body.auth_code;
    const verifier = body.code_verifier;
    return db.transaction(async (tx) => {
      const flow = await redeemAuthCode(tx, authCode, verifier);
      const user = await findUserById(tx, flow.userId);
      if (!user || user.deleted_at) throw new AuthError(404, 'user_not_found', 'User not found');
      if (isBanned(user)) throw banned();
      return startSession(tx, user, flow.method, tokens);
    });
  }

  return [
    {
      method: 'POST',
      path: '/token',
      async handle({ req, res, url }) {
        const grant = url.searchParams.get('grant_type');
        const body = await jsonBody(req);
        if (grant === 'password') return ok(res, await passwordGrant(ctx.caller(req), body));
        if (grant === 'refresh_token') return ok(res, await refreshGrant(ctx.caller(req), body));
        if (grant === 'pkce') return ok(res, await pkceGrant(body));
        throw validationFailed('unsupported_grant_type');
      },
    },
  ];
}

// /verify: using an e-mail's link (GET, from the browser: a 303 back to redirect_to with the session in
// the fragment, a PKCE code in the query, or the error) or its code or token hash (POST, from the app:
// the session as JSON). Types signup, invite, magiclink, recovery, email_change, and email (signup or
// magic link). A token works once and within otp_expiry; wrong codes count against the address typed,
// wrong token hashes against the whole service (see FAILED_TOKEN_HASHES_GLOBAL in limits.ts).
import type { Sql } from '../db/database.ts';
import { type AuthContext, type Call, type Route, ok } from './context.ts';
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import { AUTH_METHOD_BY_TYPE, issueAuthCode, replacePendingSignUp } from './flows.ts';
import { type TokenType, consumeToken, deleteTokens, tokenHash } from './one-time-tokens.ts';
import { redirectTarget, withParams } from './redirects.ts';
import { jsonBody, optionalString, requireEmail } from './request.ts';
import { type SessionJson, startSession } from './sessions.ts';
import {
  type UserRow,
  confirmEmail,
  findUserByEmail,
  findUserById,
  isBanned,
  updateIdentityData,
  upsertIdentity,
} from './users.ts';
import { redirect } from '../http/respond.ts';

const TOKEN_TYPES: Record<string, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};
const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';
/** OAuth's error names for an HTTP status, as GoTrue puts them in the redirect. */
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

type Outcome =
  | { kind: 'session'; session: SessionJson; type: string }
  | { kind: 'code'; code: string }
  | { kind: 'single_confirmation' };

export function verifyRoutes(ctx: AuthContext): Route[] {
  const { db, project, limits, tokens } = ctx;

  /** The one-time token's user, checked as GoTrue checks it; `expired` is the answer for a bad token. */
  async function tokenUser(tx: Sql, hash: string, type: string, expired: () => AuthError) {
    const token = await consumeToken(tx, hash, TOKEN_TYPES[type]!, project.otpExpirySeconds);
    if (!token) throw expired();
    const user = await findUserById(tx, token.user_id);
    // The address the token was sent to must still be the account's (or, for a change, its new one).
    const addresses = token.token_type === 'email_change_token_new' ? [user?.email_change] : [user?.email];
    if (!user || user.deleted_at || !addresses.includes(token.relates_to)) throw expired();
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
    return { user, token };
  }

  /** Applies a used token: confirms, finishes an e-mail change, or records its first half. */
  async function apply(tx: Sql, user: UserRow, tokenType: TokenType): Promise<UserRow | undefined> {
    if (tokenType === 'confirmation_token') return user.email_confirmed_at ? user : confirmEmail(tx, user);
    if (tokenType === 'recovery_token') {
      if (user.email_confirmed_at) return user;
      // A recovery link confirms a pending sign-up whose password and details its owner may never have
      // chosen (anyone can sign up with any address): they go, and the owner sets a password of their own.
      return confirmEmail(
        tx,
        await replacePendingSignUp(tx, user, { passwordHash: null, data: {}, dropFlows: false }),
      );
    }
    const secure =
      project.enableConfirmations &&
      project.doubleConfirmChanges &&
      !!user.email &&
      user.email_change_confirm_status === 0;
    if (secure) {
      await tx.query(
        'update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1::uuid',
        [user.id],
      );
      return undefined;
    }
    const newEmail = user.email_change!;
    if (await findUserByEmail(tx, newEmail))
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    await tx.query(
      `update auth.users set email = email_change, email_change = null, email_change_sent_at = null, email_change_confirm_status = 0,
         email_confirmed_at = now(), is_anonymous = false,
         raw_user_meta_data = case when raw_user_meta_data ? 'email' then raw_user_meta_data || jsonb_build_object('email', email_change, 'email_verified', true) else raw_user_meta_data end,
         updated_at = now()
       where id = $1::uuid`,
      [user.id],
    );
    await deleteTokens(tx, user.id, ['email_change_token_new', 'email_change_token_current']);
    const { rows } = await tx.query(
      'select 1 from auth.identities where user_id = $1::uuid and provider = $2',
      [user.id, 'email'],
    );
    if (rows.length)
      await updateIdentityData(tx, user.id, 'email', { email: newEmail, email_verified: true });
    else
      await upsertIdentity(tx, user.id, 'email', user.id, {
        sub: user.id,
        email: newEmail,
        email_verified: true,
        phone_verified: false,
      });
    await tx.query(
      `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('provider', coalesce(u.raw_app_meta_data ->> 'provider', 'email'),
         'providers', (select jsonb_agg(distinct i.provider) from auth.identities i where i.user_id = u.id)) where u.id = $1::uuid`,
      [user.id],
    );
    return findUserById(tx, user.id);
  }

  /** Type as the request named it; `email` becomes signup or magiclink by the token that matched. */
  const resolvedType = (type: string, tokenType: TokenType) =>
    type === 'email' ? (tokenType === 'recovery_token' ? 'magiclink' : 'signup') : type;

  function checkType(type: unknown): string {
    if (typeof type !== 'string' || type === '')
      throw validationFailed('Verify requires a verification type');
    if (type === 'sms' || type === 'phone_change')
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    if (!(type in TOKEN_TYPES)) throw validationFailed('Unsupported verification type');
    return type;
  }

  /** Tokens arrive from links and forms: bounded, without control characters, dashes ignored. */
  const cleanToken = (value: unknown, name: string) =>
    optionalString(value, name, 256)?.replaceAll('-', '').trim();

  async function verifyGet({ req, res, url }: Call): Promise<void> {
    const type = checkType(url.searchParams.get('type'));
    const token = cleanToken(url.searchParams.get('token'), 'token');
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const redirectTo = redirectTarget(project, url.searchParams.get('redirect_to'));
    const pkceLink = token.startsWith('pkce_');
    const expired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    let outcome: Outcome;
    try {
      limits.hashVerification(ctx.caller(req));
      outcome = await db.transaction(async (tx) => {
        const { user, token: used } = await tokenUser(tx, token, type, expired);
        const applied = await apply(tx, user, used.token_type);
        if (!applied) return { kind: 'single_confirmation' } as const;
        const finalType = resolvedType(type, used.token_type);
        if (used.pkce)
          return {
            kind: 'code',
            code: await issueAuthCode(tx, applied.id, AUTH_METHOD_BY_TYPE[finalType]!),
          } as const;
        return {
          kind: 'session',
          session: await startSession(tx, applied, 'otp', tokens),
          type: finalType,
        } as const;
      });
      limits.succeededHashVerification();
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const params = {
        error: OAUTH_ERROR[error.status] ?? 'server_error',
        error_code: error.code,
        error_description: error.message,
      };
      return redirect(res, withParams(redirectTo, params, pkceLink ? 'both' : 'fragment'), 303);
    }
    if (outcome.kind === 'single_confirmation')
      return redirect(
        res,
        withParams(redirectTo, { message: SINGLE_CONFIRMATION }, pkceLink ? 'both' : 'fragment'),
        303,
      );
    if (outcome.kind === 'code')
      return redirect(res, withParams(redirectTo, { code: outcome.code }, 'query'), 303);
    const { session } = outcome;
    redirect(
      res,
      withParams(
        redirectTo,
        {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type: outcome.type,
        },
        'fragment',
      ),
      303,
    );
  }

  async function verifyPost({ req, res }: Call): Promise<void> {
    const body = await jsonBody(req);
    const type = checkType(body.type);
    const code = cleanToken(body.token, 'token') ?? '';
    const hash = cleanToken(body.token_hash, 'token_hash') ?? '';
    if ((code === '') === (hash === ''))
      throw validationFailed('Verify requires either a token or a token hash');
    if (body.phone !== undefined && body.phone !== null && body.phone !== '')
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    let account: string | undefined;
    let lookup = hash;
    if (code) {
      if (body.email === undefined || body.email === null || body.email === '') {
        throw validationFailed('Only an email address or phone number should be provided on verify');
      }
      account = requireEmail(body.email);
      lookup = tokenHash(account, code);
    } else if ((body.email ?? '') !== '') {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    if (account) limits.verification(ctx.caller(req), account);
    else limits.hashVerification(ctx.caller(req));
    const expired = () =>
      new AuthError(
        403,
        'otp_expired',
        code ? 'Token has expired or is invalid' : 'Email link is invalid or has expired',
      );
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const { user, token } = await tokenUser(tx, lookup, type, expired);
      const applied = await apply(tx, user, token.token_type);
      if (!applied) return { kind: 'single_confirmation' };
      return {
        kind: 'session',
        session: await startSession(tx, applied, 'otp', tokens),
        type: resolvedType(type, token.token_type),
      };
    });
    if (account) limits.succeededVerification(account);
    else limits.succeededHashVerification();
    if (outcome.kind === 'single_confirmation') return ok(res, { msg: SINGLE_CONFIRMATION, code: '200' });
    ok(res, (outcome as Extract<Outcome, { kind: 'session' }>).session);
  }

  return [
    // Opened by a browser from the e-mail: no API key, as on hosted Supabase.
    { method: 'GET', path: '/verify', open: true, handle: verifyGet },
    { method: 'POST', path: '/verify', handle: verifyPost },
  ];
}

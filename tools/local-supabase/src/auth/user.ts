// The signed-in user: GET /user, PUT /user (metadata; a password change with GoTrue's checks: policy,
// not the same as before, a reauthentication code when secure_password_change asks for one, aal2 when
// the user has MFA; an e-mail change confirmed by e-mail, from both addresses with
// double_confirm_changes), GET /reauthenticate (sends that code) and POST /logout?scope=.
import { send } from '../http/respond.ts';
import type { Composed } from '../mail/mailer.ts';
import { type AuthContext, type Call, type Route, currentUser, ok } from './context.ts';
import { AUTH_HEADERS, AuthError, unprocessable, validationFailed } from './errors.ts';
import { startFlow } from './flows.ts';
import { consumeToken, tokenHash } from './one-time-tokens.ts';
import { checkPasswordPolicy, hashPassword, verifyPassword } from './password.ts';
import { referrer } from './redirects.ts';
import { jsonBody, metadata, optionalString, pkceParams, requireEmail } from './request.ts';
import { endSessions } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  isConfirmed,
  syncProviders,
  updateUser,
  upsertIdentity,
  userJson,
} from './users.ts';

/** GoTrue asks for a reauthentication code only when the session is older than this. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

export function userRoutes(ctx: AuthContext): Route[] {
  const { db, project, limits, emails } = ctx;

  async function updateCurrentUser({ req, res, url }: Call): Promise<void> {
    const { user, session } = await currentUser(ctx, req);
    const body = await jsonBody(req);
    if (body.app_metadata !== undefined && body.app_metadata !== null)
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    const data = body.data === undefined ? undefined : metadata(body.data);
    let password: string | undefined;
    if (body.password !== undefined && body.password !== null) {
      if (typeof body.password !== 'string') throw validationFailed('password must be a string');
      checkPasswordPolicy(body.password, project);
      password = body.password;
    }
    const email =
      body.email === undefined || body.email === null || body.email === ''
        ? undefined
        : requireEmail(body.email);
    const nonce = optionalString(body.nonce, 'nonce', 64);
    const pkce = pkceParams(body);
    const redirectTo = referrer(project, url, body);
    const changesEmail = email !== undefined && email !== user.email;

    const { rows: verified } = await db.query(
      "select 1 from auth.mfa_factors where user_id = $1::uuid and status = 'verified' limit 1",
      [user.id],
    );
    if (verified.length > 0 && session?.aal !== 'aal2' && (password !== undefined || changesEmail)) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    if (user.is_anonymous && password !== undefined && !email) {
      throw unprocessable(
        'validation_failed',
        'Updating password of an anonymous user without an email or phone is not allowed',
      );
    }
    if (changesEmail) {
      const owner = await findUserByEmail(db, email);
      if (owner && owner.id !== user.id)
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    let needsNonce = false;
    let passwordHash: string | undefined;
    if (password !== undefined) {
      needsNonce =
        project.securePasswordChange &&
        (!session || Date.now() - new Date(session.created_at).getTime() > RECENT_SIGN_IN_MS);
      if (needsNonce && !nonce)
        throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
      // The nonce is a 6-digit code like the e-mail's: wrong ones count against the address as wrong codes do.
      if (needsNonce) limits.verification(ctx.caller(req), user.email ?? user.id);
      if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }

    const mails = await db.transaction(async (tx) => {
      let outgoing: Composed[] = [];
      if (passwordHash) {
        if (needsNonce) {
          const used = await consumeToken(
            tx,
            tokenHash(user.email ?? '', nonce!),
            ['reauthentication_token'],
            project.otpExpirySeconds,
          );
          if (!used || used.user_id !== user.id)
            throw new AuthError(400, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
        }
        await updateUser(tx, user.id, { passwordHash });
        // As GoTrue: a new password ends the user's other sessions.
        if (session) await endSessions(tx, user.id, session.id, 'others');
      }
      if (data) await updateUser(tx, user.id, { userMetadata: data });
      if (changesEmail) {
        if (user.is_anonymous && !project.enableConfirmations) {
          // An anonymous user adding an address with autoconfirm: like signing up (GoTrue confirms at once).
          await tx.query(
            'update auth.users set email = $2, email_confirmed_at = now(), is_anonymous = false, updated_at = now() where id = $1::uuid',
            [user.id, email],
          );
          await upsertIdentity(tx, user.id, 'email', user.id, {
            sub: user.id,
            email,
            email_verified: true,
            phone_verified: false,
          });
          await syncProviders(tx, user.id);
        } else {
          if (pkce) await startFlow(tx, user.id, pkce, 'email', 'email_change');
          outgoing = await emails.emailChange(
            tx,
            (await findUserById(tx, user.id))!,
            email,
            redirectTo,
            !!pkce,
          );
        }
      }
      return { outgoing, json: await userJson(tx, (await findUserById(tx, user.id))!) };
    });
    if (needsNonce) limits.succeededVerification(user.email ?? user.id);
    emails.deliver(mails.outgoing);
    ok(res, mails.json);
  }

  async function reauthenticate({ req, res }: Call): Promise<void> {
    const { user } = await currentUser(ctx, req);
    if (!user.email)
      throw unprocessable(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    if (!isConfirmed(user))
      throw new AuthError(400, 'email_not_confirmed', 'Please verify your email first.');
    limits.emailRequest(ctx.caller(req), user.email);
    emails.deliver(await db.transaction((tx) => emails.reauthentication(tx, user)));
    ok(res, {});
  }

  async function logout({ req, res, url }: Call): Promise<void> {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others')
      throw validationFailed('Unsupported logout scope');
    const { user, session } = await currentUser(ctx, req);
    await endSessions(
      db,
      user.id,
      session?.id ?? '00000000-0000-0000-0000-000000000000',
      session ? scope : 'global',
    );
    send(res, 204, undefined, AUTH_HEADERS);
  }

  return [
    {
      method: 'GET',
      path: '/user',
      handle: async ({ req, res }) => ok(res, await userJson(db, (await currentUser(ctx, req)).user)),
    },
    { method: 'PUT', path: '/user', handle: updateCurrentUser },
    { method: 'GET', path: '/reauthenticate', handle: reauthenticate },
    { method: 'POST', path: '/logout', handle: logout },
  ];
}

// Asking for an e-mail: POST /recover (password reset), POST /otp (magic link and code, signing up a new
// address unless create_user is false) and POST /resend (sign-up confirmation, e-mail change). Each
// answers 200 {} alike whether or not the address has an account (an address without one gets the
// per-address interval and the allowance's 429 too, but spends none of the allowance), and each is
// limited per caller, per address written to, and overall.
import { type AuthContext, type Call, type Route, ok } from './context.ts';
import type { Composed } from '../mail/mailer.ts';
import { AuthError, validationFailed } from './errors.ts';
import { createEmailUser, replacePendingSignUp, startFlow } from './flows.ts';
import { referrer } from './redirects.ts';
import { jsonBody, metadata, pkceParams, requireEmail } from './request.ts';
import { findUserByEmail, isConfirmed } from './users.ts';
import type { Sql } from '../db/database.ts';

const phoneDisabled = () => new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');

export function otpRoutes(ctx: AuthContext): Route[] {
  const { db, project, limits, emails } = ctx;

  /**
   * An address without an account: nothing is sent and none of the project's e-mail allowance is spent
   * (GoTrue returns early too), but the caller meets the same per-address interval and, once the
   * allowance is used up by real e-mails, the same 429, so the answer does not tell the two apart.
   */
  function pretendSent(kind: string, email: string): void {
    limits.unknownAddressSend(kind, email, project.emailMaxFrequencySeconds);
    limits.emailAllowanceLeft();
  }

  async function send(fn: (tx: Sql) => Promise<Composed[]>): Promise<void> {
    emails.deliver(await db.transaction(fn));
  }

  async function recover({ req, res, url }: Call): Promise<void> {
    const body = await jsonBody(req);
    const email = requireEmail(body.email, 'Password recovery requires an email');
    const pkce = pkceParams(body);
    const redirectTo = referrer(project, url, body);
    limits.emailRequest(ctx.caller(req), email);
    const user = await findUserByEmail(db, email);
    if (!user) pretendSent('recovery', email);
    else {
      await send(async (tx) => {
        if (pkce) await startFlow(tx, user.id, pkce, 'recovery', 'recovery');
        return emails.recovery(tx, user, redirectTo, !!pkce);
      });
    }
    ok(res, {});
  }

  async function otp({ req, res, url }: Call): Promise<void> {
    const body = await jsonBody(req);
    const given = (key: string) => body[key] !== undefined && body[key] !== null && body[key] !== '';
    if (given('phone')) {
      if (given('email')) throw validationFailed('Only an email address or phone number should be provided');
      throw phoneDisabled();
    }
    if (!given('email')) throw validationFailed('One of email or phone must be set');
    const email = requireEmail(body.email);
    if (body.create_user !== undefined && typeof body.create_user !== 'boolean')
      throw validationFailed('create_user must be a boolean');
    const createUser = body.create_user !== false;
    const data = metadata(body.data);
    const pkce = pkceParams(body);
    const redirectTo = referrer(project, url, body);
    limits.emailRequest(ctx.caller(req), email);
    const user = await findUserByEmail(db, email);

    if (user && isConfirmed(user)) {
      await send(async (tx) => {
        if (pkce) await startFlow(tx, user.id, pkce, 'email', 'magiclink');
        return emails.magicLink(tx, user, redirectTo, !!pkce);
      });
    } else if (user) {
      // Signed up but not confirmed: a sign-up by code, which replaces the earlier one's password (with
      // none) and metadata (see replacePendingSignUp); its confirmation e-mail is the way in (the code
      // works with type "email").
      await send(async (tx) => {
        const pending = await replacePendingSignUp(tx, user, { passwordHash: null, data });
        if (pkce) await startFlow(tx, pending.id, pkce, 'email', 'email/signup');
        return emails.confirmation(tx, pending, redirectTo, !!pkce);
      });
    } else if (!createUser || !project.enableSignup) {
      // GoTrue answers 422 otp_disabled here, which tells anyone whether an address has an account.
      pretendSent('recovery', email);
    } else {
      await send(async (tx) => {
        const created = await createEmailUser(tx, {
          email,
          passwordHash: null,
          data,
          confirmed: !project.enableConfirmations,
        });
        if (!project.enableConfirmations) {
          if (pkce) await startFlow(tx, created.id, pkce, 'email', 'magiclink');
          return emails.magicLink(tx, created, redirectTo, !!pkce);
        }
        if (pkce) await startFlow(tx, created.id, pkce, 'email', 'email/signup');
        return emails.confirmation(tx, created, redirectTo, !!pkce);
      });
    }
    ok(res, {});
  }

  async function resend({ req, res, url }: Call): Promise<void> {
    const body = await jsonBody(req);
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (type === 'sms' || type === 'phone_change' || (body.phone !== undefined && body.phone !== null))
      throw phoneDisabled();
    const email = requireEmail(body.email, 'Type provided requires an email address');
    const pkce = pkceParams(body);
    const redirectTo = referrer(project, url, body);
    limits.emailRequest(ctx.caller(req), email);
    const user = await findUserByEmail(db, email);
    if (!user) pretendSent(type === 'signup' ? 'confirmation' : 'email_change', email);
    else if (type === 'signup' && !isConfirmed(user)) {
      await send(async (tx) => {
        if (pkce) await startFlow(tx, user.id, pkce, 'email', 'email/signup');
        return emails.confirmation(tx, user, redirectTo, !!pkce);
      });
    } else if (type === 'email_change' && user.email_change) {
      const newEmail = user.email_change;
      await send(async (tx) => {
        if (pkce) await startFlow(tx, user.id, pkce, 'email', 'email_change');
        return emails.emailChange(tx, user, newEmail, redirectTo, !!pkce);
      });
    }
    ok(res, {});
  }

  return [
    { method: 'POST', path: '/recover', handle: recover },
    { method: 'POST', path: '/otp', handle: otp },
    { method: 'POST', path: '/magiclink', handle: otp },
    { method: 'POST', path: '/resend', handle: resend },
  ];
}

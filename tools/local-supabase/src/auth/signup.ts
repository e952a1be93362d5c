// POST /signup: e-mail and password, or no credentials at all for an anonymous sign-in. With
// [auth.email] enable_confirmations the new address gets a confirmation e-mail and no session until it
// is confirmed; a sign-up for an address that is already confirmed then answers like a new one (a
// stand-in user, no e-mail) so the form does not tell who has an account, as GoTrue does. A sign-up
// for an address still waiting for confirmation replaces the earlier one, unlike GoTrue (see
// replacePendingSignUp in flows.ts).
import { randomUUID } from 'node:crypto';
import { isPgError } from '../db/database.ts';
import { type AuthContext, type Route, ok } from './context.ts';
import { AuthError, unprocessable } from './errors.ts';
import { createEmailUser, replacePendingSignUp, startFlow } from './flows.ts';
import { checkPasswordPolicy, hashPassword } from './password.ts';
import { referrer } from './redirects.ts';
import { type Json, jsonBody, metadata, pkceParams, requireEmail } from './request.ts';
import { startSession } from './sessions.ts';
import { createUser, findUserByEmail, findUserById, isConfirmed, userJson } from './users.ts';

const userExists = () => unprocessable('user_already_exists', 'User already registered');

/** The answer for an address that already has a confirmed account while confirmations are on. */
function standInUser(email: string, data: Json): Json {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function signupRoutes(ctx: AuthContext): Route[] {
  const { db, project, limits, emails, tokens } = ctx;

  async function anonymous(body: Json, address: string): Promise<Json> {
    if (!project.enableAnonymousSignIns)
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    if (!project.enableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const data = metadata(body.data);
    limits.anonymousSignIn(address);
    return db.transaction(async (tx) => {
      const user = await createUser(tx, {
        email: null,
        passwordHash: null,
        provider: null,
        userMetadata: data,
        confirmed: false,
        anonymous: true,
      });
      return startSession(tx, user, 'anonymous', tokens);
    });
  }

  async function signup({ req, res, url }: Parameters<Route['handle']>[0]): Promise<void> {
    const body = await jsonBody(req);
    const given = (key: string) => body[key] !== undefined && body[key] !== null;
    // supabase-js's signInAnonymously sends neither address nor password.
    if (!given('email') && !given('phone') && !given('password'))
      return ok(res, await anonymous(body, ctx.caller(req)));
    if (!project.enableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    if (given('phone') && !given('email'))
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    const email = requireEmail(body.email);
    limits.signUp(ctx.caller(req));
    if (typeof body.password !== 'string' || body.password === '')
      throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    checkPasswordPolicy(body.password, project);
    const data = metadata(body.data);
    const pkce = pkceParams(body);
    const redirectTo = referrer(project, url, body);

    const existing = await findUserByEmail(db, email);
    if (existing && isConfirmed(existing)) {
      if (!project.enableConfirmations) throw userExists();
      return ok(res, standInUser(email, data));
    }
    const passwordHash = await hashPassword(body.password);
    const outcome = await db
      .transaction(async (tx) => {
        let user = await findUserByEmail(tx, email);
        if (user && isConfirmed(user)) throw userExists();
        // An address still waiting for confirmation: this sign-up replaces the earlier one (see replacePendingSignUp).
        user = user
          ? await replacePendingSignUp(tx, user, { passwordHash, data })
          : await createEmailUser(tx, { email, passwordHash, data, confirmed: !project.enableConfirmations });
        if (!project.enableConfirmations)
          return { body: await startSession(tx, user, 'password', tokens), mails: [] };
        if (pkce) await startFlow(tx, user.id, pkce, 'email', 'email/signup');
        const mails = await emails.confirmation(tx, user, redirectTo, !!pkce);
        return { body: await userJson(tx, (await findUserById(tx, user.id))!), mails };
      })
      .catch((error: unknown) => {
        if (isPgError(error) && error.code === '23505') throw userExists();
        throw error;
      });
    emails.deliver(outcome.mails);
    ok(res, outcome.body);
  }

  return [{ method: 'POST', path: '/signup', handle: signup }];
}

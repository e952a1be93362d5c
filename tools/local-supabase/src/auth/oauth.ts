// Google and Apple sign-in through the local consent page: GET /authorize shows it (with a CSRF token in
// a SameSite=Strict cookie), POST /local-oauth/callback signs the visitor in, or links the identity to
// the account that asked through /user/identities/authorize (a single-use link state in the form). An
// address that signed up but never confirmed loses its password and other identities when its owner
// arrives through a provider, as GoTrue prevents pre-account takeover.
import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { redirect, send } from '../http/respond.ts';
import { type AuthContext, type Call, type Route } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { authCodeForProvider } from './flows.ts';
import { csrfCookie, csrfMatches, newCsrfToken } from './oauth-csrf.ts';
import { oauthPageCsp, providerName, renderOAuthPage } from './oauth-page.ts';
import { redirectTarget, withParams } from './redirects.ts';
import { formBody, requireEmail } from './request.ts';
import { startSession } from './sessions.ts';
import {
  type UserRow,
  createUser,
  findUserByEmail,
  findUserById,
  hasControlCharacters,
  isBanned,
  syncProviders,
  updateUser,
  upsertIdentity,
} from './users.ts';

const LINK_STATE = /^[A-Za-z0-9_-]{32,64}$/;
const LINK_STATE_SECONDS = 15 * 60;

export type Provider = 'google' | 'apple';

export function isProvider(value: unknown): value is Provider {
  return value === 'google' || value === 'apple';
}

export function newLinkState(): string {
  return randomBytes(32).toString('base64url');
}

/** Where the provider's answer goes back to the app: the query for PKCE, the fragment otherwise. */
function backToApp(target: string, pkce: boolean, params: Record<string, string>): string {
  return withParams(target, params, pkce ? 'query' : 'fragment');
}

class CallbackError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function oauthRoutes(ctx: AuthContext): Route[] {
  const { db, project, tokens } = ctx;

  function authorize({ res, url }: Call): Promise<void> {
    const provider = url.searchParams.get('provider') ?? '';
    if (!isProvider(provider)) throw validationFailed('Unsupported provider: Provider could not be found');
    if (!project.providers[provider]) throw validationFailed('Unsupported provider: provider is not enabled');
    const challenge = url.searchParams.get('code_challenge') ?? '';
    const method = (url.searchParams.get('code_challenge_method') ?? '').toLowerCase();
    if (challenge && method !== 's256' && method !== 'plain')
      throw validationFailed('Unsupported code challenge method');
    const linkState = url.searchParams.get('link_state') ?? '';
    if (linkState && !LINK_STATE.test(linkState)) throw validationFailed('Malformed link_state');
    const scopes = (url.searchParams.get('scopes') ?? '').split(/[\s,]+/).filter(Boolean);
    const returnTo = redirectTarget(project, url.searchParams.get('redirect_to'));
    const csrf = newCsrfToken();
    const hidden: Record<string, string> = {
      provider,
      redirect_to: returnTo,
      code_challenge: challenge,
      code_challenge_method: method,
      scopes: scopes.join(' '),
      csrf_token: csrf,
    };
    if (linkState) hidden.link_state = linkState;
    send(res, 200, renderOAuthPage({ provider, scopes, hidden }), {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': oauthPageCsp(new URL(returnTo).origin),
      'cache-control': 'no-store',
      'set-cookie': csrfCookie(csrf),
    });
    return Promise.resolve();
  }

  /** Signs in as the provider's identity, creating or joining the account with that address. */
  async function signInAs(
    tx: Sql,
    provider: Provider,
    email: string,
    providerId: string,
    identity: Record<string, unknown>,
  ): Promise<UserRow> {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      user = await createUser(tx, {
        email,
        passwordHash: null,
        provider,
        userMetadata: identity,
        confirmed: true,
      });
    } else {
      if (isBanned(user)) throw new CallbackError('user_banned', 'User is banned');
      if (!user.email_confirmed_at) {
        // Whoever signed up with this address never proved it: their password and identities go.
        await tx.query(
          'update auth.users set encrypted_password = null, email_confirmed_at = now() where id = $1::uuid',
          [user.id],
        );
        await tx.query('delete from auth.identities where user_id = $1::uuid', [user.id]);
        await tx.query('delete from auth.one_time_tokens where user_id = $1::uuid', [user.id]);
      }
      const providers = new Set([
        ...(((user.raw_app_meta_data ?? {}).providers as string[] | undefined) ?? []),
        provider,
      ]);
      user = await updateUser(tx, user.id, { appMetadata: { providers: [...providers] } });
    }
    await upsertIdentity(tx, user.id, provider, providerId, identity);
    return user;
  }

  type LinkFlow = { user_id: string; code_challenge: string; code_challenge_method: string; age: number };

  /** Uses up the link state, in a transaction of its own: it is spent even when the linking then fails. */
  async function takeLinkState(linkState: string): Promise<LinkFlow | undefined> {
    const { rows } = await db.query<LinkFlow>(
      `delete from auth.flow_state where auth_code = $1 and authentication_method = 'link_identity'
       returning user_id, code_challenge, code_challenge_method, extract(epoch from now() - created_at)::float8 as age`,
      [linkState],
    );
    return rows[0];
  }

  /** Links the identity to the account whose link state the form carried. */
  async function linkTo(
    tx: Sql,
    flow: LinkFlow | undefined,
    provider: Provider,
    providerId: string,
    identity: Record<string, unknown>,
  ) {
    if (!flow || flow.age > LINK_STATE_SECONDS)
      throw new CallbackError('bad_oauth_state', 'The link request has expired. Start linking again.');
    const { rows: existing } = await tx.query<{ user_id: string }>(
      'select user_id from auth.identities where provider = $1 and provider_id = $2',
      [provider, providerId],
    );
    if (existing[0]) {
      throw new CallbackError(
        'identity_already_exists',
        existing[0].user_id === flow.user_id
          ? 'Identity is already linked'
          : 'Identity is already linked to another user',
      );
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user || user.deleted_at) throw new CallbackError('user_not_found', 'User not found');
    if (isBanned(user)) throw new CallbackError('user_banned', 'User is banned');
    await upsertIdentity(tx, user.id, provider, providerId, identity);
    if (!user.email) {
      // An anonymous account takes the provider's (verified) address and is anonymous no more.
      if (await findUserByEmail(tx, String(identity.email)))
        throw new CallbackError('email_exists', 'A user with this email address has already been registered');
      await tx.query(
        'update auth.users set email = $2, email_confirmed_at = now(), is_anonymous = false where id = $1::uuid',
        [user.id, identity.email],
      );
    }
    await syncProviders(tx, user.id);
    const pkce = flow.code_challenge
      ? { challenge: flow.code_challenge, method: flow.code_challenge_method as 's256' | 'plain' }
      : undefined;
    return { userId: user.id, pkce };
  }

  async function callback({ req, res }: Call): Promise<void> {
    const form = await formBody(req);
    if (!csrfMatches(req.headers.cookie, form.get('csrf_token'))) {
      throw new AuthError(
        403,
        'bad_oauth_state',
        'This sign-in form has expired or was not opened in this browser. Start the sign-in again.',
      );
    }
    const provider = form.get('provider') ?? '';
    if (!isProvider(provider) || !project.providers[provider])
      throw validationFailed('Unsupported provider: provider is not enabled');
    const redirectTo = redirectTarget(project, form.get('redirect_to') ?? project.siteUrl);
    const challenge = form.get('code_challenge') ?? '';
    const linkState = form.get('link_state') ?? '';
    if (linkState && !LINK_STATE.test(linkState)) throw validationFailed('Malformed link_state');
    const decision = form.get('decision');
    if (decision === 'cancel' || decision === 'fail') {
      const params =
        decision === 'cancel'
          ? {
              error: 'access_denied',
              error_code: 'provider_cancelled',
              error_description: `${providerName(provider)} sign-in was cancelled`,
            }
          : {
              error: 'server_error',
              error_code: 'unexpected_failure',
              error_description: `${providerName(provider)} could not sign you in`,
            };
      return redirect(res, backToApp(redirectTo, challenge !== '', params));
    }
    const email = requireEmail(form.get('email'));
    const scopes = (form.get('scopes') ?? '').split(' ');
    const displayName = [...(form.get('name') ?? '')]
      .filter((ch) => !hasControlCharacters(ch))
      .join('')
      .trim()
      .slice(0, 200);
    const shareName = provider === 'google' || scopes.includes('name');
    const providerId = createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 21);
    const identity: Record<string, unknown> = {
      iss: `https://local.${provider}.invalid`,
      sub: providerId,
      provider_id: providerId,
      email,
      email_verified: true,
      phone_verified: false,
      ...(shareName && displayName ? { name: displayName, full_name: displayName } : {}),
    };
    const linkFlow = linkState ? await takeLinkState(linkState) : undefined;
    let destination: string;
    try {
      destination = await db.transaction(async (tx) => {
        let userId: string;
        let pkce = challenge
          ? {
              challenge,
              method: (form.get('code_challenge_method') || 'plain').toLowerCase() as 's256' | 'plain',
            }
          : undefined;
        if (linkState) ({ userId, pkce } = await linkTo(tx, linkFlow, provider, providerId, identity));
        else userId = (await signInAs(tx, provider, email, providerId, identity)).id;
        if (pkce)
          return backToApp(redirectTo, true, { code: await authCodeForProvider(tx, userId, pkce, provider) });
        const session = await startSession(tx, (await findUserById(tx, userId))!, 'oauth', tokens);
        return backToApp(redirectTo, false, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          provider_token: `local-${provider}-token`,
        });
      });
    } catch (error) {
      if (!(error instanceof CallbackError)) throw error;
      const params = { error: 'invalid_request', error_code: error.code, error_description: error.message };
      return redirect(res, withParams(redirectTo, params, challenge || linkState ? 'both' : 'fragment'));
    }
    redirect(res, destination);
  }

  return [
    { method: 'GET', path: '/authorize', open: true, handle: authorize },
    { method: 'POST', path: '/local-oauth/callback', open: true, handle: callback },
  ];
}

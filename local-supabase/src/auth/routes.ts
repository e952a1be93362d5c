// GoTrue's HTTP API, the part supabase-js uses: sign-up, the password / refresh_token / pkce grants,
// the user, logout, settings, and Google/Apple sign-in through the local consent page.
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Database, isPgError } from '../db/database.ts';
import { checkApiKey } from '../gateway.ts';
import { clientAddress } from '../http/client-address.ts';
import { JsonLimitError, parseBoundedJson } from '../http/limits.ts';
import { BodyTooLargeError, bearerToken, readBody, redirect, send, sendJson } from '../http/respond.ts';
import { verifyJwt } from '../jwt.ts';
import type { StackKeys } from '../keys.ts';
import type { ProjectConfig } from '../project-config.ts';
import { AUTH_HEADERS, AuthError, badJwt, invalidCredentials, validationFailed } from './errors.ts';
import { createAuthLimits } from './limits.ts';
import { csrfCookie, csrfMatches, newCsrfToken } from './oauth-csrf.ts';
import { oauthPageCsp, providerName, renderOAuthPage } from './oauth-page.ts';
import { MAX_PASSWORD_LENGTH, checkPasswordPolicy, hashPassword, verifyPassword } from './password.ts';
import { endSessions, refreshSession, revokeSession, sessionExists, startSession, type TokenSettings } from './sessions.ts';
import {
  createUser, hasControlCharacters, isValidEmail, findUserByEmail, findUserById, normaliseEmail, updateUser, upsertIdentity, userJson,
} from './users.ts';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_METADATA_BYTES = 16 * 1024;

/** GoTrue's redirect allow-list globs: `**` matches anything, `*` anything but a slash. */
function globToRegExp(pattern: string): RegExp {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const body = pattern.split('**').map((part) => part.split('*').map(escape).join('[^/]*')).join('.*');
  return new RegExp(`^${body}$`);
}

export type AuthServiceOptions = { db: Database; keys: StackKeys; project: ProjectConfig; publicUrl: string; trustedProxies: ReadonlySet<string> };

type Json = Record<string, unknown>;

export function createAuthService({ db, keys, project, publicUrl, trustedProxies }: AuthServiceOptions) {
  const tokens: TokenSettings = {
    jwtSecret: keys.jwtSecret,
    issuer: `${publicUrl}/auth/v1`,
    expirySeconds: project.jwtExpirySeconds,
    reuseIntervalSeconds: project.refreshTokenReuseIntervalSeconds,
  };
  const limits = createAuthLimits(project);
  const caller = (req: IncomingMessage) => clientAddress(req, trustedProxies);

  async function jsonBody(req: IncomingMessage): Promise<Json> {
    let text: string;
    try {
      text = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new AuthError(413, 'request_too_large', 'Request body is too large');
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = text.trim() === '' ? {} : parseBoundedJson(text);
    } catch (error) {
      if (error instanceof JsonLimitError) throw new AuthError(400, 'bad_json', `Request body is too complex: ${error.message}`);
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
    return parsed as Json;
  }

  function requireEmail(value: unknown): string {
    if (typeof value !== 'string' || value.trim() === '') throw validationFailed('An email address is required');
    const email = normaliseEmail(value);
    if (!isValidEmail(email)) throw validationFailed('Unable to validate email address: invalid format');
    return email;
  }

  function metadata(value: unknown): Json {
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value)) throw validationFailed('data must be a JSON object');
    const json = JSON.stringify(value);
    if (Buffer.byteLength(json) > MAX_METADATA_BYTES) throw validationFailed('User metadata is too large');
    // Postgres's jsonb cannot hold NUL; say so instead of failing in the database.
    if (json.includes('\\u0000')) throw validationFailed('User metadata must not contain NUL characters');
    return value as Json;
  }

  async function signup(req: IncomingMessage): Promise<Json> {
    const body = await jsonBody(req);
    if (!project.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const email = requireEmail(body.email);
    limits.signUp(caller(req));
    if (typeof body.password !== 'string' || body.password === '') throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    checkPasswordPolicy(body.password, project);
    const data = metadata(body.data);
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw new AuthError(422, 'user_already_exists', 'User already registered');
      const user = await createUser(tx, { email, passwordHash, provider: 'email', userMetadata: { ...data, email, email_verified: true, phone_verified: false } });
      await upsertIdentity(tx, user.id, 'email', user.id, { sub: user.id, email, email_verified: true, phone_verified: false });
      return startSession(tx, user, 'password', tokens);
    });
  }

  async function passwordGrant(req: IncomingMessage, body: Json): Promise<Json> {
    if (typeof body.email !== 'string' || typeof body.password !== 'string') throw invalidCredentials();
    // bcrypt reads 72 bytes: a longer password would match any other with the same start.
    if (hasControlCharacters(body.email) || Buffer.byteLength(body.password) > MAX_PASSWORD_LENGTH) throw invalidCredentials();
    const email = normaliseEmail(body.email);
    limits.signIn(caller(req), email);
    const user = await findUserByEmail(db, email);
    if (!(await verifyPassword(body.password, user?.encrypted_password ?? null)) || !user) throw invalidCredentials();
    limits.succeededSignIn(email);
    return db.transaction((tx) => startSession(tx, user, 'password', tokens));
  }

  async function refreshGrant(req: IncomingMessage, body: Json): Promise<Json> {
    if (typeof body.refresh_token !== 'string' || body.refresh_token === '') throw validationFailed('refresh_token required');
    limits.refresh(caller(req));
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
    if (typeof body.auth_code !== 'string' || typeof body.code_verifier !== 'string') throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
    const authCode = body.auth_code;
    const verifier = body.code_verifier;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; user_id: string; code_challenge: string; code_challenge_method: string; authentication_method: string; age: number }>(
        `delete from auth.flow_state where auth_code = $1
         returning id, user_id, code_challenge, code_challenge_method, authentication_method, extract(epoch from now() - created_at)::float8 as age`,
        [authCode],
      );
      const flow = rows[0];
      if (!flow || flow.age > 300) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      const computed = flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
      if (computed !== flow.code_challenge) throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      const user = await findUserById(tx, flow.user_id);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return startSession(tx, user, flow.authentication_method, tokens);
    });
  }

  /** The signed-in user behind the bearer token, checked the way GoTrue checks it. */
  async function currentUser(req: IncomingMessage) {
    const token = bearerToken(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = verifyJwt(token, keys.jwtSecret);
    if (!verified.ok) throw badJwt(`invalid JWT: unable to parse or verify signature, ${verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid'}`);
    const { sub, session_id: sessionId } = verified.claims;
    if (typeof sub !== 'string') throw badJwt('invalid claim: missing sub claim');
    if (typeof sessionId === 'string' && !(await sessionExists(db, sessionId))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await findUserById(db, sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId: typeof sessionId === 'string' ? sessionId : undefined };
  }

  async function updateCurrentUser(req: IncomingMessage): Promise<Json> {
    const { user } = await currentUser(req);
    const body = await jsonBody(req);
    const changes: Parameters<typeof updateUser>[2] = {};
    if (body.data !== undefined) changes.userMetadata = metadata(body.data);
    if (body.password !== undefined) {
      if (typeof body.password !== 'string') throw validationFailed('password must be a string');
      checkPasswordPolicy(body.password, project);
      changes.passwordHash = await hashPassword(body.password);
    }
    if (body.email !== undefined) {
      const email = requireEmail(body.email);
      const owner = await findUserByEmail(db, email);
      if (owner && owner.id !== user.id) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      changes.email = email;
    }
    const updated = await updateUser(db, user.id, changes);
    return userJson(db, updated);
  }

  function redirectTarget(requested: string | null): string {
    if (!requested) return project.siteUrl;
    let target: URL;
    try {
      target = new URL(requested);
    } catch {
      return project.siteUrl;
    }
    if (target.origin === new URL(project.siteUrl).origin) return target.href;
    const allowed = project.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(target.href));
    return allowed ? target.href : project.siteUrl;
  }

  function authorize(res: ServerResponse, url: URL): void {
    const provider = url.searchParams.get('provider') ?? '';
    if (provider !== 'google' && provider !== 'apple') throw validationFailed('Unsupported provider: Provider could not be found');
    if (!project.providers[provider]) throw validationFailed('Unsupported provider: provider is not enabled');
    const challenge = url.searchParams.get('code_challenge') ?? '';
    const method = (url.searchParams.get('code_challenge_method') ?? '').toLowerCase();
    if (challenge && method !== 's256' && method !== 'plain') throw validationFailed('Unsupported code challenge method');
    const scopes = (url.searchParams.get('scopes') ?? '').split(/[\s,]+/).filter(Boolean);
    const returnTo = redirectTarget(url.searchParams.get('redirect_to'));
    const csrf = newCsrfToken();
    const html = renderOAuthPage({
      provider,
      scopes,
      hidden: { provider, redirect_to: returnTo, code_challenge: challenge, code_challenge_method: method, scopes: scopes.join(' '), csrf_token: csrf },
    });
    send(res, 200, html, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': oauthPageCsp(new URL(returnTo).origin),
      'cache-control': 'no-store',
      'set-cookie': csrfCookie(csrf),
    });
  }

  /** Where the provider's answer goes back to the app: the query for PKCE, the fragment otherwise. */
  function backToApp(redirectTo: string, pkce: boolean, params: Record<string, string>): string {
    const target = new URL(redirectTarget(redirectTo));
    if (pkce) {
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
      return target.href;
    }
    target.hash = new URLSearchParams(params).toString();
    return target.href;
  }

  async function oauthCallback(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text: string;
    try {
      text = await readBody(req, MAX_BODY_BYTES);
    } catch {
      throw new AuthError(413, 'request_too_large', 'Request body is too large');
    }
    const form = new URLSearchParams(text);
    if (!csrfMatches(req.headers.cookie, form.get('csrf_token'))) {
      throw new AuthError(403, 'bad_oauth_state', 'This sign-in form has expired or was not opened in this browser. Start the sign-in again.');
    }
    const provider = form.get('provider') ?? '';
    if ((provider !== 'google' && provider !== 'apple') || !project.providers[provider]) throw validationFailed('Unsupported provider: provider is not enabled');
    const redirectTo = form.get('redirect_to') ?? project.siteUrl;
    const challenge = form.get('code_challenge') ?? '';
    const pkce = challenge !== '';
    const decision = form.get('decision');
    if (decision === 'cancel' || decision === 'fail') {
      const params = decision === 'cancel'
        ? { error: 'access_denied', error_code: 'provider_cancelled', error_description: `${providerName(provider)} sign-in was cancelled` }
        : { error: 'server_error', error_code: 'unexpected_failure', error_description: `${providerName(provider)} could not sign you in` };
      redirect(res, backToApp(redirectTo, pkce, params));
      return;
    }
    const email = requireEmail(form.get('email'));
    const scopes = (form.get('scopes') ?? '').split(' ');
    const displayName = [...(form.get('name') ?? '')].filter((ch) => !hasControlCharacters(ch)).join('').trim().slice(0, 200);
    const shareName = provider === 'google' || scopes.includes('name');
    const providerId = createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 21);
    const identity: Json = {
      iss: `https://local.${provider}.invalid`, sub: providerId, provider_id: providerId, email, email_verified: true, phone_verified: false,
      ...(shareName && displayName ? { name: displayName, full_name: displayName } : {}),
    };
    const destination = await db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        user = await createUser(tx, { email, passwordHash: null, provider, userMetadata: identity });
      } else {
        const providers = new Set([...(((user.raw_app_meta_data ?? {}).providers as string[] | undefined) ?? []), provider]);
        user = await updateUser(tx, user.id, { appMetadata: { providers: [...providers] } });
      }
      await upsertIdentity(tx, user.id, provider, providerId, identity);
      if (pkce) {
        const code = randomUUID();
        await tx.query(
          `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
           values ($1::uuid, $2, $3, $4, $5, 'oauth')`,
          [user.id, code, form.get('code_challenge_method') || 'plain', challenge, provider],
        );
        return backToApp(redirectTo, true, { code });
      }
      const session = await startSession(tx, user, 'oauth', tokens);
      return backToApp(redirectTo, false, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        provider_token: `local-${provider}-token`,
      });
    });
    redirect(res, destination);
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/health') return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'local-supabase auth' }, AUTH_HEADERS);
    if (method === 'GET' && path === '/authorize') return authorize(res, url);
    if (method === 'POST' && path === '/local-oauth/callback') return oauthCallback(req, res);

    const keyError = checkApiKey(req, url, keys);
    if (keyError) return sendJson(res, keyError.status, keyError.body);

    if (method === 'GET' && path === '/settings') {
      return sendJson(res, 200, {
        external: { email: true, phone: false, google: project.providers.google, apple: project.providers.apple },
        disable_signup: !project.enableSignup,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }, AUTH_HEADERS);
    }
    if (method === 'POST' && path === '/signup') return sendJson(res, 200, await signup(req), AUTH_HEADERS);
    if (method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type');
      const body = await jsonBody(req);
      if (grant === 'password') return sendJson(res, 200, await passwordGrant(req, body), AUTH_HEADERS);
      if (grant === 'refresh_token') return sendJson(res, 200, await refreshGrant(req, body), AUTH_HEADERS);
      if (grant === 'pkce') return sendJson(res, 200, await pkceGrant(body), AUTH_HEADERS);
      throw validationFailed('unsupported_grant_type');
    }
    if (method === 'GET' && path === '/user') {
      const { user } = await currentUser(req);
      return sendJson(res, 200, await userJson(db, user), AUTH_HEADERS);
    }
    if (method === 'PUT' && path === '/user') return sendJson(res, 200, await updateCurrentUser(req), AUTH_HEADERS);
    if (method === 'POST' && path === '/logout') {
      const scope = url.searchParams.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') throw validationFailed('Unsupported logout scope');
      const { user, sessionId } = await currentUser(req);
      await endSessions(db, user.id, sessionId ?? '00000000-0000-0000-0000-000000000000', sessionId ? scope : 'global');
      return send(res, 204, undefined, AUTH_HEADERS);
    }
    throw new AuthError(404, 'not_found', `No auth endpoint ${method} ${path}`);
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      try {
        await route(req, res, url, url.pathname.replace(/^\/auth\/v1/, '') || '/');
      } catch (error) {
        if (error instanceof AuthError) return sendJson(res, error.status, error.body(), { ...AUTH_HEADERS, ...error.headers });
        // Input the checks above missed but Postgres refuses (class 22: data exceptions) is still bad input.
        if (isPgError(error) && error.code.startsWith('22')) {
          return sendJson(res, 400, { code: 'validation_failed', message: 'The request contains a value that cannot be stored' }, AUTH_HEADERS);
        }
        console.error('[auth] unexpected error', error);
        sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure in the local auth service' }, AUTH_HEADERS);
      }
    },
  };
}

// GoTrue's HTTP API at /auth/v1: this file only assembles it. Each concern lives in its own module
// (signup, token, otp/recover/resend, verify, user, admin, mfa, identities, oauth) and answers through
// the same router, which checks the API key (except for what a browser opens from an e-mail or the
// consent page), and turns every failure into GoTrue's {code, message} error, never a bare 500.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Database, isPgError } from '../db/database.ts';
import { checkApiKey } from '../gateway.ts';
import { clientAddress } from '../http/client-address.ts';
import { sendJson } from '../http/respond.ts';
import { type StackKeys, jwks } from '../keys.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ProjectConfig } from '../project-config.ts';
import { adminLinkRoutes } from './admin-links.ts';
import { adminRoutes } from './admin.ts';
import { type AuthContext, type Route, ok } from './context.ts';
import { createAuthEmails } from './emails.ts';
import { AUTH_HEADERS, AuthError } from './errors.ts';
import { identityRoutes } from './identities.ts';
import { createAuthLimits } from './limits.ts';
import { mfaRoutes } from './mfa.ts';
import { oauthRoutes } from './oauth.ts';
import { otpRoutes } from './otp.ts';
import { signupRoutes } from './signup.ts';
import { tokenRoutes } from './token.ts';
import { userRoutes } from './user.ts';
import { verifyRoutes } from './verify.ts';

export type AuthServiceOptions = {
  db: Database;
  keys: StackKeys;
  project: ProjectConfig;
  publicUrl: string;
  trustedProxies: ReadonlySet<string>;
  mailer: Mailer;
};

export function createAuthService({
  db,
  keys,
  project,
  publicUrl,
  trustedProxies,
  mailer,
}: AuthServiceOptions) {
  const limits = createAuthLimits(project);
  const ctx: AuthContext = {
    db,
    keys,
    project,
    publicUrl,
    tokens: {
      signingKey: keys.signingKey,
      issuer: `${publicUrl}/auth/v1`,
      expirySeconds: project.jwtExpirySeconds,
      reuseIntervalSeconds: project.refreshTokenReuseIntervalSeconds,
    },
    limits,
    emails: createAuthEmails({ project, publicUrl, mailer, limits }),
    caller: (req) => clientAddress(req, trustedProxies),
  };

  const routes: Route[] = [
    {
      method: 'GET',
      path: '/health',
      open: true,
      handle: async ({ res }) =>
        ok(res, { version: 'local', name: 'GoTrue', description: 'local-supabase auth' }),
    },
    // Public keys only; anyone may verify an access token with them (supabase.auth.getClaims does).
    {
      method: 'GET',
      path: '/.well-known/jwks.json',
      open: true,
      handle: async ({ res }) => ok(res, jwks(keys), 200, { 'cache-control': 'public, max-age=600' }),
    },
    {
      method: 'GET',
      path: '/settings',
      handle: async ({ res }) =>
        ok(res, {
          external: {
            email: true,
            phone: false,
            anonymous_users: project.enableAnonymousSignIns,
            google: project.providers.google,
            apple: project.providers.apple,
          },
          disable_signup: !project.enableSignup,
          mailer_autoconfirm: !project.enableConfirmations,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        }),
    },
    ...oauthRoutes(ctx),
    ...signupRoutes(ctx),
    ...tokenRoutes(ctx),
    ...otpRoutes(ctx),
    ...verifyRoutes(ctx),
    ...userRoutes(ctx),
    ...identityRoutes(ctx),
    ...mfaRoutes(ctx),
    ...adminRoutes(ctx),
    ...adminLinkRoutes(ctx),
  ];

  function match(method: string, path: string): { route: Route; params: string[] } | undefined {
    for (const route of routes) {
      if (route.method !== method) continue;
      if (typeof route.path === 'string') {
        if (route.path === path) return { route, params: [] };
        continue;
      }
      const found = route.path.exec(path);
      if (found) return { route, params: found.slice(1).map((p) => decodeURIComponent(p)) };
    }
    return undefined;
  }

  async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/(.)\/$/, '$1') || '/';
    const found = match(method, path);
    if (!found?.route.open) {
      const keyError = checkApiKey(req, url, keys);
      if (keyError) return sendJson(res, keyError.status, keyError.body);
    }
    if (!found) throw new AuthError(404, 'not_found', `No auth endpoint ${method} ${path}`);
    await found.route.handle({ req, res, url, params: found.params });
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      try {
        await dispatch(req, res, url);
      } catch (error) {
        req.resume();
        if (error instanceof AuthError)
          return sendJson(res, error.status, error.body(), { ...AUTH_HEADERS, ...error.headers });
        if (error instanceof URIError)
          return sendJson(res, 400, { code: 'validation_failed', message: 'Malformed path' }, AUTH_HEADERS);
        // Input the checks above missed but Postgres refuses (class 22: data exceptions) is still bad input.
        if (isPgError(error) && error.code.startsWith('22')) {
          return sendJson(
            res,
            400,
            { code: 'validation_failed', message: 'The request contains a value that cannot be stored' },
            AUTH_HEADERS,
          );
        }
        // Two requests raced for one address (or identity): the loser is told as GoTrue tells a duplicate.
        if (isPgError(error) && error.code === '23505') {
          return sendJson(
            res,
            422,
            { code: 'email_exists', message: 'A user with this email address has already been registered' },
            AUTH_HEADERS,
          );
        }
        console.error('[auth] unexpected error', error);
        sendJson(
          res,
          500,
          { code: 'unexpected_failure', message: 'Unexpected failure in the local auth service' },
          AUTH_HEADERS,
        );
      }
    },
  };
}

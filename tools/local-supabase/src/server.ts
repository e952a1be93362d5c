// Assembles the local stack: database (migrated), keys, and the three services behind one HTTP port,
// routed by path prefix the way Supabase's API gateway routes them; beside it, on its own port, the
// local inbox every e-mail Auth sends goes to (as the Supabase CLI's Inbucket/Mailpit).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAuthService } from './auth/routes.ts';
import type { StackConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/database.ts';
import { createScheduler } from './cron/scheduler.ts';
import { migrate, type MigrationReport } from './db/migrate.ts';
import { createFunctionsGateway } from './functions/gateway.ts';
import { authenticate, checkApiKey, isGatewayError } from './gateway.ts';
import { LIMITS, createBoundedServer } from './http/limits.ts';
import { CORS_HEADERS, send, sendJson } from './http/respond.ts';
import { loadOrCreateKeys, type StackKeys } from './keys.ts';
import { Inbox } from './mail/inbox.ts';
import { type RunningInbox, startInboxServer } from './mail/inbox-server.ts';
import { createMailer, loadTemplates } from './mail/mailer.ts';
import { type ProjectConfig, readProjectConfig } from './project-config.ts';
import { createRestService } from './rest/routes.ts';
import { writeStatusFile } from './status-file.ts';

export type StackOptions = {
  config: StackConfig;
  /**
   * Overrides of config.toml settings (tests: rate limits, token lifetime, confirmations). A stack on an
   * ephemeral port (port 0, as tests start it) puts its inbox on an ephemeral port too, unless `inbucket`
   * is given here.
   */
  project?: Partial<ProjectConfig>;
  /** Extra environment for edge functions (tests: pacing, fake LLM). */
  functionEnv?: Record<string, string>;
  /** Runs the migrations' pg_cron jobs once a minute (default true; tests that drive them call tick). */
  cron?: boolean;
};

export type RunningStack = {
  url: string;
  keys: StackKeys;
  db: Database;
  migrations: MigrationReport;
  /** The local inbox's page and Mailpit-style API (/api/v1/…); undefined when [inbucket] is disabled. */
  inboxUrl: string | undefined;
  /** Re-reads the REST service's schema cache, as `NOTIFY pgrst, 'reload schema'` makes PostgREST do. */
  reloadSchemaCache(): void;
  /** pg_cron's and pg_net's work: the jobs due in a minute, then the queued requests (src/cron/). */
  cron: ReturnType<typeof createScheduler>;
  close(): Promise<void>;
};

async function openDatabase(options: StackOptions): Promise<Database> {
  if (options.config.databaseUrl) return openPostgres(options.config.databaseUrl);
  // Always on disk, even for tests in a throw-away state folder: the engine can then be reopened after a
  // statement had to be stopped, which an in-memory database would not survive.
  return openPglite(path.join(options.config.stateDir, 'db'));
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { config } = options;
  const keys = await loadOrCreateKeys(config.stateDir);
  const project = { ...(await readProjectConfig(config.projectDir)), ...options.project };
  // Read before anything starts: a broken template stops the stack with its file name.
  const templates = await loadTemplates(project, config.projectDir);
  const db = await openDatabase(options);
  let migrations: MigrationReport;
  try {
    migrations = await migrate(db, config.projectDir);
  } catch (error) {
    await db.close();
    throw error;
  }

  const server = createBoundedServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;

  const inboxStore = new Inbox();
  let inbox: RunningInbox | undefined;
  // The key edge functions send e-mail into the inbox with (its Resend-shaped POST /emails); new every start.
  const mailApiKey = `re_local_${randomBytes(24).toString('base64url')}`;
  if (project.inbucket.enabled) {
    const inboxPort =
      options.project?.inbucket === undefined && config.port === 0 ? 0 : project.inbucket.port;
    try {
      inbox = await startInboxServer(inboxStore, { port: inboxPort, host: config.host, apiKey: mailApiKey });
    } catch (error) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      throw error;
    }
  }
  const mailer = createMailer({ templates, inbox: inbox ? inboxStore : undefined });

  const trustedProxies = new Set(config.trustedProxies);
  const auth = createAuthService({ db, keys, project, publicUrl: url, trustedProxies, mailer });
  const rest = createRestService(db, {
    maxRows: project.maxRows,
    maxBodyBytes: 1024 * 1024,
    trustedProxies,
    schemas: project.apiSchemas,
    extraSearchPath: project.apiExtraSearchPath,
  });
  const functions = createFunctionsGateway({
    functionsDir: path.join(config.projectDir, 'functions'),
    keys,
    publicUrl: url,
    verifyJwt: project.functionsVerifyJwt,
    trustedProxies,
    // Functions that mail through Resend (send-team-invitation) send into the local inbox, with links
    // to the site URL of config.toml; without an inbox they say e-mail is not set up.
    env: {
      ...(inbox
        ? {
            RESEND_API_URL: inbox.url,
            RESEND_API_KEY: mailApiKey,
            MAIL_FROM: 'Architecture Health Check <noreply@localhost>',
          }
        : {}),
      SITE_URL: project.siteUrl,
      ...options.functionEnv,
    },
  });

  // What a project stores in Vault for its scheduled Edge Function calls (the reminders' job reads
  // them): this stack's URL and service-role key, written afresh on every start since the port may differ.
  // Then the status file the product's commands find the stack by.
  try {
    for (const [name, secret] of [
      ['project_url', url],
      ['service_role_key', keys.serviceRoleKey],
    ] as const) {
      await db.query(
        `insert into vault.secrets (name, secret) values ($1, $2)
         on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
        [name, secret],
      );
    }
    await writeStatusFile(config.stateDir, { apiUrl: url, inboxUrl: inbox?.url, keys });
  } catch (error) {
    await inbox?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
    throw error;
  }
  const cron = createScheduler({ db });
  if (options.cron !== false) cron.start();

  server.on('request', (req, res) => {
    if ((req.url ?? '').length > LIMITS.urlBytes) {
      req.resume();
      return sendJson(
        res,
        414,
        { message: `Request URI is longer than ${LIMITS.urlBytes} bytes` },
        { connection: 'close' },
      );
    }
    let requestUrl: URL;
    try {
      requestUrl = new URL(req.url ?? '/', url);
    } catch {
      req.resume();
      return sendJson(res, 400, { message: 'Malformed request URI' });
    }
    const route = requestUrl.pathname;
    if (req.method === 'OPTIONS' && !route.startsWith('/functions/v1/')) {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    const fail = (error: unknown) => {
      console.error('[local-supabase] unhandled error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in local-supabase' });
      else res.destroy();
    };
    if (route.startsWith('/auth/v1/')) return void auth.handle(req, res, requestUrl).catch(fail);
    if (route.startsWith('/functions/v1/')) return void functions.handle(req, res, requestUrl).catch(fail);
    if (route === '/rest/v1' || route.startsWith('/rest/v1/')) {
      const keyError = checkApiKey(req, requestUrl, keys);
      if (keyError) return sendJson(res, keyError.status, keyError.body);
      return void authenticate(req, requestUrl, keys)
        .then((identity) => {
          if (isGatewayError(identity)) return sendJson(res, identity.status, identity.body);
          return rest.handle(req, res, requestUrl, identity);
        })
        .catch(fail);
    }
    if (route === '/' || route === '/health')
      return sendJson(res, 200, { status: 'ok', services: ['auth', 'rest', 'functions'] });
    send(res, 404, JSON.stringify({ message: 'no Route matched with those values' }), {
      'content-type': 'application/json',
    });
  });

  return {
    url,
    keys,
    db,
    migrations,
    inboxUrl: inbox?.url,
    reloadSchemaCache: () => rest.reload(),
    cron,
    async close() {
      await cron.stop();
      await functions.close();
      await inbox?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

// `npm start`: the whole product on this machine, put together here and only here. Starts the local
// Supabase stack, builds the shell and the four remotes (unless --skip-build), serves each remote on
// its own origin and the shell on http://localhost:3000 with app-config.json and the /api rewrite, using
// the production host (@ahc/web-server, which knows nothing of the local stack). With --dev it runs
// every app's Rsbuild dev server (hot reload) instead of the production build.
// APP_CONFIG_OVERRIDES=<file> merges a JSON file into app-config.json on every request: point a remote
// at another build by editing one URL there, without restarting or rebuilding anything, for a remote
// the release registry has no live version of (`npm run release`).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL_PORT, remoteVersion } from '@ahc/build-config';
import { readConfig, repoRoot } from 'local-supabase/config';
import { startStack } from 'local-supabase/server';
import {
  type AppConfig,
  AppConfigError,
  REMOTE_NAMES,
  type RemoteName,
  parseAppConfig,
} from '@ahc/platform/app-config';
import { precompress, startRemoteHost, startShellHost } from '@ahc/web-server';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const host = '127.0.0.1';

function run(command: string, commandArgs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: repoRoot, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

/** Each remote's manifest URL, made from its place in the workspace (port and folder). */
const eachRemote = (manifestUrl: (remote: (typeof REMOTES)[RemoteName]) => string): AppConfig['remotes'] =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl(REMOTES[name])])) as AppConfig['remotes'];

/** APP_CONFIG_OVERRIDES's fields, laid over the stack's own configuration (the e2e suite points remotes elsewhere). */
function readOverrides(): Record<string, unknown> {
  const file = process.env.APP_CONFIG_OVERRIDES;
  if (!file) return {};
  try {
    const overrides: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof overrides === 'object' && overrides !== null && !Array.isArray(overrides))
      return overrides as Record<string, unknown>;
    console.error('APP_CONFIG_OVERRIDES: must hold a JSON object');
  } catch (error) {
    console.error(`APP_CONFIG_OVERRIDES: ${(error as Error).message}`);
  }
  return {};
}

const stack = await startStack({ config: readConfig() });
const baseConfig: AppConfig = {
  supabaseUrl: stack.url,
  supabaseAnonKey: stack.keys.anonKey,
  // Each remote's current version folder (dist/<version>/ on its own origin).
  remotes: eachRemote(
    ({ port, app }) => `http://localhost:${port}/${remoteVersion(path.join(repoRoot, app))}/mf-manifest.json`,
  ),
  generateReportUrl: '/api/generate-report',
};
/** The configuration with the overrides over it, checked by the platform's own check (it throws). */
const withOverrides = (): AppConfig => {
  const overrides = readOverrides();
  const remotes = typeof overrides.remotes === 'object' ? overrides.remotes : {};
  return parseAppConfig({ ...baseConfig, ...overrides, remotes: { ...baseConfig.remotes, ...remotes } });
};
// A bad override stops the start with the field it names; one written later is said and left out.
try {
  withOverrides();
} catch (error) {
  if (!(error instanceof AppConfigError)) throw error;
  console.error(`APP_CONFIG_OVERRIDES: ${error.message}`);
  await stack.close();
  process.exit(1);
}
const appConfig = (): AppConfig => {
  try {
    return withOverrides();
  } catch (error) {
    console.error(`APP_CONFIG_OVERRIDES left out: ${(error as Error).message}`);
    return baseConfig;
  }
};

const closers: (() => Promise<void> | void)[] = [() => stack.close()];

if (dev) {
  // Each dev server serves its own public/app-config.json (the shell's and each standalone remote's);
  // dev servers serve a remote at its root, not in a version folder.
  const devConfig: AppConfig = {
    ...appConfig(),
    remotes: eachRemote(({ port }) => `http://localhost:${port}/mf-manifest.json`),
  };
  for (const app of ['shell', ...Object.values(REMOTES).map((r) => r.app)]) {
    mkdirSync(path.join(repoRoot, app, 'public'), { recursive: true });
    writeFileSync(
      path.join(repoRoot, app, 'public', 'app-config.json'),
      `${JSON.stringify(devConfig, null, 2)}\n`,
    );
  }
  const child = spawn('pnpm', ['--parallel', '--filter', 'shell', '--filter', './mfe-*', 'dev'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, SUPABASE_FUNCTIONS_URL: `${stack.url}/functions/v1` },
  });
  closers.push(() => void child.kill('SIGTERM'));
} else {
  if (!args.has('--skip-build'))
    await run('pnpm', ['--filter', 'shell', '--filter', './mfe-*', '--workspace-concurrency=1', 'build']);
  for (const app of ['shell', ...Object.values(REMOTES).map((r) => r.app)])
    precompress(path.join(repoRoot, app, 'dist'));
  for (const { app, port } of Object.values(REMOTES)) {
    const shellOrigins = [`http://localhost:${SHELL_PORT}`, `http://127.0.0.1:${SHELL_PORT}`];
    const { server } = await startRemoteHost({
      dir: path.join(repoRoot, app, 'dist'),
      port,
      host,
      allowedOrigins: shellOrigins,
    });
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  }
  const shell = await startShellHost({
    dir: path.join(repoRoot, 'shell', 'dist'),
    port: SHELL_PORT,
    host,
    appConfig,
    functionsUrl: `${stack.url}/functions/v1`,
    // The project's secret key: the host reads the release registry with it, signs each page load's
    // token and sends the loads and failures its pages report, and forwards each visitor's address to
    // the functions behind /api, so their limits count visitors.
    secretKey: stack.keys.secretKey,
    // Remote versions from the release registry's 'local' environment (RELEASE_ENVIRONMENT names
    // another); app-config.json's for a remote it has no live version of.
    releases: { environment: process.env.RELEASE_ENVIRONMENT ?? 'local' },
  });
  closers.push(() => new Promise<void>((resolve) => shell.server.close(() => resolve())));
  console.log(`
The architecture health-check is running:

  Product        ${shell.url}
  Supabase API   ${stack.url}
  E-mail inbox   ${stack.inboxUrl ?? 'disabled'}
  Remotes        ${Object.values(REMOTES)
    .map((r) => `${r.app} :${r.port}`)
    .join(', ')}
  service_role   ${stack.keys.serviceRoleKey}

Maintenance: npm run maintenance -- on|off. Press Ctrl+C to stop.
`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    Promise.all(closers.map((close) => close())).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

// `npm start` (until the shell exists) and `pnpm --filter local-supabase start`: runs the stack in the
// foreground, prints where it is and its keys, and writes .local/stack.json for the other tools.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from './config.ts';
import { startStack } from './server.ts';

const config = readConfig();
const started = Date.now();
const stack = await startStack({ config }).catch((error: Error) => {
  console.error(`local-supabase could not start: ${error.message}`);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Port ${config.port} is taken: is the stack already running? Set LOCAL_SUPABASE_PORT to use another port.`,
    );
  }
  process.exit(1);
});

await writeFile(
  path.join(config.stateDir, 'stack.json'),
  `${JSON.stringify({ url: stack.url, anonKey: stack.keys.anonKey, publishableKey: stack.keys.publishableKey, inboxUrl: stack.inboxUrl, pid: process.pid }, null, 2)}\n`,
);

const database = config.databaseUrl
  ? 'Postgres (DATABASE_URL)'
  : `PGlite, data in ${path.join(config.stateDir, 'db')}`;
console.log(`
local-supabase is running (${Date.now() - started} ms)

  API URL           ${stack.url}
  Inbox (e-mail)    ${stack.inboxUrl ?? 'disabled ([inbucket] enabled = false)'}
  JWKS              ${stack.url}/auth/v1/.well-known/jwks.json
  Database          ${database}
  Migrations        ${stack.migrations.applied.length ? `applied ${stack.migrations.applied.join(', ')}` : 'up to date'}
  publishable key   ${stack.keys.publishableKey}
  secret key        ${stack.keys.secretKey}
  anon key          ${stack.keys.anonKey}
  service_role key  ${stack.keys.serviceRoleKey}

The secret and service_role keys bypass row-level security: keep them out of browsers and app-config.json.
Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nlocal-supabase: stopping');
    stack.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

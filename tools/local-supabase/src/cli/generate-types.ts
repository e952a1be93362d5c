// The apps' database types, made the way `supabase gen types typescript` makes them: Supabase's own
// generator (postgres-meta) reading a database built from supabase/schemas, the current definition of
// every object (the schema check in scripts/test-db.sh keeps the migrations building the same one).
// Here the database is PGlite, served over the Postgres wire protocol for the generator, so no server
// or Docker is needed.
//   pnpm --filter local-supabase generate:types          writes packages/platform/src/supabase/database.types.ts
//   pnpm --filter local-supabase generate:types --check  exits 1 when that file is out of date
// npm test runs the check (test/database-types.test.ts), so a schema change without new types fails.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { repoRoot } from '../config.ts';
import type { Database } from '../db/database.ts';
import { applySchemas } from '../db/migrate.ts';

export const TYPES_FILE = path.join(repoRoot, 'packages', 'platform', 'src', 'supabase', 'database.types.ts');
/** The schemas the API exposes (config.toml [api] schemas) that hold anything of the product's. */
const SCHEMAS = ['public'];
/** The PostgREST major version hosted Supabase runs; the generator shapes a few types after it. */
const POSTGREST_VERSION = '13';
const HEADER = `// GENERATED from supabase/schemas by Supabase's type generator (postgres-meta), through
// tools/local-supabase/src/cli/generate-types.ts: do not edit. Regenerate with \`npm run generate\`.
`;

/** PGlite in this process, as applySchemas() needs it: the generator reads the result over a socket. */
function inProcess(db: PGlite): Database {
  return {
    engine: 'pglite',
    query: async (text, params) => {
      const result = await db.query(text, params as unknown[] | undefined);
      return { rows: result.rows as never[], rowCount: result.rows.length };
    },
    transaction: () => Promise.reject(new Error('not needed to generate types')),
    exec: async (script) => {
      await db.exec(script);
    },
    close: () => db.close(),
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`postgres-meta exited with ${code}: ${stderr.slice(-2000)}`)),
    );
  });
}

/** The types file's text for the current schema files. */
export async function generateTypes(): Promise<string> {
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  try {
    await applySchemas(inProcess(db), path.join(repoRoot, 'supabase'));
    await server.start();
    const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
    const generator = createRequire(import.meta.url)
      .resolve('@supabase/postgres-meta/package.json')
      .replace(/package\.json$/, 'dist/server/server.js');
    const types = await run(process.execPath, [generator], {
      PATH: process.env.PATH,
      PG_META_DB_URL: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
      PG_META_GENERATE_TYPES: 'typescript',
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: SCHEMAS.join(','),
      PG_META_POSTGREST_VERSION: POSTGREST_VERSION,
    });
    return `${HEADER}${types.trimEnd()}\n`;
  } finally {
    await server.stop();
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = process.argv.includes('--check');
  const fresh = await generateTypes();
  const current = await readFile(TYPES_FILE, 'utf8').catch(() => '');
  if (check) {
    if (current !== fresh) {
      console.error(
        `${path.relative(repoRoot, TYPES_FILE)} is out of date with supabase/schemas: run \`npm run generate\`.`,
      );
      process.exit(1);
    }
    console.log(`${path.relative(repoRoot, TYPES_FILE)} is up to date.`);
  } else if (current !== fresh) {
    await writeFile(TYPES_FILE, fresh);
    console.log(`wrote ${path.relative(repoRoot, TYPES_FILE)}`);
  } else {
    console.log(`${path.relative(repoRoot, TYPES_FILE)} was up to date.`);
  }
}

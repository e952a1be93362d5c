// The declarative schema's two commands, as `supabase db diff` works with supabase/schemas:
//   npm run db:diff -- <name>   writes supabase/migrations/<timestamp>_<name>.sql, the migration that
//                               brings the migrations' database to what supabase/schemas describes
//   npm run db:check            exits 1 when the migrations and the schema files do not build the same
//                               database, and says how they differ (scripts/test-db.sh runs it)
// Both build the two databases on a throw-away Debian PostgreSQL 15 server (127.0.0.1 only), or on the
// server given with --database-url (a connection string to its maintenance database).
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import { postgres15Available, startPostgres15 } from '../db/postgres15.ts';
import { compareSchemas, explainComparison, planProblems } from '../db/schema-diff.ts';

const USAGE = `usage: npm run db:diff -- <name> [--database-url <url>]
       npm run db:check [-- --database-url <url>]
<name>: lower-case letters, digits and underscores, what the migration does (add_report_tags)`;

class UsageError extends Error {}

type Options = { command: 'diff' | 'check'; name?: string; databaseUrl?: string; projectDir: string };

function parseArgs(argv: string[]): Options {
  const [command, ...rest] = argv;
  if (command !== 'diff' && command !== 'check') throw new UsageError('say diff or check');
  const options: Options = { command, projectDir: process.env.SUPABASE_PROJECT_DIR ?? defaultProjectDir() };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--database-url' && i + 1 < rest.length) options.databaseUrl = rest[++i];
    else if (arg.startsWith('--database-url=')) options.databaseUrl = arg.slice('--database-url='.length);
    else if (command === 'diff' && !options.name && !arg.startsWith('-')) options.name = arg;
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (command === 'diff' && !options.name) throw new UsageError('name the migration');
  if (options.name && !/^[a-z0-9_]{1,80}$/.test(options.name))
    throw new UsageError(`"${options.name}" is not a migration name`);
  return options;
}

function defaultProjectDir(): string {
  return path.join(repoRoot, 'supabase');
}

/** The next migration's version: now (UTC, to the second), or one after the newest when that is later. */
async function nextVersion(migrationsDir: string, now = new Date()): Promise<string> {
  const clock = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const newest = (await readdir(migrationsDir))
    .map((file) => /^(\d{14})_/.exec(file)?.[1])
    .filter((version): version is string => Boolean(version))
    .sort()
    .at(-1);
  return newest && newest >= clock ? (BigInt(newest) + 1n).toString() : clock;
}

async function withServer<T>(databaseUrl: string | undefined, fn: (url: string) => Promise<T>): Promise<T> {
  if (databaseUrl) return fn(databaseUrl);
  if (!postgres15Available())
    throw new Error(
      'PostgreSQL 15 is not installed: run `bash scripts/bootstrap.sh --database` (Debian postgresql-15).',
    );
  const server = await startPostgres15();
  try {
    return await fn(server.url);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const comparison = await withServer(options.databaseUrl, (url) =>
    compareSchemas(url, options.projectDir, options.command === 'diff' ? ['toSchemas'] : undefined),
  );
  if (options.command === 'check') {
    if (comparison.differences.length === 0) {
      console.log(
        `supabase/migrations and supabase/schemas build the same database (${comparison.objects} objects compared).`,
      );
      return 0;
    }
    console.error(explainComparison(comparison));
    return 1;
  }
  const plan = comparison.toSchemas;
  if (!plan) {
    console.log('No schema changes found: supabase/schemas describes what supabase/migrations build.');
    return 0;
  }
  const migrationsDir = path.join(options.projectDir, 'migrations');
  const file = path.join(migrationsDir, `${await nextVersion(migrationsDir)}_${options.name}.sql`);
  await writeFile(
    file,
    `-- ${options.name}: written by \`npm run db:diff\` from supabase/schemas. Review it, say here what it\n` +
      '-- changes and why, and add what a schema diff cannot write (rows: insert, update, delete, cron jobs).\n\n' +
      `${plan.sql}\n`,
  );
  const shown = path.relative(repoRoot, file);
  console.log(`wrote ${shown.startsWith('..') ? file : shown}`);
  const problems = planProblems(plan, 'supabase/schemas');
  if (problems) {
    console.error(problems);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : (error as Error).message);
    process.exit(2);
  },
);

// Brings a database to the project's schema the way Supabase does: what the platform provides first
// (bootstrap.sql, plus the tables GoTrue keeps), then supabase/migrations in file-name order, each once,
// recorded in supabase_migrations.schema_migrations like the Supabase CLI, then seed.sql once. Or, to
// compare with that and to generate the database types, the platform and then supabase/schemas.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { schemaFiles } from './schema-files.ts';

const sqlDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../sql');

export type MigrationReport = { applied: string[]; seeded: boolean };

/** What hosted Supabase has before a project's first migration: its roles, auth, pg_cron, pg_net, Vault. */
async function applyPlatform(db: Database): Promise<void> {
  await db.exec(await readFile(path.join(sqlDir, 'bootstrap.sql'), 'utf8'));
  await db.exec(await readFile(path.join(sqlDir, 'gotrue.sql'), 'utf8'));
}

/** The platform, then each schema file (supabase/schemas, in config.toml's order) in a transaction of its own. */
export async function applySchemas(db: Database, projectDir: string): Promise<string[]> {
  await applyPlatform(db);
  const files = await schemaFiles(projectDir);
  for (const file of files) {
    const script = await readFile(file, 'utf8');
    try {
      await db.exec(`begin;\n${script}\n;commit;`);
    } catch (error) {
      await db.exec('rollback').catch(() => undefined);
      throw new Error(`${path.relative(projectDir, file)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return files;
}

export async function migrate(
  db: Database,
  projectDir: string,
  { seed: withSeed = true }: { seed?: boolean } = {},
): Promise<MigrationReport> {
  await applyPlatform(db);
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, name text, statements text[], applied_at timestamptz default now());
    create table if not exists supabase_migrations.seed_files (
      path text primary key, hash text not null, applied_at timestamptz default now());`);

  const done = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  const migrationsDir = path.join(projectDir, 'migrations');
  const files = (await readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    const script = await readFile(path.join(migrationsDir, file), 'utf8');
    try {
      await db.exec(
        `begin;\n${script}\n;insert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${rest.join('_').replace(/'/g, "''")}');\ncommit;`,
      );
    } catch (error) {
      await db.exec('rollback').catch(() => undefined);
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file);
  }

  let seeded = false;
  const seedFile = path.join(projectDir, 'seed.sql');
  const seed = withSeed ? await readFile(seedFile, 'utf8').catch(() => undefined) : undefined;
  if (seed !== undefined) {
    const already = await db.query("select 1 from supabase_migrations.seed_files where path = 'seed.sql'");
    if (already.rows.length === 0) {
      await db.exec(
        `begin;\n${seed}\n;insert into supabase_migrations.seed_files (path, hash) values ('seed.sql', md5(${quoteLiteral(seed)}));\ncommit;`,
      );
      seeded = true;
    }
  }
  // PGlite runs Postgres without its checkpointer, so the write-ahead log since the last checkpoint is
  // what a restarted engine replays (database.ts restarts it after a statement timeout): checkpoint
  // once the schema is in place, so a first restart does not replay every migration (measured 2 s).
  if (db.engine === 'pglite' && (applied.length > 0 || seeded)) await db.exec('checkpoint');
  return { applied, seeded };
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

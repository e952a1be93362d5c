// The schema check and `npm run db:diff` on a small project of their own (the platform's bootstrap, two
// migrations, one schema file) on Debian PostgreSQL 15: a function changed in the schema file without a
// migration fails the check with the change shown and the SQL each way; the migration db:diff writes
// from it makes the check pass; a migration whose change the schema files lack fails it too, privileges
// and comments (which migra does not compare) included. The project's own check runs in
// scripts/test-db.sh.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Postgres15, postgres15Available, startPostgres15 } from '../src/db/postgres15.ts';
import { compareSchemas, explainComparison } from '../src/db/schema-diff.ts';

const run = promisify(execFile);

const CONFIG = `[db.migrations]\nschema_paths = ["./schemas/greetings.sql"]\n`;

const TABLE = `create table public.greetings (
  id bigint generated always as identity primary key,
  words text not null
);
alter table public.greetings enable row level security;
revoke all on table public.greetings from public, anon, authenticated;
grant select on table public.greetings to authenticated;
`;

const greet = (words: string) => `create or replace function public.greet(name text)
returns text
language sql
stable
set search_path = ''
as $$
  select '${words}, ' || name
$$;
`;

if (!postgres15Available()) console.warn('[schema diff] PostgreSQL 15 binaries not found: skipped');

describe.skipIf(!postgres15Available())('the schema check and db:diff', () => {
  let server: Postgres15;
  let project = '';

  beforeAll(async () => {
    server = await startPostgres15();
    project = await mkdtemp(path.join(os.tmpdir(), 'schema-diff-'));
    await mkdir(path.join(project, 'migrations'));
    await mkdir(path.join(project, 'schemas'));
    await writeFile(path.join(project, 'config.toml'), CONFIG);
    await writeFile(path.join(project, 'migrations', '20260101000000_greetings.sql'), TABLE + greet('Hello'));
    await writeFile(
      path.join(project, 'migrations', '20260102000000_polite_greetings.sql'),
      greet('Good day'),
    );
    await writeFile(path.join(project, 'schemas', 'greetings.sql'), TABLE + greet('Good day'));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    if (project) await rm(project, { recursive: true, force: true });
  });

  const compare = () => compareSchemas(server.url, project);

  it('passes when the schema files describe what the migrations build', async () => {
    const comparison = await compare();
    expect(comparison.differences).toEqual([]);
    expect(comparison.objects).toBeGreaterThan(0);
  }, 60_000);

  it('fails for a function changed in a schema file without a migration, and passes with the one db:diff writes', async () => {
    await writeFile(path.join(project, 'schemas', 'greetings.sql'), TABLE + greet('Welcome'));
    const failing = await compare();
    expect(failing.differences.map((d) => d.key)).toEqual(['function public.greet(text)']);
    const message = explainComparison(failing);
    expect(message).toContain("-   select 'Good day, ' || name");
    expect(message).toContain("+   select 'Welcome, ' || name");
    expect(failing.toSchemas?.sql).toContain("select 'Welcome, ' || name");
    expect(failing.toMigrations?.sql).toContain("select 'Good day, ' || name");

    const before = await readdir(path.join(project, 'migrations'));
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/db-schema.ts', 'diff', 'welcome', '--database-url', server.url],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, SUPABASE_PROJECT_DIR: project },
      },
    );
    const written = (await readdir(path.join(project, 'migrations'))).filter((f) => !before.includes(f));
    expect(written).toEqual([expect.stringMatching(/^\d{14}_welcome\.sql$/)]);
    expect(stdout).toContain(written[0]);
    expect(await readFile(path.join(project, 'migrations', written[0]!), 'utf8')).toContain("'Welcome, '");
    expect((await compare()).differences).toEqual([]);
  }, 120_000);

  it('fails for a migration whose grant and comment the schema files lack, and writes them for the schema files', async () => {
    await writeFile(
      path.join(project, 'migrations', '20990101000000_greet_for_everyone.sql'),
      `grant insert (words) on table public.greetings to authenticated;\n` +
        `comment on function public.greet(text) is 'Greets by name.';\n`,
    );
    const failing = await compare();
    expect(failing.differences.map((d) => d.key).sort()).toEqual([
      'column public.greetings.words',
      'function public.greet(text)',
    ]);
    expect(failing.toMigrations?.sql).toContain(
      'grant insert (words) on table public.greetings to authenticated;',
    );
    expect(failing.toMigrations?.sql).toContain(
      "comment on function public.greet(text) is 'Greets by name.';",
    );
    expect(failing.toMigrations?.remaining).toEqual([]);
    expect(failing.toSchemas?.sql).toContain(
      'revoke all (words) on table public.greetings from authenticated;',
    );
  }, 120_000);
});

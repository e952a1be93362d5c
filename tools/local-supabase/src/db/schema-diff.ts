// supabase/schemas against supabase/migrations, as `supabase db diff` compares them: two databases on one
// PostgreSQL server, one built from the platform and the migrations in order, one from the platform and
// the schema files, their catalogs compared object by object. Where they differ, migra (the diff tool
// the Supabase CLI uses) writes the SQL from one to the other, and the privileges and comments migra
// leaves out are added from the catalog; each direction's SQL is tried on its database in a transaction
// that is rolled back, and whatever it leaves different is reported with it.
import { randomBytes } from 'node:crypto';
import { createClient } from '@pgkit/client';
import { Migration } from '@pgkit/migra';
import pg from 'pg';
import {
  type Catalog,
  type CatalogDifference,
  compareCatalogs,
  describeDifferences,
  privilegeAndCommentSql,
  readCatalog,
} from './catalog.ts';
import type { Database, Row, Sql } from './database.ts';
import { applySchemas, migrate } from './migrate.ts';

/** SQL from one side's database to the other's, and what still differs after it. */
export type SchemaPlan = {
  sql: string;
  /** What the SQL does not change (an empty list: it reaches the other side exactly). */
  remaining: CatalogDifference[];
  /** The error the SQL stopped with, when it did. */
  error?: string;
};

export type SchemaComparison = {
  /** How many objects the migrations' database has (a sign the comparison saw them). */
  objects: number;
  /** From the migrations' database (`from`) to the schema files' (`to`). */
  differences: CatalogDifference[];
  /** The migration a change to the schema files needs. */
  toSchemas?: SchemaPlan;
  /** What the schema files lack to describe the migrations (a migration whose change is not in them). */
  toMigrations?: SchemaPlan;
};

/** Hosted Supabase's search_path for every database role. */
const SEARCH_PATH = '"$user", public, extensions';

/** Schemas that are no project object: the CLI's migration history. */
const NOT_COMPARED = ['supabase_migrations'];

class RolledBack extends Error {}

/**
 * One connection as a Database: a script and its rollback run on the same session, and close() returns
 * once the connection is gone, so the database can be dropped right after.
 */
async function connect(url: string): Promise<Database> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sql: Sql = {
    query: async <T extends Row>(text: string, params?: readonly unknown[]) => {
      // A script of several statements answers one result per statement; the last one is the answer.
      const results: pg.QueryResult | pg.QueryResult[] = await client.query(
        text,
        params as unknown[] | undefined,
      );
      const result = Array.isArray(results) ? results.at(-1) : results;
      return { rows: (result?.rows ?? []) as T[], rowCount: result?.rowCount ?? 0 };
    },
  };
  return {
    engine: 'postgres',
    ...sql,
    transaction: async (fn) => {
      await client.query('begin');
      try {
        const result = await fn(sql);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    exec: async (script) => {
      await client.query(script);
    },
    close: () => client.end(),
  };
}

/** The connection string of another database on the same server. */
function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

type MigraClient = ReturnType<typeof createClient>;

/** A connection for migra that reads the catalog with an empty search_path, so it qualifies every name. */
function migraClient(url: string): MigraClient {
  const u = new URL(url);
  u.searchParams.set('options', '-c search_path=');
  const client = createClient(u.toString(), { pgpOptions: { initialize: { noWarnings: true } } });
  // Its pool's end() lets go of its idle connections without waiting for them to close, and the
  // database is dropped right after (with force): a connection still closing then ends with 57P01,
  // which is expected. Any other failure of an idle connection is said, never an unhandled 'error'.
  client.pgp.$pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.warn('[schema-diff] a migra connection failed', error);
  });
  return client;
}

const COMPOSITE_TYPE = /^create type "([^"]+)"\."([^"]+)" as \(/;

/**
 * migra writes a new composite type after the functions that return it, and new composite types in
 * name order whatever they contain: each one goes before the first function, view, policy or trigger
 * statement, after the types it contains.
 */
function orderCompositeTypes(statements: string[]): string[] {
  const types = statements.filter((statement) => COMPOSITE_TYPE.test(statement));
  if (types.length === 0) return statements;
  const nameOf = (statement: string) => {
    const [, schema, name] = COMPOSITE_TYPE.exec(statement)!;
    return `${schema}.${name}`;
  };
  const ordered: string[] = [];
  const visit = (statement: string, path: string[]) => {
    if (ordered.includes(statement) || path.includes(statement)) return;
    for (const other of types)
      if (
        other !== statement &&
        new RegExp(`\\b${nameOf(other).replace('.', '\\.')}\\b`).test(statement.slice(statement.indexOf('(')))
      )
        visit(other, [...path, statement]);
    ordered.push(statement);
  };
  for (const statement of types) visit(statement, []);
  const rest = statements.filter((statement) => !types.includes(statement));
  const first = rest.findIndex((statement) =>
    /^(set check_function_bodies|create or replace function|create (or replace )?view|create policy|create trigger|\s*create policy)/i.test(
      statement.trim(),
    ),
  );
  const at = first === -1 ? rest.length : first;
  return [...rest.slice(0, at), ...ordered, ...rest.slice(at)];
}

/** migra's statements from `from`'s database to `to`'s. */
async function migraSql(from: MigraClient, to: MigraClient): Promise<string> {
  const migration = await Migration.create(from, to, { exclude_schema: NOT_COMPARED });
  migration.set_safety(false);
  migration.add_all_changes(false);
  return orderCompositeTypes(migration.statements.array.map((statement) => statement.trim()))
    .filter(Boolean)
    .join('\n\n');
}

/** Tries `sql` and the privileges and comments it lacks on `db`, reads what remains, and rolls it all back. */
async function plan(db: Database, sql: string, target: Catalog): Promise<SchemaPlan> {
  let result: SchemaPlan = { sql, remaining: [] };
  await db
    .transaction(async (tx) => {
      if (sql) await tx.query(sql);
      const extra = privilegeAndCommentSql(await readCatalog(tx), target);
      if (extra.length > 0) await tx.query(extra.join('\n'));
      const fullSql = [sql, extra.join('\n')].filter(Boolean).join('\n\n');
      result = { sql: fullSql, remaining: compareCatalogs(await readCatalog(tx), target) };
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) result = { sql, remaining: [], error: (error as Error).message };
    });
  return result;
}

export type PlanDirection = 'toSchemas' | 'toMigrations';

/**
 * Builds both databases on the server at `serverUrl` (databases of their own, dropped afterwards),
 * compares them, and where they differ writes the SQL of each direction asked for.
 */
export async function compareSchemas(
  serverUrl: string,
  projectDir: string,
  plans: PlanDirection[] = ['toSchemas', 'toMigrations'],
): Promise<SchemaComparison> {
  const admin = await connect(serverUrl);
  const suffix = randomBytes(4).toString('hex');
  const names = {
    migrations: `schema_check_${suffix}_migrations`,
    schemas: `schema_check_${suffix}_schemas`,
  };
  const open: Database[] = [];
  try {
    const databases: Record<keyof typeof names, Database> = {} as never;
    for (const [side, name] of Object.entries(names) as [keyof typeof names, string][]) {
      await admin.query(`create database ${name} template template0`);
      await admin.query(`alter database ${name} set search_path = ${SEARCH_PATH}`);
      databases[side] = await connect(databaseUrl(serverUrl, name));
      open.push(databases[side]);
    }
    await migrate(databases.migrations, projectDir, { seed: false });
    await applySchemas(databases.schemas, projectDir);
    const catalogOf = (db: Database) => db.transaction((tx) => readCatalog(tx));
    const [fromMigrations, fromSchemas] = [
      await catalogOf(databases.migrations),
      await catalogOf(databases.schemas),
    ];
    const differences = compareCatalogs(fromMigrations, fromSchemas);
    const comparison: SchemaComparison = { objects: fromMigrations.size, differences };
    if (differences.length > 0 && plans.length > 0) {
      const migrations = migraClient(databaseUrl(serverUrl, names.migrations));
      const schemas = migraClient(databaseUrl(serverUrl, names.schemas));
      try {
        if (plans.includes('toSchemas'))
          comparison.toSchemas = await plan(
            databases.migrations,
            await migraSql(migrations, schemas),
            fromSchemas,
          );
        if (plans.includes('toMigrations'))
          comparison.toMigrations = await plan(
            databases.schemas,
            await migraSql(schemas, migrations),
            fromMigrations,
          );
      } finally {
        await migrations.end();
        await schemas.end();
      }
    }
    return comparison;
  } finally {
    for (const db of open) await db.close();
    for (const name of Object.values(names))
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

const FROM = 'supabase/migrations';
const TO = 'supabase/schemas';

/** What a plan leaves undone, for a person: its error, or the objects it does not reach; '' for none. */
export function planProblems(plan: SchemaPlan, target: string): string {
  if (plan.error) return `This SQL stops with an error: ${plan.error}`;
  if (plan.remaining.length === 0) return '';
  return (
    `After this SQL these objects still differ from ${target} (write those changes by hand):\n` +
    describeDifferences(plan.remaining, 'after it', target)
  );
}

/** The check's answer when the two differ: every object that differs, and the SQL each way. */
export function explainComparison(comparison: SchemaComparison): string {
  const parts = [
    `${FROM} and ${TO} do not build the same database: ${comparison.differences.length} ` +
      `${comparison.differences.length === 1 ? 'object differs' : 'objects differ'} ` +
      `(- only in, or as in, ${FROM}; + only in, or as in, ${TO}).`,
    describeDifferences(comparison.differences, FROM, TO),
  ];
  if (comparison.toSchemas)
    parts.push(
      `A change of ${TO} without its migration? This SQL brings the migrations' database to ${TO}; ` +
        '`npm run db:diff -- <name>` writes it as a migration to review:',
      comparison.toSchemas.sql || '(no SQL)',
      planProblems(comparison.toSchemas, TO),
    );
  if (comparison.toMigrations)
    parts.push(
      `A migration whose change is not in ${TO}? This SQL is what the migrations did beyond the schema ` +
        'files; write it into the files of its areas, as definitions rather than ALTERs:',
      comparison.toMigrations.sql || '(no SQL)',
      planProblems(comparison.toMigrations, FROM),
    );
  return parts.filter(Boolean).join('\n\n');
}

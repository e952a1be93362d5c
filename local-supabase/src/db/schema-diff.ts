// supabase/schemas against supabase/migrations, as `supabase db diff` compares them: two databases on one
// PostgreSQL server, one built from the platform and the migrations in order, one from the platform and
// the schema files, their catalogs compared object by object. Where they differ, migra (the diff tool
// the Supabase CLI uses) writes the SQL from one to the other, and the privileges and comments migra
// leaves out are added from the catalog; each direction's SQL is tried on its database in a transaction
// that is rolled back, and whatever it leaves different is reported with it.
import { randomBytes } from 'node:crypto';
import { run as migra } from '@pgkit/migra';
import pg from 'pg';
import {
  type Catalog,
  type CatalogDifference,
  compareCatalogs,
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
      const result = await client.query(text, params as unknown[] | undefined);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
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

/** migra's SQL from the database at `fromUrl` to the one at `toUrl`, names schema-qualified. */
async function migraSql(fromUrl: string, toUrl: string): Promise<string> {
  const qualified = (url: string) => {
    const u = new URL(url);
    u.searchParams.set('options', '-c search_path=');
    return u.toString();
  };
  const migration = await migra(qualified(fromUrl), qualified(toUrl), {
    unsafe: true,
    excludeSchema: NOT_COMPARED,
  });
  return migration.sql.trim();
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

/**
 * Builds both databases on the server at `serverUrl` (databases of their own, dropped afterwards),
 * compares them, and with `withPlans` writes the SQL each way where they differ.
 */
export async function compareSchemas(
  serverUrl: string,
  projectDir: string,
  { withPlans = true }: { withPlans?: boolean } = {},
): Promise<SchemaComparison> {
  const admin = await connect(serverUrl);
  const suffix = randomBytes(4).toString('hex');
  const names = { migrations: `schema_check_${suffix}_migrations`, schemas: `schema_check_${suffix}_schemas` };
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
    const [fromMigrations, fromSchemas] = [await catalogOf(databases.migrations), await catalogOf(databases.schemas)];
    const differences = compareCatalogs(fromMigrations, fromSchemas);
    const comparison: SchemaComparison = { objects: fromMigrations.size, differences };
    if (differences.length > 0 && withPlans) {
      const migrationsUrl = databaseUrl(serverUrl, names.migrations);
      const schemasUrl = databaseUrl(serverUrl, names.schemas);
      comparison.toSchemas = await plan(
        databases.migrations,
        await migraSql(migrationsUrl, schemasUrl),
        fromSchemas,
      );
      comparison.toMigrations = await plan(
        databases.schemas,
        await migraSql(schemasUrl, migrationsUrl),
        fromMigrations,
      );
    }
    return comparison;
  } finally {
    for (const db of open) await db.close();
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

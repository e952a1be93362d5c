// PostgREST's schema cache as the REST service keeps it: read once at start, again when a request names
// something the cache does not hold (a migration may just have added it; at most once a second, so
// requests for names that do not exist cannot make it re-read the catalog on every request), and on
// demand (server.ts's reloadSchemaCache, NOTIFY pgrst's counterpart).
import type { Database } from '../db/database.ts';
import { type Catalog, loadCatalog } from './catalog.ts';

const MISS_RELOAD_INTERVAL_MS = 1000;

export type SchemaCache = ReturnType<typeof createSchemaCache>;

export function createSchemaCache(db: Database, schemas: readonly string[]) {
  let catalog: Promise<Catalog> = loadCatalog(db, schemas);
  let loadedAt = Date.now();

  function reload(): void {
    loadedAt = Date.now();
    catalog = loadCatalog(db, schemas);
  }

  return {
    current: (): Promise<Catalog> => catalog,
    /** The catalog and what `find` finds in it, re-reading the catalog once on a miss. */
    async lookup<T>(
      find: (c: Catalog) => T | undefined,
    ): Promise<{ found: T | undefined; catalog: Catalog }> {
      let current = await catalog;
      let found = find(current);
      if (found === undefined && Date.now() - loadedAt >= MISS_RELOAD_INTERVAL_MS) {
        reload();
        current = await catalog;
        found = find(current);
      }
      return { found, catalog: current };
    },
    reload,
  };
}

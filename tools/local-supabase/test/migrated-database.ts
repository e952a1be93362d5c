// The migrated database every test stack starts from. Migrating PGlite from nothing costs each test file
// several seconds (about 9 s on the 2-core CI machine, for every one of some fifty files); vitest's global
// setup migrates once per run into a folder, and each file's stack starts on a copy of it (about 0.5 s),
// with nothing left to apply. The copy is made from the run's own migrations, so it is never stale.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../src/config.ts';
import { openPglite } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration and the seed applied, closed; copied, never opened. */
    migratedDatabaseDir: string;
  }
}

/** vitest globalSetup: migrates once, provides the folder, and removes it when the run ends. */
export default async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-migrated-'));
  const dataDir = path.join(folder, 'db');
  const db = await openPglite(dataDir);
  try {
    await migrate(db, path.join(repoRoot, 'supabase'));
  } finally {
    await db.close();
  }
  project.provide('migratedDatabaseDir', dataDir);
  return () => rm(folder, { recursive: true, force: true });
}

/** Puts a copy of the migrated database where a stack in `stateDir` opens its own (`<stateDir>/db`). */
export async function copyMigratedDatabase(stateDir: string): Promise<void> {
  await cp(inject('migratedDatabaseDir'), path.join(stateDir, 'db'), { recursive: true });
}

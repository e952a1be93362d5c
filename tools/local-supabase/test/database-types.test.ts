// The apps' database types are generated from supabase/schemas (src/cli/generate-types.ts); a schema
// change without regenerating them fails here, naming the command to run.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { TYPES_FILE, generateTypes } from '../src/cli/generate-types.ts';

it('packages/platform/src/supabase/database.types.ts matches supabase/schemas (else run `npm run generate`)', async () => {
  expect(await readFile(TYPES_FILE, 'utf8')).toBe(await generateTypes());
}, 60_000);

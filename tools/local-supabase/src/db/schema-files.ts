// The declarative schema files in the order the Supabase CLI applies them: config.toml's
// [db.migrations] schema_paths, each entry a path or a glob relative to the supabase folder, a glob's
// matches sorted, a file named twice applied once, where it first appears; without schema_paths,
// every schemas/**/*.sql in lexicographic order.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';

const DEFAULT_PATHS = ['./schemas/**/*.sql'];

/** A glob as a regular expression over /-separated relative paths: `*` within a folder, `**` across. */
function globPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) =>
      part === '**/'
        ? '(?:.*/)?'
        : part === '**'
          ? '.*'
          : part === '*'
            ? '[^/]*'
            : part === '?'
              ? '[^/]'
              : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, relative)));
    else files.push(relative);
  }
  return files;
}

/** The schema files' absolute paths, in the order they are applied. */
export async function schemaFiles(projectDir: string): Promise<string[]> {
  const config = parse(await readFile(path.join(projectDir, 'config.toml'), 'utf8')) as {
    db?: { migrations?: { schema_paths?: string[] } };
  };
  const patterns = config.db?.migrations?.schema_paths ?? DEFAULT_PATHS;
  const ordered: string[] = [];
  for (const pattern of patterns) {
    const glob = path.posix.normalize(pattern.replace(/^\.\//, ''));
    // Only the folder before the first wildcard is searched.
    const segments = glob.split('/');
    const base = segments
      .slice(
        0,
        segments.findIndex((segment) => /[*?]/.test(segment)),
      )
      .join('/');
    const matches = /[*?]/.test(glob)
      ? (await filesUnder(projectDir, base)).filter((file) => globPattern(glob).test(file)).sort()
      : [glob];
    if (matches.length === 0) throw new Error(`config.toml: schema_paths entry ${pattern} matches no file`);
    for (const file of matches) if (!ordered.includes(file)) ordered.push(file);
  }
  return ordered.map((file) => path.join(projectDir, file));
}

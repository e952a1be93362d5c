// `npm run lint`'s check for translation keys nobody shows (unused-keys.ts says how it reads them): each
// app's texts against that app's code (tests and test helpers do not count as showing a text), and the
// platform's common texts against every app's code. Prints each unused key with its file; exits 1 if any.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../apps.ts';
import { type Asked, askedFor, definedKeys, unusedKeys } from './unused-keys.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('testing'));
}

function askedIn(files: string[]): Asked {
  const asked: Asked = { literals: new Set(), patterns: [] };
  for (const file of files) askedFor(file, undefined, asked);
  return asked;
}

const platformFiles = sourceFiles('packages/platform/src');
const APPS = ['shell', ...Object.values(REMOTES).map((remote) => remote.app)];
const appFiles = new Map(APPS.map((app) => [app, sourceFiles(`${app}/src`)]));
const everyFile = [...platformFiles, ...[...appFiles.values()].flat()];

const problems: string[] = [];
for (const [files, asked] of [
  ...[...appFiles.values()].map((files) => [files, askedIn([...files, ...platformFiles])] as const),
  [platformFiles, askedIn(everyFile)] as const,
]) {
  for (const file of files) {
    for (const key of unusedKeys(definedKeys(file), asked))
      problems.push(`${path.relative(REPO_ROOT, file)}: '${key}' is shown nowhere`);
  }
}

if (problems.length > 0) {
  console.error(`Translation keys no code asks for (remove them, or show them):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

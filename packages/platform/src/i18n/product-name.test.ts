// One product name (docs/product.md §4), spelled in one place: the common namespace. Every app's
// translation files (and the model's texts) refer to it as $t(common:product.name); this test reads
// them all and fails on any spelling of the name anywhere else, the right one included. The shell's
// index.html and web app manifest, which no translation reaches, must spell it exactly.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commonTranslations } from './common.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const COMMON_FILE = 'packages/platform/src/i18n/common.ts';

/** Ways the name has been written: "Architecture health-check", "Arkitektur-sundhedstjek", "Arkitekturtjek", ... */
const NAME_SPELLINGS = [
  /architecture[\s\u00a0-]*health[\s\u00a0-]*check/giu,
  /arkitektur(?:ens)?[\s\u00a0-]*sundheds?[\s\u00a0-]*tjek/giu,
  /arkitektur[\s\u00a0-]?tjek/giu,
];

function files(dir: string, keep: (file: string) => boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : files(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** The translation files of every app, the common texts and the assessment model's texts. */
function translationFiles(): string[] {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'));
  const inI18n = (file: string) => /[\\/]i18n[\\/][^\\/]+\.ts$/.test(file) && !/\.test\.ts$/.test(file);
  return [
    ...apps.flatMap((app) => files(path.join(root, app, 'src'), inI18n)),
    ...files(path.join(root, 'packages/platform/src/i18n'), (file) => file.endsWith('common.ts')),
    ...files(
      path.join(root, 'packages/assessment-model/src/texts'),
      (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file),
    ),
  ].map((file) => path.relative(root, file).split(path.sep).join('/'));
}

function spellings(text: string): string[] {
  return NAME_SPELLINGS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
}

describe('the product name', () => {
  const name = {
    en: commonTranslations.en.product as { name: string },
    da: commonTranslations.da.product as { name: string },
  };

  it('is one name per language, in the common translations', () => {
    expect(name.en.name).toBe('Architecture Health Check');
    expect(name.da.name).toBe('Architecture Health Check');
  });

  it('is spelled nowhere else in any translation file of any app', () => {
    const scanned = translationFiles();
    expect(scanned).toContain(COMMON_FILE);
    expect(scanned.filter((file) => file.startsWith('mfe-')).length).toBeGreaterThanOrEqual(4);
    const found = scanned.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return spellings(text)
        .filter((spelling) => !(file === COMMON_FILE && spelling === name.en.name))
        .map((spelling) => `${file}: "${spelling}" (use $t(common:product.name))`);
    });
    expect(found).toEqual([]);
  });

  it('is the title of the shell page before any script runs, and the name of the web app', () => {
    const html = readFileSync(path.join(root, 'shell/index.html'), 'utf8');
    expect(html).toContain(`<title>${name.en.name}</title>`);
    expect(spellings(html).filter((spelling) => spelling !== name.en.name)).toEqual([]);
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'shell/site-root/site.webmanifest'), 'utf8'),
    ) as { name: string };
    expect(manifest.name).toBe(name.en.name);
  });

  it('finds the spellings it is there to stop', () => {
    expect(
      spellings(
        'About the Architecture health-check; Arkitektur-sundhedstjekket; arkitekturens sundhedstjek; Start arkitekturtjekket',
      ),
    ).toEqual([
      'Architecture health-check',
      'Arkitektur-sundhedstjek',
      'arkitekturens sundhedstjek',
      'arkitekturtjek',
    ]);
    expect(spellings('run health checks before the switch; tag sundhedstjekket igen')).toEqual([]);
  });
});

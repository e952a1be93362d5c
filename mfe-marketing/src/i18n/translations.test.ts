import { describe, expect, it } from 'vitest';
import { legalTranslations } from './legal-translations.ts';
import { marketingTranslations } from './translations.ts';

/** Every leaf as [path, value], with array indexes in the path, so list lengths must match too. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ['marketing', marketingTranslations],
  ['marketing-legal', legalTranslations],
])('%s translations', (_namespace, translations) => {
  const en = new Map(leaves(translations.en));
  const da = new Map(leaves(translations.da));

  it('has exactly the same keys (and list lengths) in English and Danish', () => {
    expect([...da.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(50);
  });

  it('has a non-empty text for every key in both languages', () => {
    for (const texts of [en, da]) {
      for (const [path, text] of texts) {
        expect(typeof text, path).toBe('string');
        expect((text as string).trim(), path).not.toBe('');
      }
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const [path, text] of en) expect(variables(String(da.get(path))), path).toEqual(variables(String(text)));
  });
});

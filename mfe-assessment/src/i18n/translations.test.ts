import path from 'node:path';
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { assessmentTranslations } from './translations.ts';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('assessment translations', () => {
  const en = new Map(leaves(assessmentTranslations.en));
  const da = new Map(leaves(assessmentTranslations.da));

  it('has exactly the same keys in English and Danish', () => {
    expect([...da.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(40);
  });

  it('has a non-empty text for every key, with the same interpolation variables', () => {
    for (const [path, text] of en) {
      expect(typeof text, path).toBe('string');
      expect(String(text).trim(), path).not.toBe('');
      expect(String(da.get(path)).trim(), path).not.toBe('');
      expect(variables(String(da.get(path))), path).toEqual(variables(String(text)));
    }
  });

  it("are translated (no Danish text left in English), and the only texts the pages show besides the model's", () => {
    expect(translationProblems(assessmentTranslations)).toEqual([]);
    expect(jsxLiteralProblems(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});

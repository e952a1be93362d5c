import path from 'node:path';
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { reportsTranslations } from './translations.ts';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('reports translations', () => {
  const en = new Map(leaves(reportsTranslations.en));
  const da = new Map(leaves(reportsTranslations.da));

  it('has a non-empty text for every key in both languages, with the same interpolation variables', () => {
    expect([...da.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [path, text] of en) {
      expect(typeof text, path).toBe('string');
      expect(String(text).trim(), path).not.toBe('');
      expect(String(da.get(path)).trim(), path).not.toBe('');
      expect(variables(String(da.get(path))), path).toEqual(variables(String(text)));
    }
  });

  it('keeps the exact report messages of docs/product.md §4', () => {
    expect(en.get('states.notFound.title')).toBe('Report Not Found');
    expect(en.get('states.notFound.text')).toBe("We couldn't find the report you're looking for.");
    expect(en.get('states.forbidden.text')).toBe("You don't have permission to view this report.");
    expect(en.get('states.failed.text')).toBe('Failed to load the report. Please try again later.');
  });

  it('are translated (no English left in Danish), and no page shows a text that is not in them', () => {
    // The same in both languages on purpose: "Score", the note's label, and "Stop".
    expect(translationProblems(reportsTranslations, { sameInBothLanguages: ['common.score', 'plan.noteLabel', 'narrative.stop', 'dummy.stop'] })).toEqual([]);
    expect(jsxLiteralProblems(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});

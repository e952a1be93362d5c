import path from 'node:path';
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing/route-table.ts';
import { SHELL_SAME_IN_BOTH_LANGUAGES, shellTranslations } from './shell-translations.ts';

const text = (language: 'en' | 'da', key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      shellTranslations[language],
    );

describe("the shell's texts", () => {
  it('are complete and translated in English and Danish', () => {
    expect(
      translationProblems(shellTranslations, { sameInBothLanguages: SHELL_SAME_IN_BOTH_LANGUAGES }),
    ).toEqual([]);
  });

  it('give every route, the not-found page and the maintenance page a tab title in both languages, each its own', () => {
    const keys = [...ROUTES.map((route) => route.title), 'titles.notFound', 'titles.maintenance'];
    for (const language of ['en', 'da'] as const) {
      const titles = keys.map((key) => text(language, key));
      for (const [index, title] of titles.entries())
        expect(typeof title, `${keys[index]} (${language})`).toBe('string');
      expect(new Set(titles).size, `distinct titles in ${language}`).toBe(keys.length);
    }
  });

  it('are the only texts the shell shows: no text typed into its JSX', () => {
    expect(jsxLiteralProblems(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});

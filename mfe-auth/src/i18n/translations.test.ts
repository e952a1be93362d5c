import path from 'node:path';
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { authTranslations } from './translations.ts';

describe('auth translations', () => {
  it('have the same keys and variables in English and Danish, none empty, every text translated', () => {
    // "E-mail" is the Danish word as well.
    expect(translationProblems(authTranslations, { sameInBothLanguages: ['fields.email'] })).toEqual([]);
  });

  it('are the only texts the pages show: no text typed into their JSX', () => {
    expect(jsxLiteralProblems(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});

import path from 'node:path';
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { legalTranslations } from './legal-translations.ts';
import { marketingTranslations } from './translations.ts';

/** Proper names and addresses: the same in English and Danish on purpose. */
const SAME_IN_BOTH_LANGUAGES = {
  marketing: ['about.members.*.name', 'press.contactEmail', 'contact.fields.email'],
  'marketing-legal': ['privacy.contactEmail', 'terms.contactEmail', 'cookies.contactEmail'],
};

describe.each([
  ['marketing', marketingTranslations],
  ['marketing-legal', legalTranslations],
] as const)('%s translations', (namespace, translations) => {
  it('have the same keys, list lengths and variables in English and Danish, none empty, every text translated', () => {
    expect(
      translationProblems(translations, { sameInBothLanguages: SAME_IN_BOTH_LANGUAGES[namespace] }),
    ).toEqual([]);
  });
});

describe('the pages', () => {
  it('show no text typed into their JSX: every visible string comes from the translations', () => {
    expect(jsxLiteralProblems(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});

describe('the methodology texts', () => {
  it("type none of the model's numbers: counts, points, thresholds and versions are filled in from it", () => {
    for (const language of ['en', 'da'] as const) {
      const texts = Object.entries(marketingTranslations[language].methodology).filter(
        ([key]) => key !== 'formula',
      );
      for (const [key, text] of texts)
        expect(text.replace(/\{\{\w+\}\}/g, ''), `methodology.${key} (${language})`).not.toMatch(/\d/);
      expect(
        marketingTranslations[language].methodology.formula.replace(/\{\{\w+\}\}/g, '').match(/\d/g),
      ).toEqual(['1']);
    }
  });
});

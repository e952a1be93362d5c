// The checks that span this remote's features: each feature's texts (its own namespace) are complete and
// translated, no page anywhere in src/ shows a text typed into its JSX instead of taken from them, and the
// methodology's prose types none of the numbers the model gives it.
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { aboutTranslations } from './features/about/i18n/about-translations.ts';
import { contactTranslations } from './features/contact/i18n/contact-translations.ts';
import { homeTranslations } from './features/home/i18n/home-translations.ts';
import { legalTranslations } from './features/legal/i18n/legal-translations.ts';
import { methodologyTranslations } from './features/methodology/i18n/methodology-translations.ts';
import { pressTranslations } from './features/press/i18n/press-translations.ts';
import { sharedTranslations } from './shared/i18n/shared-translations.ts';

/** Each namespace with its proper names and addresses: the same in English and Danish on purpose. */
const NAMESPACES = [
  { name: 'marketing-shared', translations: sharedTranslations, sameInBothLanguages: [] },
  { name: 'marketing-home', translations: homeTranslations, sameInBothLanguages: [] },
  { name: 'marketing-about', translations: aboutTranslations, sameInBothLanguages: ['about.members.*.name'] },
  { name: 'marketing-press', translations: pressTranslations, sameInBothLanguages: ['press.contactEmail'] },
  {
    name: 'marketing-contact',
    translations: contactTranslations,
    sameInBothLanguages: ['contact.fields.email'],
  },
  { name: 'marketing-methodology', translations: methodologyTranslations, sameInBothLanguages: [] },
  {
    name: 'marketing-legal',
    translations: legalTranslations,
    sameInBothLanguages: ['privacy.contactEmail', 'terms.contactEmail', 'cookies.contactEmail'],
  },
];

describe.each(NAMESPACES)('$name translations', ({ translations, sameInBothLanguages }) => {
  it('have the same keys, list lengths and variables in English and Danish, none empty, every text translated', () => {
    expect(translationProblems(translations, { sameInBothLanguages })).toEqual([]);
  });
});

describe('the pages', () => {
  it('show no text typed into their JSX: every visible string comes from the translations', () => {
    expect(jsxLiteralProblems(import.meta.dirname)).toEqual([]);
  });
});

describe('the methodology texts', () => {
  it("type none of the model's numbers: counts, points, thresholds and versions are filled in from it", () => {
    for (const language of ['en', 'da'] as const) {
      const texts = Object.entries(methodologyTranslations[language].methodology).filter(
        ([key]) => key !== 'formula',
      );
      for (const [key, text] of texts)
        expect(text.replace(/\{\{\w+\}\}/g, ''), `methodology.${key} (${language})`).not.toMatch(/\d/);
      expect(
        methodologyTranslations[language].methodology.formula.replace(/\{\{\w+\}\}/g, '').match(/\d/g),
      ).toEqual(['1']);
    }
  });
});

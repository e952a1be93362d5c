// The checks that span this remote's features: each feature's texts (its own namespace) and the shared
// ones are complete and translated, and no page anywhere in src/ shows a text typed into its JSX instead
// of taken from them.
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { accountTranslations } from './features/account/i18n/account-translations.ts';
import { passwordTranslations } from './features/password/i18n/password-translations.ts';
import { registrationTranslations } from './features/registration/i18n/registration-translations.ts';
import { signInTranslations } from './features/sign-in/i18n/sign-in-translations.ts';
import { sharedTranslations } from './shared/i18n/shared-translations.ts';

/** Each namespace with the keys whose Danish text is the English one on purpose ("E-mail" is Danish too). */
const NAMESPACES = [
  { name: 'auth-shared', translations: sharedTranslations, sameInBothLanguages: ['fields.email'] },
  { name: 'auth-sign-in', translations: signInTranslations, sameInBothLanguages: [] },
  { name: 'auth-registration', translations: registrationTranslations, sameInBothLanguages: [] },
  { name: 'auth-password', translations: passwordTranslations, sameInBothLanguages: [] },
  { name: 'auth-account', translations: accountTranslations, sameInBothLanguages: [] },
];

describe('auth translations', () => {
  it.each(NAMESPACES)(
    '$name has the same keys and variables in English and Danish, none empty, every text translated',
    ({ translations, sameInBothLanguages }) => {
      expect(translationProblems(translations, { sameInBothLanguages })).toEqual([]);
    },
  );

  it('are the only texts the pages show: no text typed into their JSX', () => {
    expect(jsxLiteralProblems(import.meta.dirname)).toEqual([]);
  });
});

// The checks that span this remote's features: each feature's texts (its own namespace) are complete and
// translated, and no page anywhere in src/ shows a text typed into its JSX instead of taken from them
// (question, option and area texts come from @ahc/assessment-model).
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { assessmentTranslations } from './features/assessment/i18n/assessment-translations.ts';
import { startTranslations } from './features/start/i18n/start-translations.ts';
import { teamAnswerTranslations } from './features/team-answer/i18n/team-answer-translations.ts';
import { sharedTranslations } from './shared/i18n/shared-translations.ts';

const NAMESPACES = {
  'assessment-shared': sharedTranslations,
  'assessment-start': startTranslations,
  'assessment-assessment': assessmentTranslations,
  'assessment-team-answer': teamAnswerTranslations,
};

describe('assessment translations', () => {
  it.each(Object.entries(NAMESPACES))(
    '%s is complete and translated in English and Danish',
    (_, translations) => {
      expect(translationProblems(translations)).toEqual([]);
    },
  );

  it('are the only texts the pages show besides the model’s', () => {
    expect(jsxLiteralProblems(import.meta.dirname)).toEqual([]);
  });
});

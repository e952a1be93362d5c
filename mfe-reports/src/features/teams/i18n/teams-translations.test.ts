import { translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { TEAMS_SAME_IN_BOTH_LANGUAGES, teamsTranslations } from './teams-translations.ts';

describe('team assessment translations', () => {
  it('are complete and translated in both languages (the JSX check runs over the whole remote in src/translations.test.ts)', () => {
    expect(
      translationProblems(teamsTranslations, { sameInBothLanguages: TEAMS_SAME_IN_BOTH_LANGUAGES }),
    ).toEqual([]);
  });

  it('give each failure of an invitation link, and of answering, its own message', () => {
    const errors = Object.values(teamsTranslations.en.errors);
    expect(new Set(errors).size).toBe(errors.length);
  });
});

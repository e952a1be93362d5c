import { translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { teamAnswerTranslations } from './team-answer-translations.ts';

describe('team answer translations', () => {
  it('are complete and translated in both languages (the JSX check runs over the whole remote)', () => {
    expect(translationProblems(teamAnswerTranslations)).toEqual([]);
  });
});

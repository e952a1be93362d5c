import { translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { teamReportTranslations } from './team-report-translations.ts';

describe('team report translations', () => {
  it('are complete and translated in both languages (the JSX check runs over the whole remote in src/translations.test.ts)', () => {
    expect(translationProblems(teamReportTranslations)).toEqual([]);
  });
});

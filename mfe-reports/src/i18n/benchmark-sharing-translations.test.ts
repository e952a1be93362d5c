import { translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { benchmarkTranslations } from './benchmark-translations.ts';
import { sharingTranslations } from './sharing-translations.ts';

describe('the benchmark and share-link texts', () => {
  it('are complete and translated in English and Danish', () => {
    // The same in both languages on purpose: "Score" (a Danish word too) in the figures line.
    expect(translationProblems(benchmarkTranslations)).toEqual([]);
    expect(translationProblems(sharingTranslations)).toEqual([]);
  });

  it('name neither the product nor a page of the site in what is printed with the report', () => {
    // The printed report carries the product's name once (its title) and no navigation words.
    for (const text of Object.values(benchmarkTranslations.en)) {
      expect(String(text)).not.toMatch(/Architecture Health Check|\bReports\b|\bDashboard\b|\bAbout\b|How scores are calculated/);
    }
  });
});

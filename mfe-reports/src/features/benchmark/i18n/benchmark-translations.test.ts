import { describe, expect, it } from 'vitest';
import { benchmarkTranslations } from './benchmark-translations.ts';

describe('the benchmark texts', () => {
  it('name neither the product nor a page of the site in what is printed with the report', () => {
    // The printed report carries the product's name once (its title) and no navigation words.
    for (const text of Object.values(benchmarkTranslations.en)) {
      expect(String(text)).not.toMatch(
        /Architecture Health Check|\bReports\b|\bDashboard\b|\bAbout\b|How scores are calculated/,
      );
    }
  });
});

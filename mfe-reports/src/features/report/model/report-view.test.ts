import { deriveReport } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import { knownReport } from '#shared/testing/fixtures.ts';
import { deriveStoredReport, describeStoredReport } from './report-view.ts';

describe('stored report view', () => {
  it('derives from the stored answers and agrees with the model on the stored scores', () => {
    const row = knownReport();
    expect(deriveStoredReport(row)).toEqual(deriveReport(row.answers));
    expect(describeStoredReport(row, 'en').overall).toMatchObject({
      score: 60,
      band: { label: 'Established' },
    });
  });

  it('shows the numbers the report was issued with', () => {
    const row = {
      ...knownReport(),
      overall_score: 41,
      category_scores: { architecture: 90, deployment: 10, security: 50, scalability: 14 },
    };
    const derived = deriveStoredReport(row);
    expect(derived.scores.overall).toBe(41);
    expect(derived.bands).toEqual({
      overall: 'developing',
      categories: {
        architecture: 'advanced',
        deployment: 'foundational',
        security: 'developing',
        scalability: 'foundational',
      },
    });
    expect(derived.insights[0]).toMatchObject({
      kind: 'category',
      category: 'architecture',
      score: 90,
      band: 'advanced',
    });
  });
});

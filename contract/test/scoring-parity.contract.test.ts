// One scoring rule, two implementations: public.submit_assessment (SQL, the only writer of reports)
// and @ahc/assessment-model (TypeScript, what the pages show and derive from). They must agree on the
// same answers: all weakest, all strongest, sets using every option of every question, mixed sets.
// Here on PGlite through the API; supabase/tests/035_scoring_parity.sql, generated from the same sets
// by packages/assessment-model/scripts/generate-sql.ts, checks PostgreSQL 15.
import { randomUUID } from 'node:crypto';
import { scoreAnswers, scoringParitySets } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import { useStack } from 'local-supabase/testing';

const stack = useStack();

describe('submit_assessment and the TypeScript model', () => {
  it.each(scoringParitySets())('agree on %s', async (_name, answers) => {
    const { client } = await stack().user();
    const { data, error } = await client.rpc('submit_assessment', { answers, submission_id: randomUUID() });
    expect(error).toBeNull();
    const model = scoreAnswers(answers);
    expect({
      overall: data.overall_score,
      categories: data.category_scores,
      version: data.scoring_version,
    }).toEqual({
      overall: model.overall,
      categories: model.categories,
      version: model.scoringVersion,
    });
  });
});

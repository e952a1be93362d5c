import { describe, expect, it } from 'vitest';
import { deriveRecommendations, deriveReport } from './derive.ts';
import { describeRecommendation } from './describe.ts';
import { answersAt, answersAtPositions } from './fixtures.ts';
import { scorePartialAnswers } from './scoring.ts';
import { SUMMARY_SIZE, deriveSummary, describeSummary, rankRecommendations } from './summary.ts';
import { da } from './texts/da.ts';
import { en } from './texts/en.ts';

// Architecture 3,3,2,1,0 → 60; deployment 1,1,1,1,2 → 40; security 0,0,0,0,1 → 7; scalability
// 3,3,3,3,2 → 93; overall 30/60 → 50 (developing). Answers at the weakest option: arch_5 (in the
// 60 area) and sec_1..sec_4 (in the 7 area).
const MIXED = answersAtPositions([3, 3, 2, 1, 0, 1, 1, 1, 1, 2, 0, 0, 0, 0, 1, 3, 3, 3, 3, 2]);

const ids = (list: { questionId: string }[]) => list.map((item) => item.questionId);

describe('rankRecommendations', () => {
  it('puts the weakest answers first, then those in the weaker area, then assessment order', () => {
    const report = deriveReport(MIXED);
    // deriveRecommendations alone lists arch_5 first (assessment order among the weakest answers).
    expect(ids(report.recommendations).slice(0, 5)).toEqual(['arch_5', 'sec_1', 'sec_2', 'sec_3', 'sec_4']);
    const ranked = rankRecommendations(report.recommendations, report.scores.categories);
    expect(ids(ranked).slice(0, 5)).toEqual(['sec_1', 'sec_2', 'sec_3', 'sec_4', 'arch_5']);
    // Among the medium ones: security (7) first, then deployment (40), then architecture (60).
    expect(ids(ranked.filter((r) => r.priority === 'medium'))).toEqual([
      'sec_5',
      'deploy_1',
      'deploy_2',
      'deploy_3',
      'deploy_4',
      'arch_4',
    ]);
    expect(ranked).toHaveLength(report.recommendations.length);
  });

  it('keeps assessment order whatever order it is given, and treats an unscored area as strong', () => {
    const recommendations = deriveRecommendations(answersAt(1));
    expect(ids(rankRecommendations([...recommendations].reverse(), {}))).toEqual(ids(recommendations));
    const partial = deriveRecommendations({ arch_1: 'tricky', deploy_1: 'sometimes' });
    expect(ids(rankRecommendations(partial, { deployment: 33, architecture: null }))).toEqual([
      'deploy_1',
      'arch_1',
    ]);
  });
});

describe('deriveSummary', () => {
  it('names the score, the band, the spread of the areas, the three biggest risks and the three next actions', () => {
    const summary = deriveSummary(deriveReport(MIXED));
    expect(summary).toMatchObject({
      overall: 50,
      band: 'developing',
      areas: {
        kind: 'spread',
        strongest: { categories: ['scalability'], score: 93 },
        weakest: { categories: ['security'], score: 7 },
      },
    });
    expect(SUMMARY_SIZE).toBe(3);
    expect(ids(summary.risks)).toEqual(['sec_1', 'sec_2', 'sec_3']);
    expect(ids(summary.actions)).toEqual(['sec_1', 'sec_2', 'sec_3']);
    expect(summary.risks[0]).toEqual({
      questionId: 'sec_1',
      category: 'security',
      optionKey: 'simple_password',
      position: 0,
      priority: 'high',
    });
  });

  it('leaves handled recommendations out of the next actions, not out of the risks', () => {
    const summary = deriveSummary(deriveReport(MIXED), { handled: ['sec_2', 'sec_1'] });
    expect(ids(summary.risks)).toEqual(['sec_1', 'sec_2', 'sec_3']);
    expect(ids(summary.actions)).toEqual(['sec_3', 'sec_4', 'arch_5']);
    expect(ids(deriveSummary(deriveReport(MIXED), { size: 5 }).risks)).toHaveLength(5);
  });

  it('has nothing to name when every answer is the strongest, and says the areas are even', () => {
    const summary = deriveSummary(deriveReport(answersAt(3)));
    expect(summary).toEqual({
      overall: 100,
      band: 'advanced',
      areas: { kind: 'even', score: 100 },
      risks: [],
      actions: [],
    });
    expect(deriveSummary(deriveReport(answersAt(1))).areas).toEqual({ kind: 'even', score: 33 });
    expect(ids(deriveSummary(deriveReport(answersAt(1))).risks)).toEqual(['arch_1', 'arch_2', 'arch_3']);
  });

  it('names only high and medium priority findings as risks: low priority advice is no risk', () => {
    // One step from the strongest everywhere: every recommendation is low priority.
    const inGoodShape = deriveSummary(deriveReport(answersAt(2)));
    expect(inGoodShape.risks).toEqual([]);
    expect(inGoodShape.actions.map((action) => action.priority)).toEqual(['low', 'low', 'low']);
    // One weak answer among good ones: the one risk, and no low priority advice beside it.
    // arch_2 at position 1, deploy_3 at position 0, every other answer at 2.
    const oneWeak = deriveSummary(
      deriveReport(answersAtPositions([2, 1, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2])),
    );
    expect(oneWeak.risks.map((risk) => [risk.questionId, risk.priority])).toEqual([
      ['deploy_3', 'high'],
      ['arch_2', 'medium'],
    ]);
    expect(ids(oneWeak.actions).slice(0, 2)).toEqual(['deploy_3', 'arch_2']);
  });

  it('summarises a partly answered set over the areas it has', () => {
    const answers = { arch_1: 'easy', deploy_1: 'rarely' } as const;
    const scores = scorePartialAnswers(answers);
    const summary = deriveSummary({
      scores: { overall: scores.overall!, categories: scores.categories },
      recommendations: deriveRecommendations(answers),
    });
    expect(summary.areas).toEqual({
      kind: 'spread',
      strongest: { categories: ['architecture'], score: 67 },
      weakest: { categories: ['deployment'], score: 0 },
    });
    // arch_1 "easy" is one step from the strongest: low priority advice, an action but no risk.
    expect(ids(summary.risks)).toEqual(['deploy_1']);
    expect(ids(summary.actions)).toEqual(['deploy_1', 'arch_1']);
    expect(deriveSummary({ scores: { overall: 0, categories: {} }, recommendations: [] }).areas).toEqual({
      kind: 'none',
    });
  });
});

describe('describeSummary', () => {
  it('says it in English, in the words of the recommendations', () => {
    const summary = deriveSummary(deriveReport(MIXED));
    const text = describeSummary(summary, 'en');
    expect(text.title).toBe('Executive summary');
    expect(text.headline).toBe('Your overall score is 50 out of 100: Developing.');
    expect(text.overall).toEqual({
      score: 50,
      band: { band: 'developing', label: 'Developing', description: en.bands.developing.description },
    });
    expect(text.areas).toBe(
      'Scalability is your strongest area (93); Security needs the most attention (7).',
    );
    expect([text.risksTitle, text.actionsTitle]).toEqual(['Biggest risks', 'Next actions']);
    expect(text.risks[0]).toEqual({
      ...describeRecommendation(summary.risks[0]!, 'en'),
      categoryName: 'Security',
    });
    expect(text.risks.map((risk) => risk.why)).toEqual(
      summary.risks.map((risk) => describeRecommendation(risk, 'en').why),
    );
    expect(text.actions.map((action) => action.action)).toEqual(
      summary.actions.map((action) => describeRecommendation(action, 'en').action),
    );
    expect(text.noRisks).toBe(en.summary.noRisks);
  });

  it('says it in Danish', () => {
    const text = describeSummary(deriveSummary(deriveReport(MIXED)), 'da');
    expect(text.title).toBe('Ledelsesresumé');
    expect(text.headline).toBe('Jeres samlede score er 50 ud af 100: Under udvikling.');
    expect(text.areas).toBe(
      'Skalerbarhed er jeres stærkeste område (93); Sikkerhed kræver mest opmærksomhed (7).',
    );
    expect(text.risks[0]!.topic).toBe(da.questions.sec_1.topic);
    expect(text.risks[0]!.categoryName).toBe('Sikkerhed');
    expect(text.actions[0]!.action).toBe(da.questions.sec_1.recommendations.simple_password.action);
  });

  it('names areas that tie as equals, never one of them as the strongest or the weakest', () => {
    // Architecture 33, deployment 67, security 100, scalability 100.
    const tied = deriveSummary(
      deriveReport(answersAtPositions([...Array(5).fill(1), ...Array(5).fill(2), ...Array(10).fill(3)])),
    );
    expect(tied.areas).toEqual({
      kind: 'spread',
      strongest: { categories: ['security', 'scalability'], score: 100 },
      weakest: { categories: ['architecture'], score: 33 },
    });
    expect(describeSummary(tied, 'en').areas).toBe(
      'Security and Scalability are your strongest areas (100 each); Architecture needs the most attention (33).',
    );
    expect(describeSummary(tied, 'da').areas).toBe(
      'Sikkerhed og Skalerbarhed er jeres stærkeste områder (100 hver); Arkitektur kræver mest opmærksomhed (33).',
    );
    // Three areas at the bottom.
    const low = describeSummary(
      deriveSummary(deriveReport(answersAtPositions([...Array(15).fill(0), ...Array(5).fill(2)]))),
      'en',
    );
    expect(low.areas).toBe(
      'Scalability is your strongest area (67); Architecture, Deployment, and Security need the most attention (0 each).',
    );
  });

  it('says in words that a report with only low priority advice is in good shape, to its owner and about it', () => {
    const inGoodShape = deriveSummary(deriveReport(answersAt(2)));
    expect(describeSummary(inGoodShape, 'en').noRisks).toBe(
      'No high or medium risks: you are in good shape. Any advice left is low priority.',
    );
    expect(describeSummary(inGoodShape, 'da').noRisks).toBe(
      'Ingen risici med høj eller mellem prioritet: I står godt. Eventuelle råd har lav prioritet.',
    );
    expect(describeSummary(inGoodShape, 'en', { thirdPerson: true }).noRisks).toBe(
      'No high or medium risks: the system is in good shape. Any advice left is low priority.',
    );
    expect(describeSummary(inGoodShape, 'da', { thirdPerson: true }).noRisks).toBe(
      'Ingen risici med høj eller mellem prioritet: systemet står godt. Eventuelle råd har lav prioritet.',
    );
  });

  it('speaks about the report rather than to its owner for a reader it was shared with (thirdPerson)', () => {
    const summary = deriveSummary(deriveReport(MIXED));
    const en3 = describeSummary(summary, 'en', { thirdPerson: true });
    expect(en3.headline).toBe('The overall score is 50 out of 100: Developing.');
    expect(en3.areas).toBe('Scalability is the strongest area (93); Security needs the most attention (7).');
    const da3 = describeSummary(summary, 'da', { thirdPerson: true });
    expect(da3.headline).toBe('Den samlede score er 50 ud af 100: Under udvikling.');
    expect(da3.areas).toBe(
      'Skalerbarhed er det stærkeste område (93); Sikkerhed kræver mest opmærksomhed (7).',
    );
    // Everything else is the same summary.
    expect({ ...en3, headline: '', areas: '', noRisks: '' }).toEqual({
      ...describeSummary(summary, 'en'),
      headline: '',
      areas: '',
      noRisks: '',
    });
    const tied = deriveSummary(
      deriveReport(answersAtPositions([...Array(5).fill(1), ...Array(5).fill(2), ...Array(10).fill(3)])),
    );
    expect(describeSummary(tied, 'en', { thirdPerson: true }).areas).toBe(
      'Security and Scalability are the strongest areas (100 each); Architecture needs the most attention (33).',
    );
    expect(describeSummary(tied, 'da', { thirdPerson: true }).areas).toBe(
      'Sikkerhed og Skalerbarhed er de stærkeste områder (100 hver); Arkitektur kræver mest opmærksomhed (33).',
    );
  });

  it('calls the next actions "Næste skridt" in Danish', () => {
    expect(describeSummary(deriveSummary(deriveReport(MIXED)), 'da').actionsTitle).toBe('Næste skridt');
  });

  it('says when the areas are even, and has no sentence for no areas', () => {
    expect(describeSummary(deriveSummary(deriveReport(answersAt(3))), 'en').areas).toBe(
      'Every area scores 100.',
    );
    expect(describeSummary(deriveSummary(deriveReport(answersAt(3))), 'da').areas).toBe(
      'Alle områder får 100.',
    );
    expect(
      describeSummary(deriveSummary({ scores: { overall: 0, categories: {} }, recommendations: [] }), 'en')
        .areas,
    ).toBeNull();
  });
});

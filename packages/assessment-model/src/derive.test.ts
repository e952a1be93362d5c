import { describe, expect, it } from 'vitest';
import {
  type CategoryInsight,
  type CrossCategoryInsight,
  deriveInsights,
  deriveRecommendations,
  deriveReport,
  recommendTools,
} from './derive.ts';
import { answerSetsCoveringEveryOption, answersAt, answersAtPositions } from './fixtures.ts';
import { type Answers, CATEGORIES, QUESTIONS } from './questions.ts';
import { MAX_RECOMMENDED_TOOLS, TOOL_IDS, TOOLS, TOOLS_BY_QUESTION } from './tools.ts';

const MIXED = answersAtPositions([3, 3, 2, 1, 0, 1, 1, 1, 1, 2, 0, 0, 0, 0, 1, 3, 3, 3, 3, 2]);

describe('deriveRecommendations', () => {
  it('gives one per answer below the strongest, with priority by position', () => {
    expect(deriveRecommendations(answersAt(3))).toEqual([]);
    expect(deriveRecommendations(answersAt(0))).toHaveLength(20);
    expect(new Set(deriveRecommendations(answersAt(0)).map((r) => r.priority))).toEqual(new Set(['high']));
    expect(new Set(deriveRecommendations(answersAt(1)).map((r) => r.priority))).toEqual(new Set(['medium']));
    expect(new Set(deriveRecommendations(answersAt(2)).map((r) => r.priority))).toEqual(new Set(['low']));
  });

  it('lists the mixed set weakest first, then in question order, keyed by question and current option', () => {
    const recommendations = deriveRecommendations(MIXED);
    // 20 answers minus 6 at the strongest option.
    expect(recommendations).toHaveLength(14);
    expect(recommendations.map((r) => r.questionId)).toEqual([
      'arch_5',
      'sec_1',
      'sec_2',
      'sec_3',
      'sec_4',
      'arch_4',
      'deploy_1',
      'deploy_2',
      'deploy_3',
      'deploy_4',
      'sec_5',
      'arch_3',
      'deploy_5',
      'scal_5',
    ]);
    expect(recommendations[0]).toEqual({
      questionId: 'arch_5',
      category: 'architecture',
      optionKey: 'developer',
      position: 0,
      priority: 'high',
    });
    expect(recommendations.at(-1)).toEqual({
      questionId: 'scal_5',
      category: 'scalability',
      optionKey: 'high_uptime',
      position: 2,
      priority: 'low',
    });
    expect(recommendations.filter((r) => r.priority === 'high')).toHaveLength(5);
    expect(recommendations.filter((r) => r.priority === 'medium')).toHaveLength(6);
    expect(recommendations.filter((r) => r.priority === 'low')).toHaveLength(3);
  });
});

describe('deriveInsights', () => {
  it('gives one insight per category and one across categories', () => {
    const insights = deriveInsights(MIXED);
    expect(insights.map((insight) => insight.kind)).toEqual([
      'category',
      'category',
      'category',
      'category',
      'cross_category',
    ]);
    const [architecture, deployment, security, scalability] = insights as CategoryInsight[];
    expect(architecture).toMatchObject({
      category: 'architecture',
      score: 60,
      band: 'established',
      strongest: { questionId: 'arch_1', optionKey: 'efficient', position: 3 },
      weakest: { questionId: 'arch_5', optionKey: 'developer', position: 0 },
      even: false,
    });
    expect(deployment).toMatchObject({
      score: 40,
      band: 'developing',
      strongest: { questionId: 'deploy_5' },
      weakest: { questionId: 'deploy_1' },
    });
    expect(security).toMatchObject({
      score: 7,
      band: 'foundational',
      strongest: { questionId: 'sec_5' },
      weakest: { questionId: 'sec_1' },
    });
    expect(scalability).toMatchObject({
      score: 93,
      band: 'advanced',
      weakest: { questionId: 'scal_5', optionKey: 'high_uptime' },
    });
    expect(insights[4]).toEqual({
      kind: 'cross_category',
      best: ['scalability'],
      bestScore: 93,
      worst: ['security'],
      worstScore: 7,
      gap: 86,
      balanced: false,
    } satisfies CrossCategoryInsight);
  });

  it('marks an even category and a balanced assessment', () => {
    const insights = deriveInsights(answersAt(2));
    for (const insight of insights.slice(0, 4))
      expect(insight).toMatchObject({ even: true, band: 'established', score: 67 });
    expect(insights[4]).toMatchObject({
      best: [...CATEGORIES],
      worst: [...CATEGORIES],
      gap: 0,
      balanced: true,
    });
  });

  it('names every area that shares the best or the worst score, in assessment order', () => {
    // Architecture 33, deployment 33, security 100, scalability 100.
    const answers = answersAtPositions(
      QUESTIONS.map((question) => (['security', 'scalability'].includes(question.category) ? 3 : 1)),
    );
    expect(deriveInsights(answers)[4]).toEqual({
      kind: 'cross_category',
      best: ['security', 'scalability'],
      bestScore: 100,
      worst: ['architecture', 'deployment'],
      worstScore: 33,
      gap: 67,
      balanced: false,
    } satisfies CrossCategoryInsight);
  });
});

describe('recommendTools', () => {
  it('recommends nothing when every answer is the strongest', () => {
    expect(recommendTools(answersAt(3))).toEqual([]);
  });

  it('gives at most 8 distinct tools, for every answer set', () => {
    const sets: Answers[] = [
      answersAt(0),
      answersAt(1),
      answersAt(2),
      MIXED,
      ...answerSetsCoveringEveryOption(),
    ];
    for (const answers of sets) {
      const tools = recommendTools(answers);
      expect(tools.length).toBeLessThanOrEqual(MAX_RECOMMENDED_TOOLS);
      expect(new Set(tools.map((tool) => tool.toolId)).size).toBe(tools.length);
    }
    expect(recommendTools(answersAt(0))).toHaveLength(8);
  });

  it('starts with the best fit for the weakest answers, spread over different problems', () => {
    const tools = recommendTools(MIXED);
    // Weakest first: arch_5, sec_1, sec_2 (keycloak again → skipped), sec_3, sec_4, then the p=1 answers.
    expect(tools.map((tool) => tool.toolId)).toEqual([
      'structurizr',
      'keycloak',
      'snyk',
      'vault',
      'openapi',
      'github_actions',
      'argo_cd',
      'sentry',
    ]);
    expect(tools.find((tool) => tool.toolId === 'keycloak')!.questionIds).toEqual(['sec_1', 'sec_2']);
  });

  it('recommends only tools for answers that can improve', () => {
    const answers = { ...answersAt(3), scal_4: 'no_testing' } as Answers;
    const tools = recommendTools(answers);
    expect(tools.map((tool) => tool.toolId)).toEqual(['k6', 'gremlin', 'chaos_mesh']);
    for (const tool of tools) expect(tool.questionIds).toEqual(['scal_4']);
  });
});

describe('the tool catalogue', () => {
  it('maps every question to real, linked tools, and every tool to a question', () => {
    for (const question of QUESTIONS) expect(TOOLS_BY_QUESTION[question.id].length).toBeGreaterThan(0);
    const used = new Set(Object.values(TOOLS_BY_QUESTION).flat());
    for (const id of TOOL_IDS) {
      expect(used.has(id), id).toBe(true);
      expect(TOOLS[id].id).toBe(id);
      expect(new URL(TOOLS[id].url).protocol).toBe('https:');
    }
  });
});

describe('deriveReport', () => {
  it('puts scores, bands and derivations together', () => {
    const report = deriveReport(MIXED);
    expect(report.scores.overall).toBe(50);
    expect(report.bands).toEqual({
      overall: 'developing',
      categories: {
        architecture: 'established',
        deployment: 'developing',
        security: 'foundational',
        scalability: 'advanced',
      },
    });
    expect(report.recommendations).toHaveLength(14);
    expect(report.insights).toHaveLength(5);
    expect(report.tools).toHaveLength(8);
  });
});

describe('a partly answered set', () => {
  const partial: Partial<Answers> = { ...MIXED };
  delete partial.sec_2;
  delete partial.scal_5;

  it('recommends and picks tools for what was answered only, in the same order', () => {
    const all = deriveRecommendations(MIXED);
    expect(deriveRecommendations(partial)).toEqual(
      all.filter((r) => r.questionId !== 'sec_2' && r.questionId !== 'scal_5'),
    );
    for (const tool of recommendTools(partial)) expect(tool.questionIds).not.toContain('sec_2');
    expect(deriveRecommendations({})).toEqual([]);
    expect(recommendTools({})).toEqual([]);
  });

  it('gives insights for the fully answered categories only, and none across them', () => {
    const insights = deriveInsights(partial);
    expect(
      insights.map((insight) => (insight.kind === 'category' ? insight.category : insight.kind)),
    ).toEqual(['architecture', 'deployment']);
    expect(insights).toEqual(deriveInsights(MIXED).slice(0, 2));
  });

  it('equals deriveReport when complete', () => {
    const report = deriveReport(MIXED);
    expect(deriveInsights(MIXED)).toEqual(report.insights);
    expect(recommendTools(MIXED)).toEqual(report.tools);
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeAnswer,
  describeBand,
  describeInsight,
  describeQuestion,
  describeRecommendation,
  describeReport,
  describeTool,
} from './describe.ts';
import { deriveReport } from './derive.ts';
import { answersAt, answersAtPositions } from './fixtures.ts';
import { da } from './texts/da.ts';
import { en } from './texts/en.ts';

const MIXED = answersAtPositions([3, 3, 2, 1, 0, 1, 1, 1, 1, 2, 0, 0, 0, 0, 1, 3, 3, 3, 3, 2]);

describe('describe…', () => {
  it('describes a question with its options weakest → strongest', () => {
    const question = describeQuestion('scal_5', 'en');
    expect(question).toMatchObject({
      id: 'scal_5',
      category: 'scalability',
      number: 20,
      text: en.questions.scal_5.question,
    });
    expect(question.options.map((option) => [option.key, option.position])).toEqual([
      ['frequent_outages', 0],
      ['occasional_issues', 1],
      ['high_uptime', 2],
      ['near_perfect', 3],
    ]);
    expect(describeQuestion('scal_5', 'da').options[2]!.text).toBe(da.questions.scal_5.options.high_uptime);
    expect(describeAnswer('arch_1', 'panic', 'da')).toBe(da.questions.arch_1.options.panic);
    expect(() => describeAnswer('arch_1', 'rare', 'en')).toThrow(RangeError);
  });

  it('describes a recommendation by question and current answer', () => {
    const recommendation = describeRecommendation(
      {
        questionId: 'deploy_2',
        category: 'deployment',
        optionKey: 'undo_difficult',
        position: 1,
        priority: 'medium',
      },
      'da',
    );
    expect(recommendation).toMatchObject({
      topic: da.questions.deploy_2.topic,
      currentAnswer: da.questions.deploy_2.options.undo_difficult,
      priorityLabel: 'Mellem prioritet',
      why: da.questions.deploy_2.recommendations.undo_difficult.why,
      action: da.questions.deploy_2.recommendations.undo_difficult.action,
    });
  });

  it('describes insights with category names, bands and practices', () => {
    const report = deriveReport(MIXED);
    const architecture = describeInsight(report.insights[0]!, 'en');
    expect(architecture.title).toBe('Architecture at a glance');
    expect(architecture.lines).toEqual([
      'Architecture scores 60 out of 100: Established.',
      `Strongest practice: Making changes – "${en.questions.arch_1.options.efficient}"`,
      `Most room for improvement: Documentation and shared knowledge – "${en.questions.arch_5.options.developer}"`,
    ]);
    expect(describeInsight(report.insights[4]!, 'en').lines[0]).toContain(
      'Scalability (93) is 86 points ahead of Security (7)',
    );
    expect(describeInsight(report.insights[4]!, 'da').lines[0]).toContain(
      'Skalerbarhed (93) ligger 86 point foran Sikkerhed (7)',
    );
    const even = deriveReport(answersAt(1));
    expect(describeInsight(even.insights[0]!, 'en').lines).toHaveLength(2);
    expect(describeInsight(even.insights[4]!, 'en').lines[0]).toContain('All four areas score 33');
  });

  it('describes tools with name, link and what they fix', () => {
    expect(describeTool({ toolId: 'k6', questionIds: ['scal_4', 'scal_2'] }, 'en')).toEqual({
      toolId: 'k6',
      questionIds: ['scal_4', 'scal_2'],
      name: 'Grafana k6',
      url: 'https://k6.io/',
      fixes: en.tools.k6.fixes,
      topics: ['Load and failure testing', 'Preparing for peaks'],
    });
  });

  it('renders the same stored report in both languages with the same numbers and structure', () => {
    const report = deriveReport(MIXED);
    const english = describeReport(report, 'en');
    const danish = describeReport(report, 'da');
    expect(english.overall).toEqual({ score: 50, band: describeBand('developing', 'en') });
    expect(danish.overall.band.label).toBe('Under udvikling');
    expect(english.categories.map((c) => [c.id, c.score])).toEqual(
      danish.categories.map((c) => [c.id, c.score]),
    );
    expect(english.recommendations.map((r) => r.questionId)).toEqual(
      danish.recommendations.map((r) => r.questionId),
    );
    expect(english.tools.map((t) => t.url)).toEqual(danish.tools.map((t) => t.url));
    expect(english.insights).toHaveLength(5);
    expect(danish.recommendations[0]!.why).not.toBe(english.recommendations[0]!.why);
  });
});

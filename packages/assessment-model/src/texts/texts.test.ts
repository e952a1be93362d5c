import { describe, expect, it } from 'vitest';
import { BANDS } from '../bands.ts';
import { ASSESSMENT_LANGUAGES, textsFor } from '../describe.ts';
import { PRIORITIES } from '../derive.ts';
import { CATEGORIES, QUESTIONS } from '../questions.ts';
import { TOOL_IDS } from '../tools.ts';
import { da } from './da.ts';
import { en } from './en.ts';
import type { QuestionTexts } from './types.ts';

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

describe('question texts: a count, in English and Danish', () => {
  // Counted one by one, so a failure says exactly what is missing.
  const required = QUESTIONS.flatMap((question) => [
    `${question.id}.topic`,
    `${question.id}.question`,
    ...question.options.map((key) => `${question.id}.options.${key}`),
    ...question.options
      .slice(0, 3)
      .flatMap((key) => [
        `${question.id}.recommendations.${key}.why`,
        `${question.id}.recommendations.${key}.action`,
      ]),
  ]);

  it('needs 20 question texts, 80 option texts and 60 recommendations (why + action) per language', () => {
    expect(required.filter((path) => path.endsWith('.question'))).toHaveLength(20);
    expect(required.filter((path) => path.includes('.options.'))).toHaveLength(80);
    expect(required.filter((path) => path.includes('.recommendations.'))).toHaveLength(120);
  });

  it.each(ASSESSMENT_LANGUAGES)('has 100%% of them in %s', (language) => {
    const texts = textsFor(language).questions as Record<string, unknown>;
    const lookup = (path: string) =>
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
    const present = required.filter((path) => filled(lookup(path)));
    expect(required.filter((path) => !present.includes(path))).toEqual([]);
    expect(present.length / required.length).toBe(1);
  });

  it('has no text for an option that does not exist, and no recommendation for the strongest option', () => {
    for (const texts of [en, da]) {
      for (const question of QUESTIONS) {
        const own = texts.questions[question.id] as QuestionTexts<typeof question.id>;
        expect(Object.keys(own.options).sort()).toEqual([...question.options].sort());
        expect(Object.keys(own.recommendations).sort()).toEqual(question.options.slice(0, 3).sort());
      }
    }
  });

  it('uses different words in Danish (the Danish texts are translations, not copies)', () => {
    for (const question of QUESTIONS)
      expect(da.questions[question.id].question).not.toBe(en.questions[question.id].question);
  });

  it('mentions 99.9% uptime in the high tier of scal_5', () => {
    expect(en.questions.scal_5.options.high_uptime).toContain('99.9%');
    expect(da.questions.scal_5.options.high_uptime).toContain('99,9 %');
  });
});

describe('the other texts', () => {
  it.each(ASSESSMENT_LANGUAGES)('has categories, bands, priorities and tools in %s', (language) => {
    const texts = textsFor(language);
    for (const category of CATEGORIES)
      expect(filled(texts.categories[category].name) && filled(texts.categories[category].description)).toBe(
        true,
      );
    for (const band of BANDS)
      expect(filled(texts.bands[band].label) && filled(texts.bands[band].description)).toBe(true);
    for (const priority of PRIORITIES) expect(filled(texts.priorities[priority])).toBe(true);
    for (const tool of TOOL_IDS) expect(filled(texts.tools[tool].fixes), tool).toBe(true);
    const args = { best: ['A'], bestScore: 90, worst: ['B', 'C'], worstScore: 10, gap: 80 };
    for (const text of [
      texts.insights.categoryTitle({ category: 'A' }),
      texts.insights.categorySummary({ category: 'A', score: 50, band: 'X' }),
      texts.insights.strongest({ topic: 'T', answer: 'Y' }),
      texts.insights.weakest({ topic: 'T', answer: 'Y' }),
      texts.insights.even({ answer: 'Y' }),
      texts.insights.crossTitle,
      texts.insights.crossGap(args),
      texts.insights.crossBalanced(args),
      texts.insights.crossBalanced({ ...args, gap: 0 }),
    ]) {
      expect(filled(text)).toBe(true);
    }
  });
});

describe('band descriptions', () => {
  it.each(ASSESSMENT_LANGUAGES)(
    'name no priority in %s: a band does not know which priorities a report has',
    (language) => {
      // All answers one above the weakest score 33, a foundational band, with no high-priority recommendation.
      const priorities = PRIORITIES.map(
        (priority) => textsFor(language).priorities[priority].toLowerCase().split(' ')[0]!,
      );
      for (const band of BANDS) {
        const description = textsFor(language).bands[band].description.toLowerCase();
        for (const word of priorities)
          expect(description, `${band}: ${word}`).not.toMatch(new RegExp(`${word}[- ]?prior`));
      }
    },
  );
});

// A missing or extra text is a type error (checked by `tsc`, which includes this file).
export const typeChecks = () => {
  // @ts-expect-error a missing option text
  const missingOption: QuestionTexts<'arch_1'>['options'] = { panic: '', tricky: '', easy: '' };
  // @ts-expect-error no recommendation for the strongest option
  const strongest: QuestionTexts<'arch_1'>['recommendations'] = { efficient: { why: '', action: '' } };
  return [missingOption, strongest];
};

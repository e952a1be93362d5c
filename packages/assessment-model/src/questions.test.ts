import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  QUESTION_IDS,
  QUESTIONS,
  categoryOf,
  getQuestion,
  isOptionOf,
  isQuestionId,
  optionPosition,
  questionsIn,
} from './questions.ts';

describe('the question table (docs/product.md §1, §3)', () => {
  it('has 4 categories of 5 questions with 4 options each, in assessment order', () => {
    expect(CATEGORIES).toEqual(['architecture', 'deployment', 'security', 'scalability']);
    expect(QUESTIONS).toHaveLength(20);
    for (const category of CATEGORIES) expect(questionsIn(category)).toHaveLength(5);
    for (const question of QUESTIONS) expect(question.options).toHaveLength(4);
    expect(QUESTIONS.map((question) => question.number)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(QUESTION_IDS).toEqual([
      'arch_1',
      'arch_2',
      'arch_3',
      'arch_4',
      'arch_5',
      'deploy_1',
      'deploy_2',
      'deploy_3',
      'deploy_4',
      'deploy_5',
      'sec_1',
      'sec_2',
      'sec_3',
      'sec_4',
      'sec_5',
      'scal_1',
      'scal_2',
      'scal_3',
      'scal_4',
      'scal_5',
    ]);
  });

  it('keeps the option keys, weakest → strongest', () => {
    expect(getQuestion('arch_1').options).toEqual(['panic', 'tricky', 'easy', 'efficient']);
    expect(getQuestion('deploy_2').options).toEqual([
      'manual_fix',
      'undo_difficult',
      'rollback_process',
      'instant_switch',
    ]);
    expect(getQuestion('sec_4').options).toEqual([
      'no_protection',
      'encrypt_transfer',
      'encrypt_storage',
      'full_encryption',
    ]);
    expect(getQuestion('scal_5').options).toEqual([
      'frequent_outages',
      'occasional_issues',
      'high_uptime',
      'near_perfect',
    ]);
    expect(optionPosition('scal_5', 'high_uptime')).toBe(2);
  });

  it('maps question ids to categories by prefix', () => {
    expect(categoryOf('arch_3')).toBe('architecture');
    expect(categoryOf('deploy_1')).toBe('deployment');
    expect(categoryOf('sec_5')).toBe('security');
    expect(categoryOf('scal_2')).toBe('scalability');
  });

  it('recognises ids and option keys, and nothing inherited', () => {
    expect(isQuestionId('sec_1')).toBe(true);
    expect(isQuestionId('sec_6')).toBe(false);
    expect(isQuestionId('toString')).toBe(false);
    expect(isOptionOf('arch_4', 'easy')).toBe(true);
    expect(isOptionOf('arch_4', 'efficient')).toBe(false);
    expect(isOptionOf('arch_4', 3)).toBe(false);
    expect(() => optionPosition('arch_1', 'nope' as never)).toThrow(RangeError);
  });
});

import { QUESTIONS, answersAt } from '@ahc/assessment-model';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STORAGE_KEY,
  REVIEW_INDEX,
  answeredCount,
  clearAssessment,
  completeAnswers,
  firstUnansweredIndex,
  loadAssessment,
  newAssessment,
  saveAssessment,
} from './stored-assessment.ts';

afterEach(() => window.localStorage.clear());

describe('the stored assessment', () => {
  it('starts with a fresh submission id, no answers and the first question', () => {
    const first = newAssessment(new Date('2026-01-02T03:04:05Z'));
    expect(first).toEqual({
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      answers: {},
      currentIndex: 0,
      startedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(newAssessment().submissionId).not.toBe(first.submissionId);
  });

  it('saves under assessment:v1 and loads the same thing back', () => {
    const assessment = { ...newAssessment(), answers: { arch_1: 'easy' as const }, currentIndex: 1 };
    saveAssessment(assessment);
    expect(JSON.parse(window.localStorage.getItem(ASSESSMENT_STORAGE_KEY)!)).toEqual(assessment);
    expect(loadAssessment()).toEqual(assessment);
    clearAssessment();
    expect(loadAssessment()).toBeNull();
  });

  it('ignores what it cannot use: bad JSON, no submission id, unknown answers, an index out of range', () => {
    window.localStorage.setItem(ASSESSMENT_STORAGE_KEY, '{nope');
    expect(loadAssessment()).toBeNull();
    window.localStorage.setItem(ASSESSMENT_STORAGE_KEY, JSON.stringify({ answers: {} }));
    expect(loadAssessment()).toBeNull();
    const id = crypto.randomUUID();
    window.localStorage.setItem(
      ASSESSMENT_STORAGE_KEY,
      JSON.stringify({
        submissionId: id,
        answers: { arch_1: 'easy', arch_2: 'easy', nope: 'x' },
        currentIndex: 99,
        startedAt: 'x',
      }),
    );
    expect(loadAssessment()).toEqual({
      submissionId: id,
      answers: { arch_1: 'easy' },
      currentIndex: REVIEW_INDEX,
      startedAt: 'x',
    });
  });

  it('counts answers and knows when they are complete', () => {
    const assessment = { ...newAssessment(), answers: answersAt(1) };
    expect(answeredCount(assessment)).toBe(QUESTIONS.length);
    expect(completeAnswers(assessment)).toEqual(answersAt(1));
    const { scal_5: _missing, ...nineteen } = answersAt(1);
    expect(completeAnswers({ ...assessment, answers: nineteen })).toBeNull();
  });

  it('knows the furthest step: the first unanswered question, or the review when all are answered', () => {
    expect(firstUnansweredIndex(newAssessment())).toBe(0);
    const { arch_3: _third, ...gap } = answersAt(1);
    expect(firstUnansweredIndex({ ...newAssessment(), answers: gap })).toBe(2);
    expect(firstUnansweredIndex({ ...newAssessment(), answers: answersAt(1) })).toBe(REVIEW_INDEX);
  });
});

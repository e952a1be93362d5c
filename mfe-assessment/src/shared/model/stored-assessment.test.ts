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
  questionsWithNoteProblems,
  saveAssessment,
  withNote,
} from './stored-assessment.ts';

afterEach(() => window.localStorage.clear());

describe('the stored assessment', () => {
  it('starts with a fresh submission id, no answers and the first question', () => {
    const first = newAssessment(new Date('2026-01-02T03:04:05Z'));
    expect(first).toEqual({
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      answers: {},
      notes: {},
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
      notes: {},
      currentIndex: REVIEW_INDEX,
      startedAt: 'x',
    });
  });

  it('keeps the notes as they were typed, a half-written link included, and drops what is not a note', () => {
    const assessment = {
      ...newAssessment(),
      notes: {
        arch_1: {
          note: 'Because the monolith\nis small.',
          links: 'https://adr.example/1\nhttps://',
          shareWithTeam: true,
        },
      },
    };
    saveAssessment(assessment);
    expect(loadAssessment()).toEqual(assessment);
    window.localStorage.setItem(
      ASSESSMENT_STORAGE_KEY,
      JSON.stringify({
        ...assessment,
        notes: {
          arch_1: { note: 'kept', links: '', shareWithTeam: 'yes' },
          arch_2: { note: 5, links: '' },
          nope: { note: 'unknown question', links: '' },
          sec_1: null,
        },
      }),
    );
    expect(loadAssessment()!.notes).toEqual({ arch_1: { note: 'kept', links: '', shareWithTeam: false } });
  });

  it('changes one note at a time, and forgets a blank one unless it is to be shared', () => {
    const written = withNote(newAssessment(), 'arch_1', { note: 'Why', links: '', shareWithTeam: false });
    expect(written.notes).toEqual({ arch_1: { note: 'Why', links: '', shareWithTeam: false } });
    const two = withNote(written, 'sec_2', { note: '', links: 'https://a.example', shareWithTeam: false });
    expect(Object.keys(two.notes)).toEqual(['arch_1', 'sec_2']);
    expect(withNote(two, 'arch_1', { note: ' ', links: '', shareWithTeam: false }).notes).toEqual({
      sec_2: two.notes.sec_2,
    });
    // Ticked before a word is written: the choice stays.
    expect(withNote(two, 'arch_1', { note: '', links: '', shareWithTeam: true }).notes.arch_1).toEqual({
      note: '',
      links: '',
      shareWithTeam: true,
    });
  });

  it('names the questions, in order, whose notes cannot be submitted as they are', () => {
    let assessment = newAssessment();
    assessment = withNote(assessment, 'sec_1', { note: '', links: 'runbook', shareWithTeam: false });
    assessment = withNote(assessment, 'arch_2', { note: 'x'.repeat(1001), links: '', shareWithTeam: false });
    assessment = withNote(assessment, 'arch_1', {
      note: 'fine',
      links: 'https://a.example',
      shareWithTeam: false,
    });
    expect(questionsWithNoteProblems(assessment)).toEqual(['arch_2', 'sec_1']);
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

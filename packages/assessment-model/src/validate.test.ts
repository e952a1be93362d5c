import { describe, expect, it } from 'vitest';
import { answersAt } from './fixtures.ts';
import { isCompleteAnswers, validateAnswers } from './validate.ts';

const complete = answersAt(2);

describe('validateAnswers (mirrors submit_assessment)', () => {
  it('accepts exactly the 20 ids with known option keys', () => {
    expect(validateAnswers(complete)).toEqual({ ok: true, answers: complete });
    expect(isCompleteAnswers(answersAt(0))).toBe(true);
  });

  it.each([null, 'arch_1', 42, [], ['arch_1']])('rejects a non-object (%j)', (input) => {
    expect(validateAnswers(input)).toEqual({ ok: false, issue: { kind: 'not_object' } });
  });

  it('names unknown question ids first, as the SQL does', () => {
    expect(validateAnswers({ ...complete, sec_6: 'x', arch_0: 'y' })).toEqual({
      ok: false,
      issue: { kind: 'unknown_question', questionIds: ['arch_0', 'sec_6'] },
    });
  });

  it('names values that are not strings', () => {
    expect(validateAnswers({ ...complete, arch_2: 3, sec_1: null })).toEqual({
      ok: false,
      issue: { kind: 'not_string', questionIds: ['arch_2', 'sec_1'] },
    });
  });

  it("names unknown options, including another question's option", () => {
    expect(validateAnswers({ ...complete, arch_4: 'efficient', scal_5: 'always_up' })).toEqual({
      ok: false,
      issue: {
        kind: 'unknown_option',
        answers: [
          { questionId: 'arch_4', value: 'efficient' },
          { questionId: 'scal_5', value: 'always_up' },
        ],
      },
    });
  });

  it('names missing questions (19 answers, or none)', () => {
    const { deploy_3: _dropped, ...nineteen } = complete;
    expect(validateAnswers(nineteen)).toEqual({
      ok: false,
      issue: { kind: 'missing', questionIds: ['deploy_3'] },
    });
    const none = validateAnswers({});
    expect(none.ok === false && none.issue.kind === 'missing' && none.issue.questionIds).toHaveLength(20);
  });

  it('ignores nothing inherited: a prototype key is an unknown question', () => {
    expect(validateAnswers(JSON.parse('{"__proto__": "x"}'))).toEqual({
      ok: false,
      issue: { kind: 'unknown_question', questionIds: ['__proto__'] },
    });
  });
});

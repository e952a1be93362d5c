import { describe, expect, it } from 'vitest';
import { answersAt, answersAtPositions } from './fixtures.ts';
import { PLAN_STATES, type PlanStatus, adviceKey, planStanding } from './plan.ts';

// 14 recommendations: 20 answers, 6 of them at the strongest option.
const MIXED = answersAtPositions([3, 3, 2, 1, 0, 1, 1, 1, 1, 2, 0, 0, 0, 0, 1, 3, 3, 3, 3, 2]);
const item = (questionId: string, optionKey: string, status: PlanStatus) => ({
  questionId,
  optionKey,
  status,
});

describe('planStanding', () => {
  it('counts each recommendation once, in the state of the plan item for its own advice', () => {
    const items = [
      item('arch_5', MIXED.arch_5, 'in_progress'),
      item('sec_1', MIXED.sec_1, 'in_progress'),
      item('sec_2', MIXED.sec_2, 'planned'),
      item('deploy_1', MIXED.deploy_1, 'done'),
      item('deploy_2', MIXED.deploy_2, 'not_applicable'),
    ];
    const { counts, byQuestion } = planStanding(MIXED, items);
    expect(counts).toEqual({
      open: 9,
      planned: 1,
      in_progress: 2,
      done: 1,
      not_applicable: 1,
      total: 14,
      handled: 2,
      remaining: 12,
    });
    expect(PLAN_STATES.reduce((sum, state) => sum + counts[state], 0)).toBe(counts.total);
    expect([...byQuestion.keys()].sort()).toEqual(['arch_5', 'deploy_1', 'deploy_2', 'sec_1', 'sec_2']);
  });

  it('leaves out items for other advice on the same question, and items of answers at the strongest', () => {
    const items = [
      // Earlier advice on arch_5 (another option than the one answered now): not this recommendation's.
      item('arch_5', MIXED.arch_5 === 'developer' ? 'some' : 'developer', 'done'),
      // arch_1 is answered at the strongest: no recommendation to count.
      item('arch_1', MIXED.arch_1, 'planned'),
    ];
    const { counts, byQuestion } = planStanding(MIXED, items);
    expect(counts).toMatchObject({ open: 14, done: 0, planned: 0, total: 14, handled: 0, remaining: 14 });
    expect(byQuestion.size).toBe(0);
  });

  it('counts nothing for answers all at the strongest, and everything open without a plan', () => {
    expect(planStanding(answersAt(3), []).counts.total).toBe(0);
    expect(planStanding(answersAt(0), []).counts).toMatchObject({ total: 20, open: 20, remaining: 20 });
  });

  it('keys advice by question and option', () => {
    expect(adviceKey({ questionId: 'arch_1', optionKey: 'panic' })).toBe('arch_1:panic');
  });
});

import { describe, expect, it } from 'vitest';
import type { PlanItem } from '../data/plan-items.ts';
import { KNOWN_POSITIONS, knownReport, reportRow } from '#shared/testing/fixtures.ts';
import { handledQuestions, planEffects, planOverview, stateOf } from './plan-view.ts';

/** A plan item for the known report's advice on the question, unless another option is named. */
const item = (
  questionId: PlanItem['questionId'],
  status: PlanItem['status'],
  optionKey?: PlanItem['optionKey'],
  updatedAt = '2026-03-15T09:00:00Z',
): PlanItem => ({
  questionId,
  optionKey: optionKey ?? knownReport().answers[questionId],
  status,
  note: '',
  trackerKey: null,
  updatedAt,
});

describe('planOverview', () => {
  it('counts the report’s recommendations by plan state, and the plan’s practices now at the strongest level', () => {
    // The known report: 13 recommendations; security is at the strongest level everywhere.
    const overview = planOverview(knownReport().answers, [
      item('arch_4', 'planned'),
      item('deploy_1', 'in_progress'),
      item('deploy_2', 'done'),
      item('scal_5', 'not_applicable'),
      item('sec_3', 'done'),
    ]);
    expect(overview.counts).toEqual({
      open: 9,
      planned: 1,
      in_progress: 1,
      done: 1,
      not_applicable: 1,
      achieved: 1,
      total: 13,
      handled: 2,
      remaining: 11,
    });
    expect(overview.achieved.map((achieved) => achieved.questionId)).toEqual(['sec_3']);
    expect(stateOf(overview, 'arch_4')).toBe('planned');
    expect(stateOf(overview, 'arch_2')).toBe('open');
  });

  it('has nothing to count in an empty plan', () => {
    expect(planOverview(knownReport().answers, []).counts).toMatchObject({
      open: 13,
      total: 13,
      handled: 0,
      achieved: 0,
    });
  });

  it('gives a recommendation the status of the item for its own advice only: done for other advice on the question is not done', () => {
    // The known report answers deploy_1 "rarely" and deploy_2 "manual_fix".
    const plan = [
      item('deploy_1', 'done', 'sometimes'),
      item('deploy_2', 'not_applicable', 'undo_difficult'),
      item('deploy_2', 'planned'),
    ];
    const overview = planOverview(knownReport().answers, plan);
    expect(stateOf(overview, 'deploy_1')).toBe('open');
    expect(stateOf(overview, 'deploy_2')).toBe('planned');
    expect(overview.counts).toMatchObject({ open: 12, planned: 1, done: 0, not_applicable: 0, handled: 0 });
    expect(handledQuestions(overview)).toEqual([]);
    // The same advice, done, is handled.
    expect(
      handledQuestions(planOverview(knownReport().answers, [...plan, item('deploy_1', 'done')])),
    ).toEqual(['deploy_1']);
  });

  it('names a practice now at the strongest level once, by its latest changed item', () => {
    const older = item('sec_2', 'done', 'no_process', '2026-01-01T00:00:00Z');
    const newer = item('sec_2', 'in_progress', 'manual_removal', '2026-02-01T00:00:00Z');
    const overview = planOverview(knownReport().answers, [older, newer]);
    expect(overview.achieved).toEqual([newer]);
    expect(overview.counts.achieved).toBe(1);
  });
});

describe('planEffects', () => {
  it('compares, for each action marked done, the answer and its area score in the previous report with this one', () => {
    const before = reportRow('a', KNOWN_POSITIONS, '2026-01-01T00:00:00Z');
    const positions = [...KNOWN_POSITIONS];
    positions[5] = 3; // deploy_1: 0 → 3
    positions[15] = 1; // scal_1: 2 → 1
    const after = reportRow('b', positions, '2026-03-01T00:00:00Z');
    const effects = planEffects(before, after, [
      item('scal_1', 'done'),
      item('deploy_1', 'done'),
      item('deploy_2', 'done'),
      item('arch_4', 'planned'),
    ]);
    expect(
      effects.map((effect) => [effect.questionId, effect.direction, effect.area, effect.achieved]),
    ).toEqual([
      // Deployment 0,0,1,1,2 → 27; 3,0,1,1,2 → 47.
      ['deploy_1', 'improved', { before: 27, after: 47 }, true],
      ['deploy_2', 'unchanged', { before: 27, after: 47 }, false],
      // Scalability 2,2,2,1,1 → 53; 1,2,2,1,1 → 47.
      ['scal_1', 'worsened', { before: 53, after: 47 }, false],
    ]);
    expect(effects[0]).toMatchObject({
      category: 'deployment',
      before: { optionKey: 'rarely', position: 0 },
      after: { optionKey: 'continuous', position: 3 },
    });
  });

  it('speaks only of actions done on the previous report’s own advice', () => {
    const before = reportRow('a', KNOWN_POSITIONS, '2026-01-01T00:00:00Z');
    const after = reportRow('b', KNOWN_POSITIONS, '2026-03-01T00:00:00Z');
    // deploy_1 was answered "rarely": done for "sometimes" (an older report's advice) is not this step's.
    expect(planEffects(before, after, [item('deploy_1', 'done', 'sometimes')])).toEqual([]);
    expect(planEffects(before, after, [item('deploy_1', 'done')]).map((effect) => effect.questionId)).toEqual(
      ['deploy_1'],
    );
  });
});

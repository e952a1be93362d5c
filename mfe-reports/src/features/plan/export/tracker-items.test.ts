import { describe, expect, it } from 'vitest';
import { knownReport } from '#shared/testing/fixtures.ts';
import { adviceKey } from '../data/plan-items.ts';
import { AWKWARD_NOTE, itemOf, trackerExport } from './tracker-export.fixture.ts';
import { descriptionFacts, selectedItems, trackerItems } from './tracker-items.ts';

describe('trackerItems', () => {
  it('is the report’s recommendations, most important first, each with its plan item', () => {
    const plan = trackerExport();
    expect(plan.items.map((item) => [item.questionId, item.priority, item.state])).toEqual([
      ['arch_4', 'high', 'in_progress'],
      ['deploy_1', 'high', 'done'],
      ['deploy_2', 'high', 'not_applicable'],
      ['arch_3', 'medium', 'planned'],
      ['deploy_3', 'medium', 'open'],
      ['deploy_4', 'medium', 'open'],
      ['scal_4', 'medium', 'open'],
      ['scal_5', 'medium', 'open'],
      ['arch_2', 'low', 'open'],
      ['deploy_5', 'low', 'open'],
      ['scal_1', 'low', 'open'],
      ['scal_2', 'low', 'open'],
      ['scal_3', 'low', 'open'],
    ]);
    expect(itemOf(plan, 'arch_4')).toEqual({
      questionId: 'arch_4',
      optionKey: 'avoid',
      title: 'Connecting to other systems',
      action: expect.stringMatching(/\w/),
      why: expect.stringMatching(/\w/),
      answer: expect.stringMatching(/\w/),
      area: 'architecture',
      areaName: 'Architecture',
      priority: 'high',
      priorityLabel: 'High priority',
      state: 'in_progress',
      stateLabel: 'In progress',
      note: AWKWARD_NOTE,
      trackerKey: 'OPS-12',
    });
    expect(itemOf(plan, 'scal_1')).toMatchObject({
      state: 'open',
      stateLabel: 'Not planned',
      note: '',
      trackerKey: null,
    });
  });

  it('takes an item for other advice on the question as not this one’s', () => {
    const items = trackerItems(
      knownReport().answers,
      [
        {
          questionId: 'arch_4',
          optionKey: 'hard',
          status: 'done',
          note: 'old',
          trackerKey: '7',
          updatedAt: 'x',
        },
      ],
      'en',
      (state) => state,
    );
    expect(items.find((item) => item.questionId === 'arch_4')).toMatchObject({
      state: 'open',
      trackerKey: null,
    });
  });

  it('speaks the reader’s language', () => {
    expect(itemOf(trackerExport('da'), 'deploy_1')).toMatchObject({
      title: 'Udgivelsesfrekvens',
      areaName: 'Udrulning',
      priorityLabel: 'Høj prioritet',
      stateLabel: 'Færdig',
    });
  });

  it('keeps the ticked items in the plan’s order, and leaves out an empty note', () => {
    const plan = trackerExport();
    const chosen = selectedItems(
      plan.items,
      new Set([adviceKey(itemOf(plan, 'scal_3')), adviceKey(itemOf(plan, 'arch_4'))]),
    );
    expect(chosen.map((item) => item.questionId)).toEqual(['arch_4', 'scal_3']);
    expect(descriptionFacts(itemOf(plan, 'scal_3'), plan.words).map(([label]) => label)).toEqual([
      'Why it matters',
      'Your answer',
      'Area',
      'Priority',
      'Status in the plan',
    ]);
    expect(descriptionFacts(itemOf(plan, 'arch_4'), plan.words).at(-1)).toEqual(['Your note', AWKWARD_NOTE]);
  });
});

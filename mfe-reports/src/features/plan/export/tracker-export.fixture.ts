// The plan the export builders' tests lay out: the known report's 13 recommendations (high: arch_4,
// deploy_1, deploy_2; medium: arch_3, deploy_3, deploy_4, scal_4, scal_5; low: arch_2, deploy_5, scal_1,
// scal_2, scal_3), four of them on the plan in each state but open, with a Jira key, an issue number,
// and notes that test quoting: quotes, commas, a line break, markup, shell syntax and Danish letters.
import type { AssessmentLanguage } from '@ahc/assessment-model';
import { knownReport } from '#shared/testing/fixtures.ts';
import type { PlanItem } from '../data/plan-items.ts';
import type { PlanState } from '../model/plan-view.ts';
import { type TrackerExport, trackerItems } from './tracker-items.ts';

export const REPORT_URL = 'https://healthcheck.example/reports/a1b2c3d4-0000-4000-8000-000000000001';

export const AWKWARD_NOTE = `Start with the "CRM", then billing;\nsee <b>ADR 7</b> & 'it's' $(rm -rf ~) \`id\` — æ, ø, å`;

const PLAN: PlanItem[] = [
  {
    questionId: 'arch_4',
    optionKey: 'avoid',
    status: 'in_progress',
    note: AWKWARD_NOTE,
    trackerKey: 'OPS-12',
    updatedAt: '2026-03-15T10:00:00Z',
  },
  {
    questionId: 'deploy_1',
    optionKey: 'rarely',
    status: 'done',
    note: '',
    trackerKey: '412',
    updatedAt: '2026-03-15T10:00:00Z',
  },
  {
    questionId: 'deploy_2',
    optionKey: 'manual_fix',
    status: 'not_applicable',
    note: 'We run on a managed platform',
    trackerKey: null,
    updatedAt: '2026-03-15T10:00:00Z',
  },
  {
    questionId: 'arch_3',
    optionKey: 'hours',
    status: 'planned',
    note: '',
    trackerKey: null,
    updatedAt: '2026-03-15T10:00:00Z',
  },
];

const STATES: Record<AssessmentLanguage, Record<PlanState, string>> = {
  en: {
    open: 'Not planned',
    planned: 'Planned',
    in_progress: 'In progress',
    done: 'Done',
    not_applicable: 'Not applicable',
  },
  da: {
    open: 'Ikke planlagt',
    planned: 'Planlagt',
    in_progress: 'I gang',
    done: 'Færdig',
    not_applicable: 'Ikke relevant',
  },
};

export function trackerExport(
  language: AssessmentLanguage = 'en',
  plan: readonly PlanItem[] = PLAN,
): TrackerExport {
  return {
    items: trackerItems(knownReport().answers, plan, language, (state) => STATES[language][state]),
    reportUrl: REPORT_URL,
    words: {
      why: 'Why it matters',
      answer: 'Your answer',
      area: 'Area',
      priority: 'Priority',
      status: 'Status in the plan',
      note: 'Your note',
      report: 'Report',
    },
  };
}

/** One item of the export by its question. */
export const itemOf = (plan: TrackerExport, questionId: string) =>
  plan.items.find((item) => item.questionId === questionId)!;

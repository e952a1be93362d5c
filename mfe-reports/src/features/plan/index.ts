// The improvement plan's public entry: what the report and the dashboard show of the plan, and the
// plan's export to a tracker. Everything
// else in features/plan/ is its own (lint keeps other features to this file).
export { type PlanItem, planQuery, usePlanQuery } from './data/plan-items.ts';
export {
  type PlanOverview,
  type PlanState,
  handledQuestions,
  planOverview,
  stateOf,
} from './model/plan-view.ts';
export { PlanControl } from './components/PlanControl.tsx';
export { PLAN_STATE_COLORS, PlanCounts } from './components/PlanCounts.tsx';
export { PROGRESS_ID, PlanProgressSection, planProgress } from './components/PlanProgressSection.tsx';
export { PlanExport } from './export/PlanExport.tsx';
export { usePlanTranslation } from './i18n/use-plan-translation.ts';

// The improvement plan's public entry: what the report and the dashboard show of the plan, and the
// plan's export to a tracker. Everything
// else in features/plan/ is its own (lint keeps other features to this file).
import { lazyPart } from '#shared/ui/lazy-part.tsx';
import './export/plan-export.css';

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
/**
 * The tracker export under the report's plan: its code (the CSV and script writers) is loaded when first
 * drawn, in the browser only, as it lists the plan's statuses, which the page's controls change meanwhile.
 */
export const PlanExport = lazyPart(
  () => import('./export/PlanExport.tsx').then((module) => module.PlanExport),
  {
    inBrowserOnly: true,
  },
);
export { usePlanTranslation } from './i18n/use-plan-translation.ts';

// The improvement plan as the trackers get it, one item per recommendation of the report: its title
// (the practice), the recommendation (what to do, and why), the area, the priority, the status here,
// the person's note, the tracker key they recorded and the report's address. The three builders
// (jira-csv.ts, azure-boards-csv.ts, github-script.ts) only lay this out in their tool's format, so
// every tracker gets the same content.
//
// Texts are in the reader's language. The labels/tags are not: they are names to filter by in the
// tracker ("architecture-health-check", "security"), and an export in Danish after one in English must
// not add a second set.
import {
  type AssessmentLanguage,
  type CategoryId,
  type Priority,
  deriveRecommendations,
  describeCategory,
  describeRecommendation,
} from '@ahc/assessment-model';
import { type Advice, type PlanItem, adviceKey } from '../data/plan-items.ts';
import { type PlanState, planOverview } from '../model/plan-view.ts';

/** The label every exported item carries, so the plan can be found in the tracker as a whole. */
export const PLAN_LABEL = 'architecture-health-check';

export type TrackerItem = Advice & {
  /** The practice the recommendation is about ("Release frequency"). */
  title: string;
  /** What to do. */
  action: string;
  why: string;
  /** The answer the recommendation was given for. */
  answer: string;
  area: CategoryId;
  areaName: string;
  priority: Priority;
  priorityLabel: string;
  state: PlanState;
  stateLabel: string;
  note: string;
  trackerKey: string | null;
};

/** The words of an item's description that are not the model's, in the reader's language. */
export type DescriptionWords = {
  why: string;
  answer: string;
  area: string;
  priority: string;
  status: string;
  note: string;
  report: string;
};

export type TrackerExport = {
  items: readonly TrackerItem[];
  /** The report's address, for each item's description. */
  reportUrl: string;
  words: DescriptionWords;
};

/** The report's recommendations, most important first (as the page lists them), with their plan items. */
export function trackerItems(
  answers: Parameters<typeof planOverview>[0],
  plan: readonly PlanItem[],
  language: AssessmentLanguage,
  stateLabel: (state: PlanState) => string,
): TrackerItem[] {
  const { byQuestion } = planOverview(answers, plan);
  return deriveRecommendations(answers).map((recommendation) => {
    const described = describeRecommendation(recommendation, language);
    const item = byQuestion.get(recommendation.questionId);
    const state = item?.status ?? 'open';
    return {
      questionId: recommendation.questionId,
      optionKey: recommendation.optionKey,
      title: described.topic,
      action: described.action,
      why: described.why,
      answer: described.currentAnswer,
      area: recommendation.category,
      areaName: describeCategory(recommendation.category, language).name,
      priority: recommendation.priority,
      priorityLabel: described.priorityLabel,
      state,
      stateLabel: stateLabel(state),
      note: item?.note ?? '',
      trackerKey: item?.trackerKey ?? null,
    };
  });
}

/** The ticked items, in the plan's order. */
export function selectedItems(items: readonly TrackerItem[], selected: ReadonlySet<string>): TrackerItem[] {
  return items.filter((item) => selected.has(adviceKey(item)));
}

/**
 * An item's description as label–value lines under the recommendation, for each builder to lay out in
 * its tool's markup; the note only when there is one.
 */
export function descriptionFacts(
  item: TrackerItem,
  words: DescriptionWords,
): [label: string, value: string][] {
  return [
    [words.why, item.why],
    [words.answer, item.answer],
    [words.area, item.areaName],
    [words.priority, item.priorityLabel],
    [words.status, item.stateLabel],
    ...(item.note === '' ? [] : [[words.note, item.note] as [string, string]]),
  ];
}

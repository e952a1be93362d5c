// The shape of one language's texts. It is derived from the question table and the catalogues, so a
// missing (or misspelled) question, option, recommendation, band, tool or insight text is a type error.
import type { Band } from '../bands.ts';
import type { Priority } from '../derive.ts';
import type { CategoryId, ImprovableOptionKeyOf, OptionKeyOf, QuestionId } from '../questions.ts';
import type { ToolId } from '../tools.ts';

export type RecommendationText = {
  /** Why the current situation matters, in business terms. */
  why: string;
  /** What to do next. */
  action: string;
};

export type QuestionTexts<Q extends QuestionId> = {
  /** A short name of the practice the question asks about, e.g. "Release frequency". */
  topic: string;
  question: string;
  /** Why the question matters, in a sentence or two (shown under the question as "Why we ask"). */
  why: string;
  options: { [K in OptionKeyOf<Q>]: string };
  recommendations: { [K in ImprovableOptionKeyOf<Q>]: RecommendationText };
};

export type InsightTexts = {
  categoryTitle(args: { category: string }): string;
  categorySummary(args: { category: string; score: number; band: string }): string;
  strongest(args: { topic: string; answer: string }): string;
  weakest(args: { topic: string; answer: string }): string;
  even(args: { answer: string }): string;
  crossTitle: string;
  /** best and worst name every area at that score (several when they tie). */
  crossGap(args: {
    best: string[];
    bestScore: number;
    worst: string[];
    worstScore: number;
    gap: number;
  }): string;
  crossBalanced(args: {
    best: string[];
    bestScore: number;
    worst: string[];
    worstScore: number;
    gap: number;
  }): string;
};

/** The executive summary's words (summary.ts): its title, the overall line, the areas, the two lists. */
export type SummaryTexts = {
  title: string;
  headline(args: { score: number; band: string }): string;
  /** strongest and weakest name every area at that score (several when they tie). */
  areas(args: {
    strongest: string[];
    strongestScore: number;
    weakest: string[];
    weakestScore: number;
  }): string;
  evenAreas(args: { score: number }): string;
  /** The headline, the areas and the risks about the report rather than to its owner: a shared report's reader. */
  thirdPerson: {
    headline(args: { score: number; band: string }): string;
    areas(args: {
      strongest: string[];
      strongestScore: number;
      weakest: string[];
      weakestScore: number;
    }): string;
    noRisks: string;
  };
  risksTitle: string;
  actionsTitle: string;
  noRisks: string;
  noActions: string;
};

export type AssessmentTexts = {
  categories: Record<CategoryId, { name: string; description: string }>;
  questions: { [Q in QuestionId]: QuestionTexts<Q> };
  bands: Record<Band, { label: string; description: string }>;
  priorities: Record<Priority, string>;
  insights: InsightTexts;
  summary: SummaryTexts;
  tools: Record<ToolId, { fixes: string }>;
};

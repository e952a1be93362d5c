// The executive summary of a report: the overall score and band, the strongest and the weakest area,
// the three biggest risks and the three next actions, as keys and numbers (deriveSummary), then in
// words (describeSummary). The report page, the dashboard, the exports and the report generator all
// take them from here, so they name the same risks in the same order and the same words.
//
// The biggest risks are the most important high and medium priority recommendations: the weakest answers
// first (priority), then those in the weaker area (a weak practice in a weak area holds the whole report
// back most), then assessment order. A low priority recommendation is advice, never a risk: a report
// whose weakest answers are all one step from the strongest names no risk and says it is in good shape.
// A risk the plan has handled stays a risk of this report (the answers say so), and the page marks it
// with its plan status. The next actions are the same ranking, low priority included, without the
// recommendations a caller has already handled (an improvement plan marks them done or not applicable).
import { type Band, bandFor } from './bands.ts';
import type { Recommendation } from './derive.ts';
import {
  type AssessmentLanguage,
  type BandDescription,
  type RecommendationDescription,
  describeBand,
  describeCategory,
  describeRecommendation,
  textsFor,
} from './describe.ts';
import { CATEGORIES, type CategoryId, type QuestionId, getQuestion } from './questions.ts';

/** How many risks and actions a summary names. */
export const SUMMARY_SIZE = 3;

/** What a summary is made from: a DerivedReport, or the scores and recommendations of a partly answered set. */
export type SummaryInput = {
  scores: { overall: number; categories: Partial<Record<CategoryId, number | null>> };
  recommendations: readonly Recommendation[];
};

/** The areas that share one score: the strongest or the weakest, named together when they tie. */
export type TiedAreas = { categories: CategoryId[]; score: number };

/** The spread across the scored areas: none scored, all at one score, or the strongest and the weakest. */
export type SummaryAreas =
  | { kind: 'none' }
  | { kind: 'even'; score: number }
  | { kind: 'spread'; strongest: TiedAreas; weakest: TiedAreas };

export type Summary = {
  overall: number;
  band: Band;
  areas: SummaryAreas;
  /** The most important high and medium priority recommendations, at most SUMMARY_SIZE. */
  risks: Recommendation[];
  /** The most important recommendations not handled yet, at most SUMMARY_SIZE. */
  actions: Recommendation[];
};

/** Every recommendation, most important first: weakest answer, then weaker area, then assessment order. */
export function rankRecommendations(
  recommendations: readonly Recommendation[],
  categories: Partial<Record<CategoryId, number | null>>,
): Recommendation[] {
  const areaScore = (category: CategoryId) => categories[category] ?? 100;
  const order = (recommendation: Recommendation) => getQuestion(recommendation.questionId).number;
  return [...recommendations].sort(
    (a, b) => a.position - b.position || areaScore(a.category) - areaScore(b.category) || order(a) - order(b),
  );
}

function summaryAreas(categories: Partial<Record<CategoryId, number | null>>): SummaryAreas {
  const scored = CATEGORIES.flatMap((category) => {
    const score = categories[category];
    return typeof score === 'number' ? [{ category, score }] : [];
  });
  if (scored.length === 0) return { kind: 'none' };
  const top = Math.max(...scored.map((area) => area.score));
  const bottom = Math.min(...scored.map((area) => area.score));
  if (top === bottom) return { kind: 'even', score: top };
  // Areas at the same score are named together, in assessment order: naming one of two equals as "the
  // strongest" would tell the reader something the scores do not say.
  const at = (score: number): TiedAreas => ({
    categories: scored.filter((area) => area.score === score).map((area) => area.category),
    score,
  });
  return { kind: 'spread', strongest: at(top), weakest: at(bottom) };
}

export function deriveSummary(
  input: SummaryInput,
  options: { handled?: Iterable<QuestionId>; size?: number } = {},
): Summary {
  const size = options.size ?? SUMMARY_SIZE;
  const handled = new Set(options.handled ?? []);
  const ranked = rankRecommendations(input.recommendations, input.scores.categories);
  return {
    overall: input.scores.overall,
    band: bandFor(input.scores.overall),
    areas: summaryAreas(input.scores.categories),
    risks: ranked.filter((recommendation) => recommendation.priority !== 'low').slice(0, size),
    actions: ranked.filter((recommendation) => !handled.has(recommendation.questionId)).slice(0, size),
  };
}

export type SummaryPoint = RecommendationDescription & { categoryName: string };

export type SummaryDescription = {
  title: string;
  overall: { score: number; band: BandDescription };
  /** "Your overall score is 55 out of 100: Developing." */
  headline: string;
  /** The strongest and the weakest area in a sentence; null when no area is scored. */
  areas: string | null;
  risksTitle: string;
  actionsTitle: string;
  risks: SummaryPoint[];
  actions: SummaryPoint[];
  /** What to say instead of an empty list: no high or medium risk, no action left. */
  noRisks: string;
  noActions: string;
};

/**
 * thirdPerson: about the report rather than to its owner ("Security is the strongest area"), for a
 * reader it was shared with, who is not the one whose answers these are.
 */
export function describeSummary(
  summary: Summary,
  language: AssessmentLanguage,
  options: { thirdPerson?: boolean } = {},
): SummaryDescription {
  const all = textsFor(language).summary;
  const texts = options.thirdPerson ? { ...all, ...all.thirdPerson } : all;
  const band = describeBand(summary.band, language);
  const name = (category: CategoryId) => describeCategory(category, language).name;
  const point = (recommendation: Recommendation): SummaryPoint => ({
    ...describeRecommendation(recommendation, language),
    categoryName: name(recommendation.category),
  });
  const { areas } = summary;
  return {
    title: texts.title,
    overall: { score: summary.overall, band },
    headline: texts.headline({ score: summary.overall, band: band.label }),
    areas:
      areas.kind === 'none'
        ? null
        : areas.kind === 'even'
          ? texts.evenAreas({ score: areas.score })
          : texts.areas({
              strongest: areas.strongest.categories.map(name),
              strongestScore: areas.strongest.score,
              weakest: areas.weakest.categories.map(name),
              weakestScore: areas.weakest.score,
            }),
    risksTitle: texts.risksTitle,
    actionsTitle: texts.actionsTitle,
    risks: summary.risks.map(point),
    actions: summary.actions.map(point),
    noRisks: texts.noRisks,
    noActions: texts.noActions,
  };
}

// The text layer: turns the keys and numbers of derive.ts into prose in one language. A stored report
// (answers + scores) therefore renders in English or Danish, whichever the reader has chosen.
import type { Band } from './bands.ts';
import type {
  CrossCategoryInsight,
  DerivedReport,
  Insight,
  PracticeRef,
  Priority,
  Recommendation,
  ToolRecommendation,
} from './derive.ts';
import { type CategoryId, type OptionKey, type Position, type QuestionId, getQuestion } from './questions.ts';
import { da } from './texts/da.ts';
import { en } from './texts/en.ts';
import type { AssessmentTexts, RecommendationText } from './texts/types.ts';
import { TOOLS } from './tools.ts';

export const ASSESSMENT_LANGUAGES = ['en', 'da'] as const;
export type AssessmentLanguage = (typeof ASSESSMENT_LANGUAGES)[number];

export const ASSESSMENT_TEXTS: Record<AssessmentLanguage, AssessmentTexts> = { en, da };

export function textsFor(language: AssessmentLanguage): AssessmentTexts {
  return ASSESSMENT_TEXTS[language];
}

// Per-question texts keyed loosely, for lookups by a runtime (question, option) pair.
type LooseQuestionTexts = {
  topic: string;
  question: string;
  why: string;
  options: Record<string, string>;
  recommendations: Record<string, RecommendationText>;
};

function questionTexts(language: AssessmentLanguage, questionId: QuestionId): LooseQuestionTexts {
  return textsFor(language).questions[questionId] as LooseQuestionTexts;
}

export type CategoryDescription = { id: CategoryId; name: string; description: string };

export function describeCategory(category: CategoryId, language: AssessmentLanguage): CategoryDescription {
  return { id: category, ...textsFor(language).categories[category] };
}

export type QuestionDescription = {
  id: QuestionId;
  category: CategoryId;
  number: number;
  topic: string;
  text: string;
  /** Why the question is asked, in a sentence or two. */
  why: string;
  /** Weakest → strongest. */
  options: { key: OptionKey; position: Position; text: string }[];
};

export function describeQuestion(questionId: QuestionId, language: AssessmentLanguage): QuestionDescription {
  const question = getQuestion(questionId);
  const texts = questionTexts(language, questionId);
  return {
    id: question.id,
    category: question.category,
    number: question.number,
    topic: texts.topic,
    text: texts.question,
    why: texts.why,
    options: question.options.map((key, position) => ({
      key,
      position: position as Position,
      text: texts.options[key]!,
    })),
  };
}

/** The text of one answer (the option as the visitor saw it). */
export function describeAnswer(
  questionId: QuestionId,
  optionKey: OptionKey,
  language: AssessmentLanguage,
): string {
  const text = questionTexts(language, questionId).options[optionKey];
  if (text === undefined) throw new RangeError(`Unknown option "${optionKey}" for question ${questionId}`);
  return text;
}

export type BandDescription = { band: Band; label: string; description: string };

export function describeBand(band: Band, language: AssessmentLanguage): BandDescription {
  return { band, ...textsFor(language).bands[band] };
}

export function describePriority(priority: Priority, language: AssessmentLanguage): string {
  return textsFor(language).priorities[priority];
}

export type RecommendationDescription = Recommendation & {
  topic: string;
  question: string;
  currentAnswer: string;
  priorityLabel: string;
  why: string;
  action: string;
};

export function describeRecommendation(
  recommendation: Recommendation,
  language: AssessmentLanguage,
): RecommendationDescription {
  const texts = questionTexts(language, recommendation.questionId);
  const advice = texts.recommendations[recommendation.optionKey];
  if (!advice)
    throw new RangeError(`No recommendation for ${recommendation.questionId} = ${recommendation.optionKey}`);
  return {
    ...recommendation,
    topic: texts.topic,
    question: texts.question,
    currentAnswer: describeAnswer(recommendation.questionId, recommendation.optionKey, language),
    priorityLabel: describePriority(recommendation.priority, language),
    why: advice.why,
    action: advice.action,
  };
}

export type InsightDescription = { insight: Insight; title: string; lines: string[] };

function practiceParts(ref: PracticeRef, language: AssessmentLanguage) {
  return {
    topic: questionTexts(language, ref.questionId).topic,
    answer: describeAnswer(ref.questionId, ref.optionKey, language),
  };
}

function describeCross(insight: CrossCategoryInsight, language: AssessmentLanguage): string {
  const texts = textsFor(language);
  const args = {
    best: insight.best.map((category) => texts.categories[category].name),
    bestScore: insight.bestScore,
    worst: insight.worst.map((category) => texts.categories[category].name),
    worstScore: insight.worstScore,
    gap: insight.gap,
  };
  return insight.balanced ? texts.insights.crossBalanced(args) : texts.insights.crossGap(args);
}

export function describeInsight(insight: Insight, language: AssessmentLanguage): InsightDescription {
  const texts = textsFor(language);
  if (insight.kind === 'cross_category') {
    return { insight, title: texts.insights.crossTitle, lines: [describeCross(insight, language)] };
  }
  const category = texts.categories[insight.category].name;
  const summary = texts.insights.categorySummary({
    category,
    score: insight.score,
    band: texts.bands[insight.band].label,
  });
  const practices = insight.even
    ? [texts.insights.even({ answer: practiceParts(insight.strongest, language).answer })]
    : [
        texts.insights.strongest(practiceParts(insight.strongest, language)),
        texts.insights.weakest(practiceParts(insight.weakest, language)),
      ];
  return { insight, title: texts.insights.categoryTitle({ category }), lines: [summary, ...practices] };
}

export type ToolDescription = ToolRecommendation & {
  name: string;
  url: string;
  fixes: string;
  topics: string[];
};

export function describeTool(tool: ToolRecommendation, language: AssessmentLanguage): ToolDescription {
  const { name, url } = TOOLS[tool.toolId];
  return {
    ...tool,
    name,
    url,
    fixes: textsFor(language).tools[tool.toolId].fixes,
    topics: tool.questionIds.map((questionId) => questionTexts(language, questionId).topic),
  };
}

export type ReportDescription = {
  overall: { score: number; band: BandDescription };
  categories: (CategoryDescription & { score: number; band: BandDescription })[];
  recommendations: RecommendationDescription[];
  insights: InsightDescription[];
  tools: ToolDescription[];
};

/** Everything a report page shows, in one language. */
export function describeReport(report: DerivedReport, language: AssessmentLanguage): ReportDescription {
  return {
    overall: { score: report.scores.overall, band: describeBand(report.bands.overall, language) },
    categories: (Object.keys(report.scores.categories) as CategoryId[]).map((category) => ({
      ...describeCategory(category, language),
      score: report.scores.categories[category],
      band: describeBand(report.bands.categories[category], language),
    })),
    recommendations: report.recommendations.map((recommendation) =>
      describeRecommendation(recommendation, language),
    ),
    insights: report.insights.map((insight) => describeInsight(insight, language)),
    tools: report.tools.map((tool) => describeTool(tool, language)),
  };
}

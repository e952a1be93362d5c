// @ahc/assessment-model: the assessment's questions, scoring, bands and report derivations (keys and
// numbers), and the English and Danish texts that describe them. Pure TypeScript, no React.
export {
  type Answers,
  CATEGORIES,
  type CategoryId,
  type ImprovableOptionKeyOf,
  OPTIONS_PER_QUESTION,
  type OptionKey,
  type OptionKeyOf,
  type Position,
  QUESTION_IDS,
  QUESTION_OPTIONS,
  QUESTIONS,
  QUESTIONS_PER_CATEGORY,
  type Question,
  type QuestionId,
  STRONGEST_POSITION,
  categoryOf,
  getQuestion,
  isOptionOf,
  isQuestionId,
  optionPosition,
  questionsIn,
} from './questions.ts';
export {
  type CategoryScores,
  type PartialAnswers,
  type PartialScores,
  SCORING_VERSION,
  type Scores,
  questionScore,
  scoreAnswers,
  scorePartialAnswers,
} from './scoring.ts';
export { BAND_THRESHOLDS, BANDS, type Band, bandFor } from './bands.ts';
export { type AnswersIssue, type AnswersValidation, isCompleteAnswers, validateAnswers } from './validate.ts';
export {
  CROSS_CATEGORY_GAP,
  type CategoryInsight,
  type CrossCategoryInsight,
  type DerivedReport,
  type Insight,
  PRIORITIES,
  type PracticeRef,
  type Priority,
  type Recommendation,
  type ToolRecommendation,
  deriveInsights,
  deriveRecommendations,
  deriveReport,
  recommendTools,
} from './derive.ts';
export { MAX_RECOMMENDED_TOOLS, TOOL_IDS, TOOLS, TOOLS_BY_QUESTION, type Tool, type ToolId } from './tools.ts';
export {
  ASSESSMENT_LANGUAGES,
  ASSESSMENT_TEXTS,
  type AssessmentLanguage,
  type BandDescription,
  type CategoryDescription,
  type InsightDescription,
  type QuestionDescription,
  type RecommendationDescription,
  type ReportDescription,
  type ToolDescription,
  describeAnswer,
  describeBand,
  describeCategory,
  describeInsight,
  describePriority,
  describeQuestion,
  describeRecommendation,
  describeReport,
  describeTool,
  textsFor,
} from './describe.ts';
export type { AssessmentTexts, InsightTexts, QuestionTexts, RecommendationText } from './texts/types.ts';
export { answerSetsCoveringEveryOption, answersAt, answersAtPositions, mixedAnswerSets, scoringParitySets } from './fixtures.ts';

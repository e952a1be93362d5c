// The numbers the methodology page states, each taken from @ahc/assessment-model (the one definition
// the database, the edge function and the report use), never typed here: change the model and the page
// follows.
import {
  BANDS,
  BAND_THRESHOLDS,
  type Band,
  CATEGORIES,
  CROSS_CATEGORY_GAP,
  MAX_RECOMMENDED_TOOLS,
  OPTIONS_PER_QUESTION,
  type Priority,
  QUESTIONS,
  QUESTIONS_PER_CATEGORY,
  SCORING_VERSION,
  STRONGEST_POSITION,
  deriveRecommendations,
  questionScore,
  questionsIn,
  scorePartialAnswers,
} from '@ahc/assessment-model';

export const FACTS = {
  questions: QUESTIONS.length,
  areas: CATEGORIES.length,
  perArea: QUESTIONS_PER_CATEGORY,
  options: OPTIONS_PER_QUESTION,
  maxPosition: STRONGEST_POSITION,
  min: questionScore(0),
  max: questionScore(STRONGEST_POSITION),
  version: SCORING_VERSION,
  gap: CROSS_CATEGORY_GAP,
  maxTools: MAX_RECOMMENDED_TOOLS,
} as const;

/** What each place in a question's list of answers is worth, weakest (place 1) first; unrounded. */
export function answerPoints(): { place: number; points: number }[] {
  return Array.from({ length: OPTIONS_PER_QUESTION }, (_, position) => ({
    place: position + 1,
    points: questionScore(position),
  }));
}

/** Each band with the scores it covers, lowest band first. */
export function bandRanges(): { band: Band; from: number; to: number }[] {
  const ordered = [...BANDS].sort((a, b) => BAND_THRESHOLDS[a] - BAND_THRESHOLDS[b]);
  return ordered.map((band, index) => {
    const next = ordered[index + 1];
    return {
      band,
      from: BAND_THRESHOLDS[band],
      to: next === undefined ? FACTS.max : BAND_THRESHOLDS[next] - 1,
    };
  });
}

/** The priority the model gives an answer at each place below the strongest (worked out, not assumed). */
export function priorityByPlace(): { place: number; priority: Priority }[] {
  const question = QUESTIONS[0]!;
  return question.options.slice(0, STRONGEST_POSITION).map((optionKey, position) => ({
    place: position + 1,
    priority: deriveRecommendations({ [question.id]: optionKey })[0]!.priority,
  }));
}

/** A worked example: the first area answered at places 2, 3, 4, 1, 2, ... and the score the model gives it. */
export function scoringExample(): { points: number[]; score: number } {
  const category = CATEGORIES[0];
  const questions = questionsIn(category);
  const positions = questions.map((_, index) => (index + 1) % OPTIONS_PER_QUESTION);
  const answers = Object.fromEntries(
    questions.map((question, index) => [question.id, question.options[positions[index]!]]),
  );
  return { points: positions.map(questionScore), score: scorePartialAnswers(answers).categories[category]! };
}

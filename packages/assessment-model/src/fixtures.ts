// Answer sets for tests that compare this model with public.submit_assessment (and for this package's
// own tests): all weakest, all strongest, and sets that together pick every option of every question.
import { type Answers, type Position, QUESTIONS } from './questions.ts';

/** Answers with the option at `positions[i]` for the i-th question (assessment order). */
export function answersAtPositions(positions: readonly number[]): Answers {
  if (positions.length !== QUESTIONS.length)
    throw new RangeError(`Need ${QUESTIONS.length} positions, got ${positions.length}`);
  return Object.fromEntries(
    QUESTIONS.map((question, index) => {
      const key = question.options[positions[index]!];
      if (key === undefined)
        throw new RangeError(`No option at position ${positions[index]} for ${question.id}`);
      return [question.id, key];
    }),
  ) as Answers;
}

/** Every question answered with the option at `position`. */
export function answersAt(position: Position): Answers {
  return answersAtPositions(QUESTIONS.map(() => position));
}

/** Four answer sets; set k picks position (i + k) mod 4 for question i, so every option is picked exactly once. */
export function answerSetsCoveringEveryOption(): Answers[] {
  return [0, 1, 2, 3].map((k) => answersAtPositions(QUESTIONS.map((_, index) => (index + k) % 4)));
}

/**
 * Mixed answer sets from a fixed pseudo-random sequence (a 32-bit linear congruential generator, its
 * high bits taken), so they are the same on every run and on every machine.
 */
export function mixedAnswerSets(count: number, seed: number = 20261121): Answers[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 16) % 4;
  };
  return Array.from({ length: count }, () => answersAtPositions(QUESTIONS.map(() => next())));
}

/**
 * The answer sets on which public.submit_assessment must score exactly as scoreAnswers does: all
 * weakest, all strongest, every option of every question, and twelve mixed sets. The local stack's
 * contract test and the generated pgTAP test (supabase/tests/035_scoring_parity.sql) both use them.
 */
export function scoringParitySets(): [name: string, answers: Answers][] {
  return [
    ['all weakest', answersAt(0)],
    ['all strongest', answersAt(3)],
    ...answerSetsCoveringEveryOption().map((answers, i): [string, Answers] => [
      `every option, set ${i + 1}`,
      answers,
    ]),
    ...mixedAnswerSets(12).map((answers, i): [string, Answers] => [`mixed ${i + 1}`, answers]),
  ];
}

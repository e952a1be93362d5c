// Answer sets for tests that compare this model with public.submit_assessment (and for this package's
// own tests): all weakest, all strongest, and sets that together pick every option of every question.
import { type Answers, type Position, QUESTIONS } from './questions.ts';

/** Answers with the option at `positions[i]` for the i-th question (assessment order). */
export function answersAtPositions(positions: readonly number[]): Answers {
  if (positions.length !== QUESTIONS.length) throw new RangeError(`Need ${QUESTIONS.length} positions, got ${positions.length}`);
  return Object.fromEntries(
    QUESTIONS.map((question, index) => {
      const key = question.options[positions[index]!];
      if (key === undefined) throw new RangeError(`No option at position ${positions[index]} for ${question.id}`);
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

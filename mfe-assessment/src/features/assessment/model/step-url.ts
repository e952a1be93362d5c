// Where the visitor is in the assessment, in the address: /assessment?q=5 is question 5 and
// /assessment?q=review the review at the end. Each step is one history entry, so the browser's Back
// goes to the previous question; the stored assessment remembers the step too, for /assessment
// without a step (arriving from /start, or after signing in) and for a later visit.
import { REVIEW_INDEX } from '#shared/model/stored-assessment.ts';

const STEP_PARAM = 'q';
const REVIEW_STEP = 'review';

/** The step (0..19 a question, REVIEW_INDEX the review) the address names, or null when it names none. */
export function stepFromSearch(search: string | URLSearchParams): number | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(STEP_PARAM);
  if (value === null) return null;
  if (value === REVIEW_STEP) return REVIEW_INDEX;
  if (!/^[1-9][0-9]?$/.test(value)) return null;
  const number = Number(value);
  return number <= REVIEW_INDEX ? number - 1 : null;
}

/** The query string for a step: "?q=5" for the fifth question, "?q=review" for the review. */
export function searchForStep(index: number): string {
  return `?${STEP_PARAM}=${index >= REVIEW_INDEX ? REVIEW_STEP : String(Math.max(0, index) + 1)}`;
}

/**
 * What a history entry of the assessment carries: how the visitor got to it. `previous` is the step
 * this entry was pushed from (so the page's own Back can be the browser's Back), `returnToReview` that
 * the step was opened from the review to change one answer.
 */
export type StepState = { previous?: number; returnToReview?: boolean };

export function readStepState(state: unknown): StepState {
  if (typeof state !== 'object' || state === null) return {};
  const value = state as Record<string, unknown>;
  return {
    ...(typeof value.previous === 'number' && Number.isInteger(value.previous)
      ? { previous: value.previous }
      : {}),
    ...(value.returnToReview === true ? { returnToReview: true } : {}),
  };
}

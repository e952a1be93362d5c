// Client-side check of an answers object, mirroring public.submit_assessment's checks in the same
// order: a JSON object; no unknown question ids; every value a string; every value a known option of
// its question; every question answered. Like the SQL function, the first failing check decides, and
// it names all of its culprits.
import { type Answers, QUESTION_IDS, isOptionOf, isQuestionId } from './questions.ts';

export type AnswersIssue =
  | { kind: 'not_object' }
  | { kind: 'unknown_question'; questionIds: string[] }
  | { kind: 'not_string'; questionIds: string[] }
  | { kind: 'unknown_option'; answers: { questionId: string; value: string }[] }
  | { kind: 'missing'; questionIds: string[] };

export type AnswersValidation = { ok: true; answers: Answers } | { ok: false; issue: AnswersIssue };

export function validateAnswers(input: unknown): AnswersValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, issue: { kind: 'not_object' } };
  const entries = Object.entries(input as Record<string, unknown>);

  const unknown = entries
    .map(([key]) => key)
    .filter((key) => !isQuestionId(key))
    .sort();
  if (unknown.length > 0) return { ok: false, issue: { kind: 'unknown_question', questionIds: unknown } };

  const notString = entries
    .filter(([, value]) => typeof value !== 'string')
    .map(([key]) => key)
    .sort();
  if (notString.length > 0) return { ok: false, issue: { kind: 'not_string', questionIds: notString } };

  const unknownOptions = entries
    .filter(([key, value]) => isQuestionId(key) && !isOptionOf(key, value))
    .map(([questionId, value]) => ({ questionId, value: value as string }))
    .sort((a, b) => a.questionId.localeCompare(b.questionId));
  if (unknownOptions.length > 0)
    return { ok: false, issue: { kind: 'unknown_option', answers: unknownOptions } };

  const missing = QUESTION_IDS.filter((id) => !Object.hasOwn(input, id)).sort();
  if (missing.length > 0) return { ok: false, issue: { kind: 'missing', questionIds: missing } };

  return { ok: true, answers: input as Answers };
}

export function isCompleteAnswers(input: unknown): input is Answers {
  return validateAnswers(input).ok;
}

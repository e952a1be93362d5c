// The assessment in progress, kept in this browser's localStorage under 'assessment:v1' as it is
// answered, so a reload or a closed tab resumes at the same question with the same answers, and with
// the notes written on them as they were typed (a link half written included). The
// submission id is made once, when the assessment starts, and sent with every submission attempt:
// submit_assessment is idempotent per id, so a retry can never create a second report. Shared: the start
// page offers to continue it, the assessment answers it, and a team's round keeps its own under its own key.
import { isUuid } from '@ahc/platform';
import { type AnswerNoteDraft, checkAnswerNote, isBlankNote } from '@ahc/platform/ui/form';
import {
  type Answers,
  type OptionKey,
  QUESTIONS,
  type QuestionId,
  isOptionOf,
  isQuestionId,
} from '@ahc/assessment-model';

export const ASSESSMENT_STORAGE_KEY = 'assessment:v1';

/**
 * A team round's answers in progress: their own entry, so answering for a team never touches (or is
 * touched by) the personal assessment in progress, and each round starts empty.
 */
export const teamAssessmentStorageKey = (teamId: string, roundNumber: number) =>
  `team-assessment:v1:${teamId}:${roundNumber}`;
/** currentIndex 0..19 is a question; 20 is the review step. */
export const REVIEW_INDEX = QUESTIONS.length;

export type PartialAnswers = Partial<Record<QuestionId, OptionKey>>;

/** A note being written on one answer, and (answering for a team) whether the team may read it. */
export type DraftNote = AnswerNoteDraft & { shareWithTeam: boolean };
export type DraftNotes = Partial<Record<QuestionId, DraftNote>>;

export type StoredAssessment = {
  submissionId: string;
  answers: PartialAnswers;
  notes: DraftNotes;
  currentIndex: number;
  startedAt: string;
  /** A signed-out visitor asked to submit: submit by itself once they are signed in. */
  pendingSubmit?: boolean;
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function newAssessment(now: Date = new Date()): StoredAssessment {
  return {
    submissionId: crypto.randomUUID(),
    answers: {},
    notes: {},
    currentIndex: 0,
    startedAt: now.toISOString(),
  };
}

/** The stored notes that are a note's shape; others (hand-edited, another version's) are dropped. */
function readNotes(value: unknown): DraftNotes {
  const notes: DraftNotes = {};
  if (typeof value !== 'object' || value === null) return notes;
  for (const [questionId, draft] of Object.entries(value)) {
    if (!isQuestionId(questionId) || typeof draft !== 'object' || draft === null) continue;
    const { note, links, shareWithTeam } = draft as Record<string, unknown>;
    if (typeof note === 'string' && typeof links === 'string')
      notes[questionId] = { note, links, shareWithTeam: shareWithTeam === true };
  }
  return notes;
}

/** The stored assessment, or null when there is none or it cannot be used. Unknown answers are dropped. */
export function loadAssessment(
  storage: StorageLike | undefined = defaultStorage(),
  key: string = ASSESSMENT_STORAGE_KEY,
): StoredAssessment | null {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const value = parsed as Record<string, unknown>;
  if (!isUuid(value.submissionId)) return null;
  const answers: PartialAnswers = {};
  if (typeof value.answers === 'object' && value.answers !== null) {
    for (const [questionId, optionKey] of Object.entries(value.answers)) {
      if (isQuestionId(questionId) && isOptionOf(questionId, optionKey)) answers[questionId] = optionKey;
    }
  }
  const index =
    typeof value.currentIndex === 'number' && Number.isInteger(value.currentIndex) ? value.currentIndex : 0;
  return {
    submissionId: value.submissionId,
    answers,
    notes: readNotes(value.notes),
    currentIndex: Math.min(Math.max(index, 0), REVIEW_INDEX),
    startedAt: typeof value.startedAt === 'string' ? value.startedAt : new Date().toISOString(),
    ...(value.pendingSubmit === true ? { pendingSubmit: true } : {}),
  };
}

export function saveAssessment(
  assessment: StoredAssessment,
  storage: StorageLike | undefined = defaultStorage(),
  key: string = ASSESSMENT_STORAGE_KEY,
): void {
  try {
    storage?.setItem(key, JSON.stringify(assessment));
  } catch {
    // Storage full or blocked (private mode): the assessment still works for this visit.
  }
}

export function clearAssessment(
  storage: StorageLike | undefined = defaultStorage(),
  key: string = ASSESSMENT_STORAGE_KEY,
): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

export function answeredCount(assessment: StoredAssessment): number {
  return QUESTIONS.filter((question) => assessment.answers[question.id] !== undefined).length;
}

/** The first question without an answer (0..19), or REVIEW_INDEX when all are answered: the furthest step there is. */
export function firstUnansweredIndex(assessment: StoredAssessment): number {
  const index = QUESTIONS.findIndex((question) => assessment.answers[question.id] === undefined);
  return index === -1 ? REVIEW_INDEX : index;
}

/** The assessment with one question's note changed; a blank note that shares nothing is no note at all. */
export function withNote(
  assessment: StoredAssessment,
  questionId: QuestionId,
  draft: DraftNote,
): StoredAssessment {
  const { [questionId]: _previous, ...others } = assessment.notes;
  const keep = !isBlankNote(draft) || draft.shareWithTeam;
  return { ...assessment, notes: keep ? { ...others, [questionId]: draft } : others };
}

/** The questions, in assessment order, whose notes cannot be submitted as they are. */
export function questionsWithNoteProblems(assessment: StoredAssessment): QuestionId[] {
  return QUESTIONS.filter((question) => {
    const draft = assessment.notes[question.id];
    return draft !== undefined && checkAnswerNote(draft).length > 0;
  }).map((question) => question.id);
}

/** All 20 answered: the answers as the model's complete type, else null. */
export function completeAnswers(assessment: StoredAssessment): Answers | null {
  return answeredCount(assessment) === QUESTIONS.length ? (assessment.answers as Answers) : null;
}

// Submitting an assessment: public.submit_assessment(answers, submission_id, notes) returns the stored
// report row; the notes (question id → note, links, share_with_team) are stored with it in the same
// transaction, and left out of the request when the person wrote none. It is idempotent per submission
// id, so a retry with the same id returns the first report (and keeps its first notes). A
// failure arrives as the platform's AppError; submitProblem reduces it to what this page tells
// apart, and SUBMIT_ERROR_KEYS maps that to translation keys, in one place.
import type { Answers } from '@ahc/assessment-model';
import { type SupabaseClient, type TranslationKey, reportPath, useSupabase } from '@ahc/platform';
import {
  type AppError,
  dataOrThrow,
  reportKeys,
  toAppError,
  useMutation,
  useQueryClient,
} from '@ahc/platform/data';
import { answerNoteOf, isBlankNote } from '@ahc/platform/ui/form';
import type { assessmentTranslations } from '../i18n/assessment-translations.ts';
import { ASSESSMENT_STORAGE_KEY, type DraftNotes } from '#shared/model/stored-assessment.ts';

export type SubmitError =
  | 'not_signed_in'
  | 'invalid'
  | 'network'
  | 'server'
  | 'unknown'
  // Answering for a team (features/team-answer/data/team-answering.ts): the round closed meanwhile,
  // this member answered it already (elsewhere), or is no longer a member.
  | 'round_closed'
  | 'already_answered'
  | 'not_member';

export const SUBMIT_ERROR_KEYS: Record<SubmitError, TranslationKey<typeof assessmentTranslations.en>> = {
  not_signed_in: 'submit.errors.notSignedIn',
  invalid: 'submit.errors.invalid',
  network: 'submit.errors.network',
  server: 'submit.errors.server',
  unknown: 'submit.errors.unknown',
  round_closed: 'submit.errors.roundClosed',
  already_answered: 'submit.errors.alreadyAnswered',
  not_member: 'submit.errors.notMember',
};

/** Failures that may pass by themselves: the same submission can simply be sent again. */
export const RETRYABLE_ERRORS: ReadonlySet<SubmitError> = new Set(['network', 'server', 'unknown']);

export function submitProblem(error: AppError): SubmitError {
  switch (error.kind) {
    case 'not-signed-in':
    case 'forbidden':
      return 'not_signed_in';
    case 'invalid':
      return 'invalid';
    case 'network':
      return 'network';
    case 'server':
      return 'server';
    default:
      return 'unknown';
  }
}

/** The notes as the submission functions take them: question id → the note as it is stored. */
export type SubmittedNotes = Record<string, { note: string; links: string[]; share_with_team: boolean }>;

/**
 * The draft notes to send, blank ones left out; undefined when there is none. Only a team answer's
 * notes may be shared with the team (a personal report has no team to share with).
 */
export function submittedNotes(notes: DraftNotes, kind: SubmitTarget['kind']): SubmittedNotes | undefined {
  const entries = Object.entries(notes).flatMap(([questionId, draft]) =>
    draft && !isBlankNote(draft)
      ? [[questionId, { ...answerNoteOf(draft), share_with_team: kind === 'team' && draft.shareWithTeam }]]
      : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The new report's id. Throws an AppError when the submission fails. */
export async function submitAssessment(
  supabase: SupabaseClient,
  answers: Answers,
  submissionId: string,
  notes: SubmittedNotes | undefined,
): Promise<string> {
  const report = dataOrThrow(
    await supabase.rpc('submit_assessment', {
      answers,
      submission_id: submissionId,
      ...(notes ? { notes } : {}),
    }),
    'submit_assessment',
  );
  if (!report?.id)
    throw toAppError(new Error('submit_assessment answered without a report'), {
      during: 'submit_assessment',
    });
  return report.id;
}

export type Submission = { answers: Answers; submissionId: string; notes: SubmittedNotes | undefined };

/**
 * Where a complete assessment goes: the person's own report (submit_assessment), or a team's round
 * (submit_team_assessment, which keeps the answers as a report of the team's system, a team answer). Each keeps its answers in
 * progress under its own storage key and says where the visitor goes afterwards.
 */
export type SubmitTarget = {
  /** Whose the answers are: the person's own report, or a team's round (a team answer). */
  kind: 'personal' | 'team';
  storageKey: string;
  mutationKey: readonly unknown[];
  /** Sends the answers and their notes; resolves with the new report's id. */
  send(
    supabase: SupabaseClient,
    answers: Answers,
    submissionId: string,
    notes: SubmittedNotes | undefined,
  ): Promise<string>;
  /** What the page tells apart of a failure. */
  problem(error: AppError): SubmitError;
  /** Query keys whose cached reads the submission changes (reportKeys.all at least). */
  invalidates: readonly (readonly unknown[])[];
  /** Where to go once the answers are in. */
  after(reportId: string): { path: string; state?: unknown };
  /** Where a failure that ends this submission (a closed round, say) offers to go instead. */
  backTo?: string;
};

export const PERSONAL_TARGET: SubmitTarget = {
  kind: 'personal',
  storageKey: ASSESSMENT_STORAGE_KEY,
  mutationKey: ['submit_assessment'],
  send: submitAssessment,
  problem: submitProblem,
  invalidates: [reportKeys.all],
  after: (reportId) => ({ path: reportPath(reportId) }),
};

/** The submission as a mutation: on success the target's cached reads are invalidated, so the reports remote shows the new report (and team). */
export function useSubmitAssessmentMutation(target: SubmitTarget = PERSONAL_TARGET) {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: target.mutationKey,
    mutationFn: ({ answers, submissionId, notes }: Submission) =>
      target.send(supabase, answers, submissionId, notes),
    onSuccess: () =>
      Promise.all(target.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

// Submitting an assessment: public.submit_assessment(answers, submission_id) returns the stored report
// row. It is idempotent per submission id, so a retry with the same id returns the first report. A
// failure arrives as the platform's AppError; submitProblem reduces it to what this page tells
// apart, and SUBMIT_ERROR_KEYS maps that to translation keys, in one place.
import type { Answers } from '@ahc/assessment-model';
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import { type AppError, dataOrThrow, reportKeys, toAppError, useMutation, useQueryClient } from '@ahc/platform/data';

export type SubmitError = 'not_signed_in' | 'invalid' | 'network' | 'server' | 'unknown';

export const SUBMIT_ERROR_KEYS: Record<SubmitError, string> = {
  not_signed_in: 'submit.errors.notSignedIn',
  invalid: 'submit.errors.invalid',
  network: 'submit.errors.network',
  server: 'submit.errors.server',
  unknown: 'submit.errors.unknown',
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

/** The new report's id. Throws an AppError when the submission fails. */
export async function submitAssessment(supabase: SupabaseClient, answers: Answers, submissionId: string): Promise<string> {
  const report = dataOrThrow(await supabase.rpc('submit_assessment', { answers, submission_id: submissionId }), 'submit_assessment');
  if (!report?.id) throw toAppError(new Error('submit_assessment answered without a report'), { during: 'submit_assessment' });
  return report.id;
}

export type Submission = { answers: Answers; submissionId: string };

/** The submission as a mutation: on success every cached report read is invalidated, so the reports remote shows the new one. */
export function useSubmitAssessmentMutation() {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['submit_assessment'],
    mutationFn: ({ answers, submissionId }: Submission) => submitAssessment(supabase, answers, submissionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

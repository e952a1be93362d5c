// Submitting the stored assessment with its notes, once (never with a note the database would refuse:
// the review names those first): a ref stops a second request while one is in flight (double
// clicks, the automatic submission after signing in racing a click), and the submission id made when
// the assessment started makes a retry return the same report. On success the stored assessment is
// cleared and the target's next page opens (the report, or the team's page); on failure the answers stay and the error is kept for a retry.
import { useNavigate } from '@ahc/platform/router';
import { useCallback, useRef } from 'react';
import {
  type StoredAssessment,
  clearAssessment,
  completeAnswers,
  questionsWithNoteProblems,
} from '#shared/model/stored-assessment.ts';
import {
  PERSONAL_TARGET,
  type SubmitError,
  type SubmitTarget,
  submittedNotes,
  useSubmitAssessmentMutation,
} from './submit-assessment-mutation.ts';

export type SubmissionState =
  { status: 'idle' } | { status: 'submitting' } | { status: 'failed'; error: SubmitError };

export function useSubmission(onSubmitted: () => void, target: SubmitTarget = PERSONAL_TARGET) {
  const mutation = useSubmitAssessmentMutation(target);
  const { mutateAsync } = mutation;
  const navigate = useNavigate();
  const inFlight = useRef(false);

  const submit = useCallback(
    async (assessment: StoredAssessment) => {
      const answers = completeAnswers(assessment);
      if (!answers || questionsWithNoteProblems(assessment).length > 0 || inFlight.current) return;
      inFlight.current = true;
      let reportId: string;
      try {
        reportId = await mutateAsync({
          answers,
          submissionId: assessment.submissionId,
          notes: submittedNotes(assessment.notes, target.kind),
        });
      } catch {
        // The mutation keeps the error for the panel; the answers stay for a retry.
        inFlight.current = false;
        return;
      }
      // inFlight stays set: this assessment is done, nothing may send it again.
      onSubmitted();
      clearAssessment(undefined, target.storageKey);
      const { path, state } = target.after(reportId);
      navigate(path, { replace: true, state });
    },
    [mutateAsync, navigate, onSubmitted, target],
  );

  // A finished submission stays "submitting" while the report opens.
  const state: SubmissionState =
    mutation.isPending || mutation.isSuccess
      ? { status: 'submitting' }
      : mutation.isError
        ? { status: 'failed', error: target.problem(mutation.error) }
        : { status: 'idle' };
  return { state, submit };
}

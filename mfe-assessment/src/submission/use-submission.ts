// Submitting the stored assessment, once: a ref stops a second request while one is in flight (double
// clicks, the automatic submission after signing in racing a click), and the submission id made when
// the assessment started makes a retry return the same report. On success the stored assessment is
// cleared and the report opens; on failure the answers stay and the error is kept for a retry.
import { reportPath, useSupabase } from '@ahc/platform';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@ahc/platform/router';
import { type StoredAssessment, clearAssessment, completeAnswers } from '../progress/stored-assessment.ts';
import { type SubmitError, submitAssessment } from './submit-assessment.ts';

export type SubmissionState = { status: 'idle' } | { status: 'submitting' } | { status: 'failed'; error: SubmitError };

export function useSubmission(onSubmitted: () => void) {
  const supabase = useSupabase();
  const navigate = useNavigate();
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const inFlight = useRef(false);

  const submit = useCallback(
    async (assessment: StoredAssessment) => {
      const answers = completeAnswers(assessment);
      if (!answers || inFlight.current) return;
      inFlight.current = true;
      setState({ status: 'submitting' });
      const result = await submitAssessment(supabase, answers, assessment.submissionId);
      if (result.ok) {
        // inFlight stays set: this assessment is done, nothing may send it again.
        onSubmitted();
        clearAssessment();
        navigate(reportPath(result.reportId), { replace: true });
        return;
      }
      inFlight.current = false;
      setState({ status: 'failed', error: result.error });
    },
    [supabase, navigate, onSubmitted],
  );

  return { state, submit };
}

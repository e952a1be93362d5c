// Submitting an assessment: public.submit_assessment(answers, submission_id) returns the stored report
// row (supabase/migrations/20261121000004_report_functions.sql). It is idempotent per submission id,
// so a retry with the same id returns the first report. Failures are reduced to a small union here and
// mapped to translation keys in one place (SUBMIT_ERROR_KEYS).
import type { Answers } from '@ahc/assessment-model';
import type { useSupabase } from '@ahc/platform';

type SupabaseClient = ReturnType<typeof useSupabase>;

export type SubmitError = 'not_signed_in' | 'invalid' | 'network' | 'server' | 'unknown';
export type SubmitResult = { ok: true; reportId: string } | { ok: false; error: SubmitError };

export const SUBMIT_ERROR_KEYS: Record<SubmitError, string> = {
  not_signed_in: 'submit.errors.notSignedIn',
  invalid: 'submit.errors.invalid',
  network: 'submit.errors.network',
  server: 'submit.errors.server',
  unknown: 'submit.errors.unknown',
};

/** Failures that may pass by themselves: the same submission can simply be sent again. */
export const RETRYABLE_ERRORS: ReadonlySet<SubmitError> = new Set(['network', 'server', 'unknown']);

export async function submitAssessment(supabase: SupabaseClient, answers: Answers, submissionId: string): Promise<SubmitResult> {
  try {
    const { data, error, status } = await supabase.rpc('submit_assessment', { answers, submission_id: submissionId });
    if (!error) {
      const id = (data as { id?: unknown } | null)?.id;
      return typeof id === 'string' && id !== '' ? { ok: true, reportId: id } : { ok: false, error: 'unknown' };
    }
    if (error.code === '42501') return { ok: false, error: 'not_signed_in' };
    if (error.code === '22023') return { ok: false, error: 'invalid' };
    if (status === 0) return { ok: false, error: 'network' };
    if (status >= 500) return { ok: false, error: 'server' };
    return { ok: false, error: 'unknown' };
  } catch {
    // supabase-js reports failures as values; a throw here is something unexpected (e.g. an abort).
    return { ok: false, error: 'network' };
  }
}

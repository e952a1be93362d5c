// The one place that turns a failed plan or report-name write into this remote's translated messages.
import type { AppError } from '@ahc/platform/data';

type WriteProblem = 'network' | 'signedOut' | 'invalid' | 'failed';

function writeProblem(error: AppError): WriteProblem {
  if (error.kind === 'network') return 'network';
  if (error.kind === 'not-signed-in') return 'signedOut';
  if (error.kind === 'invalid') return 'invalid';
  return 'failed';
}

export const planProblemKey = (error: AppError) => `plan.errors.${writeProblem(error)}` as const;
export const renameProblemKey = (error: AppError) => `name.errors.${writeProblem(error)}` as const;

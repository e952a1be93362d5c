// What went wrong with a failed write, in the few words a page has for it: no connection, an ended
// session, a refused value, or anything else. The plan and a report's name each turn it into their own
// translated message (planProblemKey, renameProblemKey).
import type { AppError } from '@ahc/platform/data';

type WriteProblem = 'network' | 'signedOut' | 'invalid' | 'failed';

export function writeProblem(error: AppError): WriteProblem {
  if (error.kind === 'network') return 'network';
  if (error.kind === 'not-signed-in') return 'signedOut';
  if (error.kind === 'invalid') return 'invalid';
  return 'failed';
}

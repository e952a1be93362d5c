// The assessment's public entry: the flow a team's round is answered with, into its own submission target
// (and the texts its tests read). The page is exposed to the shell directly (src/exposes.ts). Everything
// else in features/assessment/ is its own (lint keeps other features to this file).
export { AssessmentFlow } from './components/AssessmentFlow.tsx';
export {
  type SubmitError,
  type SubmitTarget,
  type SubmittedNotes,
  submitProblem,
} from './data/submit-assessment-mutation.ts';
export { assessmentTranslations } from './i18n/assessment-translations.ts';

// This remote on its own, for its team. In the product the shell loads the Radix styles; here we do.
import '@ahc/platform/theme.css';
import { PATHS, startStandalone } from '@ahc/platform';
import AssessmentPage from './features/assessment/AssessmentPage.tsx';
import StartPage from './features/start/StartPage.tsx';
import TeamAnswerPage from './features/team-answer/TeamAnswerPage.tsx';

void startStandalone('mfe-assessment', [
  { path: PATHS.start, Page: StartPage },
  { path: PATHS.assessment, Page: AssessmentPage },
  { path: PATHS.teamAnswer, Page: TeamAnswerPage },
]);

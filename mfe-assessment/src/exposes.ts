// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './StartPage': './src/pages/start/StartPage.tsx',
  './AssessmentPage': './src/pages/assessment/AssessmentPage.tsx',
  './TeamAnswerPage': './src/pages/team-answer/TeamAnswerPage.tsx',
};

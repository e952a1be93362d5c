// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './StartPage': './src/features/start/StartPage.tsx',
  './AssessmentPage': './src/features/assessment/AssessmentPage.tsx',
  './TeamAnswerPage': './src/features/team-answer/TeamAnswerPage.tsx',
};

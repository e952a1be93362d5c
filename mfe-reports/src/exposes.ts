// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './DummyReportPage': './src/pages/dummy-report/DummyReportPage.tsx',
};

// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './LoginPage': './src/features/sign-in/LoginPage.tsx',
  './RegisterPage': './src/features/registration/RegisterPage.tsx',
  './EmailSignInPage': './src/features/sign-in/EmailSignInPage.tsx',
  './ForgotPasswordPage': './src/features/password/ForgotPasswordPage.tsx',
  './ResetPasswordPage': './src/features/password/ResetPasswordPage.tsx',
  './ProfilePage': './src/features/account/ProfilePage.tsx',
  // Not a route of its own: the shell's guard shows it on a signed-in page while the code is owed.
  './SecondFactorPage': './src/features/sign-in/SecondFactorPage.tsx',
};

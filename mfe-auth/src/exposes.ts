// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './LoginPage': './src/pages/login/LoginPage.tsx',
  './RegisterPage': './src/pages/register/RegisterPage.tsx',
  './EmailSignInPage': './src/pages/email-sign-in/EmailSignInPage.tsx',
  './ForgotPasswordPage': './src/pages/forgot-password/ForgotPasswordPage.tsx',
  './ResetPasswordPage': './src/pages/reset-password/ResetPasswordPage.tsx',
  './ProfilePage': './src/pages/profile/ProfilePage.tsx',
  // Not a route of its own: the shell's guard shows it on a signed-in page while the code is owed.
  './SecondFactorPage': './src/pages/login/SecondFactorPage.tsx',
};

import { PATHS, startStandalone } from '@ahc/platform';
import EmailSignInPage from './pages/email-sign-in/EmailSignInPage.tsx';
import ForgotPasswordPage from './pages/forgot-password/ForgotPasswordPage.tsx';
import LoginPage from './pages/login/LoginPage.tsx';
import ProfilePage from './pages/profile/ProfilePage.tsx';
import RegisterPage from './pages/register/RegisterPage.tsx';
import ResetPasswordPage from './pages/reset-password/ResetPasswordPage.tsx';

void startStandalone('mfe-auth', [
  { path: PATHS.login, Page: LoginPage },
  { path: PATHS.register, Page: RegisterPage },
  { path: PATHS.emailSignIn, Page: EmailSignInPage },
  { path: PATHS.forgotPassword, Page: ForgotPasswordPage },
  { path: PATHS.resetPassword, Page: ResetPasswordPage },
  { path: PATHS.profile, Page: ProfilePage },
]);

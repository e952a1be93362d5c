// This remote on its own, for its team: its pages at the paths the shell gives them.
import { PATHS, startStandalone } from '@ahc/platform';
import EmailSignInPage from './features/sign-in/EmailSignInPage.tsx';
import ForgotPasswordPage from './features/password/ForgotPasswordPage.tsx';
import LoginPage from './features/sign-in/LoginPage.tsx';
import ProfilePage from './features/account/ProfilePage.tsx';
import RegisterPage from './features/registration/RegisterPage.tsx';
import ResetPasswordPage from './features/password/ResetPasswordPage.tsx';

void startStandalone('mfe-auth', [
  { path: PATHS.login, Page: LoginPage },
  { path: PATHS.register, Page: RegisterPage },
  { path: PATHS.emailSignIn, Page: EmailSignInPage },
  { path: PATHS.forgotPassword, Page: ForgotPasswordPage },
  { path: PATHS.resetPassword, Page: ResetPasswordPage },
  { path: PATHS.profile, Page: ProfilePage },
]);

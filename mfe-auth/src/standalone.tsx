import { PATHS, startStandalone } from '@ahc/platform';
import LoginPage from './pages/login/LoginPage.tsx';
import ProfilePage from './pages/profile/ProfilePage.tsx';
import RegisterPage from './pages/register/RegisterPage.tsx';

void startStandalone('mfe-auth', [
  { path: PATHS.login, Page: LoginPage },
  { path: PATHS.register, Page: RegisterPage },
  { path: PATHS.profile, Page: ProfilePage },
]);

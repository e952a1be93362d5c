// This remote on its own, for its team. In the product the shell loads the Radix styles; here we do.
import '@ahc/platform/theme.css';
import { PATHS, startStandalone } from '@ahc/platform';
import AboutPage from './pages/about/AboutPage.tsx';
import ContactPage from './pages/contact/ContactPage.tsx';
import CookiePolicyPage from './pages/cookie-policy/CookiePolicyPage.tsx';
import HomePage from './pages/home/HomePage.tsx';
import MethodologyPage from './pages/methodology/MethodologyPage.tsx';
import PressPage from './pages/press/PressPage.tsx';
import PrivacyPolicyPage from './pages/privacy-policy/PrivacyPolicyPage.tsx';
import TeamPage from './pages/team/TeamPage.tsx';
import TermsOfServicePage from './pages/terms-of-service/TermsOfServicePage.tsx';

void startStandalone('mfe-marketing', [
  { path: PATHS.home, Page: HomePage },
  { path: PATHS.about, Page: AboutPage },
  { path: PATHS.teams, Page: TeamPage },
  { path: PATHS.press, Page: PressPage },
  { path: PATHS.contact, Page: ContactPage },
  { path: PATHS.privacyPolicy, Page: PrivacyPolicyPage },
  { path: PATHS.termsOfService, Page: TermsOfServicePage },
  { path: PATHS.cookiePolicy, Page: CookiePolicyPage },
  { path: PATHS.methodology, Page: MethodologyPage },
]);

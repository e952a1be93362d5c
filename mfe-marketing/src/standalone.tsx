// This remote on its own, for its team. In the product the shell loads the Radix styles; here we do.
import '@ahc/platform/theme.css';
import { PATHS, startStandalone } from '@ahc/platform';
import AboutPage from './features/about/AboutPage.tsx';
import TeamPage from './features/about/TeamPage.tsx';
import ContactPage from './features/contact/ContactPage.tsx';
import HomePage from './features/home/HomePage.tsx';
import CookiePolicyPage from './features/legal/CookiePolicyPage.tsx';
import PrivacyPolicyPage from './features/legal/PrivacyPolicyPage.tsx';
import TermsOfServicePage from './features/legal/TermsOfServicePage.tsx';
import MethodologyPage from './features/methodology/MethodologyPage.tsx';
import PressPage from './features/press/PressPage.tsx';

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

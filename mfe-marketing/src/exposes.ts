// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './HomePage': './src/pages/home/HomePage.tsx',
  './AboutPage': './src/pages/about/AboutPage.tsx',
  './TeamPage': './src/pages/team/TeamPage.tsx',
  './PressPage': './src/pages/press/PressPage.tsx',
  './ContactPage': './src/pages/contact/ContactPage.tsx',
  './PrivacyPolicyPage': './src/pages/privacy-policy/PrivacyPolicyPage.tsx',
  './TermsOfServicePage': './src/pages/terms-of-service/TermsOfServicePage.tsx',
  './CookiePolicyPage': './src/pages/cookie-policy/CookiePolicyPage.tsx',
  './MethodologyPage': './src/pages/methodology/MethodologyPage.tsx',
};

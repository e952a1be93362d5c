// The pages this remote exposes to the shell (module name → file). The shell's route table names them.
export const exposes = {
  './HomePage': './src/features/home/HomePage.tsx',
  './AboutPage': './src/features/about/AboutPage.tsx',
  './TeamPage': './src/features/about/TeamPage.tsx',
  './PressPage': './src/features/press/PressPage.tsx',
  './ContactPage': './src/features/contact/ContactPage.tsx',
  './PrivacyPolicyPage': './src/features/legal/PrivacyPolicyPage.tsx',
  './TermsOfServicePage': './src/features/legal/TermsOfServicePage.tsx',
  './CookiePolicyPage': './src/features/legal/CookiePolicyPage.tsx',
  './MethodologyPage': './src/features/methodology/MethodologyPage.tsx',
};

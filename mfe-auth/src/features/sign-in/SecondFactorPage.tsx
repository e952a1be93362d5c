// The code step in its card: the second step of signing in (LoginPage), and what the shell's guard shows
// instead of a signed-in page while the session owes its second factor (a sign-in by e-mail link or
// code, a provider, a recovery link, a session kept from a closed tab or one that began before a factor
// was verified on another device). There it navigates nowhere: once the session is aal2 the auth store
// says signed in, and the guard shows the page it was holding back, as it was.
import { usePageTitle } from '@ahc/platform';
import { useSignInTranslation } from './i18n/use-sign-in-translation.ts';
import { AuthCard } from '#shared/ui/AuthCard.tsx';
import { SecondFactorStep } from './components/SecondFactorStep.tsx';

/** next: where to go once the code is right (see SecondFactorStep); left out, the page stays. */
export function SecondFactorCard({ next }: { next?: string | null }) {
  const { t } = useSignInTranslation();
  return (
    <AuthCard title={t('secondFactor.title')} intro={t('secondFactor.intro')}>
      <SecondFactorStep next={next} />
    </AuthCard>
  );
}

export default function SecondFactorPage() {
  const { t } = useSignInTranslation();
  // Over the page's own title while the step is on screen: the tab says what is asked for.
  usePageTitle(t('secondFactor.title'));
  return <SecondFactorCard />;
}

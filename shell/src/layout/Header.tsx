// Navigation, the language switch and the sign-in state. Signing out here ends the session in this
// browser; every remote sees it at once through the shared auth store. Pointing at (or tabbing to)
// "Sign in" or "Create account" starts loading Supabase's client, which those pages need and a new
// visitor's first page does not load, so the form is ready when the page opens.
import { Box, Button, Flex, Link as RadixLink } from '@ahc/platform/ui';
import { PATHS, useAuth, usePlatform } from '@ahc/platform';
import { Link, NavLink, useNavigate } from '@ahc/platform/router';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

function NavItem({ to, children }: { to: string; children: string }) {
  return (
    <RadixLink asChild size="2" weight="medium">
      <NavLink to={to} end>{children}</NavLink>
    </RadixLink>
  );
}

export function Header() {
  const { t } = useShellTranslation();
  const { isAuthenticated, userProfile, signOut } = useAuth();
  const navigate = useNavigate();
  const { supabase } = usePlatform();
  // A failed load is simply tried again by the page that needs the client.
  const preloadSupabase = () => void supabase.get().catch(() => undefined);

  async function handleSignOut() {
    await signOut();
    navigate(PATHS.home);
  }

  return (
    <Box asChild px="4" py="3" className="site-header">
      <header>
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <RadixLink asChild size="4" weight="bold" highContrast underline="none">
            <Link to={PATHS.home}>{t('brand')}</Link>
          </RadixLink>
          <Flex asChild align="center" gap="4" wrap="wrap">
            <nav aria-label={t('nav.label')}>
              <NavItem to={PATHS.about}>{t('nav.about')}</NavItem>
              <NavItem to={PATHS.start}>{t('nav.start')}</NavItem>
              {isAuthenticated && <NavItem to={PATHS.dashboard}>{t('nav.dashboard')}</NavItem>}
              {isAuthenticated && <NavItem to={PATHS.reports}>{t('nav.reports')}</NavItem>}
            </nav>
          </Flex>
          <Flex align="center" gap="3" wrap="wrap">
            <LanguageSwitch />
            {isAuthenticated ? (
              <>
                <RadixLink asChild size="2">
                  <Link to={PATHS.profile} data-testid="header-profile">
                    {userProfile?.name ? t('nav.signedInAs', { name: userProfile.name }) : t('nav.profile')}
                  </Link>
                </RadixLink>
                <Button size="1" variant="soft" onClick={handleSignOut} data-testid="sign-out">{t('nav.signOut')}</Button>
              </>
            ) : (
              <>
                <Button size="1" variant="soft" asChild>
                  <Link to={PATHS.login} onPointerEnter={preloadSupabase} onFocus={preloadSupabase}>{t('nav.login')}</Link>
                </Button>
                <Button size="1" asChild>
                  <Link to={PATHS.register} onPointerEnter={preloadSupabase} onFocus={preloadSupabase}>{t('nav.register')}</Link>
                </Button>
              </>
            )}
          </Flex>
        </Flex>
      </header>
    </Box>
  );
}

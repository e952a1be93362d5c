import { AccountNotice } from '@ahc/platform';
import { Box, Container } from '@ahc/platform/ui/base';
import { Outlet } from '@ahc/platform/router';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ProfileErrorToast } from './ProfileErrorToast.tsx';

export function Layout() {
  const { t } = useShellTranslation();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      {/* Notices stand in the flow under the header, so they cover none of the page's text. */}
      <Box px="4" className="site-notices toast-region">
        <Container size="4">
          <AccountNotice />
          <ProfileErrorToast />
        </Container>
      </Box>
      <Box asChild px="4" className="site-main">
        <main id="main">
          <Container size="4">
            <Outlet />
          </Container>
        </main>
      </Box>
      <Footer />
    </div>
  );
}

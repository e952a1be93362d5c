// Navigation, the language switch and the sign-in state (signed out; signed in, by name; or signed in
// with the authenticator code still owed, shown without any of the person's data). Signing out here
// ends the session in this browser; every remote sees it at once through the shared auth store.
// Pointing at (or tabbing to) "Sign in" or "Create account" starts loading Supabase's client, which
// those pages need and a new visitor's first page does not load, so the form is ready when the page
// opens.
//
// On a small screen (styles.css says which) the links, the language switch and the account sit in a
// panel behind a menu button: a native disclosure (<details> and its <summary>, which browsers announce
// as a button, expanded or collapsed), so it opens without JavaScript too; the panel beside it shows
// while it is open (styles.css, :has()). With scripts the open state is React's, closed again by any
// navigation, by Escape (the focus goes back to the button) and by the button itself. On a wide screen
// the same elements stand in one row and the button is hidden; there is one copy of each either way. Signed in,
// the navigation also names Team assessments and Profile, so neither hides behind the dashboard or the
// greeting; to keep that one row at 1280 px, a wide header then leaves About to the footer (styles.css).
import { Button, Link as RadixLink } from '@ahc/platform/ui/base';
import { PATHS, useAuth, useCommonTexts, usePlatform, useProductName } from '@ahc/platform';
import { Link, NavLink, useLocation, useNavigate } from '@ahc/platform/router';
import { useEffect, useRef, useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** A link of the main navigation; `end={false}` keeps it current on the pages under it as well. */
function NavItem({
  to,
  end = true,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className?: string;
  children: string;
}) {
  return (
    <RadixLink
      asChild
      size="2"
      weight="medium"
      className={className ? `site-menu-link ${className}` : 'site-menu-link'}
    >
      <NavLink to={to} end={end} data-testid={`nav-${to.slice(1) || 'home'}`}>
        {children}
      </NavLink>
    </RadixLink>
  );
}

/** Both drawings, the disclosure's open state showing one (styles.css), with scripts or without. */
function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        className="site-menu-icon-open"
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        className="site-menu-icon-close"
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export const MENU_ID = 'site-menu';

export function Header() {
  const { t } = useShellTranslation();
  const common = useCommonTexts();
  const productName = useProductName();
  const { isAuthenticated, secondFactorRequired, userProfile, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { supabase } = usePlatform();
  // The menu is open on the location it was opened on: any navigation (a new location key) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const menuButton = useRef<HTMLElement>(null);
  const disclosure = useRef<HTMLDetailsElement>(null);
  // A failed load is simply tried again by the page that needs the client.
  const preloadSupabase = () => void supabase.get().catch(() => undefined);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  async function handleSignOut() {
    setOpenOn(null);
    await signOut();
    navigate(PATHS.home);
  }

  return (
    <header
      className="site-header"
      data-menu-open={open || undefined}
      data-signed-in={isAuthenticated || undefined}
    >
      <div className="site-header-bar">
        <RadixLink asChild size="4" weight="bold" highContrast underline="none" className="site-brand">
          <Link to={PATHS.home}>
            <BrandMark />
            <span>{productName}</span>
          </Link>
        </RadixLink>
        <details ref={disclosure} className="site-menu-toggle" open={open}>
          <summary
            ref={menuButton}
            className="site-menu-button"
            aria-controls={MENU_ID}
            aria-label={t('nav.menu')}
            data-testid="menu-button"
            onClick={(event) => {
              // React's state opens and closes it (and so closes it on the next page). The element's own
              // state counts: it may have been opened before the scripts took over.
              event.preventDefault();
              const opening = !(disclosure.current?.open ?? open);
              if (disclosure.current) disclosure.current.open = opening;
              setOpenOn(opening ? location.key : null);
            }}
          >
            <MenuIcon />
          </summary>
        </details>
      </div>
      <div id={MENU_ID} className="site-menu" data-testid="site-menu">
        <nav aria-label={t('nav.label')} className="site-nav">
          <NavItem to={PATHS.about} className="site-nav-about">
            {t('nav.about')}
          </NavItem>
          <NavItem to={PATHS.start}>{common.t('startCheck')}</NavItem>
          {isAuthenticated && (
            <>
              <NavItem to={PATHS.dashboard}>{t('nav.dashboard')}</NavItem>
              <NavItem to={PATHS.reports}>{t('nav.reports')}</NavItem>
              <NavItem to={PATHS.teamAssessments} end={false}>
                {t('nav.teamAssessments')}
              </NavItem>
              <NavItem to={PATHS.profile}>{t('nav.profile')}</NavItem>
            </>
          )}
        </nav>
        <div className="site-account" role="group" aria-label={t('nav.account')}>
          <LanguageSwitch />
          {isAuthenticated ? (
            <>
              <RadixLink asChild size="2" className="site-menu-link site-greeting">
                <Link to={PATHS.profile} data-testid="header-profile">
                  {userProfile?.name ? t('nav.signedInAs', { name: userProfile.name }) : t('nav.profile')}
                </Link>
              </RadixLink>
              <Button size="1" variant="soft" onClick={handleSignOut} data-testid="sign-out">
                {t('nav.signOut')}
              </Button>
            </>
          ) : secondFactorRequired ? (
            // Signed in, but the code is still owed: nothing of the person is shown yet (the profile is not
            // even read), only the way to the code step (the dashboard asks for it) and out again.
            <>
              <RadixLink asChild size="2" className="site-menu-link">
                <Link to={PATHS.dashboard} data-testid="header-second-factor">
                  {t('nav.secondFactor')}
                </Link>
              </RadixLink>
              <Button size="1" variant="soft" onClick={handleSignOut} data-testid="sign-out">
                {t('nav.signOut')}
              </Button>
            </>
          ) : (
            <>
              <Button size="1" variant="soft" asChild>
                <Link to={PATHS.login} onPointerEnter={preloadSupabase} onFocus={preloadSupabase}>
                  {t('nav.login')}
                </Link>
              </Button>
              <Button size="1" asChild>
                <Link to={PATHS.register} onPointerEnter={preloadSupabase} onFocus={preloadSupabase}>
                  {t('nav.register')}
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

// Makes the one platform instance of a page: called by the shell at start (and by a remote running
// standalone for its team). Never call it twice in one page.
import { createAuthStore } from './auth/auth-store.ts';
import { readFirstRenderState } from './first-render/first-render-state.ts';
import type { AppConfig } from './config/app-config.ts';
import { createI18n } from './i18n/i18n.ts';
import { createLanguageStore, readStoredLanguage } from './language/language-store.ts';
import { acceptedLanguage } from './language/request-language.ts';
import { runtimeTimeZone, timeZoneCookie } from './language/time-zone-cookie.ts';
import { followUserLanguage } from './language/user-language.ts';
import { createMaintenanceStore } from './maintenance/maintenance-store.ts';
import type { Platform } from './platform-context.ts';
import { createBrowserSupabase } from './supabase/browser-client.ts';
import { authStorageKey, hasSessionCookie, sessionCookieRemovals } from './supabase/session-cookies.ts';
import { createSupabaseLoader } from './supabase/supabase-loader.ts';

export function createPlatform(config: AppConfig): Platform {
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  const storageKey = authStorageKey(config.supabaseUrl);
  // The session lives in cookies (@supabase/ssr); the client's code, and the move of a session kept in
  // localStorage before, arrive with it.
  const supabase = createSupabaseLoader(() => createBrowserSupabase(config, storageKey, storage));
  // The client is needed at start to restore a session (in its cookie, or still in localStorage from
  // before) or to finish an OAuth sign-in (?code=).
  const oauthReturn =
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('code');
  const sessionStored =
    (typeof document !== 'undefined' && hasSessionCookie(document.cookie, storageKey)) ||
    Boolean(storage?.getItem(storageKey)) ||
    oauthReturn;
  // A page the shell's host rendered starts from what it was rendered with (hydration must match): its
  // language, its maintenance row and, on a personal page, whom it was rendered for.
  const firstRender = typeof document === 'undefined' ? null : readFirstRenderState(document);
  const auth = createAuthStore(supabase, {
    sessionStored,
    ...(firstRender?.viewer ? { viewer: firstRender.viewer } : {}),
    dropStoredSession: () => {
      for (const removal of sessionCookieRemovals(document.cookie, storageKey)) document.cookie = removal;
      storage?.removeItem(storageKey);
    },
  });
  // Another tab signed in: load the client, which reads the session from the cookie, so this tab
  // follows. supabase-js tells its other tabs on a channel named after the storage key; once the client
  // is here it listens there itself.
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(storageKey);
    channel.addEventListener('message', (event: MessageEvent<{ event?: unknown }>) => {
      if (event.data?.event === 'SIGNED_IN') void supabase.get().catch(() => undefined);
    });
    supabase.onLoad(() => channel.close());
  }
  // One rendered here starts in the stored language or, on a first visit, the browser's, as the host would.
  const browserLanguage =
    typeof navigator === 'undefined' ? undefined : acceptedLanguage(navigator.languages?.join(','));
  const initialLanguage = firstRender?.language ?? readStoredLanguage(storage, browserLanguage);
  const i18n = createI18n(initialLanguage);
  const language = createLanguageStore(i18n, storage, {
    initial: initialLanguage,
    cookies: typeof document === 'undefined' ? undefined : document,
  });
  // The host renders the next page's dates and times in this browser's zone (language/time-zone-cookie.ts).
  const zone = typeof document === 'undefined' ? undefined : runtimeTimeZone();
  if (zone) document.cookie = timeZoneCookie(zone);
  // The Auth service's e-mails follow the language a signed-in person uses.
  followUserLanguage(auth, language, supabase);
  return {
    config,
    supabase,
    i18n,
    auth,
    language,
    maintenance: createMaintenanceStore(config, firstRender ? { initial: firstRender.maintenance } : {}),
    firstRender,
  };
}

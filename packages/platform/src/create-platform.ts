// Makes the one platform instance of a page: called by the shell at start (and by a remote running
// standalone for its team). Never call it twice in one page.
import { createAuthStore } from './auth/auth-store.ts';
import { readFirstRenderState } from './first-render/first-render-state.ts';
import type { AppConfig } from './config/app-config.ts';
import { createI18n } from './i18n/i18n.ts';
import { createLanguageStore, readStoredLanguage } from './language/language-store.ts';
import { acceptedLanguage } from './language/request-language.ts';
import { followUserLanguage } from './language/user-language.ts';
import { createMaintenanceStore } from './maintenance/maintenance-store.ts';
import type { Platform } from './platform-context.ts';
import type { Database } from './supabase/database.types.ts';
import { authStorageKey, createSupabaseLoader } from './supabase/supabase-loader.ts';

export function createPlatform(config: AppConfig): Platform {
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  const storageKey = authStorageKey(config.supabaseUrl);
  const supabase = createSupabaseLoader(async () => {
    const { createClient } = await import('@supabase/supabase-js');
    return createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'pkce',
        storageKey,
      },
    });
  });
  // The client is needed at start to restore a stored session or to finish an OAuth sign-in (?code=).
  const oauthReturn =
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('code');
  const auth = createAuthStore(supabase, {
    sessionStored: Boolean(storage?.getItem(storageKey)) || oauthReturn,
  });
  // Another tab signed in: load the client, which picks the session up, so this tab follows.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey && event.newValue) void supabase.get();
    });
  }
  // A page the shell's host rendered starts in the language it was rendered in (hydration must match);
  // one rendered here, in the stored language or, on a first visit, the browser's, as the host would.
  const firstRender = typeof document === 'undefined' ? null : readFirstRenderState(document);
  const browserLanguage =
    typeof navigator === 'undefined' ? undefined : acceptedLanguage(navigator.languages?.join(','));
  const initialLanguage = firstRender?.language ?? readStoredLanguage(storage, browserLanguage);
  const i18n = createI18n(initialLanguage);
  const language = createLanguageStore(i18n, storage, {
    initial: initialLanguage,
    cookies: typeof document === 'undefined' ? undefined : document,
  });
  // The Auth service's e-mails follow the language a signed-in person uses.
  followUserLanguage(auth, language, supabase);
  return {
    config,
    supabase,
    i18n,
    auth,
    language,
    maintenance: createMaintenanceStore(config, firstRender ? { initial: firstRender.maintenance } : {}),
  };
}

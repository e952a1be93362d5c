// Makes the one platform instance of a page: called by the shell at start (and by a remote running
// standalone for its team). Never call it twice in one page.
import { createClient } from '@supabase/supabase-js';
import { createAuthStore } from './auth/auth-store.ts';
import type { AppConfig } from './config/app-config.ts';
import { createI18n } from './i18n/i18n.ts';
import { createLanguageStore, readStoredLanguage } from './language/language-store.ts';
import { createMaintenanceStore } from './maintenance/maintenance-store.ts';
import type { Platform } from './platform-context.ts';

export function createPlatform(config: AppConfig): Platform {
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
  });
  const i18n = createI18n(readStoredLanguage(storage));
  return {
    config,
    supabase,
    i18n,
    auth: createAuthStore(supabase),
    language: createLanguageStore(i18n, storage),
    maintenance: createMaintenanceStore(supabase),
  };
}

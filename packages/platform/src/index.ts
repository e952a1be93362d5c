// @ahc/platform: the contract between the shell and the remotes. Apps import from here only, and from
// its two siblings: @ahc/platform/router (React Router) and @ahc/platform/ui (Radix Themes).
import { recordEvaluation } from './single-evaluation.ts';

recordEvaluation();

export { type AppConfig, AppConfigError, REMOTE_NAMES, type RemoteName, loadAppConfig, parseAppConfig } from './config/app-config.ts';
export { createPlatform } from './create-platform.ts';
export { type Platform, OutsideProviderError, usePlatform } from './platform-context.ts';
export { PlatformProvider } from './PlatformProvider.tsx';
export { useAppConfig, useAuth, useLanguage, useMaintenance, useSupabase } from './hooks.ts';
export type { AuthActions, AuthState, AuthStore } from './auth/auth-store.ts';
export type { Session, SupabaseClient, User } from '@supabase/supabase-js';
export type { ProfileChanges, UserProfile } from './auth/profile.ts';
export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language, isLanguage } from './language/language-store.ts';
export { MAINTENANCE_POLL_MS, type MaintenanceState } from './maintenance/maintenance-store.ts';
export { type Translations, addTranslations, createI18n, useAppTranslation } from './i18n/i18n.ts';
export { PATHS, type PathName, reportPath, safeReturnPath } from './routing/paths.ts';
export { PageSpinner } from './ui/PageSpinner.tsx';
export { type StandalonePage, startStandalone } from './standalone.tsx';

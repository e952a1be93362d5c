// @ahc/platform: the contract between the shell and the remotes. Apps import from here only, and from
// its siblings: @ahc/platform/router (React Router), @ahc/platform/ui (Radix Themes) with
// @ahc/platform/ui/form (the form field and the e-mail and password checks), and @ahc/platform/data
// (server state through TanStack Query, kept out of this entry so the first page does not load it).
// The database's types (Tables<'reports'>, ...) come from here too, generated from supabase/schemas.
import { recordEvaluation } from './single-evaluation.ts';

recordEvaluation();

export {
  type AppConfig,
  AppConfigError,
  REMOTE_NAMES,
  type RemoteName,
  loadAppConfig,
  parseAppConfig,
} from './config/app-config.ts';
export { createPlatform } from './create-platform.ts';
export { type Platform, OutsideProviderError, usePlatform } from './platform-context.ts';
export { PlatformProvider } from './PlatformProvider.tsx';
export { ACCOUNT_NOTICE_MS, AccountNotice } from './auth/AccountNotice.tsx';
export {
  useAppConfig,
  useAuth,
  useLanguage,
  useMaintenance,
  useSupabase,
  useSupabaseLater,
} from './hooks.ts';
export type { AuthActions, AuthState, AuthStore } from './auth/auth-store.ts';
export type { Session, User } from '@supabase/supabase-js';
export type {
  CompositeType,
  Database,
  Filled,
  Json,
  RpcArgs,
  RpcName,
  RpcResult,
  SupabaseClient,
  TableName,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './supabase/client.ts';
export type { ProfileChanges, UserProfile } from './auth/profile.ts';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  type Language,
  isLanguage,
  storedLanguageChoice,
} from './language/language-store.ts';
export { MAINTENANCE_POLL_MS, type MaintenanceState } from './maintenance/maintenance-store.ts';
export { appTranslator, createI18n, useAppTranslation } from './i18n/i18n.ts';
export {
  type TextTree,
  type TranslateFunction,
  type TranslationKey,
  type Translations,
  defineTranslations,
} from './i18n/define-translations.ts';
export { useCommonTexts, useProductName } from './i18n/use-common-translation.ts';
export { type PageTitleLevel, usePageTitle, usePageTitleText } from './page-title/page-title.ts';
export { type ServerHead, usePageDescription, useResponseStatus } from './page-title/server-head.ts';
export { isFirstVisit, useGreeting } from './auth/greeting.ts';
export {
  PATHS,
  type PathName,
  reportPath,
  safeReturnPath,
  sameSitePath,
  sharedReportPath,
  teamAnswerPath,
  teamAssessmentPath,
  teamInvitationPath,
  teamReportPath,
  withNext,
} from './routing/paths.ts';
export { PageSpinner } from './ui/PageSpinner.tsx';
export { NoticePanel } from './ui/NoticePanel.tsx';
export { useHydrating, useHydratingWithoutSession } from './first-render/use-hydrating.ts';
export { useTimeZone } from './language/use-time-zone.ts';
export { FIRST_RENDER_ELEMENT_ID, readFirstRenderState } from './first-render/first-render-state.ts';
export { type StandalonePage, startStandalone } from './standalone.tsx';
// The product's id and locale formats, for the apps (the edge functions and the local stack import them from
// @ahc/common directly).
export { intlLocale, isUuid, linkInLanguage } from '@ahc/common';

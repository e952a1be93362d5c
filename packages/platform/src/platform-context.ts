// The platform instance and the context that carries it from the shell into every remote. Because
// @ahc/platform is a federation singleton, the shell's provider and a remote's hooks see one context.
import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { AuthStore } from './auth/auth-store.ts';
import type { AppConfig } from './config/app-config.ts';
import type { FirstRenderState } from './first-render/first-render-state.ts';
import type { LanguageStore } from './language/language-store.ts';
import type { MaintenanceStore } from './maintenance/maintenance-store.ts';
import type { ServerHead } from './page-title/server-head.ts';
import type { SupabaseLoader } from './supabase/supabase-loader.ts';

export type Platform = {
  config: AppConfig;
  /** Supabase's client, loaded on first use: apps read it with useSupabase(). */
  supabase: SupabaseLoader;
  auth: AuthStore;
  language: LanguageStore;
  maintenance: MaintenanceStore;
  i18n: I18n;
  /**
   * What the shell's host rendered this page with (null for a page the browser rendered itself): read by
   * the data layer, whose cache starts with the data the page was rendered with.
   */
  firstRender: FirstRenderState | null;
  /** On a server only: what the page says about its document while it renders (server-head.ts). */
  serverHead?: ServerHead;
};

export const PlatformContext = createContext<Platform | null>(null);

export class OutsideProviderError extends Error {
  constructor(hook: string) {
    super(`${hook} must be used inside <PlatformProvider>`);
  }
}

export function usePlatformFor(hook: string): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new OutsideProviderError(hook);
  return platform;
}

export function usePlatform(): Platform {
  return usePlatformFor('usePlatform');
}

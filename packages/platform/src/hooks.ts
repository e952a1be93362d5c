// The hooks apps use to read the shared state. Each throws when used outside PlatformProvider, so a
// remote that accidentally got its own copy of the platform fails loudly instead of splitting state.
import { use } from 'react';
import { useStore } from 'zustand';
import type { AuthActions, AuthState } from './auth/auth-store.ts';
import type { LanguageState } from './language/language-store.ts';
import type { MaintenanceState } from './maintenance/maintenance-store.ts';
import { usePlatformFor } from './platform-context.ts';
import type { SupabaseClient } from './supabase/client.ts';

export function useAuth(): AuthState & AuthActions;
export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T;
export function useAuth<T>(selector?: (state: AuthState & AuthActions) => T) {
  const { auth } = usePlatformFor('useAuth');
  return useStore(auth, selector ?? ((state) => state as T));
}

export function useLanguage(): LanguageState {
  const { language } = usePlatformFor('useLanguage');
  return useStore(language);
}

export function useMaintenance(): MaintenanceState {
  const { maintenance } = usePlatformFor('useMaintenance');
  return useStore(maintenance);
}

/**
 * Supabase's client. The first component to ask loads it and suspends meanwhile (the shell's remote
 * pages render inside Suspense, so the page shows its spinner); afterwards it returns at once.
 */
export function useSupabase(): SupabaseClient {
  return use(usePlatformFor('useSupabase').supabase.get());
}

/**
 * Supabase's client when it is needed rather than when the component renders: for a form that uses it
 * only once it is sent (the sign-in page), so an open page downloads it only when a visitor starts on the
 * form. Calling the function loads the client (the same one useSupabase returns) or returns it at once;
 * call it on the form's first focus too, so the client is there by the time the form is sent.
 */
export function useSupabaseLater(): () => Promise<SupabaseClient> {
  const { supabase } = usePlatformFor('useSupabaseLater');
  return supabase.get;
}

export function useAppConfig() {
  return usePlatformFor('useAppConfig').config;
}

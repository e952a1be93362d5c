// The platform instance of one page rendered on a server (the shell's host, for a first visit): the
// language and maintenance row the host chose; on a page rendered for anyone, nobody signed in yet (the
// auth store is loading, as in a browser restoring a session), and on a personal page the person it is
// rendered for (the viewer of the state, as the browser then starts from it); and in place of
// Supabase's client one that refuses every use: pages hold the client ready for their forms' handlers,
// which never run on a server, and nothing of a page's markup may depend on a request of its own (what
// a page reads on a server, its page data reads beforehand, with the reader's own client). Nothing here
// polls, listens or stores: it lives for one render.
import { createAuthStore } from './auth/auth-store.ts';
import type { AppConfig } from './config/app-config.ts';
import type { FirstRenderState } from './first-render/first-render-state.ts';
import { createI18n } from './i18n/i18n.ts';
import { createLanguageStore } from './language/language-store.ts';
import { createMaintenanceStore } from './maintenance/maintenance-store.ts';
import { createServerHead } from './page-title/server-head.ts';
import type { Platform } from './platform-context.ts';
import type { SupabaseClient } from './supabase/client.ts';
import { type SupabaseLoader, createSupabaseLoader } from './supabase/supabase-loader.ts';

const noClientOnServer: SupabaseClient = new Proxy({} as SupabaseClient, {
  get(_target, property) {
    // Not a promise: resolving the loader's promise with it asks for 'then'.
    if (property === 'then') return undefined;
    throw new Error(
      `Supabase's client is not available while a page renders on a server (it read '${String(property)}')`,
    );
  },
});

/** Settled at once, so a page that holds the client ready renders without waiting for it. */
const serverSupabase: SupabaseLoader = createSupabaseLoader(async () => noClientOnServer);

export function createServerPlatform(config: AppConfig, state: FirstRenderState): Platform {
  const supabase = serverSupabase;
  // Never following the client: no session arrives on a server. For anyone, loading, as in a browser
  // with a stored session; for a viewer, what the host knew of them.
  const auth = createAuthStore(
    { get: () => supabase.get(), onLoad: () => {} },
    { sessionStored: true, ...(state.viewer ? { viewer: state.viewer } : {}) },
  );
  const i18n = createI18n(state.language);
  return {
    config,
    supabase,
    i18n,
    auth,
    language: createLanguageStore(i18n, undefined, { initial: state.language }),
    maintenance: createMaintenanceStore(config, { initial: state.maintenance, poll: false }),
    firstRender: state,
    serverHead: createServerHead(),
  };
}

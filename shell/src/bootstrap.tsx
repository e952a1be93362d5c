// Starts the shell: reads app-config.json, makes the page's one platform instance (client, stores,
// i18n), registers the remotes it names, and renders, or, when the shell's host rendered the page
// (its first-render state is in the document), hydrates the host's markup: the same tree, started from
// the same state, taking over the markup once the page's remote module has arrived. A page the host
// rendered in another language than the one stored here (a choice made before the language cookie
// existed, or a stored value that is no language, which means English, over a cookie that says
// Danish) is rendered afresh instead, in the stored one; an address's ?lang= is a choice, kept before
// the first render. A config that cannot be read shows a plain message instead of a blank page.
import {
  AppConfigError,
  FIRST_RENDER_ELEMENT_ID,
  PlatformProvider,
  appTranslator,
  createI18n,
  createPlatform,
  isLanguage,
  loadAppConfig,
  readFirstRenderState,
  storedLanguageChoice,
} from '@ahc/platform';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@ahc/platform/router';
import { App } from './App.tsx';
import { registerRemotesFromConfig } from './federation/remote-registry.ts';
import { shellTranslations } from './i18n/shell-translations.ts';

const container = document.getElementById('root')!;
const askedLanguage = new URLSearchParams(window.location.search).get('lang');

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

function hydratable(): boolean {
  const firstRender = readFirstRenderState(document);
  if (!firstRender || !container.hasChildNodes()) return false;
  const stored = storedLanguageChoice(storage());
  if (isLanguage(askedLanguage) || stored === undefined || stored === firstRender.language) return true;
  document.getElementById(FIRST_RENDER_ELEMENT_ID)?.remove();
  container.replaceChildren();
  return false;
}

const serverRendered = hydratable();

function renderConfigError(error: unknown) {
  console.error('[shell] could not start', error);
  const language = storedLanguageChoice(storage()) ?? 'en';
  const t = appTranslator(createI18n(language), 'shell', shellTranslations);
  document.title = t('configError.title');
  // Whatever the host rendered is replaced: without its configuration the page cannot work.
  container.replaceChildren();
  createRoot(container).render(
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '36rem',
        margin: '4rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>{t('configError.title')}</h1>
      <p>{t('configError.text')}</p>
    </main>,
  );
}

try {
  const config = await loadAppConfig();
  const platform = createPlatform(config);
  if (isLanguage(askedLanguage)) platform.language.getState().setLanguage(askedLanguage);
  registerRemotesFromConfig(config);
  const app: ReactNode = (
    <StrictMode>
      <PlatformProvider platform={platform}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PlatformProvider>
    </StrictMode>
  );
  // As a transition, React renders or hydrates the first tree in slices that yield to the browser,
  // instead of one long task that blocks input on a slow phone (Lighthouse's total blocking time); the
  // server's markup stays on the screen meanwhile (its forms wait for hydration: useHydrating).
  if (serverRendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
} catch (error) {
  if (!(error instanceof AppConfigError)) throw error;
  renderConfigError(error);
}

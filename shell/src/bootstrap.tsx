// Starts the shell: reads app-config.json, makes the page's one platform instance (client, stores,
// i18n), registers the remotes it names, and renders. A config that cannot be read shows a plain
// message instead of a blank page.
import '@ahc/platform/theme.css';
import './styles.css';
import { AppConfigError, PlatformProvider, createPlatform, loadAppConfig } from '@ahc/platform';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@ahc/platform/router';
import { App } from './App.tsx';
import { registerRemotesFromConfig } from './federation/remote-registry.ts';
import { shellTranslations } from './i18n/shell-translations.ts';

const root = createRoot(document.getElementById('root')!);

function renderConfigError(error: unknown) {
  console.error('[shell] could not start', error);
  const da = localStorage.getItem('language') === 'da';
  const texts = (da ? shellTranslations.da : shellTranslations.en).configError as { title: string; text: string };
  document.title = texts.title;
  root.render(
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '36rem', margin: '4rem auto', padding: '0 1rem' }}>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
    </main>,
  );
}

try {
  const config = await loadAppConfig();
  const platform = createPlatform(config);
  registerRemotesFromConfig(config);
  // As a transition, React renders the first tree in slices that yield to the browser, instead of one
  // long task that blocks input on a slow phone (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <PlatformProvider platform={platform}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </PlatformProvider>
      </StrictMode>,
    );
  });
} catch (error) {
  if (!(error instanceof AppConfigError)) throw error;
  renderConfigError(error);
}

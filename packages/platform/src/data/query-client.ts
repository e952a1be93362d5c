// One QueryClient per platform instance, made on first use. The page has one platform, so every remote
// shares one cache (a report submitted in one remote is invalidated where another shows it); a test
// makes a platform of its own and so gets a fresh, empty cache. Keyed weakly, so a finished test's
// platform and its cache can be collected.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Platform } from '../platform-context.ts';
import { AppError } from './app-error.ts';

const clients = new WeakMap<Platform, { client: QueryClient; stop(): void }>();

function createQueryClient(platform: Platform): QueryClient {
  // A read or write the database refused because the session still owes its second factor: the auth
  // store asks the Auth service again (the factor may have been verified on another device since this
  // session was stored), and the shell then asks for the code instead of the page showing a failure.
  const onError = (error: Error) => {
    if (error instanceof AppError && error.kind === 'second-factor-required') {
      platform.auth
        .getState()
        .checkSecondFactor()
        .catch((failure: unknown) => console.error('[data] could not check the assurance level', failure));
    }
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // A failed read shows its message and a "Try again" button at once; retrying by itself would
        // keep the visitor looking at a spinner for seconds first.
        retry: false,
        // Data read in the last half minute is shown as it is when a page opens again; older data is
        // shown and re-read in the background. A write invalidates what it changed at once.
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export function getQueryClient(platform: Platform): QueryClient {
  const known = clients.get(platform);
  if (known) return known.client;
  const client = createQueryClient(platform);
  // One person's data must never show to the next: when the signed-in user changes (signing out,
  // another account in this tab), every cached read is dropped, and the ones on screen read again.
  const stop = platform.auth.subscribe((state, previous) => {
    if ((state.currentUser?.id ?? null) !== (previous.currentUser?.id ?? null)) void client.resetQueries();
  });
  clients.set(platform, { client, stop });
  return client;
}

/** Empties and forgets a platform's cache, if it has one (tests, when their platform stops). */
export function disposeQueryClient(platform: Platform): void {
  const known = clients.get(platform);
  known?.stop();
  known?.client.clear();
  clients.delete(platform);
}

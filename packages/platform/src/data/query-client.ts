// One QueryClient per platform instance, made on first use. The page has one platform, so every remote
// shares one cache (a report submitted in one remote is invalidated where another shows it); a test
// makes a platform of its own and so gets a fresh, empty cache. Keyed weakly, so a finished test's
// platform and its cache can be collected.
//
// A page the shell's host rendered with data starts with that data in its cache (the first-render
// state's queries, as TanStack Query dehydrates them), so hydration finds what the server rendered and
// reads nothing again: each such query counts as read now (the server's clock is not the browser's),
// and is not read again when the page that shows it mounts, whatever its staleTime (a page that reads
// afresh each time it opens, opened once, by this load). Later mounts follow the page's own rules.
import {
  type DehydratedState,
  MutationCache,
  type Query,
  QueryCache,
  QueryClient,
  hydrate,
} from '@tanstack/react-query';
import type { Platform } from '../platform-context.ts';
import { AppError } from './app-error.ts';

const clients = new WeakMap<Platform, { client: QueryClient; stop(): void }>();

/** Queries the page's first render was made with that no component has shown and let go of yet. */
const fromFirstRender = new WeakSet<Query>();

/** The server's data as read at this moment: hydration then keeps it for the page's usual time. */
function readNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

function startWithFirstRender(client: QueryClient, state: DehydratedState | undefined): void {
  if (!state) return;
  hydrate(client, readNow(state));
  const cache = client.getQueryCache();
  for (const { queryHash } of state.queries) {
    const query = cache.get(queryHash);
    if (query) fromFirstRender.add(query);
  }
  cache.subscribe((event) => {
    if (event.type === 'observerRemoved') fromFirstRender.delete(event.query);
  });
}

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
        // What the page was rendered with was read for this load: not again as its page mounts.
        refetchOnMount: (query) => !fromFirstRender.has(query),
      },
      mutations: { retry: false },
    },
  });
}

export function getQueryClient(platform: Platform): QueryClient {
  const known = clients.get(platform);
  if (known) return known.client;
  const client = createQueryClient(platform);
  startWithFirstRender(client, platform.firstRender?.queries);
  // One person's data must never show to the next: when the signed-in person goes (signing out,
  // another account in this tab), every cached read is dropped at once (reads on their way too), and
  // what is still on screen once the page has followed the change reads again. Not before: the
  // person's own reads are keyed by them and leave the screen as it re-renders, and read again with
  // the session gone they would only be refused (a 401 each, in the console). Someone signing in
  // keeps what was read as anyone (a shared report, say): nobody's data is in it.
  const stop = platform.auth.subscribe((state, previous) => {
    const before = previous.currentUser?.id ?? null;
    if (before === null || (state.currentUser?.id ?? null) === before) return;
    for (const query of client.getQueryCache().getAll()) query.reset();
    // Stale only: a read the re-render started (a key with nobody in it) is not asked twice.
    setTimeout(
      () => void client.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false }),
      0,
    );
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

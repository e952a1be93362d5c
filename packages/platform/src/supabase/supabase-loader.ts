// Supabase's client is about 58 KB gzip of the page's JavaScript, and a visitor who has never signed in
// reads the home page without it. So the platform holds a loader instead of a client: the client is
// made on first use (a page that reads data, a sign-in form) or at start when a session is stored.
import type { SupabaseClient } from './client.ts';

/** A promise React's use() can read synchronously once it has settled (React reads these fields). */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export type SupabaseLoader = {
  /** The client, made on the first call; after a failed load (a chunk that did not arrive) the next call tries again. */
  get(): Promise<SupabaseClient>;
  /** Calls back once the client exists, whoever caused it to load. */
  onLoad(callback: (client: SupabaseClient) => void): void;
};

export function createSupabaseLoader(create: () => Promise<SupabaseClient>): SupabaseLoader {
  let current: TrackedPromise<SupabaseClient> | null = null;
  let client: SupabaseClient | null = null;
  const waiting: Array<(client: SupabaseClient) => void> = [];

  function settle(promise: TrackedPromise<SupabaseClient>, made: SupabaseClient) {
    client = made;
    Object.assign(promise, { status: 'fulfilled', value: made });
    for (const callback of waiting.splice(0)) callback(made);
  }

  return {
    get() {
      if (current && current.status !== 'rejected') return current;
      const promise: TrackedPromise<SupabaseClient> = create().then(
        (made) => {
          settle(promise, made);
          return made;
        },
        (error: unknown) => {
          Object.assign(promise, { status: 'rejected', reason: error });
          throw error;
        },
      );
      promise.status = 'pending';
      current = promise;
      return promise;
    },
    onLoad(callback) {
      if (client) callback(client);
      else waiting.push(callback);
    },
  };
}

/** A loader around a client that already exists (tests): use() reads it without suspending. */
export function readySupabaseLoader(client: SupabaseClient): SupabaseLoader {
  const promise = Object.assign(Promise.resolve(client), { status: 'fulfilled' as const, value: client });
  return { get: () => promise, onLoad: (callback) => callback(client) };
}

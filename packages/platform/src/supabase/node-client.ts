// @ahc/platform/node-client: supabase-js as the product's Node programs use it (the shell's host, the
// release and maintenance commands, the bench), typed by the generated Database, with a key the
// program holds and no person's session: nothing is stored, nothing refreshed. Browsers use
// browser-client.ts; the Edge Functions run in Deno and have their own.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

/**
 * Node programs here read over REST and never subscribe to Realtime; supabase-js still wants a
 * WebSocket constructor when it is made (Node 20 has none without a flag): this one refuses to be used.
 */
export class NoRealtime {
  constructor() {
    throw new Error('This program calls Supabase over REST only; it opens no Realtime connection');
  }
}

export type NodeClientOptions = {
  fetch?: typeof fetch;
  /** A deadline for each call. */
  timeoutMs?: number;
  /** postgrest-js retries a GET answered 503 or 520 (a schema cache loading): off where a page waits. */
  retry?: boolean;
};

export function createNodeClient(
  supabaseUrl: string,
  key: string,
  options: NodeClientOptions = {},
): SupabaseClient<Database> {
  const fetchImpl = options.fetch ?? fetch;
  const { timeoutMs } = options;
  return createClient<Database>(supabaseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
    db: { retry: options.retry ?? true },
    global: {
      fetch:
        timeoutMs === undefined
          ? fetchImpl
          : (input, init) => {
              const deadline = AbortSignal.timeout(timeoutMs);
              return fetchImpl(input, {
                ...init,
                signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
              });
            },
    },
  });
}

// The host's own Supabase client, for what the host reads and writes in its own name: the release
// registry and its health figures with the project's secret key; the maintenance row and one-click
// unsubscribe with the anon key. A page waits on these calls, so each has a short deadline and no
// retries: a failed read falls back at once (the last good answer). One client per project, key and
// fetch.
import { createNodeClient } from '@ahc/platform/node-client';
import type { SupabaseClient } from '@ahc/platform/database';

/** A Supabase project and the key the host calls it with. */
export type KeyedProject = { supabaseUrl: string; key: string };

/** How long one of the host's own calls may take. */
const HOST_CALL_TIMEOUT_MS = 1_000;

const clients = new WeakMap<typeof fetch, Map<string, SupabaseClient>>();

export function hostSupabase(project: KeyedProject, fetchImpl: typeof fetch = fetch): SupabaseClient {
  const byProject = clients.get(fetchImpl) ?? new Map<string, SupabaseClient>();
  clients.set(fetchImpl, byProject);
  const id = `${project.supabaseUrl} ${project.key}`;
  let client = byProject.get(id);
  if (!client) {
    client = createNodeClient(project.supabaseUrl, project.key, {
      fetch: fetchImpl,
      timeoutMs: HOST_CALL_TIMEOUT_MS,
      retry: false,
    });
    byProject.set(id, client);
  }
  return client;
}

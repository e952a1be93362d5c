// The release registry as the shell's host reads it: each remote's live version and canary in the
// host's environment, from Supabase's release_config function with the host's secret key (no visitor's
// key reads it: another environment's builds are nobody's business). Kept for a few seconds (the
// host's last-good cache), so a burst of page loads costs one read and a change still reaches new page
// loads within seconds. A read that fails (Supabase down, slow, an unknown environment) keeps the last
// answer that succeeded; before any has, the answer is null and the host serves app-config.json's
// remotes.
import type { RpcResult } from '@ahc/platform/database';
import { createLastGoodCache } from '../supabase/last-good-cache.ts';
import { type KeyedProject, hostSupabase } from '../supabase/host-client.ts';

export const REGISTRY_TTL_MS = 5_000;

export type ReleaseVersion = { version: string; manifestUrl: string };

/** One remote's versions in an environment. */
export type ReleaseChannel = {
  remote: string;
  live: ReleaseVersion;
  canary?: ReleaseVersion & { percent: number };
};

/** release_config's rows; a remote without a canary has its canary columns null. */
type ConfigRow = RpcResult<'release_config'>[number];

function toChannels(rows: ConfigRow[]): ReleaseChannel[] {
  return rows.map((row) => ({
    remote: row.remote,
    live: { version: row.live_version, manifestUrl: row.live_manifest_url },
    ...(row.canary_version && row.canary_manifest_url && row.canary_percent
      ? {
          canary: {
            version: row.canary_version,
            manifestUrl: row.canary_manifest_url,
            percent: row.canary_percent,
          },
        }
      : {}),
  }));
}

export function createRegistryChannels(
  options: { fetch?: typeof fetch; now?: () => number; ttlMs?: number } = {},
) {
  const cachedRead = createLastGoodCache<ReleaseChannel[]>({
    ttlMs: options.ttlMs ?? REGISTRY_TTL_MS,
    now: options.now,
  });

  return async function registryChannels(
    project: KeyedProject,
    environment: string,
  ): Promise<ReleaseChannel[] | null> {
    const channels = await cachedRead(`${project.supabaseUrl} ${environment}`, async () => {
      const { data, error } = await hostSupabase(project, options.fetch).rpc('release_config', {
        environment,
      });
      return error || !Array.isArray(data) ? undefined : toChannels(data);
    });
    return channels ?? null;
  };
}

// The release registry as the shell's host reads it: each remote's live version and canary in the
// host's environment, from Supabase's release_config function with the host's secret key (no visitor's
// key reads it: another environment's builds are nobody's business). Kept for a few seconds
// so a burst of page loads costs one read, and a change still reaches new page loads within seconds. A
// read that fails (Supabase down, slow, an unknown environment) keeps the last answer that succeeded;
// before any has, the answer is null and the host serves app-config.json's remotes.

export const REGISTRY_TTL_MS = 5_000;
const READ_TIMEOUT_MS = 1_000;

export type ReleaseVersion = { version: string; manifestUrl: string };

/** One remote's versions in an environment. */
export type ReleaseChannel = {
  remote: string;
  live: ReleaseVersion;
  canary?: ReleaseVersion & { percent: number };
};

/** The Supabase project and the key the host reads the registry with (its secret key). */
export type RegistryProject = { supabaseUrl: string; key: string };

type ConfigRow = {
  remote: string;
  live_version: string;
  live_manifest_url: string;
  canary_version: string | null;
  canary_manifest_url: string | null;
  canary_percent: number | null;
};

/** Calls one of the registry's functions with the given key; the parsed answer, or null when it failed. */
export async function callRpc(
  fetchImpl: typeof fetch,
  supabaseUrl: string,
  key: string,
  fn: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  try {
    const response = await fetchImpl(`${supabaseUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = await response.text();
    return body === '' ? undefined : (JSON.parse(body) as unknown);
  } catch {
    return null;
  }
}

function toChannels(rows: unknown): ReleaseChannel[] | null {
  if (!Array.isArray(rows)) return null;
  return (rows as ConfigRow[]).map((row) => ({
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
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? REGISTRY_TTL_MS;
  const reads = new Map<
    string,
    { at: number; read: Promise<ReleaseChannel[] | null>; lastGood: ReleaseChannel[] | null }
  >();

  return function registryChannels(
    project: RegistryProject,
    environment: string,
  ): Promise<ReleaseChannel[] | null> {
    const key = `${project.supabaseUrl} ${environment}`;
    const cached = reads.get(key);
    if (cached && now() - cached.at < ttl) return cached.read;
    const entry = {
      at: now(),
      lastGood: cached?.lastGood ?? null,
      read: Promise.resolve(cached?.lastGood ?? null),
    };
    entry.read = callRpc(fetchImpl, project.supabaseUrl, project.key, 'release_config', {
      environment,
    }).then((rows) => {
      const channels = toChannels(rows);
      if (channels === null) return entry.lastGood;
      entry.lastGood = channels;
      return channels;
    });
    reads.set(key, entry);
    return entry.read;
  };
}

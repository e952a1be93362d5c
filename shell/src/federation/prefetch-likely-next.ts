// Remote code for the pages a visitor is likely to open next from the page they are on, fetched once
// the browser is idle, so the page change has its code at hand (docs/product.md §3). Fetched into the
// HTTP cache with fetch() at low priority, in CORS mode like the scripts that will use it: nothing runs
// until the visitor goes there, the CSP's connect-src already allows the remotes, and a tool can tell
// these speculative requests (fetch) from the page's own (script). A failure is of no consequence: the
// page change loads what it needs as it always did.
import { type AppConfig, PATHS } from '@ahc/platform';
import { isRemoteManifest, pageAssets, type RemoteManifest } from '@ahc/platform/page-assets';
import { ROUTES } from '../routing/route-table.ts';

/** From a route's path, the paths a visitor most often opens next: the journey of docs/product.md §2. */
export const LIKELY_NEXT: Readonly<Partial<Record<string, readonly string[]>>> = {
  [PATHS.home]: [PATHS.start, PATHS.login],
  [PATHS.start]: [PATHS.assessment],
  [PATHS.assessment]: [PATHS.register, PATHS.login],
  [PATHS.login]: [PATHS.dashboard],
  [PATHS.register]: [PATHS.dashboard],
  [PATHS.dashboard]: [PATHS.report, PATHS.start],
  [PATHS.reports]: [PATHS.report],
  [PATHS.report]: [PATHS.dashboard],
};

const fetched = new Set<string>();
const manifests = new Map<string, Promise<RemoteManifest | null>>();

const warm = (url: string, fetchImpl: typeof fetch) => {
  if (fetched.has(url)) return;
  fetched.add(url);
  fetchImpl(url, { mode: 'cors', credentials: 'omit', priority: 'low' })
    .then(
      (response) => response.arrayBuffer(),
      () => undefined,
    )
    .catch(() => undefined);
};

function manifestOf(url: string, fetchImpl: typeof fetch): Promise<RemoteManifest | null> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetchImpl(url, { priority: 'low' })
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => (isRemoteManifest(json) ? json : null))
      .catch(() => null);
    manifests.set(url, manifest);
  }
  return manifest;
}

export async function prefetchLikelyNext(
  from: string,
  config: AppConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  for (const path of LIKELY_NEXT[from] ?? []) {
    const route = ROUTES.find((candidate) => candidate.path === path);
    if (!route) continue;
    const manifestUrl = config.remotes[route.remote];
    const manifest = await manifestOf(manifestUrl, fetchImpl);
    if (!manifest) continue;
    const { entry, scripts, styles } = pageAssets(manifest, manifestUrl, route.module);
    for (const url of [entry, ...scripts, ...styles]) warm(url, fetchImpl);
  }
}

/** Forgets what was fetched (tests start from a new visit). */
export function resetPrefetched(): void {
  fetched.clear();
  manifests.clear();
}

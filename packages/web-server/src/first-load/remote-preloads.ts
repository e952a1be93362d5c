// What the first page of a visit will load from its remote, found before any script runs: the remote's
// mf-manifest.json, its remoteEntry.js, and the chunks and stylesheets of the exposed page. The host
// names them in index.html as preloads, so the browser fetches them beside the shell's own scripts
// instead of one after another (HTML → shell → manifest → entry → page). Manifests are read from the
// remotes' origins and kept for a few seconds; a remote that is slow or down costs the page nothing
// here (it gets the manifest preload only, and the shell's error panel does the rest as before).
import { isRemoteManifest, pageAssets, type RemoteManifest } from '@ahc/platform/page-assets';
import type { RouteRemote } from './route-remotes.ts';

export type Preload = { href: string; as: 'fetch' | 'script' | 'style' };

const MANIFEST_TTL_MS = 10_000;
const MANIFEST_TIMEOUT_MS = 300;

export function createRemotePreloads(fetchImpl: typeof fetch = fetch, now: () => number = Date.now) {
  const manifests = new Map<string, { at: number; manifest: Promise<RemoteManifest | null> }>();

  async function fetchManifest(url: string): Promise<RemoteManifest | null> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) return null;
      const json: unknown = await response.json();
      return isRemoteManifest(json) ? json : null;
    } catch {
      return null;
    }
  }

  function manifestOf(url: string): Promise<RemoteManifest | null> {
    const cached = manifests.get(url);
    if (cached && now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    const manifest = fetchManifest(url);
    manifests.set(url, { at: now(), manifest });
    return manifest;
  }

  /** The preloads of one route's page, given the manifest URL app-config.json names for its remote. */
  return async function preloadsFor(route: RouteRemote, manifestUrl: string): Promise<Preload[]> {
    const manifest = await manifestOf(manifestUrl);
    if (!manifest) return [{ href: manifestUrl, as: 'fetch' }];
    const { entry, scripts, styles } = pageAssets(manifest, manifestUrl, route.module);
    return [
      { href: manifestUrl, as: 'fetch' },
      { href: entry, as: 'script' },
      ...scripts.map((href) => ({ href, as: 'script' as const })),
      ...styles.map((href) => ({ href, as: 'style' as const })),
    ];
  };
}

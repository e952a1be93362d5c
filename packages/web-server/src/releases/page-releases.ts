// The shell's host on the release registry: for each page load, the configuration with the versions
// this visitor gets (choose-versions.ts), the cookies to set (the canary bucket, a preview token), or,
// for a preview link, the redirect to the same address without its token. The loads of each version
// are counted and sent in batches when the host has the service-role key (optional; without it the
// registry's error rates have no denominator and no canary is rolled back by itself).
import type { IncomingMessage } from 'node:http';
import { safeReturnPath } from '@ahc/platform/paths';
import type { ShellAppConfig } from '../servers.ts';
import { chooseVersions, type PreviewPin } from './choose-versions.ts';
import { createLoadCounter } from './load-counter.ts';
import { PREVIEW_PARAMETER, createPreviewLinks } from './preview-links.ts';
import { callRpc, createRegistryChannels } from './registry-channels.ts';
import { PREVIEW_COOKIE, cookieHeader, readCookie, visitorBucket } from './visitor-cookies.ts';

/** How a host takes part: its environment in the registry and, to count page loads, the service-role key. */
export type ReleaseOptions = { environment: string; serviceRoleKey?: string };

export type PageRelease = { appConfig: ShellAppConfig; setCookies: string[]; redirect?: string };

export function createPageReleases(
  options: ReleaseOptions,
  dependencies: {
    fetch?: typeof fetch;
    now?: () => number;
    drawBucket?: () => number;
    flushIntervalMs?: number;
  } = {},
) {
  const fetchImpl = dependencies.fetch ?? fetch;
  const now = dependencies.now ?? Date.now;
  const registryChannels = createRegistryChannels({ fetch: fetchImpl, now });
  const previewOf = createPreviewLinks({ fetch: fetchImpl, now });
  // The project the counts go to: the one of the latest page load (app-config.json names one).
  let supabaseUrl = '';
  const { serviceRoleKey } = options;
  const loads = serviceRoleKey
    ? createLoadCounter(
        (remote, version, count) =>
          callRpc(fetchImpl, supabaseUrl, serviceRoleKey, 'record_remote_loads', {
            remote,
            version,
            loads: count,
          }),
        dependencies.flushIntervalMs,
      )
    : undefined;
  const clearPreview = (req: IncomingMessage) => cookieHeader(req, PREVIEW_COOKIE, '', 0);

  async function forPage(req: IncomingMessage, url: URL, base: ShellAppConfig): Promise<PageRelease> {
    supabaseUrl = base.supabaseUrl;
    const linkToken = url.searchParams.get(PREVIEW_PARAMETER);
    if (linkToken !== null) {
      const answer = await previewOf(base, options.environment, linkToken);
      const clean = new URL(url);
      clean.searchParams.delete(PREVIEW_PARAMETER);
      const setCookie =
        answer && answer !== 'invalid'
          ? cookieHeader(req, PREVIEW_COOKIE, linkToken, (answer.expiresAt - now()) / 1000)
          : clearPreview(req);
      // The same address without the token, by the product's one return-path rule: never another origin.
      const redirect = safeReturnPath(`${clean.pathname}${clean.search}`, '/');
      return { appConfig: base, setCookies: [setCookie], redirect };
    }

    const setCookies: string[] = [];
    let preview: PreviewPin | undefined;
    const cookieToken = readCookie(req, PREVIEW_COOKIE);
    if (cookieToken) {
      const answer = await previewOf(base, options.environment, cookieToken);
      if (answer === 'invalid') setCookies.push(clearPreview(req));
      else if (answer) preview = answer.pin;
    }
    const channels = await registryChannels(base, options.environment);
    let bucket: number | undefined;
    const drawBucket = () => {
      if (bucket === undefined) {
        const drawn = visitorBucket(req, dependencies.drawBucket);
        bucket = drawn.bucket;
        if (drawn.setCookie) setCookies.push(drawn.setCookie);
      }
      return bucket;
    };
    return { appConfig: chooseVersions(base, channels, drawBucket, preview), setCookies };
  }

  return {
    forPage,
    /** One page load of the remote's version this configuration names, when it came from the registry. */
    countLoad(appConfig: ShellAppConfig, remote: string): void {
      const version = appConfig.releases?.[remote];
      if (version) loads?.count(remote, version);
    },
    flushLoads: () => loads?.flush() ?? Promise.resolve(),
    close: () => loads?.stop(),
  };
}

// The shell's host on the release registry: for each page load, the configuration with the versions
// this visitor gets (choose-versions.ts), the cookies to set (the canary bucket, a preview token), or,
// for a preview link, the redirect to the same address without its token. A document served by GET with
// registry versions carries a per-load token (load-tokens.ts) that the shell hands back when it starts
// a remote's page or one fails (health-reports.ts): those are the page loads and failures the registry
// counts. The registry is read, the tokens signed and the reports sent with the project's secret key,
// which the host must hold to take part (without it every page gets app-config.json's remotes).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { safeReturnPath } from '@ahc/platform/paths';
import type { AppConfig } from '@ahc/platform/app-config';
import { chooseVersions, type PreviewPin } from './choose-versions.ts';
import { createHealthReports } from './health-reports.ts';
import { createLoadTokens } from './load-tokens.ts';
import { PREVIEW_PARAMETER, createPreviewLinks } from './preview-links.ts';
import { createRegistryChannels } from './registry-channels.ts';
import { hostSupabase } from '../supabase/host-client.ts';
import { PREVIEW_COOKIE, cookieHeader, readCookie, visitorBucket } from './visitor-cookies.ts';

/** How a host takes part: its environment in the registry. */
export type ReleaseOptions = { environment: string };

/**
 * One page load's configuration and cookies. `personal`: the answer is this visitor's alone (it depends
 * on their bucket or preview cookie, sets a cookie, or carries their load's token), so no shared cache
 * may keep it.
 */
export type PageRelease = {
  appConfig: AppConfig;
  setCookies: string[];
  redirect?: string;
  personal: boolean;
};

export function createPageReleases(
  options: ReleaseOptions & { secretKey: string },
  dependencies: {
    fetch?: typeof fetch;
    now?: () => number;
    drawBucket?: () => number;
    flushIntervalMs?: number;
  } = {},
) {
  const fetchImpl = dependencies.fetch ?? fetch;
  const now = dependencies.now ?? Date.now;
  const { environment, secretKey } = options;
  const registryChannels = createRegistryChannels({ fetch: fetchImpl, now });
  const previewOf = createPreviewLinks({ fetch: fetchImpl, now });
  const tokens = createLoadTokens(secretKey, environment, now);
  // The project the reports go to: the one of the latest page load (app-config.json names one).
  let supabaseUrl = '';
  const reports = createHealthReports(
    tokens,
    async (events) =>
      await hostSupabase({ supabaseUrl, key: secretKey }, fetchImpl).rpc('record_release_health', {
        environment,
        events,
      }),
    { intervalMs: dependencies.flushIntervalMs, now },
  );
  const project = (base: AppConfig) => ({ supabaseUrl: base.supabaseUrl, key: secretKey });
  const clearPreview = (req: IncomingMessage) => cookieHeader(req, PREVIEW_COOKIE, '', 0);

  async function forPage(
    req: IncomingMessage,
    url: URL,
    base: AppConfig,
    visitorAddress: string,
  ): Promise<PageRelease> {
    supabaseUrl = base.supabaseUrl;
    const linkToken = url.searchParams.get(PREVIEW_PARAMETER);
    if (linkToken !== null) {
      const answer = await previewOf(project(base), environment, linkToken);
      const clean = new URL(url);
      clean.searchParams.delete(PREVIEW_PARAMETER);
      const setCookie =
        answer && answer !== 'invalid'
          ? cookieHeader(req, PREVIEW_COOKIE, linkToken, (answer.expiresAt - now()) / 1000)
          : clearPreview(req);
      // The same address without the token, by the product's one return-path rule: never another origin.
      const redirect = safeReturnPath(`${clean.pathname}${clean.search}`, '/');
      return { appConfig: base, setCookies: [setCookie], redirect, personal: true };
    }

    const setCookies: string[] = [];
    let preview: PreviewPin | undefined;
    const cookieToken = readCookie(req, PREVIEW_COOKIE);
    if (cookieToken) {
      const answer = await previewOf(project(base), environment, cookieToken);
      if (answer === 'invalid') setCookies.push(clearPreview(req));
      else if (answer) preview = answer.pin;
    }
    const channels = await registryChannels(project(base), environment);
    let bucket: number | undefined;
    const drawBucket = () => {
      if (bucket === undefined) {
        const drawn = visitorBucket(req, dependencies.drawBucket);
        bucket = drawn.bucket;
        if (drawn.setCookie) setCookies.push(drawn.setCookie);
      }
      return bucket;
    };
    const appConfig = chooseVersions(base, channels, drawBucket, preview);
    // A HEAD request gets no body, so no token: only a document a browser can run is a page load.
    const load =
      req.method === 'GET' && appConfig.releases
        ? tokens.issue(appConfig.releases, visitorAddress)
        : undefined;
    return {
      appConfig: load ? { ...appConfig, releaseLoad: load } : appConfig,
      setCookies,
      personal: load !== undefined || preview !== undefined || bucket !== undefined || setCookies.length > 0,
    };
  }

  return {
    forPage,
    /** One report of the shell about its page load (POST /release-health). */
    answerHealthReport: (req: IncomingMessage, res: ServerResponse, visitorAddress: string) =>
      reports.handle(req, res, visitorAddress),
    flushReports: () => reports.flush(),
    close: () => reports.stop(),
  };
}

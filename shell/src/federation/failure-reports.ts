// Health reports to the release registry, through the shell's host: when a remote version the host
// chose from the registry starts its page, and when it fails to load or throws while rendering, the page
// tells the host (`POST /release-health`, the site's own origin) with the page load's token the host
// wrote into its configuration, the remote and what happened; nothing about the visitor. The host checks
// the token and passes the reports on, so only page loads it served move the version's figures in
// `npm run release -- status`, and a failing canary is rolled back by itself. Fire and forget (a report
// that cannot be sent changes nothing on the page), at most one start and one failure per remote per
// page load. A page without a token (a host that only serves files, or a remote whose version did not
// come from the registry) reports nothing: the registry would not know it.
import type { AppConfig, RemoteName } from '@ahc/platform';

export type FailureKind = 'load' | 'render';
type HealthEvent = 'start' | FailureKind;

/** Where the host takes the reports (packages/web-server's health-reports.ts). */
const HEALTH_REPORT_PATH = '/release-health';

/**
 * A remote that could not be loaded reaches the boundary as remote-errors.ts's error; anything else
 * threw while rendering.
 */
export const failureKind = (error: Error): FailureKind =>
  error.name === 'RemoteUnavailableError' ? 'load' : 'render';

export function createHealthReporter(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const reported = new Set<string>();
  function send(config: AppConfig, remote: RemoteName, event: HealthEvent): void {
    const once = `${remote} ${event === 'start' ? 'start' : 'failure'}`;
    if (!config.releaseLoad || !config.releases?.[remote] || reported.has(once)) return;
    reported.add(once);
    fetchImpl(HEALTH_REPORT_PATH, {
      method: 'POST',
      // Sent even when the visitor leaves the page at once.
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: config.releaseLoad, remote, event }),
    }).catch(() => undefined);
  }
  return {
    /** The shell started a page of this remote: one page load of its version. */
    started: (config: AppConfig, remote: RemoteName) => send(config, remote, 'start'),
    failed: (config: AppConfig, remote: RemoteName, kind: FailureKind) => send(config, remote, kind),
  };
}

/** This page load's reporter. */
export const healthReports = createHealthReporter();

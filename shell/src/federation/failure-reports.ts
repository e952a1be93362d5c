// Health reports to the release registry: when a remote version the host chose from the registry
// fails to load or throws while rendering, the page tells report_remote_failure which version and
// which kind, with the anon key and nothing about the visitor, so `npm run release -- status` shows
// the version's error rate and a failing canary is rolled back by itself. Fire and forget (a report
// that cannot be sent changes nothing on the page), and at most once per remote per page load. A
// remote whose version did not come from the registry (no `releases` in the configuration) is not
// reported: the registry would not know it.
import type { AppConfig, RemoteName } from '@ahc/platform';

export type FailureKind = 'load' | 'render';

/**
 * A remote that could not be loaded reaches the boundary as remote-errors.ts's error; anything else
 * threw while rendering.
 */
export const failureKind = (error: Error): FailureKind =>
  error.name === 'RemoteUnavailableError' ? 'load' : 'render';

export function createFailureReporter(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const reported = new Set<RemoteName>();
  return function reportRemoteFailure(config: AppConfig, remote: RemoteName, kind: FailureKind): void {
    const version = config.releases?.[remote];
    if (!version || reported.has(remote)) return;
    reported.add(remote);
    fetchImpl(`${config.supabaseUrl}/rest/v1/rpc/report_remote_failure`, {
      method: 'POST',
      // Sent even when the visitor leaves the page at once.
      keepalive: true,
      headers: {
        apikey: config.supabaseAnonKey,
        authorization: `Bearer ${config.supabaseAnonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ remote, version, kind }),
    }).catch(() => undefined);
  };
}

/** This page load's reporter. */
export const reportRemoteFailure = createFailureReporter();

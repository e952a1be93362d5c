import type { AppConfig } from '@ahc/platform';
import { describe, expect, it, vi } from 'vitest';
import { createHealthReporter, failureKind } from './failure-reports.ts';

const config: AppConfig = {
  supabaseUrl: 'http://supabase.test',
  supabaseAnonKey: 'anon-key-of-twenty-chars',
  remotes: {
    marketing: 'http://m.test/m1/mf-manifest.json',
    auth: 'http://a.test/mf-manifest.json',
    assessment: 'http://as.test/mf-manifest.json',
    reports: 'http://r.test/r2/mf-manifest.json',
  },
  generateReportUrl: '/api/generate-report',
  releases: { marketing: 'm1', reports: 'r2' },
  releaseLoad: 'the-page-load-token',
};

describe('the health reports', () => {
  it("tell the host with the page load's token which remote started or failed, and nothing else", () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const reporter = createHealthReporter(fetch);
    reporter.started(config, 'reports');
    reporter.failed(config, 'reports', 'render');
    expect(fetch.mock.calls).toEqual([
      [
        '/release-health',
        {
          method: 'POST',
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: 'the-page-load-token', remote: 'reports', event: 'start' }),
        },
      ],
      [
        '/release-health',
        expect.objectContaining({
          body: JSON.stringify({ token: 'the-page-load-token', remote: 'reports', event: 'render' }),
        }),
      ],
    ]);
  });

  it('are sent at most once per remote and kind in a page load', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const reporter = createHealthReporter(fetch);
    reporter.started(config, 'marketing');
    reporter.started(config, 'marketing');
    reporter.failed(config, 'marketing', 'load');
    reporter.failed(config, 'marketing', 'render');
    reporter.failed(config, 'reports', 'load');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('are not sent without a token, nor for a remote whose version the registry did not choose', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const reporter = createHealthReporter(fetch);
    reporter.failed(config, 'auth', 'load');
    reporter.started({ ...config, releaseLoad: undefined }, 'marketing');
    reporter.failed({ ...config, releases: undefined }, 'marketing', 'load');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never break the page when they cannot be sent', async () => {
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError('offline');
    });
    expect(() => createHealthReporter(fetch).failed(config, 'marketing', 'load')).not.toThrow();
    await Promise.resolve();
  });

  it("count a remote that could not be loaded as 'load', anything else as 'render'", () => {
    const unavailable = Object.assign(new Error('x'), { name: 'RemoteUnavailableError' });
    expect(failureKind(unavailable)).toBe('load');
    expect(failureKind(new Error('render bug'))).toBe('render');
  });
});

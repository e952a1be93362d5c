import type { AppConfig } from '@ahc/platform';
import { describe, expect, it, vi } from 'vitest';
import { createFailureReporter, failureKind } from './failure-reports.ts';

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
};

describe('the failure reports', () => {
  it('tell the registry which version failed and how, with the anon key and nothing else', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    createFailureReporter(fetch)(config, 'reports', 'render');
    expect(fetch).toHaveBeenCalledWith('http://supabase.test/rest/v1/rpc/report_remote_failure', {
      method: 'POST',
      keepalive: true,
      headers: {
        apikey: 'anon-key-of-twenty-chars',
        authorization: 'Bearer anon-key-of-twenty-chars',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ remote: 'reports', version: 'r2', kind: 'render' }),
    });
  });

  it('are sent at most once per remote in a page load', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const report = createFailureReporter(fetch);
    report(config, 'marketing', 'load');
    report(config, 'marketing', 'render');
    report(config, 'reports', 'load');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are not sent for a remote whose version the registry did not choose', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const report = createFailureReporter(fetch);
    report(config, 'auth', 'load');
    report({ ...config, releases: undefined }, 'marketing', 'load');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never break the page when they cannot be sent', async () => {
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError('offline');
    });
    expect(() => createFailureReporter(fetch)(config, 'marketing', 'load')).not.toThrow();
    await Promise.resolve();
  });

  it("count a remote that could not be loaded as 'load', anything else as 'render'", () => {
    const unavailable = Object.assign(new Error('x'), { name: 'RemoteUnavailableError' });
    expect(failureKind(unavailable)).toBe('load');
    expect(failureKind(new Error('render bug'))).toBe('render');
  });
});

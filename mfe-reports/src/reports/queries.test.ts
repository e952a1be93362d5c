import { createTestPlatform } from '@ahc/platform/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../testing/fake-backend.ts';
import { KNOWN_REPORT_ID, TEST_USER_ID, knownReport, threeReports } from '../testing/fixtures.ts';
import { getReport, listMyReports } from './queries.ts';

const platforms: ReturnType<typeof createTestPlatform>[] = [];
afterEach(() => {
  for (const platform of platforms.splice(0)) {
    platform.auth.stop();
    platform.maintenance.stop();
  }
});

function clientFor(backend: ReturnType<typeof createFakeBackend>) {
  const platform = createTestPlatform({ fetch: backend.fetch });
  platforms.push(platform);
  return platform.supabaseClient;
}

describe('getReport', () => {
  it('maps the three answers of get_report and a failure to one union', async () => {
    const backend = createFakeBackend({
      getReport: (id) => (id === KNOWN_REPORT_ID ? knownReport() : id === 'theirs' ? 'forbidden' : id === 'broken' ? 'error' : 'not_found'),
    });
    const supabase = clientFor(backend);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await getReport(supabase, KNOWN_REPORT_ID)).toEqual({ status: 'ok', report: knownReport() });
    expect(await getReport(supabase, 'theirs')).toEqual({ status: 'forbidden' });
    expect(await getReport(supabase, 'nope')).toEqual({ status: 'not-found' });
    expect(await getReport(supabase, 'broken')).toEqual({ status: 'failed' });
    expect(backend.calls('/rest/v1/rpc/get_report').map((r) => r.body)).toEqual([
      { report_id: KNOWN_REPORT_ID },
      { report_id: 'theirs' },
      { report_id: 'nope' },
      { report_id: 'broken' },
    ]);
  });

  it('fails (rather than throwing) when the network does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const supabase = clientFor(createFakeBackend({ getReport: () => 'network' }));
    expect(await getReport(supabase, KNOWN_REPORT_ID)).toEqual({ status: 'failed' });
  });
});

describe('listMyReports', () => {
  it("reads the visitor's own reports, newest first", async () => {
    const backend = createFakeBackend({ reports: threeReports() });
    const result = await listMyReports(clientFor(backend), TEST_USER_ID);
    expect(result.status).toBe('ok');
    expect(result.status === 'ok' && result.reports.map((r) => r.created_at)).toEqual([
      '2026-03-14T12:00:00Z',
      '2026-02-10T12:00:00Z',
      '2026-01-10T12:00:00Z',
    ]);
    const url = backend.calls('/rest/v1/reports')[0]!.url;
    expect(url.searchParams.get('order')).toBe('created_at.desc');
    expect(url.searchParams.get('user_id')).toBe(`eq.${TEST_USER_ID}`);
    expect(url.searchParams.get('select')).toContain('answers');
  });

  it('leaves out a row it cannot read, and fails on an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...knownReport(), id: 'x', overall_score: 'high' } as never;
    const ok = await listMyReports(clientFor(createFakeBackend({ reports: [broken, knownReport()] })));
    expect(ok.status === 'ok' && ok.reports.map((r) => r.id)).toEqual([KNOWN_REPORT_ID]);
    expect(await listMyReports(clientFor(createFakeBackend({ listFails: true })))).toEqual({ status: 'failed' });
  });
});

import { AppError } from '@ahc/platform/data';
import { type FakeSupabase, createTestPlatform, networkError, postgrestError } from '@ahc/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  KNOWN_REPORT_ID,
  TEST_USER_ID,
  knownReport,
  reportNotShown,
  threeReports,
} from '#shared/testing/fixtures.ts';
import { reportsBackend } from '#shared/testing/render-page.tsx';
import { getReport } from './report-query.ts';
import { listMyReports } from './reports-query.ts';

const clientFor = (backend: FakeSupabase) => createTestPlatform({ supabase: backend }).supabaseClient;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('getReport', () => {
  it("maps get_report's three answers, and any failure to an AppError", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = reportsBackend([knownReport()]);
    const supabase = clientFor(backend);
    expect(await getReport(supabase, KNOWN_REPORT_ID)).toEqual({ status: 'ok', report: knownReport() });
    expect(await getReport(supabase, 'nope')).toEqual({ status: 'not-found' });
    backend.rpc('get_report', () => reportNotShown('forbidden'));
    expect(await getReport(supabase, 'theirs')).toEqual({ status: 'forbidden' });
    backend.answer('rpc get_report', postgrestError(500, 'XX000', 'boom'));
    expect(await failure(getReport(supabase, 'broken'))).toMatchObject({ kind: 'server' });
    expect(backend.calls('rpc get_report').map((r) => r.body)).toEqual([
      { report_id: KNOWN_REPORT_ID },
      { report_id: 'nope' },
      { report_id: 'theirs' },
      { report_id: 'broken' },
    ]);
  });

  it('fails when the network does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = reportsBackend();
    backend.answer('rpc get_report', networkError());
    expect(await failure(getReport(clientFor(backend), KNOWN_REPORT_ID))).toMatchObject({ kind: 'network' });
  });

  it('fails on an ok answer without its report, or with a report it cannot show', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = reportsBackend();
    const supabase = clientFor(backend);
    backend.rpc('get_report', () => ({ status: 'ok', report: null }));
    expect(await failure(getReport(supabase, KNOWN_REPORT_ID))).toBeInstanceOf(AppError);
    backend.rpc('get_report', () => ({
      status: 'ok',
      report: { ...knownReport(), category_scores: { architecture: 101 } },
    }));
    expect(await failure(getReport(supabase, KNOWN_REPORT_ID))).toMatchObject({ kind: 'unknown' });
    backend.rpc('get_report', () => ({ status: 'ok', report: { ...knownReport(), answers: {} } }));
    expect(await failure(getReport(supabase, KNOWN_REPORT_ID))).toMatchObject({ kind: 'unknown' });
    expect(error).toHaveBeenCalledTimes(3);
  });
});

describe('listMyReports', () => {
  it("reads the visitor's own reports, newest first", async () => {
    const backend = reportsBackend(threeReports());
    const reports = await listMyReports(clientFor(backend), TEST_USER_ID);
    expect(reports.map((r) => r.created_at)).toEqual([
      '2026-03-14T12:00:00Z',
      '2026-02-10T12:00:00Z',
      '2026-01-10T12:00:00Z',
    ]);
    const url = backend.calls('GET reports')[0]!.url;
    expect(url.searchParams.get('order')).toBe('created_at.desc');
    expect(url.searchParams.get('user_id')).toBe(`eq.${TEST_USER_ID}`);
    expect(url.searchParams.get('select')).toBe('*');
  });

  it('leaves out a row whose answers or scores it cannot read, and fails on an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const brokenScores = { ...knownReport(), id: 'x', category_scores: { architecture: 'high' } };
    const brokenAnswers = { ...knownReport(), id: 'y', answers: { arch_1: 'nonsense' } };
    const backend = reportsBackend([knownReport()]);
    backend.setRows('reports', [brokenScores, brokenAnswers, knownReport()]);
    expect((await listMyReports(clientFor(backend), null)).map((r) => r.id)).toEqual([KNOWN_REPORT_ID]);
    backend.answer('GET reports', postgrestError(500, 'XX000', 'boom'));
    expect(await failure(listMyReports(clientFor(backend), null))).toMatchObject({ kind: 'server' });
  });
});

// A fake of the parts of Supabase the reports pages use, as a fetch for createTestPlatform:
// rpc/get_report, the reports table, profiles and the maintenance row. Every request is recorded.
import type { ReportRow } from '../reports/report-row.ts';

export type RecordedRequest = { method: string; url: URL; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' } });

export type GetReportAnswer = ReportRow | 'forbidden' | 'not_found' | 'error' | 'network';

export function createFakeBackend(options: { reports?: ReportRow[]; listFails?: boolean; getReport?: (reportId: string) => GetReportAnswer } = {}) {
  const requests: RecordedRequest[] = [];
  const state = { ...options };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const method = (init?.method ?? request.method).toUpperCase();
    const text = init?.body !== undefined && init.body !== null ? String(init.body) : method === 'GET' ? '' : await request.clone().text();
    requests.push({ method, url, body: text ? JSON.parse(text) : undefined });

    if (url.pathname === '/rest/v1/app_config') return json(200, { value: { enabled: false, message: '' } });
    if (url.pathname === '/rest/v1/profiles') return json(200, []);
    if (url.pathname === '/rest/v1/rpc/get_report') {
      const reportId = String((JSON.parse(text) as { report_id: string }).report_id);
      const answer = state.getReport?.(reportId) ?? (state.reports ?? []).find((r) => r.id === reportId) ?? 'not_found';
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer === 'error') return json(500, { code: 'XX000', message: 'boom' });
      if (answer === 'forbidden' || answer === 'not_found') return json(200, { status: answer });
      return json(200, { status: 'ok', report: answer });
    }
    if (url.pathname === '/rest/v1/reports') {
      if (state.listFails) return json(500, { code: 'XX000', message: 'boom' });
      return json(200, state.reports ?? []);
    }
    return json(404, { message: `fake backend: no route for ${method} ${url.pathname}` });
  };

  return {
    fetch,
    requests,
    state,
    calls: (pathname: string) => requests.filter((r) => r.url.pathname === pathname),
  };
}

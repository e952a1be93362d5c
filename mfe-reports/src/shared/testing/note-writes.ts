// The writes of the report's notes in tests, which the platform's Supabase stand-in does not make (it
// answers 405 to them): an upsert of an answer_notes row (POST with on_conflict report_id,question_id,
// setting the columns the body names and keeping the others, as PostgREST's upsert does) and a delete by
// eq filters. Every request still goes through `next` (the stand-in, first), so it is recorded and a
// test's answer() for the route still wins.
import type { FakeSupabase } from '@ahc/platform/testing';

export function withNoteWrites(backend: FakeSupabase, next: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await next(input, init);
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (response.status !== 405 || url.pathname !== '/rest/v1/answer_notes') return response;
    const rows = backend.rows('answer_notes');
    const method = (init?.method ?? request.method).toUpperCase();
    if (method === 'DELETE') {
      const filters = [...url.searchParams].map(([column, filter]) => [column, filter.replace(/^eq\./, '')]);
      backend.setRows(
        'answer_notes',
        rows.filter(
          (row) => !filters.every(([column, value]) => String(row[column as keyof typeof row]) === value),
        ),
      );
      return new Response(null, { status: 204 });
    }
    const body = JSON.parse(String(init?.body ?? (await request.text()))) as {
      report_id: string;
      user_id: string;
      question_id: string;
      note?: string;
      links?: string[];
      share_with_team?: boolean;
    };
    const now = new Date().toISOString();
    const existing = rows.find(
      (row) => row.report_id === body.report_id && row.question_id === body.question_id,
    );
    const row = existing
      ? Object.assign(existing, body, { updated_at: now })
      : { note: '', links: [], share_with_team: false, ...body, created_at: now, updated_at: now };
    if (!existing) rows.push(row);
    const single = new Headers(init?.headers ?? request.headers)
      .get('accept')
      ?.includes('vnd.pgrst.object+json');
    return new Response(JSON.stringify(single ? row : [row]), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  };
}

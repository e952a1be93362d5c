// Renders one of this remote's pages the way the shell does: the real platform over the platform's
// Supabase stand-in holding this remote's reports (and the visitor's plan and notes), signed in (unless
// told otherwise), at a path, inside a route when the page reads a parameter.
import type { Language, UserProfile } from '@ahc/platform';
import {
  type FakeSupabase,
  TEST_USER,
  createFakeSupabase,
  createTestPlatform,
  renderRoutedPage,
} from '@ahc/platform/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { ReportRow } from '../data/report-row.ts';
import { reportNotShown } from './fixtures.ts';
import { withNoteWrites } from './note-writes.ts';

const TEST_PROFILE: UserProfile = {
  id: TEST_USER.id,
  email: TEST_USER.email,
  name: 'Ada Lovelace',
  company: 'Acme ApS',
  architectureDescription: '',
  createdAt: '2026-01-01T00:00:00Z',
};

/**
 * The stand-in with these reports in the table; get_report answers 'ok' with a report it holds and
 * 'not_found' otherwise (a test answers 'forbidden' or fails it through the stand-in's answer()).
 */
export function reportsBackend(reports: ReportRow[] = []): FakeSupabase {
  const supabase = createFakeSupabase({ rows: { reports } });
  supabase.rpc('get_report', ({ report_id }) => {
    const report = supabase.rows('reports').find((row) => row.id === report_id);
    return report ? { status: 'ok', report } : reportNotShown('not_found');
  });
  return supabase;
}

/**
 * The stand-in's fetch, with the two writes the plan needs and the stand-in does not make (it answers
 * 405 to them): an upsert (POST with on_conflict) and a delete of plan_items rows. Every request still
 * goes through the stand-in first, so it is recorded and a test's answer() for the route still wins.
 */
export function withPlanWrites(backend: FakeSupabase): typeof fetch {
  return async (input, init) => {
    const response = await backend.fetch(input, init);
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const method = (init?.method ?? request.method).toUpperCase();
    if (response.status !== 405 || url.pathname !== '/rest/v1/plan_items') return response;
    const rows = backend.rows('plan_items');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'DELETE') {
      const matches = (row: (typeof rows)[number]) =>
        [...url.searchParams].every(
          ([column, filter]) => String(row[column as keyof typeof row]) === filter.replace(/^eq\./, ''),
        );
      backend.setRows(
        'plan_items',
        rows.filter((row) => !matches(row)),
      );
      return new Response(null, { status: 204 });
    }
    const body = JSON.parse(String(init?.body ?? (await request.text()))) as {
      user_id: string;
      question_id: string;
      option_key: string;
      status: string;
      note?: string;
      tracker_key?: string | null;
    };
    const now = new Date().toISOString();
    // The table's key: the person, the question and the option answered (one row per piece of advice).
    const existing = rows.find(
      (row) =>
        row.user_id === body.user_id &&
        row.question_id === body.question_id &&
        row.option_key === body.option_key,
    );
    // As PostgREST's upsert: the columns the body names are set, the others kept (or their defaults).
    const trackerKey = body.tracker_key === undefined ? {} : { tracker_key: body.tracker_key };
    const row = existing
      ? Object.assign(existing, {
          status: body.status,
          note: body.note ?? '',
          ...trackerKey,
          updated_at: now,
        })
      : { tracker_key: null, ...body, note: body.note ?? '', created_at: now, updated_at: now };
    if (!existing) rows.push(row);
    const single = new Headers(init?.headers ?? request.headers)
      .get('accept')
      ?.includes('vnd.pgrst.object+json');
    return json(201, single ? row : [row]);
  };
}

export function renderPage(
  page: ReactElement,
  options: {
    path: string;
    route?: string;
    language?: Language;
    backend?: FakeSupabase;
    profile?: UserProfile | null;
  } = { path: '/' },
) {
  const backend = options.backend ?? reportsBackend();
  const platform = createTestPlatform({
    fetch: withNoteWrites(backend, withPlanWrites(backend)),
    language: options.language ?? 'en',
  });
  // The shell renders these pages only for a signed-in visitor; stop listening to the (empty) session
  // first so its initial event cannot sign the test user out again.
  platform.auth.stop();
  platform.auth.setState({
    isLoading: false,
    isAuthenticated: true,
    currentUser: {
      id: TEST_USER.id,
      email: TEST_USER.email,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    },
    userProfile: options.profile === undefined ? TEST_PROFILE : options.profile,
  });
  const view = renderRoutedPage(page, { platform, path: options.path, route: options.route });
  return { ...view, backend, platform, user: userEvent.setup() };
}

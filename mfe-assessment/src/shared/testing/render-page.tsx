// Renders one of this remote's pages the way the shell does, with the real platform over the
// platform's Supabase stand-in, and a probe showing where the page navigated to.
import { type Language, PATHS, type RpcArgs, type Tables } from '@ahc/platform';
import { Link, Route, Routes, useNavigate } from '@ahc/platform/router';
import {
  type FakeSupabase,
  LocationProbe,
  type TestPlatform,
  TEST_USER,
  createFakeSupabase,
  createTestPlatform,
  renderRoutedPage,
  renderWithPlatform,
} from '@ahc/platform/testing';
import type { ComponentType } from 'react';

/** The reports row submit_assessment answers with (the scores do not matter to these pages). */
export function submittedReport(id: string, args: RpcArgs<'submit_assessment'>): Tables<'reports'> {
  return {
    id,
    user_id: TEST_USER.id,
    submission_id: args.submission_id,
    created_at: '2026-03-14T12:00:00Z',
    answers: args.answers ?? {},
    overall_score: 33,
    category_scores: { architecture: 33, deployment: 33, security: 33, scalability: 33 },
    company: null,
    prepared_for: null,
    scoring_version: 1,
    name: null,
    team_id: null,
    team_name: null,
  };
}

export const SUBMITTED_REPORT_ID = 'c0ffee00-0000-4000-8000-000000000001';

/** The stand-in, with submit_assessment storing nothing and answering with a report of SUBMITTED_REPORT_ID. */
export function assessmentBackend(): FakeSupabase {
  const supabase = createFakeSupabase();
  supabase.rpc('submit_assessment', (args) => submittedReport(SUBMITTED_REPORT_ID, args));
  return supabase;
}

export function renderPage(
  Page: ComponentType,
  options: { path: string; language?: Language; backend?: FakeSupabase; platform?: TestPlatform } = {
    path: '/',
  },
) {
  const backend = options.backend ?? assessmentBackend();
  const platform =
    options.platform ?? createTestPlatform({ supabase: backend, language: options.language ?? 'en' });
  return { ...renderRoutedPage(<Page />, { platform, path: options.path }), backend, platform };
}

/** What the browser's Back button does: one history entry back. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="browser-back" onClick={() => void navigate(-1)}>
      browser back
    </button>
  );
}

/**
 * The assessment page reached from /start, as a visitor gets there: the history holds /start, then the
 * page. `browserBack()` is the browser's Back button; `open()` follows the link from /start.
 */
export function renderFromStart(
  Page: ComponentType,
  options: { language?: Language; backend?: FakeSupabase } = {},
) {
  const backend = options.backend ?? assessmentBackend();
  const platform = createTestPlatform({ supabase: backend, language: options.language ?? 'en' });
  const view = renderWithPlatform(
    <Routes>
      <Route
        path={PATHS.assessment}
        element={
          <>
            <Page />
            <LocationProbe />
            <BrowserBack />
          </>
        }
      />
      <Route
        path="*"
        element={
          <>
            <LocationProbe />
            <Link to={PATHS.assessment}>open the assessment</Link>
          </>
        }
      />
    </Routes>,
    { platform, path: PATHS.start },
  );
  return { ...view, backend, platform };
}

/** jsdom has no CSS.escape, which user-event uses to walk a radio group with the arrow keys. */
export function polyfillCssEscape() {
  if (typeof window.CSS?.escape !== 'function') {
    Object.defineProperty(window, 'CSS', {
      configurable: true,
      value: { escape: (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`) },
    });
  }
}

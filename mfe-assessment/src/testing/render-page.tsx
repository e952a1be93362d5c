// Renders one of this remote's pages the way the shell does, with the real platform over the
// platform's Supabase stand-in, and a probe showing where the page navigated to.
import type { Language, RpcArgs, Tables } from '@ahc/platform';
import { type FakeSupabase, type TestPlatform, TEST_USER, createFakeSupabase, createTestPlatform, renderRoutedPage } from '@ahc/platform/testing';
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
  options: { path: string; language?: Language; backend?: FakeSupabase; platform?: TestPlatform } = { path: '/' },
) {
  const backend = options.backend ?? assessmentBackend();
  const platform = options.platform ?? createTestPlatform({ supabase: backend, language: options.language ?? 'en' });
  return { ...renderRoutedPage(<Page />, { platform, path: options.path }), backend, platform };
}

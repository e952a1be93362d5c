import { PATHS, sharedReportPath } from '@ahc/platform';
import {
  createFakeSupabase,
  createTestPlatform,
  networkError,
  renderRoutedPage,
} from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompositeType } from '@ahc/platform';
import { KNOWN_POSITIONS, benchmarkWithoutFigures, reportRow } from '#shared/testing/fixtures.ts';
import { stubResizeObserver } from '#shared/testing/resize-observer.ts';
import SharedReportPage from './SharedReportPage.tsx';

stubResizeObserver();

const TOKEN = 'shr_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ';
const known = reportRow('1f0e4d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f', KNOWN_POSITIONS, '2026-03-14T12:00:00Z');

type SharedAnswer = CompositeType<'shared_report'>;
type Shown = { company?: string | null; prepared_for?: string | null };

/**
 * The shared report as get_shared_report sends it: no id, no user; company and prepared-for only when
 * chosen (`shown` names them, null when chosen but never given).
 */
const sharedOk = (shown: Shown = {}): SharedAnswer => ({
  status: 'ok',
  report: {
    created_at: known.created_at,
    answers: known.answers,
    overall_score: known.overall_score,
    category_scores: known.category_scores,
    scoring_version: 1,
    include_company: 'company' in shown,
    company: shown.company ?? null,
    include_prepared_for: 'prepared_for' in shown,
    prepared_for: shown.prepared_for ?? null,
  },
  benchmark: benchmarkWithoutFigures('insufficient_data'),
});

/** A link that opens nothing: the status alone. */
const notOpen = (status: Exclude<SharedAnswer['status'], 'ok' | null>): SharedAnswer => ({
  status,
  report: null,
  benchmark: null,
});

/** The page at /shared/<token>, signed out, over a stand-in whose get_shared_report answers `answer`. */
function open(answer: SharedAnswer | 'network', language: 'en' | 'da' = 'en') {
  const backend = createFakeSupabase();
  backend.rpc('get_shared_report', () => (answer === 'network' ? networkError() : answer));
  const platform = createTestPlatform({ supabase: backend, language });
  const view = renderRoutedPage(<SharedReportPage />, {
    platform,
    path: sharedReportPath(TOKEN),
    route: PATHS.sharedReport,
  });
  return { ...view, backend };
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe('/shared/:token — a shared report, signed out', () => {
  it('reads the report with the token from the address and shows it read only, with the benchmark state', async () => {
    const { backend } = open(sharedOk());
    await screen.findByTestId('report-document');
    expect(backend.calls('rpc get_shared_report')[0]!.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Architecture Health Check report');
    expect(screen.getByTestId('shared-read-only').textContent).toBe('Shared with you, read only');
    expect(screen.getByTestId('overall-score').textContent).toBe('60 / 100');
    // Company and prepared-for were not chosen: not even their labels are shown.
    expect(screen.getByTestId('report-details').textContent).not.toMatch(/Company|Prepared for/);
    // Nothing of the owner's: no name, plan, narrative, downloads or share links.
    expect(screen.queryByTestId('report-name')).toBeNull();
    expect(screen.queryByTestId('narrative-section')).toBeNull();
    expect(screen.queryByTestId('share-toggle')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect((await screen.findAllByTestId('benchmark-insufficient'))[0]!.textContent).toContain(
      'at least 20 organisations',
    );
  });

  const THIRD_PERSON = {
    en: {
      compares: 'How this system compares',
      ownersCompares: 'How you compare',
      areas: 'Security is the strongest area (100); Deployment needs the most attention (27).',
      recommendations: 'Recommendations',
      withPlan: 'Recommendations and plan',
    },
    da: {
      compares: 'Sådan ligger systemet i forhold til andre',
      ownersCompares: 'Sammenlignet med andre',
      areas: 'Sikkerhed er det stærkeste område (100); Udrulning kræver mest opmærksomhed (27).',
      recommendations: 'Anbefalinger',
      withPlan: 'Anbefalinger og plan',
    },
  } as const;

  it.each(['en', 'da'] as const)(
    'speaks about the report, not to the reader as its owner, and names no plan (%s)',
    async (language) => {
      const { compares, ownersCompares, areas, recommendations, withPlan } = THIRD_PERSON[language];
      open(sharedOk(), language);
      await screen.findByTestId('report-document');
      expect(screen.getByRole('heading', { level: 3, name: compares })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: ownersCompares })).toBeNull();
      expect(screen.getByTestId('summary-areas').textContent).toBe(areas);
      expect(screen.getByRole('heading', { level: 2, name: recommendations })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: withPlan })).toBeNull();
      expect(screen.getByRole('link', { name: recommendations }).getAttribute('href')).toBe('#report-plan');
      expect(document.body.textContent).not.toMatch(/your strongest|jeres stærkeste/i);
    },
  );

  it('shows company and prepared-for when the owner chose so', async () => {
    open(sharedOk({ company: 'Acme ApS', prepared_for: 'Ada Lovelace' }));
    const details = await screen.findByTestId('report-details');
    expect(details.textContent).toContain('Acme ApS');
    expect(details.textContent).toContain('Ada Lovelace');
    // The title then names the company too (without it, the product's report: the first test).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Architecture Health Check report: Acme ApS',
    );
  });

  it('says a chosen company was never given, apart from one not chosen', async () => {
    open(sharedOk({ company: null }));
    const details = await screen.findByTestId('report-details');
    expect(details.textContent).toContain('CompanyNot given');
    expect(details.textContent).not.toContain('Prepared for');
  });

  it('asks search engines not to index it while it is shown', async () => {
    const { unmount } = open(sharedOk());
    await screen.findByTestId('report-document');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it.each([
    ['revoked', 'shared-revoked', 'This link has been revoked'],
    ['expired', 'shared-expired', 'This link has expired'],
    ['not_found', 'shared-notFound', 'This link does not work'],
  ] as const)('says so, in its own words, when the link is %s', async (status, testId, title) => {
    open(notOpen(status));
    await screen.findByTestId(testId);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.queryByTestId('report-document')).toBeNull();
  });

  it('says so in Danish', async () => {
    open(notOpen('revoked'), 'da');
    await screen.findByTestId('shared-revoked');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Linket er tilbagekaldt');
  });

  it('offers a retry when the report cannot be loaded', async () => {
    const { backend } = open('network');
    await screen.findByTestId('shared-failed', {}, { timeout: 10_000 });
    backend.rpc('get_shared_report', () => sharedOk());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('report-document');
  });

  it('treats an answer it cannot show as a failure, not as a report', async () => {
    const ok = sharedOk();
    open({ ...ok, report: { ...ok.report!, answers: {} } });
    await screen.findByTestId('shared-failed', {}, { timeout: 10_000 });
  });

  it('treats an ok answer without its benchmark as a failure', async () => {
    open({ ...sharedOk(), benchmark: null });
    await screen.findByTestId('shared-failed', {}, { timeout: 10_000 });
  });
});

// The anonymous benchmark and share links (docs/product.md §8), in English and Danish:
// - below k (app_config 'benchmark'.min_people raised over the population) the report and the dashboard
//   say "not enough data yet" and show no figure;
// - above k the report shows the percentile, average and distribution of the overall score and each
//   area, and per question the share with a stronger answer: exactly the figures get_report_benchmark
//   sends (a release made in batches, with noise, and "about N" people, never an exact head count),
//   and those agree, give or take the noise and the batch, with the figures worked out here from the
//   seeded synthetic population and every real person's newest report;
// - a share link's whole life: made in the report's actions, opened in a signed-out browser (read only,
//   noindex, company shown only as chosen, nothing of the owner's beyond the report), revoked (the
//   visitor's next load says so at once), expired, unknown: each with its own message;
// - axe finds nothing serious in any of these states.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  type Member,
  bucketsOf,
  meanOf,
  memberOf,
  percentileOf,
  realPopulation,
  strongerPctOf,
  syntheticPopulation,
} from '../support/benchmark-population.ts';
import { clickHydrated } from '../support/first-render.ts';
import { pdfText, squash } from '../support/pdf-text.ts';
import { AREAS, consoleErrors, reportTitleFor } from '../support/report-texts.ts';
import { shareReport, submitReport } from '../support/reports.ts';
import { rpcAsUser } from '../support/rest.ts';
import { CATEGORIES, QUESTIONS } from '../support/spec-table.ts';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { E2E_STACK } from '../support/stack-env.ts';
import { createUser, signInProgrammatically, stackKeys } from '../support/stack.ts';
import { intlLocale } from '@ahc/common';

type Language = 'en' | 'da';

/** Every position in every area; areas 60 / 53 / 47 / 60, overall 55. */
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];
const HIGH_K = 500;
/** app_config 'benchmark'.min_people when no operator has set it (the row is optional). */
const DEFAULT_K = 20;

const TEXT = {
  en: {
    insufficientTitle: 'Not enough data yet',
    insufficient: (k: number) => `The comparison appears once at least ${k} organisations have a report.`,
    overallLine: (score: number, percentile: number) =>
      `The overall score of ${score} is at percentile ${percentile}.`,
    areaLine: (area: string, percentile: number) => `${area}: percentile ${percentile}`,
    population: (n: string) => `Compared with the latest report of each of about ${n} organisations.`,
    metric: (score: number, percentile: number, mean: string) =>
      `Score ${score} · percentile ${percentile} · average ${mean}`,
    pct: (pct: number) => `${pct}%`,
    strongest: 'None: the strongest answer',
    share: 'Share',
    label: 'Label',
    includeCompany: 'Show the company',
    create: 'Create link',
    copy: 'Copy link',
    copied: 'The link is copied.',
    revokeLabel: (label: string) => `Revoke the link "${label}"`,
    confirm: 'Yes, revoke',
    revoked: (label: string) => `The link "${label}" is revoked.`,
    labelRequired: 'Please give the link a label.',
    readOnly: 'Shared with you, read only',
    company: 'Company',
    preparedFor: 'Prepared for',
    notFound: 'This link does not work',
    revokedTitle: 'This link has been revoked',
    expiredTitle: 'This link has expired',
  },
  da: {
    insufficientTitle: 'Ikke nok data endnu',
    insufficient: (k: number) => `Sammenligningen vises, når mindst ${k} organisationer har en rapport.`,
    overallLine: (score: number, percentile: number) =>
      `Den samlede score på ${score} ligger på percentil ${percentile}.`,
    areaLine: (area: string, percentile: number) => `${area}: percentil ${percentile}`,
    population: (n: string) =>
      `Sammenlignet med den seneste rapport fra hver af omkring ${n} organisationer.`,
    metric: (score: number, percentile: number, mean: string) =>
      `Score ${score} · percentil ${percentile} · gennemsnit ${mean}`,
    pct: (pct: number) => `${pct} %`,
    strongest: 'Ingen: det stærkeste svar',
    share: 'Del',
    label: 'Betegnelse',
    includeCompany: 'Vis virksomheden',
    create: 'Opret link',
    copy: 'Kopiér link',
    copied: 'Linket er kopieret.',
    revokeLabel: (label: string) => `Tilbagekald linket »${label}«`,
    confirm: 'Ja, tilbagekald',
    revoked: (label: string) => `Linket »${label}« er tilbagekaldt.`,
    labelRequired: 'Giv venligst linket en betegnelse.',
    readOnly: 'Delt med dig, kun til læsning',
    company: 'Virksomhed',
    preparedFor: 'Udarbejdet til',
    notFound: 'Linket virker ikke',
    revokedTitle: 'Linket er tilbagekaldt',
    expiredTitle: 'Linket er udløbet',
  },
} as const;

/** Writes app_config 'benchmark' as an operator would (service role). */
async function setMinPeople(k: number): Promise<void> {
  const { serviceRoleKey } = stackKeys();
  const response = await fetch(`${E2E_STACK.url}/rest/v1/app_config?on_conflict=key`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify({ key: 'benchmark', value: { min_people: k } }),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

/** Moves a link's creation and expiry into the past as the service role: a link that has expired. */
async function expireLink(linkId: string): Promise<void> {
  const { serviceRoleKey } = stackKeys();
  const hour = 60 * 60 * 1000;
  const response = await fetch(`${E2E_STACK.url}/rest/v1/report_share_links?id=eq.${linkId}`, {
    method: 'PATCH',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({
      created_at: new Date(Date.now() - 2 * hour).toISOString(),
      expires_at: new Date(Date.now() - hour).toISOString(),
    }),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

async function open(page: Page, path: string, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  return response;
}

async function expectAxeClean(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `${state}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** A browser with nobody signed in, in this language. */
async function signedOutPage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  return page;
}

const formatMean = (mean: number, language: Language) =>
  mean.toLocaleString(intlLocale(language), { maximumFractionDigits: 1 });

type MetricBody = { score: number; percentile: number; mean: number; buckets: number[] };
type BenchmarkBody = {
  status: string;
  people_about: number;
  overall: MetricBody;
  categories: Record<string, MetricBody>;
  questions: { question_id: string; stronger_pct: number }[];
};
/**
 * How far the release may be from the population worked out here, in people: it lags by fewer than
 * k people, one released count carries noise (two-sided geometric, epsilon 1: beyond 10 people once
 * in 40,000 draws) and a sum of ten counts about twice that.
 */
const LAG = DEFAULT_K - 1;
const COUNT_NOISE = 10;
const SUM_NOISE = 2 * COUNT_NOISE;
/** The same in points of a percentage or score over a population of n people, plus rounding. */
const pointsTolerance = (n: number) => (100 * (LAG + SUM_NOISE)) / n + 1;

for (const language of ['en', 'da'] as const) {
  const text = TEXT[language];

  test.describe(language, () => {
    test(
      'below k: the report and the dashboard say "not enough data yet" and show no figure',
      { tag: GLOBAL_STATE },
      async ({ page }) => {
        await setMinPeople(HIGH_K);
        // Back to the default whatever happens here: every test after this one expects it.
        try {
          const owner = await createUser('Few Others', 'Fåtal ApS');
          const report = await submitReport(owner, MIXED);
          await signInProgrammatically(page, owner);

          await open(page, `/reports/${report.id}`, language);
          const summary = page.getByTestId('how-it-compares');
          await expect(summary).toHaveAttribute('data-state', 'insufficient');
          await expect(summary.getByTestId('benchmark-insufficient')).toContainText(text.insufficientTitle);
          await expect(summary.getByTestId('benchmark-insufficient')).toContainText(
            text.insufficient(HIGH_K),
          );
          await expect(page.getByTestId('benchmark-detail')).toHaveAttribute('data-state', 'insufficient');
          await expect(page.getByTestId('benchmark-glance')).toHaveCount(0);
          await expect(page.locator('[data-testid^="benchmark-chart-"]')).toHaveCount(0);
          // No figure reaches the browser either.
          const answer = await rpcAsUser(
            owner.session.access_token,
            'get_report_benchmark',
            JSON.stringify({ report_id: report.id }),
          );
          expect(answer.body).toEqual({
            status: 'insufficient_data',
            people_about: null,
            min_people: null,
            overall: null,
            categories: null,
            questions: null,
          });
          await expectAxeClean(page, 'report, not enough data');

          await open(page, '/dashboard', language);
          const dashboard = page.getByTestId('benchmark-section');
          await expect(dashboard.getByTestId('benchmark-insufficient')).toContainText(
            text.insufficient(HIGH_K),
          );
          await expectAxeClean(page, 'dashboard, not enough data');
        } finally {
          await setMinPeople(DEFAULT_K);
        }
      },
    );

    test(
      'above k: the percentiles, averages, distributions and stronger answers of the seeded population',
      { tag: GLOBAL_STATE },
      async ({ page }) => {
        const owner = await createUser('Many Others', 'Mange ApS');
        const report = await submitReport(owner, MIXED);
        const errors = consoleErrors(page);
        // Everyone the benchmark counts: the seed's synthetic people and every real person's newest report.
        const people: Member[] = [...syntheticPopulation(), ...(await realPopulation())];
        const mine = memberOf(Object.fromEntries(QUESTIONS.map(([id], i) => [id, MIXED[i]!])));
        expect(mine.overall).toBe(55);

        // What the database sends: the release's figures, no exact head count.
        const answer = await rpcAsUser(
          owner.session.access_token,
          'get_report_benchmark',
          JSON.stringify({ report_id: report.id }),
        );
        const sent = answer.body as BenchmarkBody;
        expect(sent.status).toBe('ok');
        expect(Object.keys(sent)).not.toContain('people');
        const overallScores = people.map((member) => member.overall);
        // About N: the lag, the noise, and N to two significant figures.
        const roundingOfN = 10 ** Math.max(0, String(people.length).length - 2) / 2;
        expect(Math.abs(sent.people_about - people.length)).toBeLessThanOrEqual(
          LAG + SUM_NOISE + roundingOfN,
        );
        const tolerance = pointsTolerance(people.length);
        expect(Math.abs(sent.overall.percentile - percentileOf(55, overallScores))).toBeLessThanOrEqual(
          tolerance,
        );
        expect(Math.abs(sent.overall.mean - meanOf(overallScores))).toBeLessThanOrEqual(tolerance);
        for (const category of CATEGORIES) {
          const scores = people.map((member) => member.categories[category]);
          expect(
            Math.abs(sent.categories[category]!.percentile - percentileOf(mine.categories[category], scores)),
          ).toBeLessThanOrEqual(tolerance);
        }
        for (const { question_id, stronger_pct } of sent.questions) {
          expect(
            Math.abs(stronger_pct - strongerPctOf(question_id, mine.positions[question_id]!, people)),
          ).toBeLessThanOrEqual(tolerance);
        }
        // The bars count people, bar by bar about the population's.
        const bucketsExpected = bucketsOf(overallScores);
        sent.overall.buckets.forEach((count, bucket) =>
          expect(Math.abs(count - bucketsExpected[bucket]!)).toBeLessThanOrEqual(LAG + COUNT_NOISE),
        );

        await signInProgrammatically(page, owner);
        await open(page, `/reports/${report.id}`, language);
        const summary = page.getByTestId('how-it-compares');
        await expect(summary).toHaveAttribute('data-state', 'ok');
        await expect(summary.getByTestId('benchmark-overall-line')).toHaveText(
          text.overallLine(55, sent.overall.percentile),
        );
        for (const category of CATEGORIES) {
          await expect(summary.getByTestId(`benchmark-area-${category}`)).toHaveText(
            text.areaLine(AREAS[language][category], sent.categories[category]!.percentile),
          );
        }
        await expect(summary.getByTestId('benchmark-population')).toContainText(
          text.population(String(sent.people_about)),
        );
        // The distribution: people per 10-point bar, this report's bar marked.
        const bars = summary.getByTestId('benchmark-chart-overall').locator('rect');
        await expect(bars).toHaveCount(10);
        expect(
          await bars.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('data-people')))),
        ).toEqual(sent.overall.buckets);
        await expect(summary.getByTestId('benchmark-chart-overall')).toHaveAttribute(
          'data-marked-bucket',
          '5',
        );

        // The detail: each area's figures, and per question the share with a stronger answer.
        const detail = page.getByTestId('benchmark-detail');
        await expect(
          detail.getByTestId('benchmark-metric-overall').getByTestId('benchmark-metric-figures'),
        ).toHaveText(text.metric(55, sent.overall.percentile, formatMean(sent.overall.mean, language)));
        for (const category of CATEGORIES) {
          const figures = sent.categories[category]!;
          await expect(
            detail.getByTestId(`benchmark-metric-${category}`).getByTestId('benchmark-metric-figures'),
          ).toHaveText(
            text.metric(mine.categories[category], figures.percentile, formatMean(figures.mean, language)),
          );
        }
        for (const [questionId] of QUESTIONS) {
          const position = mine.positions[questionId]!;
          const cell = detail
            .getByTestId(`benchmark-question-${questionId}`)
            .getByTestId('benchmark-stronger');
          const stronger = sent.questions.find(
            (question) => question.question_id === questionId,
          )!.stronger_pct;
          await expect(cell).toHaveText(position === 3 ? text.strongest : text.pct(stronger));
        }
        await expectAxeClean(page, 'report, benchmark shown');

        // The printed report (print / save as PDF) carries the comparison: the summary's and the detail's.
        const printed = squash(pdfText(await page.pdf({ format: 'A4', printBackground: true })));
        expect(printed).toContain(squash(text.overallLine(55, sent.overall.percentile)));
        expect(printed).toContain(
          squash(text.metric(55, sent.overall.percentile, formatMean(sent.overall.mean, language))),
        );

        await open(page, '/dashboard', language);
        const dashboard = page.getByTestId('benchmark-section');
        await expect(dashboard.getByTestId('benchmark-overall-line')).toHaveText(
          text.overallLine(55, sent.overall.percentile),
        );
        await expectAxeClean(page, 'dashboard, benchmark shown');
        expect(errors).toEqual([]);
      },
    );

    test('a share link: made, opened signed out, revoked at once; expired and unknown links say so', async ({
      page,
      browser,
    }) => {
      const owner = await createUser('Link Owner', 'Delbar ApS');
      const report = await submitReport(owner, MIXED);
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
      await signInProgrammatically(page, owner);
      await open(page, `/reports/${report.id}`, language);

      // Made in the report's actions: a label is required; company shown, prepared-for not.
      await clickHydrated(page.getByTestId('share-toggle'));
      const panel = page.getByTestId('share-panel');
      await panel.getByRole('button', { name: text.create }).click();
      await expect(panel.getByText(text.labelRequired)).toBeVisible();
      const label = `Bestyrelsen ${language}`;
      await panel.getByLabel(text.label, { exact: true }).fill(label);
      await panel.getByTestId('share-expiry').selectOption('7d');
      await panel.getByLabel(text.includeCompany).check();
      await panel.getByRole('button', { name: text.create }).click();
      const url = await panel.getByTestId('share-new-url').inputValue();
      expect(url).toMatch(/^http:\/\/localhost:3000\/shared\/shr_[A-Za-z0-9_-]+$/);
      await panel.getByRole('button', { name: text.copy }).click();
      await expect(panel.getByText(text.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect(panel.getByTestId('share-link')).toHaveCount(1);
      await expect(panel.getByTestId('share-link-label')).toHaveText(label);
      await expectAxeClean(page, 'share panel with a new link');

      // Opened by someone signed out: the report, read only, not indexed, company as chosen, nothing else.
      const visitor = await signedOutPage(browser, language);
      const response = await visitor.goto(url);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      // What the database gives a link's holder (the host reads it for the page, as anyone).
      const { anonKey } = stackKeys();
      const { body } = await rpcAsUser(
        anonKey,
        'get_shared_report',
        JSON.stringify({ token: url.split('/').pop() }),
      );
      const shared = body as { status: string; report: Record<string, unknown> };
      expect(shared.status).toBe('ok');
      expect(Object.keys(shared.report).sort()).toEqual([
        'answers',
        'category_scores',
        'company',
        'created_at',
        'include_company',
        'include_prepared_for',
        'overall_score',
        'prepared_for',
        'scoring_version',
      ]);
      // Prepared-for was not chosen: it is not sent (null), and the answer says it is not shown.
      expect(shared.report).toMatchObject({ include_prepared_for: false, prepared_for: null });
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        reportTitleFor(language, 'Delbar ApS'),
      );
      await expect(visitor.getByTestId('shared-read-only')).toHaveText(text.readOnly);
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const details = visitor.getByTestId('report-details');
      await expect(details).toContainText(text.company);
      await expect(details).toContainText('Delbar ApS');
      await expect(details).not.toContainText(text.preparedFor);
      await expect(visitor.getByTestId('overall-score')).toHaveText('55 / 100');
      await expect(visitor.getByTestId('how-it-compares')).toHaveAttribute('data-state', 'ok');
      // Nothing of the owner's beyond the report: no name, plan, narrative, downloads or sharing.
      await expect(visitor.getByTestId('report-name')).toHaveCount(0);
      await expect(visitor.getByTestId('narrative-section')).toHaveCount(0);
      await expect(visitor.getByTestId('share-toggle')).toHaveCount(0);
      await expect(visitor.locator('select.plan-select')).toHaveCount(0);
      await expect(visitor.getByText('Link Owner')).toHaveCount(0);
      await expectAxeClean(visitor, 'shared report');
      // On a phone nothing of it scrolls sideways (the question table scrolls in its own frame).
      await visitor.setViewportSize({ width: 360, height: 740 });
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await visitor.setViewportSize({ width: 1280, height: 720 });

      // Revoked by the owner: gone from the list, and the visitor's next load says so.
      await panel.getByRole('button', { name: text.revokeLabel(label) }).click();
      await panel.getByRole('button', { name: text.confirm }).click();
      await expect(panel.getByTestId('share-links-status')).toHaveText(text.revoked(label));
      await expect(panel.getByTestId('share-link')).toHaveCount(0);
      await visitor.reload();
      await expect(visitor.getByTestId('shared-revoked')).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text.revokedTitle);
      await expect(visitor.getByTestId('report-document')).toHaveCount(0);
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectAxeClean(visitor, 'revoked link');

      // Expired: a link whose date has passed.
      const { link, token } = await shareReport(owner, report.id, { label: 'Soon gone' });
      await expireLink(link.id);
      await visitor.goto(`/shared/${token}`);
      await expect(visitor.getByTestId('shared-expired')).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text.expiredTitle);
      await expectAxeClean(visitor, 'expired link');

      // Unknown: a token nobody made.
      await visitor.goto('/shared/shr_this-link-was-never-made');
      await expect(visitor.getByTestId('shared-notFound')).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      await expectAxeClean(visitor, 'unknown link');

      // Neither the expired nor the revoked link is among the owner's live links.
      await page.reload();
      await clickHydrated(page.getByTestId('share-toggle'));
      await expect(page.getByTestId('share-links-empty')).toBeVisible();
      await visitor.context().close();
    });
  });
}

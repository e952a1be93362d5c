// Reports: the owner's report with every section and the right numbers (en, then da after a
// language switch; its executive summary, plan and names have specs of their own: report-summary,
// plan and report-names); the permission, not-found and failure states; the streamed generation on
// /dummyreport arriving piece by piece (with the stop, and the failures); the printed report as a real
// A4 PDF made by Chromium; the dashboard's history of three reports and its top three
// recommendations; the comparison of two reports; and axe on the report, the list and the dashboard.
//
// Reports are made through the real API (submit_assessment as the signed-in user), as the assessment
// page makes them. Expected numbers and texts are written out here from the product's rules (docs/product.md §3), not taken from the
// product's own model.
//
// The streaming tests need the function to pace its output: the e2e stack must run with
// GENERATE_REPORT_CHUNK_DELAY_MS (e.g. '40') in playwright.config.ts webServer.env, which the local
// gateway passes on to the function (tools/local-supabase/src/functions/gateway.ts, PASSED_ENV).
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { normaliseSpace, pdfText, squash } from '../support/pdf-text.ts';
import { reportsOf, rpcAsUser, type ReportRow } from '../support/rest.ts';
import { E2E_STACK } from '../support/stack-env.ts';
import { type TestUser, createUser, signInProgrammatically, stackKeys } from '../support/stack.ts';
import { CATEGORIES, type Category, QUESTIONS, answersFor, expectedScores } from '../support/spec-table.ts';
import { clickHydrated } from '../support/first-render.ts';
import { settled } from '../support/page-health.ts';
import { chooseLanguage, historyChart, navigateInApp } from '../support/ui.ts';
import { type Language, TOPICS, bandIndex, reportTimes, reportTitleFor } from '../support/report-texts.ts';

// ---------------------------------------------------------------------------------------------------
// The question table (weakest option first) and the scoring rule of docs/product.md §3.

/** Every position in every category; categories 60 / 53 / 47 / 60, overall 55. */
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];
const WEAKEST = Array<number>(20).fill(0);
/** Stronger everywhere but one practice; categories 87 / 67 / 60 / 60, overall 68. */
const STRONGER = [3, 2, 3, 2, 3, 2, 2, 2, 2, 2, 1, 2, 3, 2, 1, 3, 2, 1, 0, 3];

/** The expected scores flat: { overall, architecture, deployment, security, scalability }. */
function flatScores(positions: number[]): { overall: number } & Record<Category, number> {
  const { overall, categories } = expectedScores(positions);
  return { overall, ...categories };
}

/** The answers as `question_id: option_key` lines, the form the generate-report function scores. */
function answersAsLines(positions: number[]): string {
  return Object.entries(answersFor(positions))
    .map(([id, key]) => `${id}: ${key}`)
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------
// The texts the pages show (mfe-reports' translation files and the model's en/da tables).

const PRIORITIES = ['high', 'medium', 'low'] as const; // position 0, 1, 2

/**
 * The tools for MIXED, worked out by hand from the tool rule (weakest answers first, each
 * answer's best-fitting tool not chosen yet, de-duplicated, at most 8): arch_1, deploy_3, sec_3,
 * scal_2, arch_2, deploy_2, sec_1, (sec_2 and scal_4 repeat keycloak and k6), arch_3.
 */
const MIXED_TOOLS: { id: string; name: string; url: string }[] = [
  { id: 'sonarqube', name: 'SonarQube', url: 'https://www.sonarsource.com/products/sonarqube/' },
  { id: 'sentry', name: 'Sentry', url: 'https://sentry.io/' },
  { id: 'snyk', name: 'Snyk', url: 'https://snyk.io/' },
  { id: 'k6', name: 'Grafana k6', url: 'https://k6.io/' },
  { id: 'pact', name: 'Pact', url: 'https://pact.io/' },
  { id: 'argo_cd', name: 'Argo CD', url: 'https://argo-cd.readthedocs.io/' },
  { id: 'keycloak', name: 'Keycloak', url: 'https://www.keycloak.org/' },
  { id: 'opentelemetry', name: 'OpenTelemetry', url: 'https://opentelemetry.io/' },
];

const TEXTS = {
  en: {
    locale: 'en-GB',
    categories: {
      architecture: 'Architecture',
      deployment: 'Deployment',
      security: 'Security',
      scalability: 'Scalability',
    } as Record<Category, string>,
    bands: ['Foundational', 'Developing', 'Established', 'Advanced'],
    priorities: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
    count: (n: number) => (n === 1 ? '1 recommendation' : `${n} recommendations`),
    title: 'Architecture Health Check report',
    preparedFor: 'Prepared for',
    company: 'Company',
    date: 'Date and time',
    headings: [
      'Executive summary',
      'Contents',
      'Category scores',
      'Recommendations and plan',
      'Your notes on the answers',
      'Detailed insights',
      'Recommended tools',
      'Narrative',
    ],
    cardLabels: ['Your answer:', 'Why it matters:', 'What to do:'],
    insightTitle: (c: string) => `${c} at a glance`,
    insightSummary: (c: string, score: number, band: string) => `${c} scores ${score} out of 100: ${band}.`,
    crossTitle: 'Across the four areas',
    notFoundTitle: 'Report Not Found',
    notFound: "We couldn't find the report you're looking for.",
    forbiddenTitle: 'No access to this report',
    forbidden: "You don't have permission to view this report.",
    failedTitle: 'The report could not be loaded',
    failed: 'Failed to load the report. Please try again later.',
    retry: 'Try again',
    backToDashboard: 'Back to the dashboard',
    greeting: (name: string) => `Welcome, ${name}`,
    historyHeading: 'Score history',
    topHeading: 'Your next three actions',
    listTitle: 'Your reports',
    compareHeading: 'Compare two reports',
    first: 'First report',
    second: 'Second report',
    overallRow: 'Overall',
    improved: (n: number) => `Improved answers (${n})`,
    worsened: (n: number) => `Worsened answers (${n})`,
    narrativeStart: 'Write the narrative',
    narrativeAgain: 'Write it again',
    narrativeGenerating: 'Writing...',
    dummy: {
      answers: 'Answers',
      generate: 'Generate report',
      generating: 'Generating...',
      stop: 'Stop',
      stopped: 'Stopped. The text that arrived is kept below.',
      placeholder: 'The report will appear here...',
      required: 'Please type some answers first.',
      firstPiece: 'Architecture Health Check report',
      lastPiece: '3. Take the health check again in about three months to see your progress.',
      noConnection: 'Failed to connect to the server.',
      badInput: 'The answers could not be used. Please check them and try again.',
      tooMany: 'Too many reports were requested in a short time. Please wait a minute and try again.',
      unavailable: 'The report generator is unavailable right now. Please try again later.',
    },
  },
  da: {
    locale: 'da-DK',
    categories: {
      architecture: 'Arkitektur',
      deployment: 'Udrulning',
      security: 'Sikkerhed',
      scalability: 'Skalerbarhed',
    } as Record<Category, string>,
    bands: ['Grundlæggende', 'Under udvikling', 'Etableret', 'Avanceret'],
    priorities: { high: 'Høj prioritet', medium: 'Mellem prioritet', low: 'Lav prioritet' },
    count: (n: number) => (n === 1 ? '1 anbefaling' : `${n} anbefalinger`),
    title: 'Rapport: Architecture Health Check',
    preparedFor: 'Udarbejdet til',
    company: 'Virksomhed',
    date: 'Dato og tid',
    headings: [
      'Ledelsesresumé',
      'Indhold',
      'Score pr. område',
      'Anbefalinger og plan',
      'Dine noter til svarene',
      'Detaljeret indsigt',
      'Anbefalede værktøjer',
      'Skriftlig analyse',
    ],
    cardLabels: ['Dit svar:', 'Hvorfor det betyder noget:', 'Hvad du kan gøre:'],
    insightTitle: (c: string) => `${c} i overblik`,
    insightSummary: (c: string, score: number, band: string) => `${c} får ${score} ud af 100: ${band}.`,
    crossTitle: 'På tværs af de fire områder',
    notFoundTitle: 'Rapporten blev ikke fundet',
    notFound: 'Vi kunne ikke finde den rapport, du leder efter.',
    forbiddenTitle: 'Ingen adgang til rapporten',
    forbidden: 'Du har ikke tilladelse til at se denne rapport.',
    failedTitle: 'Rapporten kunne ikke indlæses',
    failed: 'Rapporten kunne ikke indlæses. Prøv igen senere.',
    retry: 'Prøv igen',
    backToDashboard: 'Tilbage til oversigten',
    greeting: (name: string) => `Velkommen, ${name}`,
    historyHeading: 'Scorehistorik',
    topHeading: 'Dine tre næste skridt',
    listTitle: 'Dine rapporter',
    compareHeading: 'Sammenlign to rapporter',
    first: 'Første rapport',
    second: 'Anden rapport',
    overallRow: 'Samlet',
    improved: (n: number) => `Forbedrede svar (${n})`,
    worsened: (n: number) => `Forværrede svar (${n})`,
    narrativeStart: 'Skriv analysen',
    narrativeAgain: 'Skriv den igen',
    narrativeGenerating: 'Skriver...',
    dummy: {
      answers: 'Svar',
      generate: 'Generér rapport',
      generating: 'Genererer...',
      stop: 'Stop',
      stopped: 'Stoppet. Den tekst, der nåede frem, er bevaret nedenfor.',
      placeholder: 'Rapporten vises her...',
      required: 'Skriv venligst nogle svar først.',
      firstPiece: 'Rapport: Architecture Health Check',
      lastPiece: '3. Tag sundhedstjekket igen om cirka tre måneder for at se jeres fremskridt.',
      noConnection: 'Kunne ikke oprette forbindelse til serveren.',
      badInput: 'Svarene kunne ikke bruges. Tjek dem, og prøv igen.',
      tooMany: 'Der blev bedt om for mange rapporter på kort tid. Vent et minut, og prøv igen.',
      unavailable: 'Rapportgeneratoren er ikke tilgængelig lige nu. Prøv igen senere.',
    },
  },
} as const;

/** A report's date and time on its page: "14 March 2026 at 12:00". */
const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(TEXTS[language].locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
/** +7 better, −3 worse (a real minus sign) or 0 no change, as the comparison writes a change in points. */
const formatChange = (change: number, language: Language) => {
  const words = language === 'en' ? ['better', 'worse', '0 no change'] : ['bedre', 'dårligere', '0 uændret'];
  return change > 0 ? `+${change} ${words[0]}` : change < 0 ? `\u2212${-change} ${words[1]}` : words[2]!;
};

// ---------------------------------------------------------------------------------------------------
// Helpers.

type StoredReport = ReportRow & { created_at: string };

/** Submits a full answer set as the user, through the real API, and returns the stored row. */
async function submitReport(user: TestUser, positions: number[]): Promise<StoredReport> {
  const body = JSON.stringify({ answers: answersFor(positions), submission_id: randomUUID() });
  const { status, body: answer } = await rpcAsUser(user.session.access_token, 'submit_assessment', body);
  expect(status, JSON.stringify(answer)).toBe(200);
  const stored = (await reportsOf(user.id)).find((row) => row.id === answer.id);
  expect(stored, `report ${String(answer.id)} is stored`).toBeDefined();
  return stored as StoredReport;
}

/** Starts every page in this language, as a returning visitor who chose it would. */
async function startIn(page: Page, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
}

/** Waits for the page change to be over and the remote's page to be there. */
const cells = (row: Locator) => row.locator('th, td');

/** Every section of the owner's report, with the numbers and labels for these answers. */
async function expectReport(
  page: Page,
  report: StoredReport,
  positions: number[],
  language: Language,
  owner: TestUser,
) {
  const t = TEXTS[language];
  const scores = flatScores(positions);
  const doc = page.getByTestId('report-document');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(reportTitleFor(language, owner.company));

  // Company and prepared-for; the date once, in the name of a report without one ("Report from <date, time>").
  const details = page.getByTestId('report-details');
  await expect(details.locator('dt')).toHaveText([t.preparedFor, t.company]);
  await expect(details.locator('dd')).toHaveText([owner.name, owner.company]);
  await expect(page.getByTestId('report-name')).toContainText(reportTimes([report.created_at], language)[0]!);
  // On screen, that is: the board brief (hidden until printed) has the date of its own.
  expect(await doc.innerText()).not.toContain(formatDate(report.created_at, language));

  // The sections, in order.
  await expect(doc.getByRole('heading', { level: 2 })).toHaveText([...t.headings]);

  // Overall score and its band.
  await expect(page.getByTestId('overall-score')).toHaveText(`${scores.overall} / 100`);
  await expect(page.getByTestId('overall-section')).toContainText(t.bands[bandIndex(scores.overall)]!);

  // Category scores: four bars at the top, and the numbers in a table.
  await expect(page.getByTestId('category-chart').locator('[data-testid^="category-bar-"]')).toHaveCount(4);
  for (const category of CATEGORIES) {
    await expect(cells(page.getByTestId(`category-row-${category}`))).toHaveText([
      t.categories[category],
      `${scores[category]} / 100`,
      t.bands[bandIndex(scores[category])]!,
    ]);
  }

  // Recommendations: one per answer below the strongest, grouped high (p=0), medium (1), low (2).
  const recommendations = page.getByTestId('recommendations-section');
  await expect(recommendations.locator('[data-testid^="recommendation-"]')).toHaveCount(
    positions.filter((p) => p < 3).length,
  );
  for (const [p, priority] of PRIORITIES.entries()) {
    const ids = QUESTIONS.filter((_, i) => positions[i] === p).map(([id]) => id);
    const group = page.getByTestId(`priority-${priority}`);
    if (ids.length === 0) {
      await expect(group).toHaveCount(0);
      continue;
    }
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(
      `${t.priorities[priority]} (${t.count(ids.length)})`,
    );
    await expect(group.getByRole('heading', { level: 4 })).toHaveText(ids.map((id) => TOPICS[language][id]!));
    for (const id of ids) {
      const card = group.getByTestId(`recommendation-${id}`);
      for (const label of t.cardLabels) await expect(card).toContainText(label);
    }
  }
  // The priority groups come in order: high, medium, low.
  expect(
    await recommendations
      .locator('[data-testid^="priority-"]')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('data-testid'))),
  ).toEqual(PRIORITIES.filter((_, p) => positions.includes(p)).map((priority) => `priority-${priority}`));

  // Insights: one per category (its score and band), and one across the four.
  const insights = page.getByTestId('insights-section');
  await expect(insights.getByRole('heading', { level: 3 })).toHaveText([
    ...CATEGORIES.map((c) => t.insightTitle(t.categories[c])),
    t.crossTitle,
  ]);
  for (const category of CATEGORIES) {
    await expect(insights).toContainText(
      t.insightSummary(t.categories[category], scores[category], t.bands[bandIndex(scores[category])]!),
    );
  }

  // Tools, with links that open in a new tab.
  const tools = page.getByTestId('tools-section');
  expect(
    await tools
      .locator('[data-testid^="tool-"]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid'))),
  ).toEqual(MIXED_TOOLS.map((tool) => `tool-${tool.id}`));
  for (const tool of MIXED_TOOLS) {
    const link = tools.getByTestId(`tool-${tool.id}`).getByRole('link');
    await expect(link).toHaveAttribute('href', tool.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toContainText(tool.name);
  }
}

// ---------------------------------------------------------------------------------------------------
// 1. The owner's report.

test('user A opens their report: every section with the right numbers, in English, then in Danish after a switch', async ({
  page,
}) => {
  const owner = await createUser('Astrid Owner', 'Owner ApS');
  const report = await submitReport(owner, MIXED);
  // The stored numbers are the rule's (the page must show these, not something else).
  expect(report.overall_score).toBe(55);
  expect(report.category_scores).toEqual({ architecture: 60, deployment: 53, security: 47, scalability: 60 });

  await signInProgrammatically(page, owner);
  await page.goto(`/reports/${report.id}`);
  await settled(page);
  await expectReport(page, report, MIXED, 'en', owner);

  await chooseLanguage(page, 'da');
  await expectReport(page, report, MIXED, 'da', owner);
  // Nothing English is left in the report's own headings and labels.
  const danishText = await page.getByTestId('report-document').innerText();
  for (const english of [
    TEXTS.en.title,
    ...TEXTS.en.headings,
    TEXTS.en.preparedFor,
    'High priority',
    'Established',
    'Developing',
  ]) {
    expect(danishText).not.toContain(english);
  }
});

// ---------------------------------------------------------------------------------------------------
// 2. Why a report cannot be shown.

for (const language of ['en', 'da'] as const) {
  const t = TEXTS[language];

  test(`user B opening A's report id sees the permission message (${language})`, async ({ page }) => {
    const owner = await createUser('Owner Person', 'Owner ApS');
    const report = await submitReport(owner, MIXED);
    const other = await createUser('Other Person', 'Other ApS');
    await startIn(page, language);
    await signInProgrammatically(page, other);
    await page.goto(`/reports/${report.id}`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.forbiddenTitle);
    await expect(page.getByRole('alert').filter({ hasText: t.forbidden })).toHaveText(t.forbidden);
    await expect(page.getByTestId('report-document')).toHaveCount(0);
    // Nothing of A's report leaks onto the page.
    await expect(page.getByRole('main')).not.toContainText('Owner Person');
    await expect(page.getByRole('main')).not.toContainText('55 / 100');
  });

  for (const [what, id] of [
    ['a random uuid', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
  ] as const) {
    test(`${what} shows Report Not Found with a working way back to the dashboard (${language})`, async ({
      page,
    }) => {
      const user = await createUser('Lost Person', 'Lost ApS');
      await startIn(page, language);
      await signInProgrammatically(page, user);
      await page.goto(`/reports/${id}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFoundTitle);
      await expect(page.getByRole('alert').filter({ hasText: t.notFound })).toHaveText(t.notFound);
      await page.getByRole('link', { name: t.backToDashboard }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.greeting('Lost Person'));
    });
  }

  test(`the stack failing the read (a 500) shows the failure message, and Try again loads the report (${language})`, async ({
    page,
  }) => {
    const owner = await createUser('Failing Read', 'Fail ApS');
    const report = await submitReport(owner, MIXED);
    await startIn(page, language);
    await signInProgrammatically(page, owner);
    let forged = 0;
    await page.route('**/rest/v1/rpc/get_report', (route) => {
      forged++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'forged failure', details: null, hint: null }),
      });
    });
    // The browser's own read: reached in the app (a first visit arrives with the report the host read).
    await page.goto('/about');
    await settled(page);
    await navigateInApp(page, `/reports/${report.id}`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.failedTitle);
    await expect(page.getByRole('alert').filter({ hasText: t.failed })).toHaveText(t.failed);
    expect(forged).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: t.backToDashboard })).toBeVisible();

    await page.unroute('**/rest/v1/rpc/get_report');
    await page.getByRole('button', { name: t.retry }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reportTitleFor(language, 'Fail ApS'));
    await expect(page.getByTestId('overall-score')).toHaveText('55 / 100');
  });
}

test('the stack unreachable for the read (connection refused) shows the failure message', async ({
  page,
}) => {
  const owner = await createUser('Unreachable Read', 'Fail ApS');
  const report = await submitReport(owner, MIXED);
  await signInProgrammatically(page, owner);
  await page.route('**/rest/v1/rpc/get_report', (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  await settled(page);
  await navigateInApp(page, `/reports/${report.id}`);
  await settled(page);
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.en.failed })).toHaveText(TEXTS.en.failed);
});

// ---------------------------------------------------------------------------------------------------
// 3. Streamed generation on /dummyreport.

type Snapshot = { at: number; text: string; label: string; disabled: boolean };

/** Records the output and the generate button on every change of the page, with the time. */
async function recordStream(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __e2eStream: unknown[] };
    w.__e2eStream = [];
    const record = () => {
      const output = document.querySelector('[data-testid="report-output"]');
      const button = document.querySelector('form button[type="submit"]') as HTMLButtonElement | null;
      w.__e2eStream.push({
        at: performance.now(),
        text: output?.textContent ?? '',
        label: button?.textContent ?? '',
        disabled: button?.disabled ?? false,
      });
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __e2eStream: Snapshot[] }).__e2eStream);
}

async function openDummyReport(page: Page, language: Language) {
  await startIn(page, language);
  await page.goto('/dummyreport');
  await settled(page);
  const t = TEXTS[language].dummy;
  const output = page.getByTestId('report-output');
  await expect(output).toHaveText(t.placeholder);
  return {
    answers: page.getByLabel(t.answers, { exact: true }),
    generate: page.getByRole('button', { name: t.generate }),
    busy: page.getByRole('button', { name: t.generating }),
    stop: page.getByRole('button', { name: t.stop, exact: true }),
    output,
  };
}

/** The whole text the function writes for these answers, read straight from it (not through the page). */
async function generateDirectly(
  answers: string,
  language: Language,
): Promise<{ text: string; chunkTimes: number[] }> {
  const { anonKey } = stackKeys();
  const started = performance.now();
  const response = await fetch(`${E2E_STACK.url}/functions/v1/generate-report`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ answers, language }),
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const chunkTimes: number[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
    chunkTimes.push(performance.now() - started);
  }
  return { text, chunkTimes };
}

test('the generate-report function paces its pieces in the e2e stack (the test mode the stream tests rely on)', async () => {
  const { text, chunkTimes } = await generateDirectly(answersAsLines(MIXED), 'en');
  expect(text).toContain(TEXTS.en.dummy.lastPiece);
  expect(chunkTimes.length).toBeGreaterThanOrEqual(10);
  expect(
    chunkTimes.at(-1)! - chunkTimes[0]!,
    'set GENERATE_REPORT_CHUNK_DELAY_MS in playwright.config.ts webServer.env',
  ).toBeGreaterThan(300);
});

for (const language of ['en', 'da'] as const) {
  test(`/dummyreport shows the report piece by piece while the button reads '${TEXTS[language].dummy.generating}', then returns to idle (${language})`, async ({
    page,
  }) => {
    const t = TEXTS[language].dummy;
    const ui = await openDummyReport(page, language);
    await ui.answers.fill(answersAsLines(MIXED));
    const snapshots = await recordStream(page);

    await ui.generate.click();
    await expect(ui.busy).toBeDisabled();
    await expect(ui.stop).toBeVisible();
    await expect(ui.output).toContainText(t.firstPiece);
    // The end: the whole report, the button back to its idle label and enabled, no Stop.
    await expect(ui.output).toContainText(t.lastPiece, { timeout: 20_000 });
    await expect(ui.generate).toBeEnabled();
    await expect(ui.stop).toHaveCount(0);
    await expect(ui.output.locator('*').filter({ hasText: t.placeholder })).toHaveCount(0);

    const final = (await ui.output.textContent()) ?? '';
    const seen = (await snapshots()).filter((s) => s.text !== '' && s.text !== t.placeholder);
    const first = seen[0]!;
    const complete = seen.find((s) => s.text === final)!;
    // The first piece was on screen, with the button busy and disabled, long before the last one came.
    expect(first.text).toContain(t.firstPiece);
    expect(first.text).not.toContain(t.lastPiece);
    expect(final.startsWith(first.text)).toBe(true);
    expect(first.label).toBe(t.generating);
    expect(first.disabled).toBe(true);
    // It grew in many steps, each a longer prefix of the final text, over a noticeable time.
    const lengths = [...new Set(seen.map((s) => s.text.length))];
    expect(lengths.length, 'distinct lengths the text went through').toBeGreaterThanOrEqual(5);
    expect(seen.every((s) => final.startsWith(s.text))).toBe(true);
    expect(
      complete.at - first.at,
      'ms from the first piece on screen to the last: needs GENERATE_REPORT_CHUNK_DELAY_MS on the e2e stack (playwright.config.ts webServer.env)',
    ).toBeGreaterThan(300);
    // Busy all the way until the last piece.
    expect(seen.filter((s) => s.text !== final).every((s) => s.label === t.generating && s.disabled)).toBe(
      true,
    );
  });
}

test('/dummyreport: a stop mid-stream keeps the text that arrived and cancels the request', async ({
  page,
}) => {
  const t = TEXTS.en.dummy;
  const answers = answersAsLines(MIXED);
  const { text: full } = await generateDirectly(answers, 'en');
  const ui = await openDummyReport(page, 'en');
  await ui.answers.fill(answers);

  await ui.generate.click();
  await expect(ui.output).toContainText(t.firstPiece);
  const cancelled = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/api/generate-report'),
  );
  // The stream takes over a second when paced; Stop is there right away.
  await ui.stop.click({ timeout: 5_000 });
  await expect(page.getByRole('status').filter({ hasText: t.stopped })).toHaveText(t.stopped);
  await expect(ui.generate).toBeEnabled();
  await expect(ui.stop).toHaveCount(0);
  // The request itself was cancelled, so nothing more can arrive...
  await cancelled;
  // ...and what had arrived is still there: a real beginning of the report, not all of it.
  const kept = (await ui.output.textContent()) ?? '';
  expect(kept).toContain(t.firstPiece);
  expect(full.replace(/\s+/g, ' ').startsWith(kept.replace(/\s+/g, ' ').trim())).toBe(true);
  expect(kept.length).toBeLessThan(full.length);
  expect(kept).not.toContain(t.lastPiece);
  await expect(ui.output).toHaveText(kept);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('/dummyreport asks for answers before sending anything', async ({ page }) => {
  const ui = await openDummyReport(page, 'en');
  let requests = 0;
  await page.route('**/api/generate-report', (route) => {
    requests++;
    return route.abort();
  });
  await ui.generate.click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.en.dummy.required })).toBeVisible();
  await expect(ui.answers).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toBe(0);
});

test.describe('/dummyreport failures', () => {
  for (const language of ['en', 'da'] as const) {
    const t = TEXTS[language].dummy;

    test(`an unreachable server shows '${t.noConnection}' (${language})`, async ({ page }) => {
      const ui = await openDummyReport(page, language);
      await page.route('**/api/generate-report', (route) => route.abort('connectionrefused'));
      await ui.answers.fill('We deploy by hand once a month.');
      await ui.generate.click();
      await expect(page.getByTestId('stream-error')).toHaveText(t.noConnection);
      await expect(ui.generate).toBeEnabled();
      await expect(ui.output).toHaveText(t.placeholder);
    });

    for (const [status, message] of [
      [429, t.tooMany],
      [400, t.badInput],
      [502, t.unavailable],
    ] as const) {
      test(`a ${status} answer shows its own message (${language})`, async ({ page }) => {
        const ui = await openDummyReport(page, language);
        await page.route('**/api/generate-report', (route) =>
          route.fulfill({
            status,
            contentType: 'application/json',
            headers: status === 429 ? { 'Retry-After': '60' } : {},
            body: JSON.stringify({ error: 'forged' }),
          }),
        );
        await ui.answers.fill('We deploy by hand once a month.');
        await ui.generate.click();
        await expect(page.getByTestId('stream-error')).toHaveText(message);
        await expect(ui.generate).toBeEnabled();
        await expect(ui.output).toHaveText(t.placeholder);
      });
    }
  }

  test('model output is shown as text, never as HTML', async ({ page }) => {
    const ui = await openDummyReport(page, 'en');
    const markup = '<b id="injected">bold</b><img id="injected-img" src="x" onerror="window.__pwned=1">';
    await page.route('**/api/generate-report', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: markup }),
    );
    await ui.answers.fill('anything');
    await ui.generate.click();
    await expect(ui.output).toHaveText(markup);
    await expect(page.locator('#injected, #injected-img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

// The report page's own narrative streams from the same function, in the reader's language.
test('the report narrative streams in Danish and can be written again', async ({ page }) => {
  const owner = await createUser('Narrative Reader', 'Narrativ ApS');
  const report = await submitReport(owner, MIXED);
  await startIn(page, 'da');
  await signInProgrammatically(page, owner);
  await page.goto(`/reports/${report.id}`);
  await settled(page);
  const t = TEXTS.da;
  const output = page.getByTestId('narrative-output');
  await expect(output).toHaveText('Analysen vises her...');
  await clickHydrated(page.getByRole('button', { name: t.narrativeStart }));
  await expect(page.getByRole('button', { name: t.narrativeGenerating })).toBeDisabled();
  await expect(output).toContainText(t.dummy.firstPiece);
  // The narrative is Markdown shown formatted: the title a heading, the last step the third of a list.
  await expect(output.getByRole('heading', { level: 3, name: t.dummy.firstPiece })).toBeVisible();
  await expect(output.locator('ol > li').last()).toHaveText(t.dummy.lastPiece.replace(/^3\. /, ''), {
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: t.narrativeAgain })).toBeEnabled();
  expect(await output.textContent()).not.toMatch(/\*\*|^#/m);
});

// The narrative speaks with the page's words: every recommendation on the page (its practice, the
// visitor's answer, why and what to do) appears in the narrative word for word, in both languages.
for (const language of ['en', 'da'] as const) {
  test(`the narrative and the report page name and recommend the same for every question (${language})`, async ({
    page,
  }) => {
    const owner = await createUser('Consistent Reader', 'Samme Ord ApS');
    const report = await submitReport(owner, MIXED);
    await startIn(page, language);
    await signInProgrammatically(page, owner);
    await page.goto(`/reports/${report.id}`);
    await settled(page);
    const t = TEXTS[language];
    await clickHydrated(page.getByRole('button', { name: t.narrativeStart }));
    const output = page.getByTestId('narrative-output');
    await expect(page.getByRole('button', { name: t.narrativeAgain })).toBeEnabled({ timeout: 30_000 });
    const narrative = normaliseSpace(await output.innerText());
    const cards = page.getByTestId('recommendations-section').locator('[data-testid^="recommendation-"]');
    await expect(cards).toHaveCount(MIXED.filter((p) => p < 3).length);
    for (const card of await cards.all()) {
      const topic = normaliseSpace(await card.getByRole('heading', { level: 4 }).innerText());
      expect(narrative, `the practice "${topic}"`).toContain(topic);
      const advice = card.locator('[data-testid^="advice-"]');
      await expect(advice).toHaveCount(3);
      for (const paragraph of await advice.all()) {
        // "Label: text" on the page (the answer and why folded away, so read as text); the narrative
        // carries the text.
        const text = normaliseSpace(((await paragraph.textContent()) ?? '').replace(/^[^:]+:\s*/, ''));
        expect(narrative, `"${text.slice(0, 60)}…" (${topic})`).toContain(text);
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// 4. The printed report: Chromium's own PDF of the page.

test('the printed report (an A4 PDF from Chromium) has every section and no navigation chrome', async ({
  page,
}) => {
  const owner = await createUser('Paula Printer', 'Print ApS');
  const report = await submitReport(owner, MIXED);
  await signInProgrammatically(page, owner);
  await page.goto(`/reports/${report.id}`);
  await settled(page);
  await expect(page.getByTestId('overall-score')).toHaveText('55 / 100');
  // Chrome is on the screen version of the page: the print stylesheet is what takes it away.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // A4 pages (210 × 297 mm is 595 × 842 points).
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  expect(boxes.length).toBeGreaterThan(0);
  for (const [width, height] of boxes) {
    expect(Math.abs(width! - 595.3)).toBeLessThan(2);
    expect(Math.abs(height! - 841.9)).toBeLessThan(2);
  }
  const raw = pdfText(pdf);
  // Phrases are looked for without whitespace (a style change or a wrap may split them); words, in the
  // text with whitespace collapsed.
  const flat = squash(raw);
  const text = normaliseSpace(raw);
  const t = TEXTS.en;

  // Every printed section and the numbers.
  for (const expected of [
    t.title,
    t.preparedFor,
    owner.name,
    t.company,
    owner.company,
    reportTimes([report.created_at], 'en')[0]!,
    // The notes section is printed only when there are notes (answer-notes.spec.ts prints one with them).
    ...t.headings.filter((h) => !['Narrative', 'Contents', 'Your notes on the answers'].includes(h)),
    '55 / 100',
    'Developing',
    ...CATEGORIES.map((c) => t.categories[c]),
    '60 / 100',
    '53 / 100',
    '47 / 100',
    `High priority (${t.count(4)})`,
    `Medium priority (${t.count(5)})`,
    `Low priority (${t.count(5)})`,
    t.insightSummary('Security', 47, 'Developing'),
    t.crossTitle,
    // Each tool with its address, which the print stylesheet writes after the link.
    ...MIXED_TOOLS.map((tool) => `${tool.name} (${tool.url})`),
  ]) {
    expect(flat, `the PDF has "${expected}"`).toContain(squash(expected));
  }

  // No navigation chrome: header brand and links, language switch, footer, skip link, action buttons,
  // and the narrative (empty, so not printed).
  for (const chrome of [
    'Start the health check',
    'Skip to content',
    'Signed in as',
    'Sign out',
    'Privacy policy',
    'Terms of service',
    'Cookie policy',
    'A scored look at your architecture',
    'Print / save as PDF',
    'Download data (JSON)',
    'Download answers (CSV)',
    'Plan status',
    'How scores are calculated',
    'All reports',
    'Write the narrative',
    'The narrative will appear here...',
    'English',
  ]) {
    expect(flat, `the PDF has no "${chrome}"`).not.toContain(squash(chrome));
  }
  expect(text, 'the header link "About"').not.toMatch(/\bAbout\b/);
  expect(text, 'the header link "Reports"').not.toMatch(/\bReports\b/);
  expect(text, 'the header link "Dashboard"').not.toMatch(/\bDashboard\b/);
  // The product's name appears once: in the report's own title, not in a header.
  expect(
    flat.split(squash('Architecture Health Check')).length - 1,
    'times "Architecture Health Check" appears',
  ).toBe(1);
  // The folded parts of a recommendation are printed unfolded.
  expect(flat, 'a recommendation\'s "why"').toContain(squash('Why it matters:'));

  // Control: the same reading finds the chrome on a page the print stylesheet leaves alone, so the
  // checks above are not passing because the reader misses it.
  await page.goto('/dashboard');
  await settled(page);
  const control = squash(pdfText(await page.pdf({ format: 'A4' })));
  for (const chrome of [
    'Architecture Health Check',
    'Start the health check',
    'Privacy policy',
    'Sign out',
  ]) {
    expect(control, `the dashboard's PDF has "${chrome}"`).toContain(squash(chrome));
  }
});

// ---------------------------------------------------------------------------------------------------
// 5. The dashboard's history and the comparison.

async function userWithThreeReports(name: string, company: string) {
  const user = await createUser(name, company);
  const oldest = await submitReport(user, WEAKEST);
  const middle = await submitReport(user, MIXED);
  const latest = await submitReport(user, STRONGER);
  expect(Date.parse(oldest.created_at)).toBeLessThan(Date.parse(middle.created_at));
  expect(Date.parse(middle.created_at)).toBeLessThan(Date.parse(latest.created_at));
  return { user, reports: [oldest, middle, latest], positions: [WEAKEST, MIXED, STRONGER] };
}

for (const language of ['en', 'da'] as const) {
  test(`the dashboard with three reports shows a three-point history and the top three recommendations (${language})`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    const { user, reports, positions } = await userWithThreeReports('Dana History', 'History ApS');
    await startIn(page, language);
    await signInProgrammatically(page, user);
    await page.goto('/dashboard');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.greeting('Dana History'));
    await expect(page.getByTestId('latest-overall')).toHaveText(`${flatScores(STRONGER).overall} / 100`);

    // The chart: five lines (overall and four areas), three points each.
    const chart = await historyChart(page);
    await expect(chart.locator('path.recharts-line-curve')).toHaveCount(5);
    await expect(chart.locator('.history-marker')).toHaveCount(15);
    await expect(chart.locator('.history-marker-overall')).toHaveCount(3);
    // The same numbers in the table, oldest first.
    const history = page.getByTestId('history-table');
    await expect(history.locator('tbody tr')).toHaveCount(3);
    // Each report by its date and time (to the second where two share a minute).
    const times = reportTimes(
      reports.map((report) => report.created_at),
      language,
    );
    for (const [i] of reports.entries()) {
      const s = flatScores(positions[i]!);
      await expect(cells(history.locator('tbody tr').nth(i))).toHaveText([
        times[i]!,
        ...[s.overall, s.architecture, s.deployment, s.security, s.scalability].map(String),
      ]);
    }
    await expect(page.getByRole('heading', { level: 2, name: t.historyHeading })).toBeVisible();

    // Top three of the latest report: the weakest answers first (scal_4 at 0, then sec_1 and sec_5 at 1),
    // not simply the first three in assessment order.
    const top = page.getByTestId('top-section');
    await expect(top.getByRole('heading', { level: 2 })).toHaveText(t.topHeading);
    await expect(top.locator('li')).toHaveCount(3);
    await expect(top.getByRole('heading', { level: 3 })).toHaveText([
      TOPICS[language].scal_4!,
      TOPICS[language].sec_1!,
      TOPICS[language].sec_5!,
    ]);
    await expect(top.locator('li').first()).toContainText(t.priorities.high);
    await expect(top.locator('li').nth(1)).toContainText(t.priorities.medium);

    // The history links to each report.
    await history.getByRole('link').first().click();
    await expect(page).toHaveURL(`/reports/${reports[0]!.id}`);
    await expect(page.getByTestId('overall-score')).toHaveText('0 / 100');
  });

  test(`the comparison on /reports shows the right per-category differences (${language})`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    const { user, reports, positions } = await userWithThreeReports('Carl Compare', 'Compare ApS');
    await startIn(page, language);
    await signInProgrammatically(page, user);
    await page.goto('/reports');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.listTitle);

    // The list: newest first, each with its overall and category scores.
    const items = page.getByTestId('report-list').locator(':scope > li');
    await expect(items).toHaveCount(3);
    for (const [i, report] of [...reports].reverse().entries()) {
      await expect(items.nth(i)).toHaveAttribute('data-testid', `report-item-${report.id}`);
      const s = flatScores(positions[2 - i]!);
      await expect(items.nth(i).getByTestId('overall')).toHaveText(`${s.overall} / 100`);
      for (const category of CATEGORIES)
        await expect(items.nth(i).getByTestId(`score-${category}`)).toHaveText(
          `${t.categories[category]} ${s[category]}`,
        );
    }

    const compare = page.getByTestId('compare-section');
    await expect(compare.getByRole('heading', { level: 2 })).toHaveText(t.compareHeading);

    async function expectChanges(fromPositions: number[], toPositions: number[]) {
      const before = flatScores(fromPositions);
      const after = flatScores(toPositions);
      await expect(cells(compare.getByTestId('change-overall'))).toHaveText([
        t.overallRow,
        String(before.overall),
        String(after.overall),
        formatChange(after.overall - before.overall, language),
      ]);
      for (const category of CATEGORIES) {
        await expect(cells(compare.getByTestId(`change-${category}`))).toHaveText([
          t.categories[category],
          String(before[category]),
          String(after[category]),
          formatChange(after[category] - before[category], language),
        ]);
      }
      const improved = fromPositions.filter((p, i) => toPositions[i]! > p).length;
      const worsened = fromPositions.filter((p, i) => toPositions[i]! < p).length;
      await expect(compare.getByRole('heading', { level: 3, name: t.improved(improved) })).toBeVisible();
      await expect(compare.getByRole('heading', { level: 3, name: t.worsened(worsened) })).toBeVisible();
    }

    // By default: the previous report against the latest (+27, +14, +13, 0; overall +13).
    await expectChanges(MIXED, STRONGER);
    // The oldest against the latest.
    await compare.getByLabel(t.first, { exact: true }).selectOption(reports[0]!.id);
    await expectChanges(WEAKEST, STRONGER);
    // Picked the other way round, the change still reads from the earlier report to the later one.
    await compare.getByLabel(t.first, { exact: true }).selectOption(reports[2]!.id);
    await compare.getByLabel(t.second, { exact: true }).selectOption(reports[1]!.id);
    await expectChanges(MIXED, STRONGER);
  });
}

// ---------------------------------------------------------------------------------------------------
// 6. Accessibility of the report, the list and the dashboard.

type Finding = { id: string; impact: string | null | undefined; help: string; targets: string[] };

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const findings: Finding[] = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

for (const language of ['en', 'da'] as const) {
  test.describe(`axe on the signed-in reports pages (${language})`, () => {
    let owner: TestUser;
    let reports: StoredReport[];

    test.beforeAll(async () => {
      owner = await createUser('Axel Axe', 'Axe ApS');
      reports = [await submitReport(owner, WEAKEST), await submitReport(owner, MIXED)];
    });

    test.beforeEach(async ({ page }) => {
      await startIn(page, language);
      await signInProgrammatically(page, owner);
    });

    test('the report page has no serious or critical violation', async ({ page }) => {
      await page.goto(`/reports/${reports[1]!.id}`);
      await settled(page);
      await expect(page.getByTestId('overall-score')).toHaveText('55 / 100');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSeriousViolations(page);
    });

    test('the reports list (with the comparison) has no serious or critical violation', async ({ page }) => {
      await page.goto('/reports');
      await settled(page);
      await expect(page.getByTestId('comparison')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the dashboard has no serious or critical violation', async ({ page }) => {
      await page.goto('/dashboard');
      await settled(page);
      await expect((await historyChart(page)).locator('.history-marker')).toHaveCount(10);
      await expectNoSeriousViolations(page);
    });
  });
}

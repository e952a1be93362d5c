// The assessment: a signed-out visitor answers the 20 questions with the keyboard, sees the result
// preview, is offered an account, registers and lands on the report, stored once with the right scores
// (in English and Danish); a reload resumes where the visitor was; a failed submission keeps the answers
// and a retry makes exactly one report; tampered input to submit_assessment is refused and nothing stored.
import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { E2E_STACK } from '../support/stack-env.ts';
import { createUser, signInProgrammatically, uniqueEmail } from '../support/stack.ts';
import { profilesByEmail, reportsOf, rpcAsUser } from '../support/rest.ts';
import { QUESTIONS, answersFor, expectedScores } from '../support/spec-table.ts';
import { chooseLanguage, tabUntil } from '../support/ui.ts';
import { readMail, waitForMail } from '../support/inbox.ts';

const TEXTS = {
  en: {
    firstQuestion: 'When the business asks for a new feature or a change, how does the team react?',
    questionOf: (n: number) => `Question ${n} of 20`,
    review: 'Check your answers',
    submit: 'Submit and see my report',
    previewTitle: 'Your result',
    register: 'Create a free account',
    networkError:
      'We could not reach the server, so your answers were not submitted. They are still saved in this browser. Check your connection and try again.',
    retry: 'Try again',
    next: 'Next',
    back: 'Back',
  },
  da: {
    firstQuestion: 'Når forretningen beder om en ny funktion eller en ændring, hvordan reagerer teamet så?',
    questionOf: (n: number) => `Spørgsmål ${n} af 20`,
    review: 'Tjek dine svar',
    submit: 'Indsend og se min rapport',
    previewTitle: 'Dit resultat',
    register: 'Opret en gratis konto',
    networkError:
      'Vi kunne ikke få forbindelse til serveren, så dine svar blev ikke indsendt. De er stadig gemt i denne browser. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    next: 'Næste',
    back: 'Tilbage',
  },
} as const;
type Language = keyof typeof TEXTS;

/** Option positions 0..3 per question; every position appears in every category. */
const MIXED: number[] = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

const PASSWORD = 'assessment pass 7';
const REPORT_URL = /\/reports\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const radioOf = (page: Page, questionId: string, key: string) =>
  page.locator(`input[type="radio"][name="${questionId}"][value="${key}"]`);

/**
 * Answers questions from..to-1 (0-based) with the keyboard only: number keys on even questions,
 * Tab into the answers and arrow keys (or Space for the first option) on odd ones, Enter to go on; one
 * question goes on with Tab to the Next button and Space instead.
 */
async function answerWithKeyboard(page: Page, language: Language, positions: number[], from = 0, to = 20) {
  for (let i = from; i < to; i++) {
    const [id, options] = QUESTIONS[i]!;
    const p = positions[i]!;
    await expect(page.getByText(TEXTS[language].questionOf(i + 1), { exact: true })).toBeVisible();
    // Past the first question, the focus moves to the question's heading when a question appears.
    if (i > 0) await expect(page.locator('fieldset h1')).toBeFocused();
    if (i % 2 === 0) {
      await page.keyboard.press(String(p + 1));
    } else {
      await tabUntil(page, page.locator(`input[type="radio"][name="${id}"]`).first());
      if (p === 0) await page.keyboard.press('Space');
      else for (let k = 0; k < p; k++) await page.keyboard.press('ArrowDown');
    }
    await expect(radioOf(page, id, options[p]!)).toBeChecked();
    if (i === 3) {
      await tabUntil(page, page.getByRole('button', { name: TEXTS[language].next, exact: true }));
      await page.keyboard.press('Space');
    } else {
      await page.keyboard.press('Enter');
    }
  }
}

/** From the review, Tab to the submit button and press Enter. */
async function submitFromReview(page: Page, language: Language) {
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].review })).toBeVisible();
  const submit = page.getByRole('button', { name: TEXTS[language].submit });
  await tabUntil(page, submit);
  await page.keyboard.press('Enter');
}

async function startAssessment(page: Page) {
  await page.goto('/start');
  await page.getByRole('button', { name: /^(Start the health check|Start sundhedstjekket)$/ }).click();
  await expect(page).toHaveURL('/assessment?q=1');
}

for (const language of ['en', 'da'] as const) {
  test(`a signed-out visitor answers all 20 with the keyboard, registers, and lands on the scored report (${language})`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    const positions = language === 'en' ? MIXED : [...MIXED].reverse();
    await page.goto('/start');
    if (language === 'da') await chooseLanguage(page, 'da');
    await page
      .getByRole('button', { name: language === 'en' ? 'Start the health check' : 'Start sundhedstjekket' })
      .click();
    await expect(page).toHaveURL('/assessment?q=1');
    await expect(page.getByText(t.firstQuestion)).toBeVisible();

    await answerWithKeyboard(page, language, positions);

    // Signed out: the result at once, and an account for the full report; answers kept. By keyboard.
    await expect(page.getByRole('heading', { level: 1, name: t.previewTitle })).toBeFocused();
    await expect(page.getByTestId('preview-overall')).toHaveText(
      `${expectedScores(positions).overall} / 100`,
    );
    await tabUntil(page, page.getByRole('link', { name: t.register }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/register?next=%2Fassessment');

    const email = uniqueEmail(`assess-${language}`);
    await page.locator('#register-name').fill('Asger Assessor');
    await page.locator('#register-company').fill('Assess ApS');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill(PASSWORD);
    await page.locator('#register-confirmPassword').fill(PASSWORD);
    await page.locator('#register-confirmPassword').press('Enter');

    // Confirmations are on: the link in the e-mail signs in (in this browser) and goes on to ?next.
    await expect(page.getByTestId('check-inbox')).toBeVisible();
    await page.goto(readMail(await waitForMail(email)).link);

    // Back on /assessment, submitted once by itself, then the report.
    await expect(page).toHaveURL(REPORT_URL, { timeout: 20_000 });
    const reportId = new URL(page.url()).pathname.split('/').pop();

    const [profile] = await profilesByEmail(email);
    const reports = await reportsOf(profile!.id);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report!.id).toBe(reportId);
    expect(report!.answers).toEqual(answersFor(positions));
    const expected = expectedScores(positions);
    expect(report!.overall_score).toBe(expected.overall);
    expect(report!.category_scores).toEqual(expected.categories);
    expect(report).toMatchObject({
      prepared_for: 'Asger Assessor',
      company: 'Assess ApS',
      scoring_version: 1,
    });
    // The stored assessment is gone: a new visit to /assessment starts afresh.
    expect(await page.evaluate(() => window.localStorage.getItem('assessment:v1'))).toBeNull();
  });
}

test('a reload in the middle resumes at the same question with the same answers', async ({ page }) => {
  await startAssessment(page);
  await answerWithKeyboard(page, 'en', MIXED, 0, 7);
  // On question 8: pick an answer but do not go on yet.
  const [id8, options8] = QUESTIONS[7]!;
  await expect(page.getByText('Question 8 of 20', { exact: true })).toBeVisible();
  await page.keyboard.press(String(MIXED[7]! + 1));
  await expect(radioOf(page, id8, options8[MIXED[7]!]!)).toBeChecked();

  await page.reload();
  await expect(page.getByText('Question 8 of 20', { exact: true })).toBeVisible();
  await expect(radioOf(page, id8, options8[MIXED[7]!]!)).toBeChecked();
  await expect(page.getByText('Architecture: 5 of 5 answered')).toBeVisible();
  await expect(page.getByText('Deployment: 3 of 5 answered')).toBeVisible();

  // Every earlier answer is still there.
  for (let i = 6; i >= 0; i--) {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByText(`Question ${i + 1} of 20`, { exact: true })).toBeVisible();
    const [id, options] = QUESTIONS[i]!;
    await expect(radioOf(page, id, options[MIXED[i]!]!)).toBeChecked();
  }
});

test('a failed submission keeps the answers, and retries give exactly one report', async ({ page }) => {
  const user = await createUser('Retry Person', 'Retry ApS');
  await signInProgrammatically(page, user);
  await startAssessment(page);
  await answerWithKeyboard(page, 'en', MIXED);
  const t = TEXTS.en;

  // 1. The stack cannot be reached: the request never gets there.
  const rpc = `${E2E_STACK.url}/rest/v1/rpc/submit_assessment`;
  await page.route(rpc, (route) => route.abort('connectionrefused'));
  await submitFromReview(page, 'en');
  await expect(page.getByRole('alert').filter({ hasText: t.networkError })).toBeVisible();
  expect(await reportsOf(user.id)).toHaveLength(0);

  // The answers stay, across a reload too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.review })).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('assessment:v1') ?? 'null'),
  );
  expect(stored.answers).toEqual(answersFor(MIXED));
  await expect(page.getByText('Not answered yet')).toHaveCount(0);
  await page.unroute(rpc);

  // 2. The request gets there and is stored, but the answer is lost on the way back.
  await page.route(rpc, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.networkError })).toBeVisible();
  const afterLostAnswer = await reportsOf(user.id);
  expect(afterLostAnswer).toHaveLength(1);
  await page.unroute(rpc);

  // 3. The stack answers: the retry returns the same report, no second one.
  await page.getByRole('button', { name: t.retry }).click();
  await expect(page).toHaveURL(REPORT_URL);
  const reports = await reportsOf(user.id);
  expect(reports).toHaveLength(1);
  expect(reports[0]!.id).toBe(afterLostAnswer[0]!.id);
  expect(new URL(page.url()).pathname).toBe(`/reports/${reports[0]!.id}`);
  expect(reports[0]!.overall_score).toBe(expectedScores(MIXED).overall);
});

test.describe('tampered input straight to submit_assessment', () => {
  const valid = answersFor(MIXED);
  const asJson = (answers: unknown) => JSON.stringify({ answers, submission_id: randomUUID() });
  const withoutScal5 = Object.fromEntries(Object.entries(valid).filter(([id]) => id !== 'scal_5'));
  const cases: { name: string; body: () => string; message: RegExp }[] = [
    {
      name: 'an unknown question',
      body: () => asJson({ ...valid, arch_99: 'panic' }),
      message: /Unknown question id\(s\): arch_99/,
    },
    {
      name: 'an unknown option',
      body: () => asJson({ ...valid, arch_1: 'brilliant' }),
      message: /Unknown option for question: arch_1 = "brilliant"/,
    },
    {
      name: '19 answers',
      body: () => asJson(withoutScal5),
      message: /Missing answers for question\(s\): scal_5/,
    },
    {
      name: 'an array instead of an object',
      body: () => asJson(Object.values(valid)),
      message: /answers must be a JSON object .*\(got array\)/,
    },
    {
      name: 'a string instead of an object',
      body: () => asJson('all good'),
      message: /answers must be a JSON object .*\(got string\)/,
    },
    {
      name: 'a number instead of an object',
      body: () => asJson(42),
      message: /answers must be a JSON object .*\(got number\)/,
    },
    {
      name: 'a non-string option',
      body: () => asJson({ ...valid, arch_1: 3 }),
      message: /not a string: arch_1 \(number\)/,
    },
    {
      // A question answered twice is named before anything else is checked.
      name: 'a repeated key with 19 distinct questions',
      body: () =>
        `{"answers": {"arch_1": "panic", ${JSON.stringify(withoutScal5).slice(1, -1)}}, "submission_id": "${randomUUID()}"}`,
      message: /answered more than once: arch_1/,
    },
  ];

  for (const { name, body, message } of cases) {
    test(`${name}: 400 with a clear message, nothing stored`, async () => {
      const user = await createUser();
      const { status, body: answer } = await rpcAsUser(
        user.session.access_token,
        'submit_assessment',
        body(),
      );
      expect(status).toBe(400);
      expect(answer.code).toBe('22023');
      expect(String(answer.message)).toMatch(message);
      expect(await reportsOf(user.id)).toHaveLength(0);
    });
  }

  // All 20 questions plus one of them a second time: ambiguous answers, refused before anything is scored.
  test('a repeated key among 20 answers: 400 with a clear message, nothing stored', async () => {
    const user = await createUser();
    const raw = `{"answers": {"arch_1": "efficient", ${JSON.stringify(valid).slice(1, -1)}}, "submission_id": "${randomUUID()}"}`;
    const { status, body: answer } = await rpcAsUser(user.session.access_token, 'submit_assessment', raw);
    expect(await reportsOf(user.id)).toHaveLength(0);
    expect(status).toBe(400);
    expect(String(answer.message)).toMatch(/duplicate|more than once|repeated/i);
  });

  test('a valid submission from the same user is stored (the checks above are not refusing everything)', async () => {
    const user = await createUser();
    const { status, body: answer } = await rpcAsUser(
      user.session.access_token,
      'submit_assessment',
      asJson(valid),
    );
    expect(status).toBe(200);
    expect(answer.overall_score).toBe(expectedScores(MIXED).overall);
    expect(await reportsOf(user.id)).toHaveLength(1);
  });
});

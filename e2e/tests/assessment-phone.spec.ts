// The assessment on a phone and on a desktop, in English and Danish: the result (overall score, band,
// the four areas) shows right after the last answer, before any account, with the numbers the
// product's scoring rule gives, and the report after signing up shows the same; a signed-in visitor
// goes straight to submitting. On 390×844 and 320×640 every question's heading is on the screen after
// each Next, with its first answer above the sticky Back/Next bar; the browser's Back goes to the
// previous question; a touch screen shows no keyboard hints; the chosen answer's card stands out;
// auto-advance; axe on the new states. Screenshots of the phone states go to /tmp/shots13/.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Locator, type Page, expect, test } from '@playwright/test';
import {
  type Language,
  TEXTS,
  answerCards,
  bandOf,
  contrastRatio,
  expectQuestionInView,
  questionHeading,
} from '../support/assessment-phone.ts';
import { profilesByEmail, reportsOf } from '../support/rest.ts';
import { readMail, waitForMail } from '../support/inbox.ts';
import { CATEGORIES, QUESTIONS, answersFor, expectedScores } from '../support/spec-table.ts';
import { createUser, signInProgrammatically, uniqueEmail } from '../support/stack.ts';

const SHOTS = '/tmp/shots13';
mkdirSync(SHOTS, { recursive: true });

/** Option positions 0..3 per question; every position appears in every area. */
const MIXED: number[] = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];
const POSITIONS: Record<Language, number[]> = { en: MIXED, da: [...MIXED].reverse() };
const PASSWORD = 'phone pass 7';
const REPORT_URL = /\/reports\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Screen = { name: string; width: number; height: number; touch: boolean };
const PHONE: Screen = { name: '390×844 touch', width: 390, height: 844, touch: true };
const SMALL_PHONE: Screen = { name: '320×640 touch', width: 320, height: 640, touch: true };
const DESKTOP: Screen = { name: '1280×800', width: 1280, height: 800, touch: false };
// Each screen once and each language once, for the flows that work the same in both languages: what
// differs shows in either pairing (the layout by width, the texts and answer positions by language), and
// the phone gets Danish, whose texts are the longer.
const SCREEN_AND_LANGUAGE = [
  [PHONE, 'da'],
  [DESKTOP, 'en'],
] as const;

async function open(
  browser: Browser,
  screen: Screen,
  language: Language,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    ...(screen.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  return { context, page };
}

/** A tap on a touch screen, a click elsewhere. */
const press = (screen: Screen, target: Locator) => (screen.touch ? target.tap() : target.click());

async function settled(page: Page) {
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
}

async function startAssessment(page: Page, screen: Screen, language: Language) {
  await page.goto('/start');
  await press(screen, page.getByRole('button', { name: TEXTS[language].start }));
  await expect(page).toHaveURL('/assessment?q=1');
  await expect(questionHeading(page)).toBeVisible();
  await settled(page);
}

const stepText = (page: Page, language: Language, n: number) =>
  page.getByText(TEXTS[language].questionOf(n), { exact: true });
const nextButton = (page: Page) => page.getByTestId('assessment-nav').getByRole('button').last();
const backButton = (page: Page, language: Language) =>
  page.getByTestId('assessment-nav').getByRole('button', { name: TEXTS[language].back, exact: true });

/**
 * Answers questions from..to-1 as a phone user does: reads down to the last answer, taps the chosen
 * one, scrolls on to the end of the page, taps Next (the sticky bar on a phone). After every Next the
 * new question's heading is checked to be on the screen.
 */
async function answerByTapping(
  page: Page,
  screen: Screen,
  language: Language,
  positions: number[],
  from = 0,
  to = 20,
) {
  for (let i = from; i < to; i++) {
    const [id, options] = QUESTIONS[i]!;
    await expect(stepText(page, language, i + 1)).toBeVisible();
    await expectQuestionInView(page, `${screen.name} ${language} question ${i + 1}`, {
      firstAnswer: true,
      focused: i > from,
    });
    await answerCards(page).nth(3).scrollIntoViewIfNeeded();
    const chosen = page.locator(
      `fieldset label:has(input[name="${id}"][value="${options[positions[i]!]!}"])`,
    );
    await press(screen, chosen);
    await expect(chosen).toHaveAttribute('data-selected', '');
    await expect(chosen.locator('input')).toBeChecked();
    // The farthest a visitor can have scrolled when they go on: the end of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await press(screen, nextButton(page));
  }
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function expectAxeClean(page: Page, state: string) {
  const findings = await seriousViolations(page);
  expect(findings, `${state}: ${JSON.stringify(findings, null, 2)}`).toEqual([]);
}

/** The preview shows the numbers the scoring rule gives for these positions, with their bands. */
async function expectPreview(page: Page, language: Language, positions: number[]) {
  const t = TEXTS[language];
  const expected = expectedScores(positions);
  const heading = page.getByRole('heading', { level: 1, name: t.previewTitle });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect(page.getByTestId('preview-overall')).toHaveText(`${expected.overall} / 100`);
  await expect(page.getByTestId('preview-band')).toHaveText(t.bands[bandOf(expected.overall)]);
  for (const category of CATEGORIES) {
    await expect(page.getByTestId(`preview-score-${category}`)).toHaveText(
      `${expected.categories[category]} / 100`,
    );
    await expect(page.getByTestId(`preview-area-${category}`)).toContainText(
      t.bands[bandOf(expected.categories[category])],
    );
  }
  // Nothing is submitted yet; the full report is one step away.
  await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.register })).toHaveAttribute(
    'href',
    '/register?next=%2Fassessment',
  );
  await expect(page.getByRole('link', { name: t.login })).toHaveAttribute(
    'href',
    '/login?next=%2Fassessment',
  );
  return expected;
}

for (const [screen, language] of SCREEN_AND_LANGUAGE) {
  test(`${screen.name}, ${language}: the result before any account, then the report with the same numbers after signing up`, async ({
    browser,
  }) => {
    const t = TEXTS[language];
    const positions = POSITIONS[language];
    const { context, page } = await open(browser, screen, language);
    await startAssessment(page, screen, language);
    await answerByTapping(page, screen, language, positions, 0, 19);
    // The last question says where Next leads.
    await expect(nextButton(page)).toHaveText(t.toResult);
    await answerByTapping(page, screen, language, positions, 19, 20);

    await expect(page).toHaveURL('/assessment?q=review');
    const expected = await expectPreview(page, language, positions);
    expect(
      await page.evaluate(() => JSON.parse(window.localStorage.getItem('assessment:v1') ?? 'null')?.answers),
    ).toEqual(answersFor(positions));
    await expectAxeClean(page, 'the preview');
    if (screen === PHONE) {
      await page.screenshot({ path: `${SHOTS}/phone-preview-390x844-${language}.png` });
      await page.screenshot({
        path: `${SHOTS}/phone-preview-390x844-${language}-full-page.png`,
        fullPage: true,
      });
    } else if (language === 'en') {
      await page.screenshot({ path: `${SHOTS}/desktop-preview-1280-en.png` });
    }

    await press(screen, page.getByRole('link', { name: t.register }));
    await expect(page).toHaveURL('/register?next=%2Fassessment');
    const email = uniqueEmail(`phone-${language}`);
    await page.locator('#register-name').fill('Petra Phone');
    await page.locator('#register-company').fill('Phone ApS');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill(PASSWORD);
    await page.locator('#register-confirmPassword').fill(PASSWORD);
    await page.locator('#register-confirmPassword').press('Enter');

    // Confirmations are on: the 6-digit code from the e-mail signs in here and goes on to ?next.
    await page.locator('#email-code').fill(readMail(await waitForMail(email)).code);
    await page.locator('#email-code').press('Enter');

    // Submitted once by itself, and the stored report has the preview's numbers.
    await expect(page).toHaveURL(REPORT_URL, { timeout: 20_000 });
    const [profile] = await profilesByEmail(email);
    const reports = await reportsOf(profile!.id);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.answers).toEqual(answersFor(positions));
    expect(reports[0]!.overall_score).toBe(expected.overall);
    expect(reports[0]!.category_scores).toEqual(expected.categories);
    await expect(page.getByTestId('overall-score')).toContainText(String(expected.overall));
    await context.close();
  });
}

test(`${PHONE.name}, en: a signed-in visitor goes straight to submitting, and the report has the model's numbers`, async ({
  browser,
}) => {
  const { context, page } = await open(browser, PHONE, 'en');
  const user = await createUser('Sina Signed-in', 'Signed ApS');
  await signInProgrammatically(page, user);
  await startAssessment(page, PHONE, 'en');
  await answerByTapping(page, PHONE, 'en', MIXED, 0, 19);
  await expect(nextButton(page)).toHaveText(TEXTS.en.toReview);
  await answerByTapping(page, PHONE, 'en', MIXED, 19, 20);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.en.review })).toBeFocused();
  await expect(page.getByTestId('result-preview')).toHaveCount(0);
  await expectAxeClean(page, 'the review, signed in');
  await press(PHONE, page.getByRole('button', { name: TEXTS.en.submit }));
  await expect(page).toHaveURL(REPORT_URL, { timeout: 20_000 });
  const reports = await reportsOf(user.id);
  expect(reports).toHaveLength(1);
  expect(reports[0]!.overall_score).toBe(expectedScores(MIXED).overall);
  expect(reports[0]!.category_scores).toEqual(expectedScores(MIXED).categories);
  await expect(page.getByTestId('overall-score')).toContainText(String(expectedScores(MIXED).overall));
  await context.close();
});

for (const screen of [PHONE, SMALL_PHONE]) {
  for (const language of ['en', 'da'] as const) {
    test(`${screen.name}, ${language}: every question's heading and first answer are on the screen after each Next`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, screen, language);
      await startAssessment(page, screen, language);
      // The first question, as it opens: the first answer is visible without scrolling.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectQuestionInView(page, 'question 1 as it opens', { firstAnswer: true, focused: false });
      const noSidewaysScroll = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          screen.width,
        );
      await noSidewaysScroll();
      // All 20, each checked on arrival (answerByTapping), then the step after the last.
      await answerByTapping(page, screen, language, POSITIONS[language]);
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].previewTitle })).toBeFocused();
      await noSidewaysScroll();
      // And going back: the page's Back button brings each heading into view too.
      for (let n = 20; n >= 17; n--) {
        if (n === 20) await page.goBack();
        else await press(screen, backButton(page, language));
        await expect(stepText(page, language, n)).toBeVisible();
        await expectQuestionInView(page, `back to question ${n}`, { firstAnswer: true });
      }
      await context.close();
    });
  }
}

for (const [screen, language] of SCREEN_AND_LANGUAGE) {
  test(`${screen.name}, ${language}: the browser's Back goes to the previous question, and from the first one to /start; a reload stays`, async ({
    browser,
  }) => {
    const positions = POSITIONS[language];
    const { context, page } = await open(browser, screen, language);
    await startAssessment(page, screen, language);
    await answerByTapping(page, screen, language, positions, 0, 5);
    await expect(page).toHaveURL('/assessment?q=6');
    // On screen before Back, as for a person: the address changes a moment before the page does, and a
    // Back in between returns to a question that never left, whose heading has no reason to take the focus.
    await expect(stepText(page, language, 6)).toBeVisible();

    for (let n = 5; n >= 1; n--) {
      await page.goBack();
      await expect(page).toHaveURL(`/assessment?q=${n}`);
      await expect(stepText(page, language, n)).toBeVisible();
      const [id, options] = QUESTIONS[n - 1]!;
      await expect(page.locator(`input[name="${id}"][value="${options[positions[n - 1]!]!}"]`)).toBeChecked();
      await expectQuestionInView(page, `back to question ${n}`, { firstAnswer: true });
    }
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL('/assessment?q=3');
    await expect(stepText(page, language, 3)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL('/assessment?q=3');
    await expect(stepText(page, language, 3)).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/assessment?q=1');
    await page.goBack();
    await expect(page).toHaveURL('/start');
    await context.close();
  });
}

for (const language of ['en', 'da'] as const) {
  test(`touch screen, ${language}: no keyboard hints or number badges, the chosen card stands out, "Why we ask" opens; axe clean`, async ({
    browser,
  }) => {
    const t = TEXTS[language];
    const { context, page } = await open(browser, PHONE, language);
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    await page.goto('/start');
    await settled(page);
    await expect(page.getByText(t.startKeyboard)).toBeHidden();
    await press(PHONE, page.getByRole('button', { name: t.start }));
    await expect(questionHeading(page)).toBeVisible();
    await settled(page);
    await expect(page.getByText(t.keyboardHint)).toBeHidden();
    const badges = page.locator('fieldset label .assessment-option-badge');
    await expect(badges).toHaveCount(4);
    for (const badge of await badges.all()) await expect(badge).toBeHidden();

    // The chosen answer: the whole card, not only the radio's dot, with enough contrast.
    const cards = answerCards(page);
    await press(PHONE, cards.nth(1));
    await expect(cards.nth(1)).toHaveAttribute('data-selected', '');
    // Once the short highlight transition has run.
    await expect
      .poll(() => cards.nth(1).evaluate((element) => getComputedStyle(element).boxShadow))
      .toMatch(/0px 0px 0px 2px inset/);
    const looks = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const text = getComputedStyle(element.querySelector('.assessment-option-text')!);
        return {
          background: style.backgroundColor,
          ring: style.boxShadow,
          text: text.color,
          page: getComputedStyle(document.body).backgroundColor,
        };
      }),
    );
    const [unchosen, chosen] = [looks[0]!, looks[1]!];
    expect(chosen.background).not.toBe(unchosen.background);
    expect(chosen.ring).not.toBe(unchosen.ring);
    const ringColor = chosen.ring.match(/rgba?\([^)]+\)/)![0];
    // The card's edge against the page (non-text contrast) and the answer's text on the chosen card.
    expect(contrastRatio(ringColor, chosen.page)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ringColor, chosen.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(chosen.text, chosen.background)).toBeGreaterThanOrEqual(4.5);

    // "Why we ask": a disclosure under the question, closed until asked.
    const why = page.locator('fieldset details');
    await expect(why.locator('summary')).toHaveText(t.whyWeAsk);
    await expect(why.locator('p')).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/phone-question-390x844-${language}.png` });
    await expectAxeClean(page, 'a question with a chosen answer');
    await press(PHONE, why.locator('summary'));
    await expect(why.locator('p')).toBeVisible();
    await expectAxeClean(page, '"Why we ask" open');
    if (language === 'en') await page.screenshot({ path: `${SHOTS}/phone-question-why-390x844-en.png` });

    // The Next bar stays at the bottom of the screen while the page scrolls.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const nav = (await page.getByTestId('assessment-nav').boundingBox())!;
    expect(nav.y + nav.height).toBeLessThanOrEqual(844 + 0.5);
    await context.close();
  });
}

test('desktop with a mouse and keyboard: the keyboard hints and number badges show', async ({ browser }) => {
  const { context, page } = await open(browser, DESKTOP, 'en');
  await page.goto('/start');
  await settled(page);
  await expect(page.getByText(TEXTS.en.startKeyboard)).toBeVisible();
  await page.getByRole('button', { name: TEXTS.en.start }).click();
  await settled(page);
  await expect(page.getByText(TEXTS.en.keyboardHint)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desktop-question-1280-en.png` });
  for (const badge of await page.locator('fieldset label .assessment-option-badge').all())
    await expect(badge).toBeVisible();
  // The number keys pick, Enter goes on, and the next question's heading has the focus.
  await page.keyboard.press('3');
  await expect(answerCards(page).nth(2)).toHaveAttribute('data-selected', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/assessment?q=2');
  await expect(questionHeading(page)).toBeFocused();
  await context.close();
});

test(`${PHONE.name}, en: auto-advance is off by default, goes on after a short pause when on, is remembered, and never leaves the last question`, async ({
  browser,
}) => {
  const { context, page } = await open(browser, PHONE, 'en');
  await startAssessment(page, PHONE, 'en');
  const toggle = page.getByRole('checkbox', { name: TEXTS.en.autoAdvance });
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // Off: a tap on an answer stays on the question.
  await press(PHONE, answerCards(page).nth(0));
  await page.waitForTimeout(1200);
  await expect(page).toHaveURL('/assessment?q=1');

  await press(PHONE, toggle);
  await expect(toggle).toBeChecked();
  await expectAxeClean(page, 'auto-advance on');
  await press(PHONE, answerCards(page).nth(2));
  // The choice is seen first, then the next question comes by itself, its heading in view.
  await expect(answerCards(page).nth(2)).toHaveAttribute('data-selected', '');
  await expect(page).toHaveURL('/assessment?q=1');
  await expect(page).toHaveURL('/assessment?q=2', { timeout: 3000 });
  await expectQuestionInView(page, 'auto-advanced to question 2', { firstAnswer: true });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: TEXTS.en.autoAdvance })).toBeChecked();

  // The last question waits for Next.
  const { scal_5: _last, ...nineteen } = answersFor(MIXED);
  await page.evaluate((answers) => {
    const stored = JSON.parse(window.localStorage.getItem('assessment:v1')!);
    window.localStorage.setItem('assessment:v1', JSON.stringify({ ...stored, answers, currentIndex: 19 }));
  }, nineteen);
  await page.goto('/assessment');
  await expect(page).toHaveURL('/assessment?q=20');
  await settled(page);
  await press(PHONE, answerCards(page).nth(3));
  await page.waitForTimeout(1200);
  await expect(page).toHaveURL('/assessment?q=20');
  await expect(answerCards(page).nth(3)).toHaveAttribute('data-selected', '');
  await context.close();
});

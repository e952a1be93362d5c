// Without JavaScript no page is a dead end (docs/decisions.md "The assessment without JavaScript"): on a
// phone the header's menu opens (a native disclosure) and leads to sign-in; /start's one button leads
// into the 20 questions as plain forms posted to the host, each question its page's heading, to the
// result the assessment model works out; a page that waits for its scripts says why and leads to the
// health check; the sign-in form says why it waits. In English and in Danish, at 390 px.
import { expect, test } from '@playwright/test';
import {
  CATEGORIES,
  QUESTIONS,
  answersAtPositions,
  bandFor,
  describeBand,
  describeCategory,
  describeQuestion,
  scoreAnswers,
} from '../../packages/assessment-model/src/index.ts';
import { PATHS, teamInvitationPath } from '../../packages/platform/src/routing/paths.ts';
import { text } from '../support/first-render.ts';
import { TEXTS } from '../support/assessment-phone.ts';

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** The result page's way back to the answers (the host's own words: packages/web-server no-script/). */
const CHANGE = { en: 'Change my answers', da: 'Ændr mine svar' } as const;
const POSITIONS = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

for (const language of ['en', 'da'] as const) {
  test(`a visitor without JavaScript opens the phone menu, answers all 20 questions and sees the result (${language})`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    await page.goto(`${PATHS.start}?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The header's menu opens without scripts and holds the way to sign in.
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: text(language, 'shell:nav.label') });
    await expect(nav).toBeHidden();
    await header.getByTestId('menu-button').click();
    await expect(nav).toBeVisible();
    await expect(header.getByRole('link', { name: text(language, 'shell:nav.login') })).toBeVisible();
    await header.getByTestId('menu-button').click();
    await expect(nav).toBeHidden();

    // One press on /start: the questions as plain forms.
    const start = page.getByRole('main').getByRole('button', { name: t.start });
    await expect(start).toHaveCount(1);
    await start.click();
    const answers = answersAtPositions(POSITIONS);
    for (const [index, question] of QUESTIONS.entries()) {
      const described = describeQuestion(question.id, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(described.text);
      await expect(page.getByText(`${t.questionOf(index + 1)} · `)).toBeVisible();
      if (index === 0) {
        // Next without an answer asks for one, next to the answers.
        await page.getByRole('button', { name: t.next }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(described.text);
      }
      const option = described.options.find((candidate) => candidate.key === answers[question.id])!;
      await page.getByRole('radio', { name: option.text }).check();
      await page.getByRole('button', { name: index === QUESTIONS.length - 1 ? t.toResult : t.next }).click();
    }

    const scores = scoreAnswers(answers);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.previewTitle);
    await expect(page.getByTestId('plain-overall')).toHaveText(`${scores.overall} / 100`);
    await expect(page.getByTestId('plain-band')).toHaveText(
      describeBand(bandFor(scores.overall), language).label,
    );
    for (const category of CATEGORIES)
      await expect(page.locator(`[data-area="${category}"]`)).toContainText(
        `${describeCategory(category, language).name}${scores.categories[category]} / 100`,
      );
    // Back from the result is the last question, its answer kept.
    await page.getByRole('button', { name: CHANGE[language] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      describeQuestion('scal_5', language).text,
    );
  });
}

// Playwright's text matching leaves out what is inside <noscript>, so these read the elements' own text.
test('a page that waits for its scripts says why and leads to the health check; the sign-in form says why it waits', async ({
  page,
}) => {
  // An invitation link opened without JavaScript: the host renders the frame, the page waits for its code.
  await page.goto(`${teamInvitationPath('an-invitation-token')}?lang=da`);
  const start = page.getByRole('main').getByRole('link', { name: text('da', 'common:startCheck') });
  await expect(start).toBeVisible();
  expect(await page.locator('.page-spinner p').innerText()).toBe(
    `${text('da', 'common:needsScript')} ${text('da', 'common:startCheck')}`,
  );
  await expect(page.locator('.page-spinner-label')).toBeHidden();
  await start.click();
  await expect(page).toHaveURL(`${PATHS.start}?lang=da`);

  await page.goto(PATHS.login);
  const note = page.getByRole('main').locator('.rt-CalloutRoot');
  await expect(note).toBeVisible();
  expect(await note.innerText()).toBe(text('en', 'auth-shared:needsScript'));
});

import { QUESTIONS, answersAt, describeQuestion } from '@ahc/assessment-model';
import { PATHS } from '@ahc/platform';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentTranslations } from './i18n/assessment-translations.ts';
import { AUTO_ADVANCE_DELAY_MS, AUTO_ADVANCE_STORAGE_KEY } from './model/auto-advance.ts';
import {
  REVIEW_INDEX,
  loadAssessment,
  newAssessment,
  saveAssessment,
} from '#shared/model/stored-assessment.ts';
import { polyfillCssEscape, renderFromStart, renderPage } from '#shared/testing/render-page.tsx';
import AssessmentPage from './AssessmentPage.tsx';

beforeAll(polyfillCssEscape);

const en = assessmentTranslations.en;
const location = () => screen.getByTestId('location').textContent;
const stored = () => loadAssessment()!;
const questionShown = () => screen.getByText(/^Question \d+ of 20$/).textContent;
const questionHeading = (questionIndex: number) =>
  screen.getByRole('heading', { level: 1, name: describeQuestion(QUESTIONS[questionIndex]!.id, 'en').text });
const radio = (questionIndex: number, position: number) =>
  screen.getByRole('radio', {
    name: describeQuestion(QUESTIONS[questionIndex]!.id, 'en').options[position]!.text,
  }) as HTMLInputElement;
const optionText = (questionIndex: number, position: number) =>
  screen.getByText(describeQuestion(QUESTIONS[questionIndex]!.id, 'en').options[position]!.text);
const autoAdvanceToggle = () =>
  screen.getByRole('checkbox', { name: en.assessment.autoAdvance }) as HTMLInputElement;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Opens the assessment from /start, as a visitor does: the history holds /start, then the assessment. */
async function openFromStart() {
  const view = renderFromStart(AssessmentPage);
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'open the assessment' }));
  const browserBack = () => user.click(screen.getByTestId('browser-back'));
  return { ...view, user, browserBack };
}

describe('AssessmentPage: each question is a history entry', () => {
  it("names the question in the address, and the browser's Back goes to the previous question with its answer", async () => {
    const { user, browserBack } = await openFromStart();
    // /assessment became /assessment?q=1 in place, so Back from the first question leaves to /start.
    expect(location()).toBe('/assessment?q=1');
    await user.keyboard('2{Enter}3{Enter}');
    expect(location()).toBe('/assessment?q=3');
    expect(questionShown()).toBe('Question 3 of 20');

    await browserBack();
    expect(location()).toBe('/assessment?q=2');
    expect(questionShown()).toBe('Question 2 of 20');
    expect(radio(1, 2).checked).toBe(true);
    expect(document.activeElement).toBe(questionHeading(1));
    expect(stored().currentIndex).toBe(1);

    await browserBack();
    expect(questionShown()).toBe('Question 1 of 20');
    expect(radio(0, 1).checked).toBe(true);
    await browserBack();
    expect(location()).toBe(PATHS.start);
  });

  it('adds no entry for answering (or changing the answer to) the same question', async () => {
    const { user, browserBack } = await openFromStart();
    await user.keyboard('1{Enter}');
    await user.keyboard('1');
    await user.click(radio(1, 2));
    await user.keyboard('4');
    expect(location()).toBe('/assessment?q=2');
    await browserBack();
    expect(location()).toBe('/assessment?q=1');
    await browserBack();
    expect(location()).toBe(PATHS.start);
  });

  it("the page's Back button is the browser's Back after Next, so the history stays in order", async () => {
    const { user, browserBack } = await openFromStart();
    await user.keyboard('1{Enter}2{Enter}');
    await user.click(screen.getByRole('button', { name: en.assessment.back }));
    expect(location()).toBe('/assessment?q=2');
    expect(document.activeElement).toBe(questionHeading(1));
    await browserBack();
    expect(location()).toBe('/assessment?q=1');
    await browserBack();
    expect(location()).toBe(PATHS.start);
  });

  it('keeps the question of the address on a reload, and never shows one past the first unanswered', () => {
    const answers = { arch_1: answersAt(2).arch_1, arch_2: answersAt(2).arch_2, arch_3: answersAt(2).arch_3 };
    saveAssessment({ ...newAssessment(), answers, currentIndex: 3 });
    const first = renderPage(AssessmentPage, { path: '/assessment?q=2' });
    expect(questionShown()).toBe('Question 2 of 20');
    expect(radio(1, 2).checked).toBe(true);
    expect(location()).toBe('/assessment?q=2');
    expect(stored().currentIndex).toBe(1);
    first.unmount();

    renderPage(AssessmentPage, { path: '/assessment?q=9' });
    expect(questionShown()).toBe('Question 4 of 20');
    expect(location()).toBe('/assessment?q=4');
  });

  it('opens the review at ?q=review when every question is answered, and the question before it otherwise', () => {
    saveAssessment({ ...newAssessment(), answers: answersAt(1), currentIndex: 0 });
    const first = renderPage(AssessmentPage, { path: '/assessment?q=review' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toContain(
      en.review.title,
    );
    expect(stored().currentIndex).toBe(REVIEW_INDEX);
    first.unmount();

    const { scal_5: _last, ...nineteen } = answersAt(1);
    saveAssessment({ ...newAssessment(), answers: nineteen, currentIndex: REVIEW_INDEX });
    renderPage(AssessmentPage, { path: '/assessment?q=review' });
    expect(questionShown()).toBe('Question 20 of 20');
    expect(location()).toBe('/assessment?q=20');
  });
});

describe('AssessmentPage: auto-advance', () => {
  it('is off by default: choosing an answer stays on the question', async () => {
    renderPage(AssessmentPage, { path: PATHS.assessment });
    const user = userEvent.setup();
    expect(autoAdvanceToggle().checked).toBe(false);
    await user.click(optionText(0, 1));
    await pause(AUTO_ADVANCE_DELAY_MS + 150);
    expect(questionShown()).toBe('Question 1 of 20');
  });

  it('when switched on, goes on after a short pause that shows the choice, and is remembered', async () => {
    const first = renderPage(AssessmentPage, { path: PATHS.assessment });
    const user = userEvent.setup();
    await user.click(autoAdvanceToggle());
    expect(window.localStorage.getItem(AUTO_ADVANCE_STORAGE_KEY)).toBe('on');

    await user.click(optionText(0, 2));
    // Not at once: the chosen answer is seen first.
    expect(questionShown()).toBe('Question 1 of 20');
    expect(radio(0, 2).closest('label')!.hasAttribute('data-selected')).toBe(true);
    await waitFor(() => expect(questionShown()).toBe('Question 2 of 20'), {
      timeout: AUTO_ADVANCE_DELAY_MS + 1000,
    });
    expect(location()).toBe('/assessment?q=2');
    expect(document.activeElement).toBe(questionHeading(1));
    expect(stored().answers).toEqual({ arch_1: 'easy' });

    // A number key is a choice too.
    await user.keyboard('4');
    await waitFor(() => expect(questionShown()).toBe('Question 3 of 20'), {
      timeout: AUTO_ADVANCE_DELAY_MS + 1000,
    });
    first.unmount();

    renderPage(AssessmentPage, { path: PATHS.assessment });
    expect(autoAdvanceToggle().checked).toBe(true);
  });

  it('does not go on when the arrow keys move through the answers, nor when switched off meanwhile', async () => {
    window.localStorage.setItem(AUTO_ADVANCE_STORAGE_KEY, 'on');
    renderPage(AssessmentPage, { path: PATHS.assessment });
    const user = userEvent.setup();
    radio(0, 0).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(radio(0, 2).checked).toBe(true);
    await pause(AUTO_ADVANCE_DELAY_MS + 150);
    expect(questionShown()).toBe('Question 1 of 20');

    await user.click(optionText(0, 3));
    await user.click(autoAdvanceToggle());
    await pause(AUTO_ADVANCE_DELAY_MS + 150);
    expect(questionShown()).toBe('Question 1 of 20');
    expect(window.localStorage.getItem(AUTO_ADVANCE_STORAGE_KEY)).toBe('off');
  });

  it('never goes on from the last question', async () => {
    window.localStorage.setItem(AUTO_ADVANCE_STORAGE_KEY, 'on');
    const { scal_5: _last, ...nineteen } = answersAt(1);
    saveAssessment({ ...newAssessment(), answers: nineteen, currentIndex: 19 });
    renderPage(AssessmentPage, { path: PATHS.assessment });
    const user = userEvent.setup();
    expect(questionShown()).toBe('Question 20 of 20');
    await user.click(optionText(19, 3));
    await pause(AUTO_ADVANCE_DELAY_MS + 150);
    expect(questionShown()).toBe('Question 20 of 20');
    expect(stored().answers.scal_5).toBe('near_perfect');
  });
});

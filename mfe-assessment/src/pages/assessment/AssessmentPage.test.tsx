import { QUESTIONS, answersAt, describeAnswer, describeQuestion } from '@ahc/assessment-model';
import { PATHS, reportPath } from '@ahc/platform';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentTranslations } from '../../i18n/translations.ts';
import { ASSESSMENT_STORAGE_KEY, REVIEW_INDEX, loadAssessment, newAssessment, saveAssessment } from '../../progress/stored-assessment.ts';
import { getQueryClient, reportKeys } from '@ahc/platform/data';
import { type FakeSupabase, TEST_USER, networkError, postgrestError, signInTestUser as signIn } from '@ahc/platform/testing';
import { SUBMITTED_REPORT_ID as REPORT_ID, assessmentBackend as createFakeBackend, renderPage, submittedReport } from '../../testing/render-page.tsx';
import AssessmentPage from './AssessmentPage.tsx';

// jsdom has no CSS.escape, which user-event uses to walk a radio group with the arrow keys.
beforeAll(() => {
  if (typeof window.CSS?.escape !== 'function') {
    Object.defineProperty(window, 'CSS', { configurable: true, value: { escape: (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`) } });
  }
});

const en = assessmentTranslations.en;
const da = assessmentTranslations.da;
/** The submissions the page sent, as the stand-in recorded them. */
const submissions = (backend: FakeSupabase) => backend.calls('rpc submit_assessment').map(({ method, body }) => ({ method, body }));
const submittedIds = (backend: FakeSupabase) =>
  submissions(backend).map(({ body }) => (typeof body === 'object' && body !== null && 'submission_id' in body ? body.submission_id : undefined));
const respond = {
  networkError,
  serverError: () => postgrestError(500, 'XX000', 'boom'),
  invalid: () => postgrestError(400, '22023', 'Unknown option for question: arch_1 = "x".'),
};
const location = () => screen.getByTestId('location').textContent;
const radio = (questionIndex: number, position: number, language: 'en' | 'da' = 'en') =>
  screen.getByRole('radio', { name: describeQuestion(QUESTIONS[questionIndex]!.id, language).options[position]!.text }) as HTMLInputElement;
const stored = () => loadAssessment()!;

function renderAssessment(options: { language?: 'en' | 'da'; backend?: FakeSupabase } = {}) {
  const view = renderPage(AssessmentPage, { path: PATHS.assessment, ...options });
  return { ...view, user: userEvent.setup() };
}

/** Answers every remaining question with the option at `position`, by keyboard (number key + Enter). */
async function answerAllByKeyboard(user: ReturnType<typeof userEvent.setup>, position = 1) {
  while (stored().currentIndex < REVIEW_INDEX) {
    await user.keyboard(String(position + 1));
    await user.keyboard('{Enter}');
  }
}

/** A complete assessment waiting at the review step. */
function storeCompleteAssessment(extra: { pendingSubmit?: boolean } = {}) {
  const assessment = { ...newAssessment(), answers: answersAt(1), currentIndex: REVIEW_INDEX, ...extra };
  saveAssessment(assessment);
  return assessment;
}

describe('AssessmentPage: answering', () => {
  it.each([
    ['en', en, 'Architecture: 0 of 5 answered'],
    ['da', da, 'Arkitektur: 0 af 5 besvaret'],
  ] as const)('shows the first question, its four options and the progress (%s)', (language, texts, categoryProgress) => {
    renderAssessment({ language });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.assessment.title);
    expect(screen.getByText(texts.assessment.questionOf.replace('{{current}}', '1').replace('{{total}}', '20'))).toBeTruthy();
    const question = describeQuestion('arch_1', language);
    expect(screen.getByRole('group', { name: question.text })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((input) => (input as HTMLInputElement).value)).toEqual(['panic', 'tricky', 'easy', 'efficient']);
    expect(screen.getByText(categoryProgress).closest('li')!.getAttribute('aria-current')).toBe('step');
    expect(stored()).toMatchObject({ answers: {}, currentIndex: 0 });
  });

  it('is operable by keyboard: number keys pick, arrow keys move, Enter goes on', async () => {
    const { user } = renderAssessment();
    await user.keyboard('2');
    expect(radio(0, 1).checked).toBe(true);
    expect(document.activeElement).toBe(radio(0, 1));
    await user.keyboard('{ArrowDown}');
    expect(radio(0, 2).checked).toBe(true);
    expect(stored().answers).toEqual({ arch_1: 'easy' });

    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 20')).toBeTruthy();
    expect(screen.getByText('Architecture: 1 of 5 answered')).toBeTruthy();
    expect(document.activeElement).toBe(radio(1, 0));
    await user.keyboard('4');
    expect(radio(1, 3).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: en.assessment.next }));
    expect(stored()).toMatchObject({ answers: { arch_1: 'easy', arch_2: 'rarely' }, currentIndex: 2 });
  });

  it('asks for an answer before going on, and goes back with its answer kept', async () => {
    const { user } = renderAssessment();
    expect((screen.getByRole('button', { name: en.assessment.back }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: en.assessment.next }));
    expect(screen.getByRole('alert').textContent).toBe(en.assessment.chooseAnswer);
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
    await user.click(radio(0, 0));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: en.assessment.back }));
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
    expect(radio(0, 0).checked).toBe(true);
  });

  it('resumes at the same question with the same answers after a reload', async () => {
    const first = renderAssessment();
    await first.user.keyboard('1{Enter}3{Enter}4{Enter}');
    const before = stored();
    expect(before.answers).toEqual({ arch_1: 'panic', arch_2: 'sometimes', arch_3: 'rare' });
    first.unmount();

    const second = renderAssessment();
    expect(screen.getByText('Question 4 of 20')).toBeTruthy();
    expect(screen.getByText('Architecture: 3 of 5 answered')).toBeTruthy();
    await second.user.click(screen.getByRole('button', { name: en.assessment.back }));
    expect(radio(2, 3).checked).toBe(true);
    expect(stored().submissionId).toBe(before.submissionId);
  });

  it('starts over only after confirming, with a new submission id', async () => {
    const { user } = renderAssessment();
    await user.keyboard('2{Enter}');
    const before = stored();
    await user.click(screen.getByRole('button', { name: en.startOver.button }));
    await user.keyboard('3'); // the number keys do not pick answers while the confirmation is open
    await user.click(screen.getByRole('button', { name: en.startOver.cancel }));
    expect(stored()).toEqual(before);

    await user.click(screen.getByRole('button', { name: en.startOver.button }));
    await user.click(screen.getByRole('button', { name: en.startOver.confirm }));
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
    expect(stored().answers).toEqual({});
    expect(stored().submissionId).not.toBe(before.submissionId);
  });

  it('lists all answers for review, and changes one by jumping back to it', async () => {
    const { user } = renderAssessment();
    await answerAllByKeyboard(user, 1);
    expect(screen.getByRole('heading', { level: 2, name: en.review.title })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: en.review.title }));
    for (const question of QUESTIONS) expect(screen.getByText(`${question.number}. ${describeQuestion(question.id, 'en').text}`)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Change the answer to question/ })).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Change the answer to question 12' }));
    expect(screen.getByText('Question 12 of 20')).toBeTruthy();
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: en.assessment.backToReview }));
    expect(screen.getByText(describeAnswer('sec_2', 'auto_removal', 'en'))).toBeTruthy();
    expect(stored().answers.sec_2).toBe('auto_removal');
  });
});

describe('AssessmentPage: submitting', () => {
  it('submits the 20 answers with the submission id when signed in, clears them and opens the report', async () => {
    const backend = createFakeBackend();
    const { user, platform } = renderAssessment({ backend });
    await signIn(platform);
    await answerAllByKeyboard(user, 2);
    const { submissionId } = stored();
    // What the reports remote has read (its dashboard list and a report) sits in the page's one cache.
    const cache = getQueryClient(platform);
    cache.setQueryData(reportKeys.list(TEST_USER.id), []);
    cache.setQueryData(reportKeys.detail('an-older-report'), { status: 'ok' });

    await user.click(screen.getByRole('button', { name: en.submit.button }));
    await waitFor(() => expect(location()).toBe(reportPath(REPORT_ID)));
    expect(submissions(backend)).toEqual([{ method: 'POST', body: { answers: answersAt(2), submission_id: submissionId } }]);
    expect(window.localStorage.getItem(ASSESSMENT_STORAGE_KEY)).toBeNull();
    // The submission invalidated it, so the dashboard reads the list again and shows the new report.
    expect(cache.getQueryState(reportKeys.list(TEST_USER.id))?.isInvalidated).toBe(true);
    expect(cache.getQueryState(reportKeys.detail('an-older-report'))?.isInvalidated).toBe(true);
  });

  it('keeps the answers when the submission fails, and retries with the same submission id', async () => {
    const backend = createFakeBackend();
    // A network failure, a server error, then the report.
    const failures = [respond.networkError(), respond.serverError()];
    backend.rpc('submit_assessment', (args) => failures.shift() ?? submittedReport(REPORT_ID, args));
    const assessment = storeCompleteAssessment();
    const { user, platform } = renderAssessment({ backend });
    await signIn(platform);

    await user.click(screen.getByRole('button', { name: en.submit.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.submit.errors.network);
    expect(stored()).toEqual(assessment);

    await user.click(screen.getByRole('button', { name: en.submit.retry }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.submit.errors.server);
    expect(stored().answers).toEqual(answersAt(1));

    await user.click(screen.getByRole('button', { name: en.submit.retry }));
    await waitFor(() => expect(location()).toBe(reportPath(REPORT_ID)));
    expect(submittedIds(backend)).toEqual([assessment.submissionId, assessment.submissionId, assessment.submissionId]);
  });

  it('says clearly when the answers are not accepted, without a retry', async () => {
    const backend = createFakeBackend();
    backend.answer('rpc submit_assessment', respond.invalid());
    storeCompleteAssessment();
    const { user, platform } = renderAssessment({ backend, language: 'da' });
    await signIn(platform);
    await user.click(screen.getByRole('button', { name: da.submit.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(da.submit.errors.invalid);
    expect(screen.queryByRole('button', { name: da.submit.retry })).toBeNull();
    expect(stored().answers).toEqual(answersAt(1));
  });

  it('asks a signed-out visitor to register or sign in, then submits once by itself after signing in', async () => {
    const backend = createFakeBackend();
    const assessment = storeCompleteAssessment();
    const { user, platform } = renderAssessment({ backend });
    await waitFor(() => expect(platform.auth.getState().isLoading).toBe(false));

    await user.click(screen.getByRole('button', { name: en.submit.button }));
    expect(screen.getByRole('heading', { name: en.submit.accountTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.submit.register }).getAttribute('href')).toBe('/register?next=%2Fassessment');
    expect(screen.getByRole('link', { name: en.submit.login }).getAttribute('href')).toBe('/login?next=%2Fassessment');
    expect(submissions(backend)).toHaveLength(0);
    expect(stored()).toEqual({ ...assessment, pendingSubmit: true });

    await signIn(platform);
    await waitFor(() => expect(location()).toBe(reportPath(REPORT_ID)));
    expect(submissions(backend)).toEqual([{ method: 'POST', body: { answers: answersAt(1), submission_id: assessment.submissionId } }]);
    expect(window.localStorage.getItem(ASSESSMENT_STORAGE_KEY)).toBeNull();
  });

  it('submits a pending assessment once when the visitor comes back signed in (from /register or /login)', async () => {
    const backend = createFakeBackend();
    const assessment = storeCompleteAssessment({ pendingSubmit: true });
    const first = renderAssessment({ backend });
    await signIn(first.platform);
    await waitFor(() => expect(location()).toBe(reportPath(REPORT_ID)));
    // A re-render or a second auth event must not send it again.
    await act(async () => {
      first.platform.auth.setState({ isLoading: false });
    });
    expect(submissions(backend)).toHaveLength(1);
    expect(submittedIds(backend)).toEqual([assessment.submissionId]);
  });

  it('does not submit by itself when nobody asked to (signed in, reviewing)', async () => {
    const backend = createFakeBackend();
    storeCompleteAssessment();
    const { platform } = renderAssessment({ backend });
    await signIn(platform);
    expect(screen.getByRole('button', { name: en.submit.button })).toBeTruthy();
    expect(submissions(backend)).toHaveLength(0);
  });
});

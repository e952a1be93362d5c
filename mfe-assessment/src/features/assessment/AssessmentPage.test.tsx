import {
  CATEGORIES,
  QUESTIONS,
  answersAt,
  answersAtPositions,
  bandFor,
  describeAnswer,
  describeBand,
  describeQuestion,
  scoreAnswers,
} from '@ahc/assessment-model';
import { PATHS, reportPath } from '@ahc/platform';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STORAGE_KEY,
  REVIEW_INDEX,
  loadAssessment,
  newAssessment,
  saveAssessment,
} from '#shared/model/stored-assessment.ts';
import { getQueryClient, reportKeys } from '@ahc/platform/data';
import {
  type FakeSupabase,
  TEST_USER,
  networkError,
  postgrestError,
  signInTestUser as signIn,
} from '@ahc/platform/testing';
import {
  SUBMITTED_REPORT_ID as REPORT_ID,
  assessmentBackend as createFakeBackend,
  polyfillCssEscape,
  renderPage,
  submittedReport,
} from '#shared/testing/render-page.tsx';
import { sharedTranslations } from '#shared/i18n/shared-translations.ts';
import AssessmentPage from './AssessmentPage.tsx';
import { assessmentTranslations } from './i18n/assessment-translations.ts';

beforeAll(polyfillCssEscape);

const en = assessmentTranslations.en;
const da = assessmentTranslations.da;
const startOver = sharedTranslations.en.startOver;
/** The submissions the page sent, as the stand-in recorded them. */
const submissions = (backend: FakeSupabase) =>
  backend.calls('rpc submit_assessment').map(({ method, body }) => ({ method, body }));
const submittedIds = (backend: FakeSupabase) =>
  submissions(backend).map(({ body }) =>
    typeof body === 'object' && body !== null && 'submission_id' in body ? body.submission_id : undefined,
  );
const respond = {
  networkError,
  serverError: () => postgrestError(500, 'XX000', 'boom'),
  invalid: () => postgrestError(400, '22023', 'Unknown option for question: arch_1 = "x".'),
};
const location = () => screen.getByTestId('location').textContent;
const radio = (questionIndex: number, position: number, language: 'en' | 'da' = 'en') =>
  screen.getByRole('radio', {
    name: describeQuestion(QUESTIONS[questionIndex]!.id, language).options[position]!.text,
  }) as HTMLInputElement;
const stored = () => loadAssessment()!;
const questionHeading = (questionIndex: number, language: 'en' | 'da' = 'en') =>
  screen.getByRole('heading', {
    level: 1,
    name: describeQuestion(QUESTIONS[questionIndex]!.id, language).text,
  });

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
  ] as const)(
    'shows the first question, its four options and the progress (%s)',
    (language, texts, categoryProgress) => {
      renderAssessment({ language });
      // The question is the page's one h1; the product's name stands above it.
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
        describeQuestion('arch_1', language).text,
      ]);
      expect(screen.getByText('Architecture Health Check', { selector: 'p' })).toBeTruthy();
      expect(
        screen.getByText(texts.assessment.questionOf.replace('{{current}}', '1').replace('{{total}}', '20')),
      ).toBeTruthy();
      const question = describeQuestion('arch_1', language);
      expect(screen.getByRole('group', { name: question.text })).toBeTruthy();
      expect(screen.getAllByRole('radio').map((input) => (input as HTMLInputElement).value)).toEqual([
        'panic',
        'tricky',
        'easy',
        'efficient',
      ]);
      expect(screen.getByText(categoryProgress).closest('li')!.getAttribute('aria-current')).toBe('step');
      expect(stored()).toMatchObject({ answers: {}, currentIndex: 0 });
      // The address names the question; the first render leaves the focus where the shell put it.
      expect(location()).toBe('/assessment?q=1');
      expect(document.activeElement).toBe(document.body);
    },
  );

  it('is operable by keyboard: number keys pick, arrow keys move, Enter goes on to the next question, whose heading has the focus', async () => {
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
    expect(location()).toBe('/assessment?q=2');
    // The new question's heading has the focus (a screen reader reads the question); Tab goes to "Why we
    // ask", then into the answers.
    expect(document.activeElement).toBe(questionHeading(1));
    await user.tab();
    expect(document.activeElement!.textContent).toBe(en.assessment.whyWeAsk);
    await user.tab();
    expect(document.activeElement).toBe(radio(1, 0));
    await user.keyboard('{ArrowDown}');
    expect(radio(1, 1).checked).toBe(true);
    await user.keyboard('4');
    expect(radio(1, 3).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: en.assessment.next }));
    expect(stored()).toMatchObject({ answers: { arch_1: 'easy', arch_2: 'rarely' }, currentIndex: 2 });
    expect(document.activeElement).toBe(questionHeading(2));
  });

  it('shows the chosen answer on its whole card, on one card only', async () => {
    const { user } = renderAssessment();
    const card = (position: number) => radio(0, position).closest('label')!;
    expect(
      screen.getAllByRole('radio').map((input) => input.closest('label')!.hasAttribute('data-selected')),
    ).toEqual([false, false, false, false]);
    await user.click(screen.getByText(describeQuestion('arch_1', 'en').options[2]!.text));
    expect(radio(0, 2).checked).toBe(true);
    expect(card(2).hasAttribute('data-selected')).toBe(true);
    await user.keyboard('1');
    expect(
      screen.getAllByRole('radio').map((input) => input.closest('label')!.hasAttribute('data-selected')),
    ).toEqual([true, false, false, false]);
  });

  it.each(['en', 'da'] as const)(
    'explains why each question is asked, in a disclosure under the question (%s)',
    async (language) => {
      const { user } = renderAssessment({ language });
      const texts = assessmentTranslations[language];
      const summary = screen.getByText(texts.assessment.whyWeAsk);
      const details = summary.closest('details')!;
      expect(details.open).toBe(false);
      expect(details.textContent).toContain(describeQuestion('arch_1', language).why);
      // Under the question: after its heading, before the answers.
      expect(
        questionHeading(0, language).compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(
        details.compareDocumentPosition(radio(0, 0, language)) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await user.click(summary);
      expect(details.open).toBe(true);
      // Enter on the disclosure is the disclosure's; it does not go on to the next question.
      await user.keyboard('1');
      summary.closest('summary')!.focus();
      await user.keyboard('{Enter}');
      expect(location()).toBe('/assessment?q=1');
    },
  );

  it('asks for an answer before going on, and goes back with its answer kept', async () => {
    const { user } = renderAssessment();
    expect((screen.getByRole('button', { name: en.assessment.back }) as HTMLButtonElement).disabled).toBe(
      true,
    );
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
    await user.click(screen.getByRole('button', { name: startOver.button }));
    await user.keyboard('3'); // the number keys do not pick answers while the confirmation is open
    await user.click(screen.getByRole('button', { name: startOver.cancel }));
    expect(stored()).toEqual(before);

    await user.click(screen.getByRole('button', { name: startOver.button }));
    await user.click(screen.getByRole('button', { name: startOver.confirm }));
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
    expect(stored().answers).toEqual({});
    expect(stored().submissionId).not.toBe(before.submissionId);
  });

  it('lists all answers for review (signed in), and changes one by jumping back to it', async () => {
    const { user, platform } = renderAssessment();
    await signIn(platform);
    await answerAllByKeyboard(user, 1);
    expect(location()).toBe('/assessment?q=review');
    expect(screen.getByRole('heading', { level: 1, name: en.review.title })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: en.review.title }));
    expect(screen.queryByTestId('result-preview')).toBeNull();
    for (const question of QUESTIONS)
      expect(
        screen.getByText(`${question.number}. ${describeQuestion(question.id, 'en').text}`),
      ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Change the answer to question/ })).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Change the answer to question 12' }));
    expect(screen.getByText('Question 12 of 20')).toBeTruthy();
    expect(location()).toBe('/assessment?q=12');
    expect(document.activeElement).toBe(questionHeading(11));
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: en.assessment.backToReview }));
    expect(location()).toBe('/assessment?q=review');
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
    expect(submissions(backend)).toEqual([
      { method: 'POST', body: { answers: answersAt(2), submission_id: submissionId } },
    ]);
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

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.submit.errors.server);
    expect(stored().answers).toEqual(answersAt(1));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe(reportPath(REPORT_ID)));
    expect(submittedIds(backend)).toEqual([
      assessment.submissionId,
      assessment.submissionId,
      assessment.submissionId,
    ]);
  });

  it('says clearly when the answers are not accepted, without a retry', async () => {
    const backend = createFakeBackend();
    backend.answer('rpc submit_assessment', respond.invalid());
    storeCompleteAssessment();
    const { user, platform } = renderAssessment({ backend, language: 'da' });
    await signIn(platform);
    await user.click(screen.getByRole('button', { name: da.submit.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(da.submit.errors.invalid);
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).toBeNull();
    expect(stored().answers).toEqual(answersAt(1));
  });

  it('offers to sign in again, back to the assessment, when the session has ended meanwhile', async () => {
    const backend = createFakeBackend();
    backend.answer('rpc submit_assessment', postgrestError(401, '42501', 'You must be signed in'));
    storeCompleteAssessment();
    const { user, platform } = renderAssessment({ backend });
    await signIn(platform);
    await user.click(screen.getByRole('button', { name: en.submit.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.submit.errors.notSignedIn);
    expect(screen.getByRole('link', { name: en.submit.login }).getAttribute('href')).toBe(
      '/login?next=%2Fassessment',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    ['en', en],
    ['da', da],
  ] as const)(
    "shows a signed-out visitor the result right after the last answer, with the model's numbers (%s)",
    async (language, texts) => {
      const backend = createFakeBackend();
      const positions = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3] as const;
      const answers = answersAtPositions([...positions]);
      const { user, platform } = renderAssessment({ backend, language });
      await waitFor(() => expect(platform.auth.getState().isLoading).toBe(false));
      // The last question says where Next leads.
      for (let i = 0; i < 19; i++) await user.keyboard(`${positions[i]! + 1}{Enter}`);
      expect(screen.getByRole('button', { name: texts.assessment.toResult })).toBeTruthy();
      await user.keyboard(`${positions[19]! + 1}{Enter}`);

      const scores = scoreAnswers(answers);
      const preview = screen.getByTestId('result-preview');
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: texts.preview.title }),
      );
      expect(screen.getByTestId('preview-overall').textContent).toBe(`${scores.overall} / 100`);
      expect(screen.getByTestId('preview-band').textContent).toBe(
        describeBand(bandFor(scores.overall), language).label,
      );
      expect(preview.textContent).toContain(describeBand(bandFor(scores.overall), language).description);
      for (const category of CATEGORIES) {
        expect(screen.getByTestId(`preview-score-${category}`).textContent).toBe(
          `${scores.categories[category]} / 100`,
        );
        expect(screen.getByTestId(`preview-area-${category}`).textContent).toContain(
          describeBand(bandFor(scores.categories[category]), language).label,
        );
      }
      // Nothing is sent before an account; the full report is one step away.
      expect(submissions(backend)).toHaveLength(0);
      expect(screen.queryByRole('button', { name: texts.submit.button })).toBeNull();
      expect(screen.getByRole('link', { name: texts.preview.register }).getAttribute('href')).toBe(
        '/register?next=%2Fassessment',
      );
      expect(screen.getByRole('link', { name: texts.preview.login }).getAttribute('href')).toBe(
        '/login?next=%2Fassessment',
      );
      // The review of the answers follows the preview, and a changed answer changes the numbers.
      expect(screen.getByRole('heading', { level: 2, name: texts.review.title })).toBeTruthy();
      await user.click(
        screen.getByRole('button', { name: texts.review.changeLabel.replace('{{number}}', '1') }),
      );
      await user.keyboard('4');
      await user.click(screen.getByRole('button', { name: texts.assessment.backToReview }));
      expect(screen.getByTestId('preview-score-architecture').textContent).toBe(
        `${scoreAnswers({ ...answers, arch_1: 'efficient' }).categories.architecture} / 100`,
      );
    },
  );

  it('asks a signed-out visitor to register or sign in from the preview, then submits once by itself after signing in', async () => {
    const backend = createFakeBackend();
    const assessment = storeCompleteAssessment();
    const { user, platform } = renderAssessment({ backend });
    await waitFor(() => expect(platform.auth.getState().isLoading).toBe(false));
    expect(screen.getByTestId('result-preview')).toBeTruthy();
    expect(stored().pendingSubmit).toBeUndefined();

    await user.click(screen.getByRole('link', { name: en.preview.register }));
    expect(location()).toBe('/register?next=%2Fassessment');
    expect(submissions(backend)).toHaveLength(0);
    expect(stored()).toEqual({ ...assessment, pendingSubmit: true });
  });

  it('submits the pending assessment once the visitor who asked for the full report is signed in, and opens the report', async () => {
    const backend = createFakeBackend();
    const assessment = storeCompleteAssessment();
    const { user, platform } = renderAssessment({ backend });
    await waitFor(() => expect(platform.auth.getState().isLoading).toBe(false));
    // Signing in while the page stays open (another tab, say): the preview's link marked it pending.
    const login = screen.getByRole('link', { name: en.preview.login });
    login.addEventListener('click', (event) => event.preventDefault());
    await user.click(login);
    expect(stored().pendingSubmit).toBe(true);
    await signIn(platform);
    await waitFor(() => expect(location()).toBe(reportPath(REPORT_ID)));
    expect(submissions(backend)).toEqual([
      { method: 'POST', body: { answers: answersAt(1), submission_id: assessment.submissionId } },
    ]);
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

  it('does not submit by itself when nobody asked to (signed in, reviewing), and shows no preview', async () => {
    const backend = createFakeBackend();
    storeCompleteAssessment();
    const { platform } = renderAssessment({ backend });
    await signIn(platform);
    expect(screen.getByRole('button', { name: en.submit.button })).toBeTruthy();
    expect(screen.queryByTestId('result-preview')).toBeNull();
    expect(submissions(backend)).toHaveLength(0);
  });
});

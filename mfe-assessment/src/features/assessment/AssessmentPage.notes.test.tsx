import { answersAt } from '@ahc/assessment-model';
import { PATHS, reportPath } from '@ahc/platform';
import { answerNoteTranslations } from '@ahc/platform/ui/form';
import { type FakeSupabase, signInTestUser as signIn } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_INDEX,
  loadAssessment,
  newAssessment,
  saveAssessment,
} from '#shared/model/stored-assessment.ts';
import {
  SUBMITTED_REPORT_ID as REPORT_ID,
  assessmentBackend,
  polyfillCssEscape,
  renderPage,
} from '#shared/testing/render-page.tsx';
import AssessmentPage from './AssessmentPage.tsx';
import { AUTO_ADVANCE_DELAY_MS, saveAutoAdvance } from './model/auto-advance.ts';
import { assessmentTranslations } from './i18n/assessment-translations.ts';

beforeAll(polyfillCssEscape);

const en = assessmentTranslations.en;
const note = answerNoteTranslations.en;
const stored = () => loadAssessment()!;
const location = () => screen.getByTestId('location').textContent;
const submissions = (backend: FakeSupabase) => backend.calls('rpc submit_assessment').map(({ body }) => body);

function renderAssessment(options: { language?: 'en' | 'da'; backend?: FakeSupabase } = {}) {
  const view = renderPage(AssessmentPage, { path: PATHS.assessment, ...options });
  return { ...view, user: userEvent.setup() };
}

const disclosure = () => screen.getByTestId('answer-note') as HTMLDetailsElement;

// The tests type whole notes into the page, which takes longer than a unit's default on a busy machine.
describe('AssessmentPage: a note on an answer', { timeout: 15_000 }, () => {
  it('is a closed "Add a note" under the question, whose fields keep the draft as it is typed', async () => {
    const { user } = renderAssessment();
    expect(disclosure().open).toBe(false);
    const summary = within(disclosure()).getByText(note.addNote);
    await user.click(summary);
    expect(disclosure().open).toBe(true);

    await user.type(
      screen.getByLabelText(note.noteLabel),
      'We split it in 2024; 3 teams own parts.{Enter}See ADR.',
    );
    await user.type(
      screen.getByLabelText(note.linksLabel),
      'https://adr.example/12{Enter}https://grafana.example',
    );
    // Saved with the answers while typing, before any answer is chosen; the keys typed picked no answer and
    // Enter in the fields did not go on.
    expect(stored().notes).toEqual({
      arch_1: {
        note: 'We split it in 2024; 3 teams own parts.\nSee ADR.',
        links: 'https://adr.example/12\nhttps://grafana.example',
        shareWithTeam: false,
      },
    });
    expect(stored().answers).toEqual({});
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
    expect(within(disclosure()).getByText(note.yourNote)).toBeTruthy();
    // No "share with the team" for a personal assessment.
    expect(screen.queryByLabelText(en.note.share)).toBeNull();
  });

  it('comes back open with what was written after a reload, and names a wrong link', async () => {
    saveAssessment({
      ...newAssessment(),
      notes: {
        arch_1: { note: 'Half done', links: 'https://ok.example\nwiki/runbook', shareWithTeam: false },
      },
    });
    renderAssessment();
    expect(disclosure().open).toBe(true);
    expect((screen.getByLabelText(note.noteLabel) as HTMLTextAreaElement).value).toBe('Half done');
    expect(screen.getByRole('alert').textContent).toBe(
      '“wiki/runbook” is not a web address. Start it with http:// or https://.',
    );
  });

  it('stops a pending move to the next question when the person turns to the note', async () => {
    saveAutoAdvance(true);
    const { user } = renderAssessment();
    await user.click(screen.getAllByRole('radio')[2]!.closest('label')!);
    await user.click(within(disclosure()).getByText(note.addNote));
    await new Promise((resolve) => setTimeout(resolve, AUTO_ADVANCE_DELAY_MS + 200));
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
    expect(stored().answers).toEqual({ arch_1: 'easy' });
  });

  it('shows each note in the review, and submits them with the answers', async () => {
    saveAssessment({
      ...newAssessment(),
      answers: answersAt(1),
      currentIndex: REVIEW_INDEX,
      notes: {
        arch_1: { note: '  Modules by team. ', links: 'https://adr.example/12\n\n', shareWithTeam: true },
        sec_2: { note: '', links: 'https://vault.example/policy', shareWithTeam: false },
        scal_1: { note: ' ', links: '', shareWithTeam: true },
      },
    });
    const backend = assessmentBackend();
    const { user, platform } = renderAssessment({ backend });
    await signIn(platform);
    const reviewed = screen.getAllByTestId('review-note');
    expect(reviewed).toHaveLength(2);
    expect(reviewed[0]!.textContent).toContain('Modules by team.');
    // Nothing is shared from a personal assessment, so the review does not say so.
    expect(reviewed[0]!.textContent).not.toContain(en.review.noteShared);
    expect(within(reviewed[1]!).getByRole('link').getAttribute('href')).toBe('https://vault.example/policy');

    await user.click(screen.getByRole('button', { name: en.submit.button }));
    await waitFor(() => expect(location()).toBe(reportPath(REPORT_ID)));
    expect(submissions(backend)).toEqual([
      {
        answers: answersAt(1),
        submission_id: expect.any(String),
        notes: {
          arch_1: { note: 'Modules by team.', links: ['https://adr.example/12'], share_with_team: false },
          sec_2: { note: '', links: ['https://vault.example/policy'], share_with_team: false },
        },
      },
    ]);
  });

  it('names the questions whose notes need a fix, and submits nothing until they are fixed', async () => {
    saveAssessment({
      ...newAssessment(),
      answers: answersAt(2),
      currentIndex: REVIEW_INDEX,
      notes: {
        arch_2: { note: 'x'.repeat(1001), links: '', shareWithTeam: false },
        sec_1: { note: 'ok', links: 'vault', shareWithTeam: false },
      },
    });
    const backend = assessmentBackend();
    const { user, platform } = renderAssessment({ backend });
    await signIn(platform);
    expect(screen.getByTestId('notes-to-fix').textContent).toBe(
      'The notes on questions 2, 11 need a fix before you can submit.',
    );
    expect(screen.getAllByText(en.review.noteProblem)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: en.submit.button })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change the answer to question 11' }));
    const links = screen.getByLabelText(note.linksLabel);
    await user.clear(links);
    await user.type(links, 'https://vault.example');
    await user.click(screen.getByRole('button', { name: en.assessment.backToReview }));
    expect(screen.getByTestId('notes-to-fix').textContent).toBe(
      'The note on question 2 needs a fix before you can submit.',
    );
    await user.click(screen.getByRole('button', { name: 'Change the answer to question 2' }));
    const text = screen.getByLabelText(note.noteLabel);
    await user.clear(text);
    await user.type(text, 'Shorter.');
    await user.click(screen.getByRole('button', { name: en.assessment.backToReview }));
    await user.click(screen.getByRole('button', { name: en.submit.button }));
    await waitFor(() => expect(location()).toBe(reportPath(REPORT_ID)));
    expect(submissions(backend)[0]).toMatchObject({
      notes: {
        arch_2: { note: 'Shorter.', links: [], share_with_team: false },
        sec_1: { note: 'ok', links: ['https://vault.example'], share_with_team: false },
      },
    });
  });
});

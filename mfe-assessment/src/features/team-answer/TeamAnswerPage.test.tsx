import { answersAt } from '@ahc/assessment-model';
import { type CompositeType, PATHS, teamAnswerPath, teamAssessmentPath } from '@ahc/platform';
import { getQueryClient, teamKeys } from '@ahc/platform/data';
import {
  type FakeSupabase,
  TEST_USER,
  createTestPlatform,
  postgrestError,
  renderRoutedPage,
  signInTestUser,
} from '@ahc/platform/testing';
import { answerNoteTranslations } from '@ahc/platform/ui/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STORAGE_KEY,
  REVIEW_INDEX,
  newAssessment,
  saveAssessment,
  teamAssessmentStorageKey,
} from '#shared/model/stored-assessment.ts';
import { assessmentTranslations } from '../assessment/index.ts';
import {
  SUBMITTED_REPORT_ID,
  assessmentBackend,
  polyfillCssEscape,
  submittedReport,
} from '#shared/testing/render-page.tsx';
import TeamAnswerPage from './TeamAnswerPage.tsx';
import { teamAnswerTranslations } from './i18n/team-answer-translations.ts';

beforeAll(polyfillCssEscape);
beforeEach(() => window.localStorage.clear());

const en = assessmentTranslations.en;
const texts = { en: teamAnswerTranslations.en, da: teamAnswerTranslations.da };
const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';

type Round = { number: number; status: 'open' | 'closed'; i_answered: boolean } | null;

/** get_team's answer as PostgREST sends it to a member: every field, invitations null. */
function teamAnswer(round: Round): CompositeType<'team_detail'> {
  return {
    status: 'ok',
    team: {
      id: TEAM_ID,
      name: 'Payments platform',
      created_at: '2026-11-20T10:00:00Z',
      role: 'member',
      member_count: 3,
      min_answers: 3,
      current_round: round && {
        id: 'r',
        opened_at: '2026-11-20T10:00:00Z',
        closed_at: round.status === 'closed' ? '2026-11-21T10:00:00Z' : null,
        answers: 1,
        released: false,
        ...round,
      },
    },
    members: [],
    invitations: null,
  };
}

function backendWith(round: Round | 'not-found'): FakeSupabase {
  const backend = assessmentBackend();
  backend.rpc('get_team', () =>
    round === 'not-found'
      ? { status: 'not_found', team: null, members: null, invitations: null }
      : teamAnswer(round),
  );
  backend.rpc('submit_team_assessment', (args) =>
    submittedReport(SUBMITTED_REPORT_ID, { answers: args.answers, submission_id: args.submission_id }),
  );
  return backend;
}

async function renderAnswer(backend: FakeSupabase, language: 'en' | 'da' = 'en') {
  const platform = createTestPlatform({ supabase: backend, language });
  const view = renderRoutedPage(<TeamAnswerPage />, {
    platform,
    path: teamAnswerPath(TEAM_ID),
    route: PATHS.teamAnswer,
  });
  await signInTestUser(platform);
  return { ...view, platform, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

describe('TeamAnswerPage', () => {
  it.each(['en', 'da'] as const)(
    'shows the assessment flow for the open round, titled with the system (%s)',
    async (language) => {
      await renderAnswer(backendWith({ number: 2, status: 'open', i_answered: false }), language);
      expect(
        await screen.findByText(texts[language].title.replace('{{name}}', 'Payments platform'), {
          selector: 'p',
        }),
      ).toBeTruthy();
      expect(screen.getByTestId('team-answer').dataset.round).toBe('2');
      expect(screen.getAllByRole('radio')).toHaveLength(4);
    },
  );

  it('submits into the round with submit_team_assessment, keeps the personal assessment apart, refreshes the teams and opens the team page', async () => {
    const personal = { ...newAssessment(), answers: answersAt(0) };
    saveAssessment(personal);
    const team = { ...newAssessment(), answers: answersAt(3), currentIndex: REVIEW_INDEX };
    saveAssessment(team, undefined, teamAssessmentStorageKey(TEAM_ID, 2));
    const backend = backendWith({ number: 2, status: 'open', i_answered: false });
    const { user, platform } = await renderAnswer(backend);
    getQueryClient(platform).setQueryData(teamKeys.list(TEST_USER.id), []);

    await user.click(await screen.findByRole('button', { name: en.submit.teamButton }));
    await waitFor(() => expect(location()).toBe(teamAssessmentPath(TEAM_ID)));
    expect(backend.calls('rpc submit_team_assessment').map(({ body }) => body)).toEqual([
      { team_id: TEAM_ID, answers: answersAt(3), submission_id: team.submissionId, round_number: 2 },
    ]);
    expect(backend.calls('rpc submit_assessment')).toHaveLength(0);
    expect(window.localStorage.getItem(teamAssessmentStorageKey(TEAM_ID, 2))).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(ASSESSMENT_STORAGE_KEY)!).submissionId).toBe(
      personal.submissionId,
    );
    expect(getQueryClient(platform).getQueryState(teamKeys.list(TEST_USER.id))?.isInvalidated).toBe(true);
  });

  it('offers to share a note with the team, and sends each note with its choice into the round', async () => {
    const backend = backendWith({ number: 2, status: 'open', i_answered: false });
    saveAssessment(
      { ...newAssessment(), answers: answersAt(2), currentIndex: REVIEW_INDEX - 1 },
      undefined,
      teamAssessmentStorageKey(TEAM_ID, 2),
    );
    const { user } = await renderAnswer(backend);
    await user.click(await screen.findByText(answerNoteTranslations.en.addNote));
    await user.type(screen.getByLabelText(answerNoteTranslations.en.noteLabel), 'Autoscaling is manual.');
    const share = screen.getByRole('checkbox', { name: en.note.share });
    expect(share.getAttribute('aria-describedby')).toBe(
      screen.getByText(en.note.shareHint).getAttribute('id'),
    );
    await user.click(share);
    const stored = JSON.parse(window.localStorage.getItem(teamAssessmentStorageKey(TEAM_ID, 2))!);
    expect(stored.notes).toEqual({
      scal_5: { note: 'Autoscaling is manual.', links: '', shareWithTeam: true },
    });
    // The personal assessment keeps no note of the team's.
    expect(window.localStorage.getItem(ASSESSMENT_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: en.assessment.toReview }));
    expect(screen.getByTestId('review-note').textContent).toContain(en.review.noteShared);
    await user.click(screen.getByRole('button', { name: en.submit.teamButton }));
    await waitFor(() => expect(location()).toBe(teamAssessmentPath(TEAM_ID)));
    expect(backend.calls('rpc submit_team_assessment').map(({ body }) => body)).toEqual([
      {
        team_id: TEAM_ID,
        answers: answersAt(2),
        submission_id: expect.any(String),
        round_number: 2,
        notes: { scal_5: { note: 'Autoscaling is manual.', links: [], share_with_team: true } },
      },
    ]);
  });

  it.each([
    ['PT410', en.submit.errors.roundClosed],
    ['PT409', en.submit.errors.alreadyAnswered],
    ['PT404', en.submit.errors.notMember],
  ])(
    'says why a refused answer (%s) was not added, and offers the way back to the team',
    async (code, message) => {
      saveAssessment(
        { ...newAssessment(), answers: answersAt(1), currentIndex: REVIEW_INDEX },
        undefined,
        teamAssessmentStorageKey(TEAM_ID, 1),
      );
      const backend = backendWith({ number: 1, status: 'open', i_answered: false });
      backend.answer(
        'rpc submit_team_assessment',
        postgrestError(code === 'PT404' ? 404 : code === 'PT409' ? 409 : 410, code, 'refused'),
      );
      const { user } = await renderAnswer(backend);
      await user.click(await screen.findByRole('button', { name: en.submit.teamButton }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      // The page's own link at the top, and the one beside the message.
      const back = screen.getAllByRole('link', { name: en.submit.backToTeam });
      expect(back).toHaveLength(2);
      expect(back.map((link) => link.getAttribute('href'))).toEqual([
        teamAssessmentPath(TEAM_ID),
        teamAssessmentPath(TEAM_ID),
      ]);
    },
  );

  it.each([
    ['closed', { number: 3, status: 'closed', i_answered: false } as Round, texts.en.states.closed.title],
    ['answered', { number: 3, status: 'open', i_answered: true } as Round, texts.en.states.answered.title],
    ['no-round', null, texts.en.states.noRound.title],
    // The platform's words for a team that cannot be shown (common 'team.accessDenied').
    ['access-denied', 'not-found' as const, 'No access to this team assessment'],
  ])('has its own state when there is nothing to answer: %s', async (kind, round, title) => {
    await renderAnswer(backendWith(round));
    expect(await screen.findByTestId(`team-answer-${kind}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

// The card both lists of team assessments show: the round's answered state as a badge, or in its place
// the action the list offers for a round still to answer.
import { teamAssessmentPath } from '@ahc/platform';
import type { TeamSummary } from '@ahc/platform/data';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '#shared/testing/render-page.tsx';
import { TeamCard } from './TeamCard.tsx';

const TEAM_ID = '7d0f3a52-1c4b-4e0e-9a55-3c2b1a0f9e11';
const team = (round: { status: 'open' | 'closed'; i_answered: boolean }): TeamSummary => ({
  id: TEAM_ID,
  name: 'Billing',
  created_at: '2026-11-20T10:00:00Z',
  role: 'owner',
  member_count: 3,
  min_answers: 3,
  current_round: {
    id: 'r-1',
    number: 2,
    opened_at: '2026-11-20T10:00:00Z',
    closed_at: null,
    answers: 1,
    released: false,
    ...round,
  },
});

describe('<TeamCard>', () => {
  it('links the team, and says whether the person has answered its open round', () => {
    const { unmount } = renderPage(<TeamCard team={team({ status: 'open', i_answered: false })} />);
    expect(screen.getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe(
      teamAssessmentPath(TEAM_ID),
    );
    expect(screen.getByText('You have not answered yet')).toBeTruthy();
    unmount();
    renderPage(<TeamCard team={team({ status: 'open', i_answered: true })} />);
    expect(screen.getByText('You have answered')).toBeTruthy();
    expect(screen.queryByText('You have not answered yet')).toBeNull();
  });

  it('offers the action in place of the badge while the round is open and unanswered, and only then', () => {
    const action = <button type="button">Answer now</button>;
    const { unmount } = renderPage(
      <TeamCard team={team({ status: 'open', i_answered: false })} answerAction={action} />,
    );
    expect(screen.getByRole('button', { name: 'Answer now' })).toBeTruthy();
    expect(screen.queryByText('You have not answered yet')).toBeNull();
    unmount();
    renderPage(<TeamCard team={team({ status: 'closed', i_answered: false })} answerAction={action} />);
    expect(screen.queryByRole('button', { name: 'Answer now' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../data/app-error.ts';
import type { CompositeType } from '../supabase/client.ts';
import { narrowGetTeam, narrowTeamHistory, narrowTeamReport } from './team-answers.ts';

// Answers as PostgREST sends them: every field of every composite, null where there is nothing.
const openRound: CompositeType<'team_round'> = {
  id: 'r1',
  number: 2,
  status: 'open',
  opened_at: '2026-11-20T10:00:00Z',
  closed_at: null,
  answers: 1,
  released: false,
  i_answered: true,
};
const team: CompositeType<'team_summary'> = {
  id: 't1',
  name: 'Payments platform',
  created_at: '2026-11-01T10:00:00Z',
  role: 'member',
  member_count: 3,
  min_answers: 3,
  current_round: openRound,
};
const member: CompositeType<'team_member'> = {
  member_id: 'm1',
  display_name: null,
  role: 'member',
  joined_at: '2026-11-02T10:00:00Z',
  is_me: true,
  answered_current_round: null,
};
const nothing = { team: null, members: null, invitations: null };
const noFigures = { overall: null, categories: null, questions: null, talk_first: null };

const refusal = (narrow: () => unknown): AppError => {
  try {
    narrow();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the answer was taken');
};

afterEach(() => vi.restoreAllMocks());

describe('get_team, as the remotes read it', () => {
  it('is the team, its members and no invitations for a member', () => {
    expect(narrowGetTeam({ status: 'ok', team, members: [member], invitations: null })).toEqual({
      status: 'ok',
      team,
      members: [member],
      invitations: null,
    });
  });

  it('is not_found, and nothing else, for a team the reader cannot see', () => {
    expect(narrowGetTeam({ status: 'not_found', ...nothing })).toEqual({ status: 'not_found' });
  });

  it('is an AppError naming the field when a field the database promises is null', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withoutName = refusal(() =>
      narrowGetTeam({ status: 'ok', team: { ...team, name: null }, members: [member], invitations: null }),
    );
    expect(withoutName).toBeInstanceOf(AppError);
    expect((withoutName.cause as Error).message).toBe('get_team answered without name');
    const roundWithoutNumber = refusal(() =>
      narrowGetTeam({
        status: 'ok',
        team: { ...team, current_round: { ...openRound, number: null } },
        members: [],
        invitations: null,
      }),
    );
    expect((roundWithoutNumber.cause as Error).message).toBe('get_team answered without number');
    expect(() => narrowGetTeam({ status: 'ok', ...nothing })).toThrow(AppError);
    expect(() => narrowGetTeam({ status: null, ...nothing })).toThrow(AppError);
  });
});

describe('get_team_report, as the reports remote reads it', () => {
  const closedRound = { ...openRound, status: 'closed' as const, closed_at: '2026-11-21T10:00:00Z' };
  const figures = { mean: 66.3, spread: 0.9, consensus: 0.936 };
  const question: CompositeType<'team_question'> = {
    question_id: 'arch_1',
    category: 'architecture',
    options: [
      { key: 'panic', count: 1 },
      { key: 'tricky', count: 2 },
    ],
    consensus: 0.309,
    weakest: 'panic',
    my_pick: null,
  };

  it('is the figures of a released round', () => {
    const categories = {
      architecture: figures,
      deployment: figures,
      security: figures,
      scalability: figures,
    };
    expect(
      narrowTeamReport({
        status: 'ok',
        round: closedRound,
        answers: 3,
        min_answers: 3,
        overall: figures,
        categories,
        questions: [question],
        talk_first: [question],
      }),
    ).toEqual({
      status: 'ok',
      round: closedRound,
      answers: 3,
      min_answers: 3,
      overall: figures,
      categories,
      questions: [question],
      talk_first: [question],
    });
  });

  it('is the round and its count, without figures, while open or below the minimum', () => {
    for (const status of ['round_open', 'not_enough_answers'] as const)
      expect(
        narrowTeamReport({ status, round: openRound, answers: 1, min_answers: 3, ...noFigures }),
      ).toEqual({
        status,
        round: openRound,
        answers: 1,
        min_answers: 3,
      });
  });

  it('is not_found alone, and an AppError when a released round lacks a figure it promises', () => {
    expect(
      narrowTeamReport({ status: 'not_found', round: null, answers: null, min_answers: null, ...noFigures }),
    ).toEqual({ status: 'not_found' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      narrowTeamReport({ status: 'ok', round: closedRound, answers: 3, min_answers: 3, ...noFigures }),
    ).toThrow(AppError);
    expect(() =>
      narrowTeamReport({
        status: 'ok',
        round: closedRound,
        answers: 3,
        min_answers: 3,
        overall: figures,
        categories: { architecture: figures, deployment: null, security: figures, scalability: figures },
        questions: [{ ...question, options: [{ key: 'panic', count: null }] }],
        talk_first: [],
      }),
    ).toThrow(AppError);
  });
});

describe('get_team_history, as the reports remote reads it', () => {
  it('is every round, with figures only where released', () => {
    const round: CompositeType<'team_history_round'> = {
      number: 1,
      status: 'open',
      opened_at: '2026-11-20T10:00:00Z',
      closed_at: null,
      answers: 0,
      released: false,
      overall_mean: null,
      consensus: null,
    };
    expect(narrowTeamHistory({ status: 'ok', min_answers: 3, rounds: [round] })).toEqual({
      status: 'ok',
      min_answers: 3,
      rounds: [round],
    });
    expect(narrowTeamHistory({ status: 'not_found', min_answers: null, rounds: null })).toEqual({
      status: 'not_found',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      narrowTeamHistory({ status: 'ok', min_answers: 3, rounds: [{ ...round, answers: null }] }),
    ).toThrow(AppError);
  });
});

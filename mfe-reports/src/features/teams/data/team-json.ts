// The team functions' JSON answers (supabase/migrations/20261124000003_team_functions.sql, as changed by
// 20261125000003_team_aggregates.sql), checked
// once as they arrive, so a page never renders half a team. The generated types say only `Json` for
// these functions; the shapes below are their documented contracts. An answer that does not fit is an
// AppError (the platform's one error path), never a crash in a page.
import {
  CATEGORIES,
  type CategoryId,
  type OptionKey,
  type QuestionId,
  type TeamFigures,
  isOptionOf,
  isQuestionId,
} from '@ahc/assessment-model';
import type { Json } from '@ahc/platform';
import { toAppError } from '@ahc/platform/data';
import * as z from 'zod/mini';

const date = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'));
const count = z.int().check(z.gte(0));

const roundSchema = z.object({
  id: z.string(),
  number: z.int().check(z.gte(1)),
  status: z.enum(['open', 'closed']),
  opened_at: date,
  closed_at: z.nullable(date),
  /** While open: how many have answered so far; once closed: how many the round took. */
  answers: count,
  /** Closed with at least the minimum then in force, so its figures are shown. */
  released: z.boolean(),
  i_answered: z.boolean(),
});

const summarySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: date,
  /** Whether the reader owns the team: the one thing the apps know of ownership (never a user id). */
  role: z.enum(['owner', 'member']),
  member_count: count,
  /** How many answers a round needs, when it closes, for its figures to be released. */
  min_answers: count,
  current_round: z.nullable(roundSchema),
});

const memberSchema = z.object({
  member_id: z.string(),
  display_name: z.nullable(z.string()),
  role: z.enum(['owner', 'member']),
  joined_at: date,
  is_me: z.boolean(),
  /** Sent to the owner only: a member learns how many answered, not who. */
  answered_current_round: z.optional(z.boolean()),
});

const invitationSchema = z.object({
  id: z.string(),
  team_id: z.string(),
  label: z.nullable(z.string()),
  created_at: date,
  expires_at: date,
  revoked_at: z.nullable(date),
  last_used_at: z.nullable(date),
  use_count: count,
  status: z.enum(['active', 'revoked', 'expired']),
});

export type TeamRound = z.output<typeof roundSchema>;
export type TeamSummary = z.output<typeof summarySchema>;
export type TeamMember = z.output<typeof memberSchema>;
export type TeamInvitation = z.output<typeof invitationSchema>;

const getTeamSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    team: summarySchema,
    members: z.array(memberSchema),
    invitations: z.optional(z.array(invitationSchema)),
  }),
  z.object({ status: z.literal('not_found') }),
]);

export type TeamDetail = { team: TeamSummary; members: TeamMember[]; invitations: TeamInvitation[] | null };
export type GetTeamAnswer = ({ status: 'ok' } & TeamDetail) | { status: 'not-found' };

const figuresSchema = z.object({
  mean: z.nullable(z.number()),
  spread: z.nullable(z.number()),
  consensus: z.nullable(z.number()),
});

const questionIdSchema = z.string().check(z.refine(isQuestionId, 'not a question'));

const questionSchema = z
  .object({
    question_id: questionIdSchema,
    category: z.enum(CATEGORIES),
    options: z.array(z.object({ key: z.string(), count })),
    consensus: z.nullable(z.number()),
    weakest: z.nullable(z.string()),
    my_pick: z.optional(z.nullable(z.string())),
  })
  .check(
    z.refine(
      (q) =>
        q.options.every((option) => isOptionOf(q.question_id as QuestionId, option.key)) &&
        [q.weakest, q.my_pick].every(
          (key) => key === null || key === undefined || isOptionOf(q.question_id as QuestionId, key),
        ),
      'an option the question does not have',
    ),
  );

/** One question of a round: how many picked each option (weakest first), consensus, the weakest answer, and the reader's own. */
export type TeamQuestion = {
  questionId: QuestionId;
  category: CategoryId;
  options: { key: OptionKey; count: number }[];
  consensus: number | null;
  weakest: OptionKey | null;
  myPick: OptionKey | null;
};

export type TeamReport = {
  round: TeamRound;
  minAnswers: number;
  answers: number;
  overall: TeamFigures;
  categories: Record<CategoryId, TeamFigures>;
  questions: TeamQuestion[];
  talkFirst: TeamQuestion[];
};

/** No figures: the round is still open, or it closed with fewer answers than its minimum. */
export type TeamRoundWithoutFigures = {
  status: 'round-open' | 'not-enough-answers';
  round: TeamRound;
  answers: number;
  minAnswers: number;
};

export type GetTeamReportAnswer =
  { status: 'ok'; report: TeamReport } | TeamRoundWithoutFigures | { status: 'not-found' };

const getTeamReportSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    round: roundSchema,
    min_answers: count,
    answers: count,
    overall: figuresSchema,
    categories: z.record(z.enum(CATEGORIES), figuresSchema),
    questions: z.array(questionSchema),
    talk_first: z.array(questionSchema),
  }),
  z.object({ status: z.literal('round_open'), round: roundSchema, answers: count, min_answers: count }),
  z.object({
    status: z.literal('not_enough_answers'),
    round: roundSchema,
    answers: count,
    min_answers: count,
  }),
  z.object({ status: z.literal('not_found') }),
]);

const historySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    min_answers: count,
    rounds: z.array(
      z.object({
        number: z.int().check(z.gte(1)),
        status: z.enum(['open', 'closed']),
        opened_at: date,
        closed_at: z.nullable(date),
        answers: count,
        released: z.boolean(),
        overall_mean: z.nullable(z.number()),
        consensus: z.nullable(z.number()),
      }),
    ),
  }),
  z.object({ status: z.literal('not_found') }),
]);

export type TeamHistoryRound = {
  number: number;
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
  answers: number;
  released: boolean;
  overallMean: number | null;
  consensus: number | null;
};
export type GetTeamHistoryAnswer =
  { status: 'ok'; minAnswers: number; rounds: TeamHistoryRound[] } | { status: 'not-found' };

const createdInvitationSchema = z.object({
  invitation: invitationSchema,
  token: z.string().check(z.minLength(1)),
});
export type CreatedInvitation = z.output<typeof createdInvitationSchema>;

/** The send-team-invitation function's answer: the new invitation (never its token) and to whom it went. */
const sentInvitationSchema = z.object({ invitation: invitationSchema, sent_to: z.string() });
export type SentInvitation = z.output<typeof sentInvitationSchema>;

/**
 * What an invitation link is, asked before anyone signs up or joins (preview_team_invitation,
 * 20261126000002_invitation_preview.sql): a link that works names the system and who invites (their
 * profile name, or null); one that does not says only how.
 */
export type InvitationPreview =
  | { status: 'ok'; systemName: string; inviterName: string | null }
  | { status: 'not-found' | 'revoked' | 'expired' | 'full' };

export type DeadInvitationStatus = Exclude<InvitationPreview['status'], 'ok'>;

const previewSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    system_name: z.string().check(z.minLength(1)),
    inviter_name: z.nullable(z.string()),
  }),
  z.object({ status: z.literal('not_found') }),
  z.object({ status: z.literal('revoked') }),
  z.object({ status: z.literal('expired') }),
  z.object({ status: z.literal('full') }),
]);

const acceptedSchema = z.object({ team: summarySchema, joined: z.boolean() });
export type AcceptedInvitation = z.output<typeof acceptedSchema>;

/** The checked answer, or an AppError naming the function whose answer did not fit. */
function parse<T>(schema: z.ZodMiniType<T>, answer: Json, during: string): T {
  const checked = schema.safeParse(answer);
  if (!checked.success)
    throw toAppError(new Error(`${during} answered something that cannot be shown`), { during });
  return checked.data;
}

const question = (q: z.output<typeof questionSchema>): TeamQuestion => ({
  questionId: q.question_id as QuestionId,
  category: q.category,
  options: q.options.map((option) => ({ key: option.key as OptionKey, count: option.count })),
  consensus: q.consensus,
  weakest: q.weakest as OptionKey | null,
  myPick: (q.my_pick ?? null) as OptionKey | null,
});

export function parseTeamList(answer: Json): TeamSummary[] {
  return parse(z.array(summarySchema), answer, 'list_my_teams');
}

export function parseTeamSummary(answer: Json, during: string): TeamSummary {
  return parse(summarySchema, answer, during);
}

export function parseRound(answer: Json, during: string): TeamRound {
  return parse(roundSchema, answer, during);
}

export function parseGetTeam(answer: Json): GetTeamAnswer {
  const checked = parse(getTeamSchema, answer, 'get_team');
  if (checked.status === 'not_found') return { status: 'not-found' };
  return {
    status: 'ok',
    team: checked.team,
    members: checked.members,
    invitations: checked.invitations ?? null,
  };
}

export function parseGetTeamReport(answer: Json): GetTeamReportAnswer {
  const checked = parse(getTeamReportSchema, answer, 'get_team_report');
  if (checked.status === 'not_found') return { status: 'not-found' };
  if (checked.status === 'round_open' || checked.status === 'not_enough_answers') {
    const status = checked.status === 'round_open' ? 'round-open' : 'not-enough-answers';
    return { status, round: checked.round, answers: checked.answers, minAnswers: checked.min_answers };
  }
  return {
    status: 'ok',
    report: {
      round: checked.round,
      minAnswers: checked.min_answers,
      answers: checked.answers,
      overall: checked.overall,
      categories: checked.categories,
      questions: checked.questions.map(question),
      talkFirst: checked.talk_first.map(question),
    },
  };
}

export function parseGetTeamHistory(answer: Json): GetTeamHistoryAnswer {
  const checked = parse(historySchema, answer, 'get_team_history');
  if (checked.status === 'not_found') return { status: 'not-found' };
  return {
    status: 'ok',
    minAnswers: checked.min_answers,
    rounds: checked.rounds.map((round) => ({
      number: round.number,
      status: round.status,
      openedAt: round.opened_at,
      closedAt: round.closed_at,
      answers: round.answers,
      released: round.released,
      overallMean: round.overall_mean,
      consensus: round.consensus,
    })),
  };
}

export function parseCreatedInvitation(answer: Json): CreatedInvitation {
  return parse(createdInvitationSchema, answer, 'create_team_invitation');
}

export function parseSentInvitation(answer: Json): SentInvitation {
  return parse(sentInvitationSchema, answer, 'send-team-invitation');
}

export function parseInvitation(answer: Json): TeamInvitation {
  return parse(invitationSchema, answer, 'revoke_team_invitation');
}

export function parseInvitationPreview(answer: Json): InvitationPreview {
  const checked = parse(previewSchema, answer, 'preview_team_invitation');
  if (checked.status === 'ok')
    return { status: 'ok', systemName: checked.system_name, inviterName: checked.inviter_name };
  return { status: checked.status === 'not_found' ? 'not-found' : checked.status };
}

export function parseAccepted(answer: Json): AcceptedInvitation {
  return parse(acceptedSchema, answer, 'accept_team_invitation');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A team id as the database makes them; anything else is no team (and is not sent). */
export const isTeamId = (value: string): boolean => UUID.test(value);

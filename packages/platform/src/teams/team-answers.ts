// The team assessment's answers as every remote reads them. The team functions declare their results as
// composite types (supabase/schemas/teams.sql and team_reports.sql), so each shape here is the
// generated one; what the generator cannot say is which fields are never null, and that is written here
// once per shape: the fields each one may leave null (supabase/tests/065_team_answer_shapes.sql holds
// the database to it), checked as the answer arrives by filled(), so no page handles a null that cannot
// come and an answer that breaks the promise is an AppError.
import { filled } from '../data/filled.ts';
import type { CompositeType, Database, Filled } from '../supabase/client.ts';

type TeamEnum<Name extends keyof Database['public']['Enums']> = Database['public']['Enums'][Name];

/** T with the fields named in R of R's types: a nested composite or list as narrowed in its turn. */
type Replace<T, R extends { [K in keyof T]?: unknown }> = Omit<T, keyof R> & R;

// The fields of each shape that may be null; the database fills every other one.
/** A round's closing time, while it is open. */
const ROUND_NULLABLE = ['closed_at'] as const;
/** A member's name, when they have none; whether they answered, to any reader but the owner. */
const MEMBER_NULLABLE = ['display_name', 'answered_current_round'] as const;
const INVITATION_NULLABLE = ['label', 'revoked_at', 'last_used_at'] as const;
/** A question's consensus and weakest answer when nobody picked it; the reader's pick if not answered. */
const QUESTION_NULLABLE = ['consensus', 'weakest', 'my_pick'] as const;
/** A history round's closing time while open, and its figures until released. */
const HISTORY_ROUND_NULLABLE = ['closed_at', 'overall_mean', 'consensus'] as const;

type Nullable<Fields extends readonly string[]> = Fields[number];

export type TeamRound = Filled<CompositeType<'team_round'>, Nullable<typeof ROUND_NULLABLE>>;

/** A team as listed; current_round is null before any round. */
export type TeamSummary = Replace<
  Filled<CompositeType<'team_summary'>, 'current_round'>,
  { current_round: TeamRound | null }
>;

export type TeamMember = Filled<CompositeType<'team_member'>, Nullable<typeof MEMBER_NULLABLE>>;

export type TeamInvitation = Filled<CompositeType<'team_invitation'>, Nullable<typeof INVITATION_NULLABLE>>;

/** get_team's answer when found: invitations is the owner's only, null for any other reader. */
export type TeamDetail = Replace<
  Omit<CompositeType<'team_detail'>, 'status'>,
  { team: TeamSummary; members: TeamMember[]; invitations: TeamInvitation[] | null }
>;

type Lookup = TeamEnum<'team_lookup'>;

/** A read of one team: what was found, or nothing (an unknown team and a non-member alike). */
type TeamLookup<Found> = ({ status: Extract<Lookup, 'ok'> } & Found) | { status: Exclude<Lookup, 'ok'> };

export type GetTeamAnswer = TeamLookup<TeamDetail>;

/** Mean and spread of the members' scores and their consensus, each null when there is nothing to compute. */
export type TeamFigures = CompositeType<'team_figures'>;

/** One question of a released round: how many picked each option, weakest first. */
export type TeamQuestion = Replace<
  Filled<CompositeType<'team_question'>, Nullable<typeof QUESTION_NULLABLE>>,
  { options: Filled<CompositeType<'team_option_count'>>[] }
>;

type ReportStatus = TeamEnum<'team_report_status'>;
type Report = CompositeType<'team_report'>;

type ReportFields = Replace<
  Filled<Omit<Report, 'status'>>,
  {
    round: TeamRound;
    categories: Filled<CompositeType<'team_category_figures'>>;
    questions: TeamQuestion[];
    talk_first: TeamQuestion[];
  }
>;

/** The round a report is about, how many answered it and how many it needs. */
type RoundCount = Pick<ReportFields, 'round' | 'answers' | 'min_answers'>;

/** A released round: its figures, stored when it closed. */
export type TeamReport = { status: Extract<ReportStatus, 'ok'> } & ReportFields;

/** A round without figures: still open, or closed with fewer answers than its minimum. */
export type TeamRoundWithoutFigures = { status: Exclude<ReportStatus, 'ok' | 'not_found'> } & RoundCount;

export type TeamReportAnswer =
  TeamReport | TeamRoundWithoutFigures | { status: Extract<ReportStatus, 'not_found'> };

/** A round in the team's history: the figures only once released. */
export type TeamHistoryRound = Filled<
  CompositeType<'team_history_round'>,
  Nullable<typeof HISTORY_ROUND_NULLABLE>
>;

export type TeamHistoryAnswer = TeamLookup<
  Replace<Filled<Omit<CompositeType<'team_history'>, 'status'>>, { rounds: TeamHistoryRound[] }>
>;

export function narrowTeamRound(row: CompositeType<'team_round'> | null, during: string): TeamRound {
  return filled(row, ROUND_NULLABLE, during);
}

export function narrowTeamSummary(row: CompositeType<'team_summary'> | null, during: string): TeamSummary {
  const summary = filled(row, ['current_round'], during);
  return {
    ...summary,
    current_round: summary.current_round && narrowTeamRound(summary.current_round, during),
  };
}

export function narrowTeamInvitation(
  row: CompositeType<'team_invitation'> | null,
  during: string,
): TeamInvitation {
  return filled(row, INVITATION_NULLABLE, during);
}

export function narrowGetTeam(answer: CompositeType<'team_detail'>): GetTeamAnswer {
  const during = 'get_team';
  const found = filled(answer, ['team', 'members', 'invitations'], during);
  if (found.status !== 'ok') return { status: found.status };
  const detail = filled(found, ['invitations'], during);
  return {
    status: detail.status,
    team: narrowTeamSummary(detail.team, during),
    members: detail.members.map((member) => filled(member, MEMBER_NULLABLE, during)),
    invitations: detail.invitations?.map((invitation) => narrowTeamInvitation(invitation, during)) ?? null,
  };
}

function narrowQuestion(row: CompositeType<'team_question'>, during: string): TeamQuestion {
  const question = filled(row, QUESTION_NULLABLE, during);
  return { ...question, options: question.options.map((option) => filled(option, [], during)) };
}

export function narrowTeamReport(answer: CompositeType<'team_report'>): TeamReportAnswer {
  const during = 'get_team_report';
  const { status } = filled(
    answer,
    ['round', 'answers', 'min_answers', 'overall', 'categories', 'questions', 'talk_first'],
    during,
  );
  if (status === 'not_found') return { status };
  const counted = filled(answer, ['overall', 'categories', 'questions', 'talk_first'], during);
  const roundCount = {
    round: narrowTeamRound(counted.round, during),
    answers: counted.answers,
    min_answers: counted.min_answers,
  };
  if (status !== 'ok') return { status, ...roundCount };
  const report = filled(counted, [], during);
  return {
    status,
    ...roundCount,
    overall: report.overall,
    categories: filled(report.categories, [], during),
    questions: report.questions.map((question) => narrowQuestion(question, during)),
    talk_first: report.talk_first.map((question) => narrowQuestion(question, during)),
  };
}

export function narrowTeamHistory(answer: CompositeType<'team_history'>): TeamHistoryAnswer {
  const during = 'get_team_history';
  const found = filled(answer, ['min_answers', 'rounds'], during);
  if (found.status !== 'ok') return { status: found.status };
  const history = filled(found, [], during);
  return {
    status: history.status,
    min_answers: history.min_answers,
    rounds: history.rounds.map((round) => filled(round, HISTORY_ROUND_NULLABLE, during)),
  };
}

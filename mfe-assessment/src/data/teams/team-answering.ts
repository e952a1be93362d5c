// Answering for a team: what the page needs to know first (get_team: the system's name, the open
// round, whether this member answered it), and the submission into the round
// (submit_team_assessment, which validates and scores as submit_assessment does, makes the member's
// answer a report of the team's system, apart from their own assessments, and links it to the
// round). The refusals of submit_team_assessment each have their own message: PT410 a closed round,
// PT409 answered already, PT404 no longer a member.
import type { Answers } from '@ahc/assessment-model';
import { type Json, type SupabaseClient, teamAssessmentPath, useSupabase } from '@ahc/platform';
import { type AppError, dataOrThrow, reportKeys, teamKeys, toAppError, useQuery } from '@ahc/platform/data';
import { teamAssessmentStorageKey } from '../../progress/stored-assessment.ts';
import { type SubmitError, type SubmitTarget, submitProblem } from '../reports/submit-assessment-mutation.ts';

/** What the answering page reads of a team. */
export type AnsweringTeam = {
  id: string;
  name: string;
  round: { number: number; status: 'open' | 'closed'; iAnswered: boolean } | null;
};

export type AnsweringAnswer = { status: 'ok'; team: AnsweringTeam } | { status: 'not-found' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** get_team's answer reduced to what this page needs; an answer of another shape is an AppError. */
function parseAnsweringTeam(answer: Json): AnsweringAnswer {
  const body = record(answer);
  if (body?.status === 'not_found') return { status: 'not-found' };
  const team = record(body?.team);
  const round = team?.current_round === null ? null : record(team?.current_round);
  const fits =
    body?.status === 'ok' &&
    typeof team?.id === 'string' &&
    typeof team.name === 'string' &&
    (team.current_round === null ||
      (round !== null &&
        Number.isInteger(round.number) &&
        (round.status === 'open' || round.status === 'closed') &&
        typeof round.i_answered === 'boolean'));
  if (!fits || !team)
    throw toAppError(new Error('get_team answered something that cannot be shown'), { during: 'get_team' });
  return {
    status: 'ok',
    team: {
      id: team.id as string,
      name: team.name as string,
      round:
        round === null
          ? null
          : {
              number: round.number as number,
              status: round.status as 'open' | 'closed',
              iAnswered: round.i_answered as boolean,
            },
    },
  };
}

async function getAnsweringTeam(supabase: SupabaseClient, teamId: string): Promise<AnsweringAnswer> {
  if (!UUID.test(teamId)) return { status: 'not-found' };
  return parseAnsweringTeam(dataOrThrow(await supabase.rpc('get_team', { team_id: teamId }), 'get_team'));
}

export function useAnsweringTeamQuery(teamId: string) {
  const supabase = useSupabase();
  return useQuery({
    queryKey: teamKeys.answering(teamId),
    queryFn: () => getAnsweringTeam(supabase, teamId),
  });
}

/** The new report's id, linked to the round. Throws an AppError when refused. */
async function submitTeamAssessment(
  supabase: SupabaseClient,
  teamId: string,
  roundNumber: number,
  answers: Answers,
  submissionId: string,
): Promise<string> {
  const report = dataOrThrow(
    await supabase.rpc('submit_team_assessment', {
      team_id: teamId,
      answers,
      submission_id: submissionId,
      round_number: roundNumber,
    }),
    'submit_team_assessment',
  );
  if (!report?.id)
    throw toAppError(new Error('submit_team_assessment answered without a report'), {
      during: 'submit_team_assessment',
    });
  return report.id;
}

const TEAM_CODES: Partial<Record<string, SubmitError>> = {
  PT410: 'round_closed',
  PT409: 'already_answered',
  PT404: 'not_member',
};

function teamSubmitProblem(error: AppError): SubmitError {
  return (error.details.code && TEAM_CODES[error.details.code]) || submitProblem(error);
}

/** Answering round `roundNumber` of a team; afterwards the team's page says thanks and links the member's answer as a report. */
export function teamSubmitTarget(teamId: string, roundNumber: number): SubmitTarget {
  return {
    kind: 'team',
    storageKey: teamAssessmentStorageKey(teamId, roundNumber),
    mutationKey: ['submit_team_assessment', teamId, roundNumber],
    send: (supabase, answers, submissionId) =>
      submitTeamAssessment(supabase, teamId, roundNumber, answers, submissionId),
    problem: teamSubmitProblem,
    invalidates: [reportKeys.all, teamKeys.all],
    after: (reportId) => ({ path: teamAssessmentPath(teamId), state: { teamNotice: 'submitted', reportId } }),
    backTo: teamAssessmentPath(teamId),
  };
}

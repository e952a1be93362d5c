// Answering for a team: the submission into the round (submit_team_assessment, which validates and
// scores as submit_assessment does, stores the notes with each one's "share with my team" choice, makes
// the member's answer a report of the team's system, apart from their own assessments, and links it to
// the round), and where it leads: the team's page, told by the platform's team notice that the member
// answered. What the page needs to know first is get_team's answer, read with the platform's
// useTeamQuery. The refusals of submit_team_assessment each have their own message: PT410 a closed
// round, PT409 answered already, PT404 no longer a member.
import type { Answers } from '@ahc/assessment-model';
import { type SupabaseClient, teamAssessmentPath } from '@ahc/platform';
import {
  type AppError,
  dataOrThrow,
  reportKeys,
  teamKeys,
  teamNoticeState,
  toAppError,
} from '@ahc/platform/data';
import { teamAssessmentStorageKey } from '#shared/model/stored-assessment.ts';
import {
  type SubmitError,
  type SubmitTarget,
  type SubmittedNotes,
  submitProblem,
} from '../../assessment/index.ts';

/** The new report's id, linked to the round. Throws an AppError when refused. */
async function submitTeamAssessment(
  supabase: SupabaseClient,
  teamId: string,
  roundNumber: number,
  answers: Answers,
  submissionId: string,
  notes: SubmittedNotes | undefined,
): Promise<string> {
  const report = dataOrThrow(
    await supabase.rpc('submit_team_assessment', {
      team_id: teamId,
      answers,
      submission_id: submissionId,
      round_number: roundNumber,
      ...(notes ? { notes } : {}),
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

/**
 * Answering round `roundNumber` of a team; afterwards the team's page says thanks and links the member's
 * answer as a report.
 */
export function teamSubmitTarget(teamId: string, roundNumber: number): SubmitTarget {
  return {
    kind: 'team',
    storageKey: teamAssessmentStorageKey(teamId, roundNumber),
    mutationKey: ['submit_team_assessment', teamId, roundNumber],
    send: (supabase, answers, submissionId, notes) =>
      submitTeamAssessment(supabase, teamId, roundNumber, answers, submissionId, notes),
    problem: teamSubmitProblem,
    invalidates: [reportKeys.all, teamKeys.all],
    after: (reportId) => ({
      path: teamAssessmentPath(teamId),
      state: teamNoticeState({ kind: 'submitted', reportId }),
    }),
    backTo: teamAssessmentPath(teamId),
  };
}

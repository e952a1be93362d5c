// The notes a team's members chose to share for one round (get_team_round_notes): text and links per
// question, never who wrote one or what they answered, and only once the round's team report may be
// seen (the database answers nothing before). Cached under the round's report key, so whatever refreshes
// the team report (a round closing) refreshes its notes too.
import { type QuestionId, isQuestionId } from '@ahc/assessment-model';
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import { dataOrThrow, teamKeys, useQuery } from '@ahc/platform/data';
import type { AnswerNote } from '@ahc/platform/ui/form';

/** A round's shared notes by question, in the order the database gives them. */
export type TeamNotes = Readonly<Partial<Record<QuestionId, readonly AnswerNote[]>>>;

async function getTeamRoundNotes(
  supabase: SupabaseClient,
  teamId: string,
  roundNumber: number,
): Promise<TeamNotes> {
  const rows = dataOrThrow(
    await supabase.rpc('get_team_round_notes', { team_id: teamId, round_number: roundNumber }),
    'get_team_round_notes',
  );
  const notes: Partial<Record<QuestionId, AnswerNote[]>> = {};
  for (const row of rows) {
    // A question this version does not know is left out, as everywhere else.
    if (!isQuestionId(row.question_id)) continue;
    (notes[row.question_id] ??= []).push({ note: row.note, links: row.links });
  }
  return notes;
}

export const teamRoundNotesQuery = (supabase: SupabaseClient, teamId: string, roundNumber: number) => ({
  queryKey: [...teamKeys.report(teamId, roundNumber), 'notes'],
  queryFn: () => getTeamRoundNotes(supabase, teamId, roundNumber),
});

export function useTeamRoundNotesQuery(teamId: string, roundNumber: number) {
  return useQuery(teamRoundNotesQuery(useSupabase(), teamId, roundNumber));
}

// A person's notes on the answers of one report (public.answer_notes): why each answer was given, with
// links to the evidence. Written while answering (submitted with the report) and read, added to, changed
// and deleted here on the report, under owner-only RLS. A note that is emptied is deleted, never stored
// blank (the database refuses a row without text or links). An edit keeps the member's choice to share
// a team answer's note with the team: that is made while answering, so share_with_team is never sent
// from here. Only this remote shows notes, so their keys live here.
import { type QuestionId, isQuestionId } from '@ahc/assessment-model';
import { type SupabaseClient, type Tables, useAuth, useSupabase } from '@ahc/platform';
import { AppError, dataOrThrow, useMutation, useQuery, useQueryClient } from '@ahc/platform/data';
import type { AnswerNote } from '@ahc/platform/ui/form';
import { writeProblem } from '#shared/lib/write-problem.ts';

/** A stored note, as the pages use it. */
export type ReportNote = AnswerNote & { questionId: QuestionId; shareWithTeam: boolean };

/** One report's notes by question (a plain object, as the query cache keeps it). */
export type ReportNotes = Readonly<Partial<Record<QuestionId, ReportNote>>>;

/** A change to one question's note: its new text and links, or null to delete it. */
export type NoteChange = { questionId: QuestionId; note: AnswerNote | null };

const noteKeys = {
  all: ['answer-notes'] as const,
  report: (reportId: string) => ['answer-notes', 'report', reportId] as const,
};

const COLUMNS = 'question_id, note, links, share_with_team';

type NoteRow = Pick<Tables<'answer_notes'>, 'question_id' | 'note' | 'links' | 'share_with_team'>;

/** A row as the pages use it; null for one this version cannot show (an unknown question). */
function parseNoteRow(row: NoteRow): ReportNote | null {
  if (!isQuestionId(row.question_id)) return null;
  return {
    questionId: row.question_id,
    note: row.note,
    links: row.links,
    shareWithTeam: row.share_with_team,
  };
}

export async function listReportNotes(supabase: SupabaseClient, reportId: string): Promise<ReportNotes> {
  const rows = dataOrThrow(
    await supabase.from('answer_notes').select(COLUMNS).eq('report_id', reportId),
    'listing answer notes',
  );
  const notes: Partial<Record<QuestionId, ReportNote>> = {};
  for (const note of rows.map(parseNoteRow)) if (note) notes[note.questionId] = note;
  return notes;
}

/** Writes one change: an upsert of the question's note, or its deletion. Answers the stored note (null when deleted). */
export async function saveNoteChange(
  supabase: SupabaseClient,
  userId: string,
  reportId: string,
  change: NoteChange,
): Promise<ReportNote | null> {
  if (change.note === null) {
    dataOrThrow(
      await supabase
        .from('answer_notes')
        .delete()
        .match({ report_id: reportId, question_id: change.questionId }),
      'deleting an answer note',
    );
    return null;
  }
  const row = dataOrThrow(
    await supabase
      .from('answer_notes')
      .upsert(
        {
          report_id: reportId,
          user_id: userId,
          question_id: change.questionId,
          note: change.note.note,
          links: change.note.links,
        },
        { onConflict: 'report_id,question_id' },
      )
      .select(COLUMNS)
      .single(),
    'saving an answer note',
  );
  const note = row ? parseNoteRow(row) : null;
  if (!note) throw new AppError('unknown', 'saving an answer note answered a row that cannot be shown');
  return note;
}

/** The one place that turns a failed note write into a message key (namespace 'reports-notes'). */
export const noteProblemKey = (error: AppError) => `errors.${writeProblem(error)}` as const;

export const reportNotesQuery = (supabase: SupabaseClient, reportId: string) => ({
  queryKey: noteKeys.report(reportId),
  queryFn: () => listReportNotes(supabase, reportId),
});

export function useReportNotesQuery(reportId: string) {
  return useQuery(reportNotesQuery(useSupabase(), reportId));
}

/** Saves or deletes one note of the report; the cached notes follow what the database answered. */
export function useNoteMutation(reportId: string) {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  const queryClient = useQueryClient();
  const key = noteKeys.report(reportId);
  return useMutation<ReportNote | null, NoteChange>({
    mutationKey: [...key, 'save'],
    mutationFn: (change) => {
      if (!userId) throw new AppError('not-signed-in', 'changing a note needs a signed-in visitor');
      return saveNoteChange(supabase, userId, reportId, change);
    },
    onSuccess: (stored, change) => {
      const { [change.questionId]: _replaced, ...others } = queryClient.getQueryData<ReportNotes>(key) ?? {};
      queryClient.setQueryData<ReportNotes>(
        key,
        stored ? { ...others, [change.questionId]: stored } : others,
      );
    },
  });
}

// How often the person (public.reminder_settings) and a team's owner, for the team
// (public.team_reminder_settings), want an e-mail reminding them to reassess. Both tables are owner-only
// under RLS; no row means none. A change is saved as it is chosen (an upsert of the one row), and the
// cache takes the stored value only once the database has it: a failed save leaves the old cadence
// showing, with the message, so the control never shows a cadence that is not the stored one.
// The unsubscribe link's call (public.unsubscribe_reminders) is here too: the same feature's data.
import { type SupabaseClient, type Tables, useAuth, useSupabase } from '@ahc/platform';
import { AppError, dataOrThrow, filled, useMutation, useQuery, useQueryClient } from '@ahc/platform/data';
import { writeProblem } from '#shared/lib/write-problem.ts';

export type ReminderCadence = Tables<'reminder_settings'>['cadence'];

/** The choices in the order the control lists them: never, then from the most often. */
export const REMINDER_CADENCES = [
  'none',
  'monthly',
  'quarterly',
  'half_yearly',
  'yearly',
] as const satisfies readonly ReminderCadence[];

const reminderKeys = {
  all: ['reminder-settings'] as const,
  mine: (userId: string | null) => ['reminder-settings', 'mine', userId] as const,
  team: (teamId: string) => ['reminder-settings', 'team', teamId] as const,
};

async function readMyCadence(supabase: SupabaseClient, userId: string): Promise<ReminderCadence> {
  const rows = dataOrThrow(
    await supabase.from('reminder_settings').select('cadence').eq('user_id', userId),
    'reading the reminder setting',
  );
  return rows[0]?.cadence ?? 'none';
}

async function saveMyCadence(
  supabase: SupabaseClient,
  userId: string,
  cadence: ReminderCadence,
): Promise<ReminderCadence> {
  const row = dataOrThrow<{ cadence: ReminderCadence } | null>(
    await supabase
      .from('reminder_settings')
      .upsert({ user_id: userId, cadence }, { onConflict: 'user_id' })
      .select('cadence')
      .single(),
    'saving the reminder setting',
  );
  // PostgREST answers the upserted row, or an error; an empty answer breaks its promise.
  if (!row) throw new AppError('unknown', 'saving the reminder setting answered no row');
  return row.cadence;
}

async function readTeamCadence(supabase: SupabaseClient, teamId: string): Promise<ReminderCadence> {
  const rows = dataOrThrow(
    await supabase.from('team_reminder_settings').select('cadence').eq('team_id', teamId),
    'reading the team reminder setting',
  );
  return rows[0]?.cadence ?? 'none';
}

async function saveTeamCadence(
  supabase: SupabaseClient,
  teamId: string,
  cadence: ReminderCadence,
): Promise<ReminderCadence> {
  const row = dataOrThrow<{ cadence: ReminderCadence } | null>(
    await supabase
      .from('team_reminder_settings')
      .upsert({ team_id: teamId, cadence }, { onConflict: 'team_id' })
      .select('cadence')
      .single(),
    'saving the team reminder setting',
  );
  // PostgREST answers the upserted row, or an error; an empty answer breaks its promise.
  if (!row) throw new AppError('unknown', 'saving the team reminder setting answered no row');
  return row.cadence;
}

/** The one place that turns a failed save into a message key (namespace 'reports-reminders'). */
export const reminderProblemKey = (error: AppError) => `reminders.errors.${writeProblem(error)}` as const;

export const myReminderQuery = (supabase: SupabaseClient, userId: string | null) => ({
  queryKey: reminderKeys.mine(userId),
  queryFn: () => (userId ? readMyCadence(supabase, userId) : Promise.resolve<ReminderCadence>('none')),
});

export function useMyReminderQuery() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  return useQuery(myReminderQuery(supabase, userId));
}

export function useMyReminderMutation() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  const queryClient = useQueryClient();
  return useMutation<ReminderCadence, ReminderCadence>({
    mutationKey: [...reminderKeys.all, 'save-mine'],
    mutationFn: (cadence) => {
      if (!userId) throw new AppError('not-signed-in', 'choosing reminders needs a signed-in visitor');
      return saveMyCadence(supabase, userId, cadence);
    },
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.mine(userId), saved),
  });
}

export function useTeamReminderQuery(teamId: string) {
  const supabase = useSupabase();
  return useQuery({
    queryKey: reminderKeys.team(teamId),
    queryFn: () => readTeamCadence(supabase, teamId),
  });
}

export function useTeamReminderMutation(teamId: string) {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  return useMutation<ReminderCadence, ReminderCadence>({
    mutationKey: [...reminderKeys.all, 'save-team', teamId],
    mutationFn: (cadence) => saveTeamCadence(supabase, teamId, cadence),
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.team(teamId), saved),
  });
}

/** What an unsubscribe link's token did: turned reminders off, was used before, or is not a token. */
export type UnsubscribeAnswer = {
  status: 'unsubscribed' | 'already_used' | 'not_found';
  /** The team's name for a team reminder's token; null for a person's own reminders. */
  teamName: string | null;
};

async function unsubscribe(supabase: SupabaseClient, token: string): Promise<UnsubscribeAnswer> {
  const during = 'unsubscribe_reminders';
  const answer = dataOrThrow(await supabase.rpc('unsubscribe_reminders', { token }), during);
  const { status, team_name } = filled(answer, ['team_name'], during);
  return { status, teamName: team_name };
}

/** The unsubscribe page's one action; a mutation, since it changes the setting (never run on opening). */
export function useUnsubscribeMutation() {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  return useMutation<UnsubscribeAnswer, string>({
    mutationKey: [...reminderKeys.all, 'unsubscribe'],
    mutationFn: (token) => unsubscribe(supabase, token),
    // Whoever is signed in here may be the person (or the owner) whose setting just changed.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}

// The visitor's improvement plan (public.plan_items): one row per piece of advice they have acted on,
// with a status (planned, in progress, done, not applicable), a short note and, once they imported it
// into their tracker, the key the tracker gave it (export/ writes the plan for the trackers). A piece
// of advice is a question and the option answered (the model's recommendation texts are keyed so): it
// belongs to the person, not to one report, so a later report that gives the same advice shows its
// status, while new advice for the same question starts open. Rows are read and written under
// owner-only RLS; a change shows at once (optimistic) and is undone, with a message, when the write
// fails. Only this remote uses the plan, so its keys live here.
import {
  type OptionKey,
  PLAN_STATUSES,
  type PlanStatus,
  type QuestionId,
  adviceKey,
  isOptionOf,
  isQuestionId,
} from '@ahc/assessment-model';
import { type SupabaseClient, type Tables, useAuth, useSupabase } from '@ahc/platform';
import { AppError, dataOrThrow, useMutation, useQuery, useQueryClient } from '@ahc/platform/data';
import { writeProblem } from '#shared/lib/write-problem.ts';

export { PLAN_STATUSES, type PlanStatus, adviceKey } from '@ahc/assessment-model';

/** The database's limit (plan_items_note_length). */
export const MAX_NOTE_LENGTH = 500;

/** What a plan item is about: one report's advice on a question, given for the option it answered. */
export type Advice = { questionId: QuestionId; optionKey: OptionKey };

export type PlanItem = Advice & {
  status: PlanStatus;
  note: string;
  /** The item's key in the person's tracker (OPS-12, or a work item or issue number); null if none. */
  trackerKey: string | null;
  updatedAt: string;
};

/**
 * A change to one piece of advice's entry: a status and note, or `status: null` to take it off the plan;
 * with `trackerKey` to record or clear (null) its tracker key, which is otherwise left as it is.
 */
export type PlanChange = Advice & { status: PlanStatus | null; note: string; trackerKey?: string | null };

const planKeys = {
  all: ['plan-items'] as const,
  list: (userId: string | null) => ['plan-items', 'list', userId] as const,
};

const isStatus = (value: string): value is PlanStatus => (PLAN_STATUSES as readonly string[]).includes(value);

/** A row as the pages use it; null for one this version cannot show (an unknown question, option or status). */
export function parsePlanRow(row: Tables<'plan_items'>): PlanItem | null {
  if (!isQuestionId(row.question_id) || !isOptionOf(row.question_id, row.option_key) || !isStatus(row.status))
    return null;
  return {
    questionId: row.question_id,
    optionKey: row.option_key,
    status: row.status,
    note: row.note,
    trackerKey: row.tracker_key,
    updatedAt: row.updated_at,
  };
}

export async function listPlanItems(supabase: SupabaseClient, userId: string): Promise<PlanItem[]> {
  const rows = dataOrThrow(
    await supabase.from('plan_items').select('*').eq('user_id', userId),
    'listing plan items',
  );
  return rows.map(parsePlanRow).filter((item) => item !== null);
}

/** Writes one change: an upsert of the row, or its removal. Answers the stored item (null when removed). */
export async function savePlanChange(
  supabase: SupabaseClient,
  userId: string,
  change: PlanChange,
): Promise<PlanItem | null> {
  if (change.status === null) {
    const advice = { user_id: userId, question_id: change.questionId, option_key: change.optionKey };
    dataOrThrow(await supabase.from('plan_items').delete().match(advice), 'removing a plan item');
    return null;
  }
  const row = dataOrThrow(
    await supabase
      .from('plan_items')
      .upsert(
        {
          user_id: userId,
          question_id: change.questionId,
          option_key: change.optionKey,
          status: change.status,
          note: change.note,
          // Named only when it changes: the upsert sets the columns it is given, so a status or note save
          // keeps the key.
          ...(change.trackerKey === undefined ? {} : { tracker_key: change.trackerKey }),
        },
        { onConflict: 'user_id,question_id,option_key' },
      )
      .select('*')
      .single(),
    'saving a plan item',
  );
  const item = row ? parsePlanRow(row) : null;
  if (!item) throw new AppError('unknown', 'saving a plan item answered a row that cannot be shown');
  return item;
}

/** The plan with one change applied, as it will be once the write succeeds. */
export function applyPlanChange(items: readonly PlanItem[], change: PlanChange, now: string): PlanItem[] {
  const key = adviceKey(change);
  const others = items.filter((item) => adviceKey(item) !== key);
  if (change.status === null) return others;
  const { questionId, optionKey, status, note } = change;
  const trackerKey =
    change.trackerKey === undefined
      ? (items.find((item) => adviceKey(item) === key)?.trackerKey ?? null)
      : change.trackerKey;
  return [...others, { questionId, optionKey, status, note, trackerKey, updatedAt: now }];
}

/** The one place that turns a failed plan write into a message key (namespace 'reports-plan'). */
export const planProblemKey = (error: AppError) => `plan.errors.${writeProblem(error)}` as const;

/** The same for a tracker key's write: its key given to another item (23505), or what any write can meet. */
export const trackerKeyProblemKey = (error: AppError) =>
  error.details.code === '23505'
    ? ('export.keyErrors.takenElsewhere' as const)
    : (`export.keyErrors.${writeProblem(error)}` as const);

export const planQuery = (supabase: SupabaseClient, userId: string | null) => ({
  queryKey: planKeys.list(userId),
  queryFn: () => (userId ? listPlanItems(supabase, userId) : Promise.resolve([])),
});

export function usePlanQuery() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  return useQuery(planQuery(supabase, userId));
}

export function usePlanMutation() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id ?? null);
  const queryClient = useQueryClient();
  const key = planKeys.list(userId);
  return useMutation<PlanItem | null, PlanChange, { previous: PlanItem[] | undefined }>({
    mutationKey: [...planKeys.all, 'save'],
    mutationFn: (change) => {
      if (!userId) throw new AppError('not-signed-in', 'changing the plan needs a signed-in visitor');
      return savePlanChange(supabase, userId, change);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlanItem[]>(key);
      queryClient.setQueryData<PlanItem[]>(
        key,
        applyPlanChange(previous ?? [], change, new Date().toISOString()),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

// A report's name, the one thing its owner may change (reports.name, 1–120 characters). The new name
// shows at once in the report and the list (optimistic) and is put back, with a message, when the
// write fails; afterwards every report read is refreshed.
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import {
  AppError,
  type QueryClient,
  type QueryKey,
  dataOrThrow,
  reportKeys,
  useMutation,
  useQueryClient,
} from '@ahc/platform/data';
import type { ReportRow } from '#shared/data/report-row.ts';
import type { GetReportAnswer } from './report-query.ts';
import { writeProblem } from '#shared/lib/write-problem.ts';

const MAX_REPORT_NAME_LENGTH = 120;

export type NameProblem = 'required' | 'tooLong';

/** What is wrong with a name as typed (it is stored trimmed), or null. */
export function checkReportName(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > MAX_REPORT_NAME_LENGTH) return 'tooLong';
  return null;
}

/** The one place that turns a failed rename into a message key (namespace 'reports-report'). */
export const renameProblemKey = (error: AppError) => `name.errors.${writeProblem(error)}` as const;

export async function renameReport(
  supabase: SupabaseClient,
  reportId: string,
  name: string,
): Promise<{ id: string; name: string | null }> {
  const row = dataOrThrow(
    await supabase
      .from('reports')
      .update({ name: name.trim() })
      .eq('id', reportId)
      .select('id, name')
      .single(),
    'renaming a report',
  );
  if (!row) throw new AppError('not-found', 'renaming a report changed no row');
  return row;
}

type Snapshot = [QueryKey, unknown][];

function renameInCache(queryClient: QueryClient, reportId: string, name: string): Snapshot {
  const snapshot: Snapshot = [...queryClient.getQueriesData({ queryKey: reportKeys.all })];
  const rename = (report: ReportRow) => (report.id === reportId ? { ...report, name } : report);
  queryClient.setQueriesData<ReportRow[]>({ queryKey: reportKeys.lists() }, (reports) =>
    reports?.map(rename),
  );
  queryClient.setQueryData<GetReportAnswer>(reportKeys.detail(reportId), (answer) =>
    answer?.status === 'ok' ? { ...answer, report: rename(answer.report) } : answer,
  );
  return snapshot;
}

export function useRenameReport() {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  return useMutation<{ id: string; name: string | null }, { reportId: string; name: string }, Snapshot>({
    mutationKey: [...reportKeys.all, 'rename'],
    mutationFn: ({ reportId, name }) => renameReport(supabase, reportId, name),
    onMutate: async ({ reportId, name }) => {
      await queryClient.cancelQueries({ queryKey: reportKeys.all });
      return renameInCache(queryClient, reportId, name.trim());
    },
    onError: (_error, _variables, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

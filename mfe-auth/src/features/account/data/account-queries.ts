// The account section's server state through the platform's data layer: its own keys (only this
// remote reads them), the export and the deletion as mutations with their pending and failed states.
import { PATHS, useAuth, useSupabase } from '@ahc/platform';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@ahc/platform/router';
import { reportKeys, useMutation, useQuery, useQueryClient } from '@ahc/platform/data';
import { countReports, deleteAccount } from './account-deletion.ts';
import { downloadJson, readAccountExport } from './account-export.ts';

const accountKeys = {
  reportCount: (userId: string) => ['account', 'report-count', userId] as const,
};

export function useReportCount(userId: string) {
  const supabase = useSupabase();
  return useQuery({
    queryKey: accountKeys.reportCount(userId),
    queryFn: () => countReports(supabase, userId),
  });
}

export function useExportMutation() {
  const supabase = useSupabase();
  return useMutation({
    mutationKey: ['account', 'export'],
    mutationFn: async (account: { id: string; email: string }) =>
      downloadJson(await readAccountExport(supabase, account)),
  });
}

/**
 * Deletes the account and leaves for the home page; this browser forgets the session only once the
 * profile page has gone (its unmount). Navigation is a transition that keeps the old page on screen
 * until the next one is ready, and a signed-out profile page would send the person to /login first.
 */
export function useDeleteAccountMutation() {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showNotice = useAuth((s) => s.showNotice);
  const forgetSession = useAuth((s) => s.forgetSession);
  const deleted = useRef(false);

  useEffect(
    () => () => {
      if (!deleted.current) return;
      void forgetSession().finally(() => queryClient.removeQueries({ queryKey: reportKeys.all }));
    },
    [forgetSession, queryClient],
  );

  return useMutation({
    mutationKey: ['account', 'delete'],
    mutationFn: async () => {
      await deleteAccount(supabase);
      deleted.current = true;
      showNotice('accountDeleted');
      navigate(PATHS.home, { replace: true });
    },
  });
}

// "Delete my account": the delete-account Edge Function checks the caller's session with the Auth
// service and deletes the user with the admin API; the database removes the profile, reports, plan and
// share links by its foreign keys (docs/product.md §3). Afterwards this browser forgets the session
// (the auth store's forgetSession: the Auth service deleted it with the user).
import type { SupabaseClient } from '@ahc/platform';
import { dataOrThrow } from '@ahc/platform/data';

export async function deleteAccount(supabase: SupabaseClient): Promise<void> {
  const { error } = await supabase.functions.invoke('delete-account', { body: { confirm: true } });
  if (error) throw error;
}

/** How many reports the deletion takes with it (named in the confirmation). */
export async function countReports(supabase: SupabaseClient, userId: string): Promise<number> {
  const answer = await supabase
    .from('reports')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  dataOrThrow(answer, 'counting the reports');
  return answer.count ?? 0;
}

// "Download my data" (docs/product.md §3, the right of access and portability): one JSON file with
// the profile and every report of the signed-in person, and their improvement plan, read with their own
// session (row-level security returns only their rows).
import type { SupabaseClient, Tables } from '@ahc/platform';
import { dataOrThrow } from '@ahc/platform/data';

export type AccountExport = {
  format: 'architecture-health-check/account-export';
  version: 1;
  exportedAt: string;
  account: { id: string; email: string };
  profile: Tables<'profiles'> | null;
  reports: Tables<'reports'>[];
  planItems: Tables<'plan_items'>[];
};

export async function readAccountExport(supabase: SupabaseClient, account: { id: string; email: string }, now = new Date()): Promise<AccountExport> {
  const [profile, reports, planItems] = await Promise.all([
    supabase.from('profiles').select('*').eq('id', account.id).maybeSingle(),
    supabase.from('reports').select('*').eq('user_id', account.id).order('created_at', { ascending: true }),
    supabase.from('plan_items').select('*').eq('user_id', account.id),
  ]);
  return {
    format: 'architecture-health-check/account-export',
    version: 1,
    exportedAt: now.toISOString(),
    account,
    profile: dataOrThrow(profile, 'reading the profile for the export'),
    reports: dataOrThrow(reports, 'reading the reports for the export'),
    planItems: dataOrThrow(planItems, 'reading the plan for the export'),
  };
}

/** The file's name: the product and the day, e.g. architecture-health-check-data-2026-03-01.json. */
export function exportFileName(exportedAt: string): string {
  return `architecture-health-check-data-${exportedAt.slice(0, 10)}.json`;
}

/** Hands the JSON to the browser as a download. */
export function downloadJson(data: AccountExport): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data.exportedAt);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

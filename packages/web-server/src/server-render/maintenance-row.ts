// The maintenance row, as the shell's host renders with it: read from the Supabase project with the
// anon key (as any visitor may), checked by the browser's own rule for its value, and kept for a few
// seconds in the host's last-good cache, so a burst of first visits costs one read. A read that fails
// keeps the last value read; before any has succeeded the answer is null, which the page treats as the
// browser does: maintenance on (fail closed).
import { type MaintenanceSnapshot, maintenanceValue } from '@ahc/platform/first-render';
import type { SupabaseProject } from '@ahc/platform/app-config';
import { createLastGoodCache } from '../supabase/last-good-cache.ts';
import { hostSupabase } from '../supabase/host-client.ts';

export const MAINTENANCE_TTL_MS = 5_000;

export function createMaintenanceRow(
  options: { fetch?: typeof fetch; now?: () => number; ttlMs?: number } = {},
) {
  const cachedRead = createLastGoodCache<NonNullable<MaintenanceSnapshot>>({
    ttlMs: options.ttlMs ?? MAINTENANCE_TTL_MS,
    now: options.now,
  });

  return async function maintenanceRow(project: SupabaseProject): Promise<MaintenanceSnapshot> {
    const value = await cachedRead(project.supabaseUrl, async () => {
      const { data, error } = await hostSupabase(
        { supabaseUrl: project.supabaseUrl, key: project.supabaseAnonKey },
        options.fetch,
      )
        .from('app_config')
        .select('value')
        .eq('key', 'maintenance')
        .maybeSingle();
      return (!error && maintenanceValue(data)) || undefined;
    });
    return value ?? null;
  };
}

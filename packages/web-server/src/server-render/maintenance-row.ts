// The maintenance row, as the shell's host renders with it: read from the Supabase project with the
// anon key, by the browser's own reader, and kept for a few seconds so a burst of first visits costs one
// read. A read that fails keeps the last value read; before any has succeeded the answer is null, which
// the page treats as the browser does: maintenance on (fail closed).
import { type MaintenanceSnapshot, readMaintenanceValue } from '@ahc/platform/first-render';
import type { SupabaseProject } from '@ahc/platform/app-config';

export const MAINTENANCE_TTL_MS = 5_000;
const READ_TIMEOUT_MS = 1_000;

export function createMaintenanceRow(
  options: { fetch?: typeof fetch; now?: () => number; ttlMs?: number } = {},
) {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? MAINTENANCE_TTL_MS;
  const projects = new Map<
    string,
    { at: number; read: Promise<MaintenanceSnapshot>; lastGood: MaintenanceSnapshot }
  >();

  return function maintenanceRow(project: SupabaseProject): Promise<MaintenanceSnapshot> {
    const key = project.supabaseUrl;
    const cached = projects.get(key);
    if (cached && now() - cached.at < ttl) return cached.read;
    const lastGood = cached?.lastGood ?? null;
    const entry = { at: now(), lastGood, read: Promise.resolve(lastGood) };
    const timed: typeof fetch = (input, init) =>
      fetchImpl(input, { ...init, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    entry.read = readMaintenanceValue(project, timed).then((value) => {
      if (value === null) return entry.lastGood;
      entry.lastGood = value;
      return value;
    });
    projects.set(key, entry);
    return entry.read;
  };
}

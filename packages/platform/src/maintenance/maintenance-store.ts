// Maintenance mode from the app_config 'maintenance' row. It starts ON and 'unknown' (the shell shows
// its spinner, not the maintenance page, until the first read); a row that can never be read keeps it
// on (fail closed); later failed reads keep the last known value. Re-read every 30 s and when the
// window regains focus. Each change is logged. A plain request to the REST API with the anon key:
// the first page waits on this answer, so it does not wait for Supabase's client to load as well.
// A page the shell's host rendered starts from the row the host read (initial), and a read that finds
// what is already known changes nothing, so nothing re-renders while the page hydrates. A server's
// store (poll: false) is that snapshot and nothing more.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MaintenanceSnapshot } from '../first-render/first-render-state.ts';
import type { SupabaseProject } from '../config/app-config.ts';

export const MAINTENANCE_POLL_MS = 30_000;

export type MaintenanceState = {
  isInMaintenance: boolean;
  /** 'unknown' until the first read answers; 'known' after a successful read; 'unreadable' if none has. */
  status: 'unknown' | 'known' | 'unreadable';
  message: string;
};

export type MaintenanceStore = StoreApi<MaintenanceState> & { refresh(): Promise<void>; stop(): void };

/** The maintenance row's value (a jsonb column, so its shape is checked here rather than assumed). */
type MaintenanceValue = NonNullable<MaintenanceSnapshot>;

export function maintenanceValue(row: unknown): MaintenanceValue | null {
  if (typeof row !== 'object' || row === null || !('value' in row)) return null;
  const { value } = row;
  if (
    typeof value !== 'object' ||
    value === null ||
    !('enabled' in value) ||
    typeof value.enabled !== 'boolean'
  )
    return null;
  return {
    enabled: value.enabled,
    message: 'message' in value && typeof value.message === 'string' ? value.message : '',
  };
}

/** The row's value, or null when it cannot be read (network down, an error status, no such row, no flag). */
async function readMaintenanceValue(
  project: SupabaseProject,
  fetchImpl: typeof fetch,
): Promise<MaintenanceValue | null> {
  try {
    const response = await fetchImpl(
      `${project.supabaseUrl}/rest/v1/app_config?select=value&key=eq.maintenance`,
      {
        headers: {
          apikey: project.supabaseAnonKey,
          authorization: `Bearer ${project.supabaseAnonKey}`,
          // One object, not an array: PostgREST answers 406 when the row is missing.
          accept: 'application/vnd.pgrst.object+json',
        },
        cache: 'no-store',
      },
    );
    return response.ok ? maintenanceValue(await response.json()) : null;
  } catch {
    return null;
  }
}

function startingState(initial: MaintenanceSnapshot | undefined): MaintenanceState {
  if (initial === undefined) return { isInMaintenance: true, status: 'unknown', message: '' };
  if (initial === null) return { isInMaintenance: true, status: 'unreadable', message: '' };
  return { isInMaintenance: initial.enabled, status: 'known', message: initial.message };
}

export function createMaintenanceStore(
  project: SupabaseProject,
  options: {
    fetch?: typeof fetch;
    pollMs?: number;
    log?: (message: string) => void;
    target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    /** The row as the host read it for this page ('unreadable' when null). */
    initial?: MaintenanceSnapshot;
    /** False on a server: no reads at all, the initial snapshot is the answer. */
    poll?: boolean;
  } = {},
): MaintenanceStore {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? ((message: string) => console.info(message));
  const store = createStore<MaintenanceState>()(() => startingState(options.initial));

  async function refresh(): Promise<void> {
    const value = await readMaintenanceValue(project, fetchImpl);
    const previous = store.getState();
    if (!value) {
      // Keep the last known value; before any successful read, stay in maintenance (fail closed).
      if (previous.status === 'unknown') store.setState({ status: 'unreadable' });
      return;
    }
    const { enabled, message } = value;
    if (previous.status === 'known' && previous.isInMaintenance === enabled && previous.message === message)
      return;
    if (previous.status !== 'unknown' && previous.isInMaintenance !== enabled) {
      log(`Maintenance mode turned ${enabled ? 'on' : 'off'}`);
    }
    store.setState({ isInMaintenance: enabled, status: 'known', message });
  }

  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const onFocus = () => void refresh();
  const polling = options.poll !== false;
  const timer = polling
    ? setInterval(() => void refresh(), options.pollMs ?? MAINTENANCE_POLL_MS)
    : undefined;
  if (polling) {
    target?.addEventListener('focus', onFocus);
    void refresh();
  }

  return Object.assign(store, {
    refresh,
    stop() {
      clearInterval(timer);
      target?.removeEventListener('focus', onFocus);
    },
  });
}

// Maintenance mode from the app_config 'maintenance' row. It starts ON and 'unknown' (the shell shows
// its spinner, not the maintenance page, until the first read); a row that can never be read keeps it
// on (fail closed); later failed reads keep the last known value. Re-read every 30 s and when the
// window regains focus. Each change is logged.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createStore, type StoreApi } from 'zustand/vanilla';

export const MAINTENANCE_POLL_MS = 30_000;

export type MaintenanceState = {
  isInMaintenance: boolean;
  /** 'unknown' until the first read answers; 'known' after a successful read; 'unreadable' if none has. */
  status: 'unknown' | 'known' | 'unreadable';
  message: string;
};

export type MaintenanceStore = StoreApi<MaintenanceState> & { refresh(): Promise<void>; stop(): void };

type MaintenanceRow = { value: { enabled?: unknown; message?: unknown } };

export function createMaintenanceStore(
  supabase: SupabaseClient,
  options: { pollMs?: number; log?: (message: string) => void; target?: Pick<Window, 'addEventListener' | 'removeEventListener'> } = {},
): MaintenanceStore {
  const log = options.log ?? ((message: string) => console.info(message));
  const store = createStore<MaintenanceState>()(() => ({ isInMaintenance: true, status: 'unknown', message: '' }));

  async function refresh(): Promise<void> {
    const { data, error } = await supabase.from('app_config').select('value').eq('key', 'maintenance').maybeSingle<MaintenanceRow>();
    const previous = store.getState();
    if (error || !data || typeof data.value?.enabled !== 'boolean') {
      // Keep the last known value; before any successful read, stay in maintenance (fail closed).
      if (previous.status === 'unknown') store.setState({ status: 'unreadable' });
      return;
    }
    const enabled = data.value.enabled;
    const message = typeof data.value.message === 'string' ? data.value.message : '';
    if (previous.status !== 'unknown' && previous.isInMaintenance !== enabled) {
      log(`Maintenance mode turned ${enabled ? 'on' : 'off'}`);
    }
    store.setState({ isInMaintenance: enabled, status: 'known', message });
  }

  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const onFocus = () => void refresh();
  const timer = setInterval(() => void refresh(), options.pollMs ?? MAINTENANCE_POLL_MS);
  target?.addEventListener('focus', onFocus);
  void refresh();

  return Object.assign(store, {
    refresh,
    stop() {
      clearInterval(timer);
      target?.removeEventListener('focus', onFocus);
    },
  });
}

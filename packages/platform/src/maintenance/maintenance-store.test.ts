import { createClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createMaintenanceStore } from './maintenance-store.ts';

function clientAnswering(answers: Array<() => Response>) {
  let call = 0;
  const fetch = vi.fn(async () => (answers[Math.min(call++, answers.length - 1)] ?? (() => Response.json(null)))());
  return createClient('http://supabase.test', 'anon-key-anon-key-anon', { auth: { persistSession: false }, global: { fetch } });
}

const row = (enabled: boolean, message = '') => () => Response.json({ value: { enabled, message } });
// 500, not 503: supabase-js retries a 503 with back-off, which is right in production but slow here.
const failure = () => new Response('{"message":"down"}', { status: 500 });
const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };

describe('maintenance store', () => {
  it('starts on and unknown, then follows the row', async () => {
    const store = createMaintenanceStore(clientAnswering([row(false)]), { pollMs: 1e9, log: () => undefined, target });
    expect(store.getState()).toMatchObject({ isInMaintenance: true, status: 'unknown' });
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ isInMaintenance: false, status: 'known' }));
    store.stop();
  });

  it('stays on when the row can never be read (fail closed)', async () => {
    const store = createMaintenanceStore(clientAnswering([failure]), { pollMs: 1e9, log: () => undefined, target });
    await vi.waitFor(() => expect(store.getState().status).toBe('unreadable'));
    expect(store.getState().isInMaintenance).toBe(true);
    store.stop();
  });

  it('keeps the last known value when a later read fails, and logs each toggle', async () => {
    const log = vi.fn();
    const store = createMaintenanceStore(clientAnswering([row(false), failure, row(true, 'Back soon'), row(false)]), { pollMs: 1e9, log, target });
    await vi.waitFor(() => expect(store.getState().status).toBe('known'));
    await store.refresh();
    expect(store.getState()).toMatchObject({ isInMaintenance: false, status: 'known' });
    await store.refresh();
    expect(store.getState()).toMatchObject({ isInMaintenance: true, message: 'Back soon' });
    await store.refresh();
    expect(log.mock.calls).toEqual([['Maintenance mode turned on'], ['Maintenance mode turned off']]);
    store.stop();
  });

  it('re-reads when the window regains focus', () => {
    const store = createMaintenanceStore(clientAnswering([row(false)]), { pollMs: 1e9, log: () => undefined, target });
    expect(target.addEventListener).toHaveBeenCalledWith('focus', expect.any(Function));
    store.stop();
    expect(target.removeEventListener).toHaveBeenCalledWith('focus', expect.any(Function));
  });
});

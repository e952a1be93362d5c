import { describe, expect, it, vi } from 'vitest';
import { createMaintenanceStore } from './maintenance-store.ts';

const project = { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon-key-anon-key-anon' };

/** The store's fetch, answering each request with the next answer (the last one repeats). */
function answering(answers: Array<() => Response | Promise<Response>>) {
  let call = 0;
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    answers[Math.min(call++, answers.length - 1)]!(),
  );
}

const row =
  (enabled: boolean, message = '') =>
  () =>
    Response.json({ value: { enabled, message } });
const failure = () => new Response('{"message":"down"}', { status: 503 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const noRow = () => new Response('{"code":"PGRST116"}', { status: 406 });
const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };

describe('maintenance store', () => {
  it('starts on and unknown, then follows the row', async () => {
    const store = createMaintenanceStore(project, {
      fetch: answering([row(false)]),
      pollMs: 1e9,
      log: () => undefined,
      target,
    });
    expect(store.getState()).toMatchObject({ isInMaintenance: true, status: 'unknown' });
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ isInMaintenance: false, status: 'known' }),
    );
    store.stop();
  });

  it('stays on when the row can never be read (fail closed)', async () => {
    const store = createMaintenanceStore(project, {
      fetch: answering([failure]),
      pollMs: 1e9,
      log: () => undefined,
      target,
    });
    await vi.waitFor(() => expect(store.getState().status).toBe('unreadable'));
    expect(store.getState().isInMaintenance).toBe(true);
    store.stop();
  });

  it('keeps the last known value when a later read fails, and logs each toggle', async () => {
    const log = vi.fn();
    const store = createMaintenanceStore(project, {
      fetch: answering([row(false), failure, row(true, 'Back soon'), row(false)]),
      pollMs: 1e9,
      log,
      target,
    });
    await vi.waitFor(() => expect(store.getState().status).toBe('known'));
    await store.refresh();
    expect(store.getState()).toMatchObject({ isInMaintenance: false, status: 'known' });
    await store.refresh();
    expect(store.getState()).toMatchObject({ isInMaintenance: true, message: 'Back soon' });
    await store.refresh();
    expect(log.mock.calls).toEqual([['Maintenance mode turned on'], ['Maintenance mode turned off']]);
    store.stop();
  });

  it.each([
    ['the network is down', offline],
    ['the row is missing', noRow],
    ['the row holds no flag', () => Response.json({ value: { message: 'hi' } })],
  ])('stays on when %s', async (_case, answer) => {
    const store = createMaintenanceStore(project, {
      fetch: answering([answer]),
      pollMs: 1e9,
      log: () => undefined,
      target,
    });
    await vi.waitFor(() => expect(store.getState().status).toBe('unreadable'));
    expect(store.getState().isInMaintenance).toBe(true);
    store.stop();
  });

  it('reads the row with the anon key, as one object, uncached', async () => {
    const fetch = answering([row(false)]);
    const store = createMaintenanceStore(project, { fetch, pollMs: 1e9, log: () => undefined, target });
    await vi.waitFor(() => expect(store.getState().status).toBe('known'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://supabase.test/rest/v1/app_config?select=value&key=eq.maintenance');
    expect(init).toMatchObject({
      cache: 'no-store',
      headers: {
        apikey: project.supabaseAnonKey,
        authorization: `Bearer ${project.supabaseAnonKey}`,
        accept: 'application/vnd.pgrst.object+json',
      },
    });
    store.stop();
  });

  it('re-reads when the window regains focus', () => {
    const store = createMaintenanceStore(project, {
      fetch: answering([row(false)]),
      pollMs: 1e9,
      log: () => undefined,
      target,
    });
    expect(target.addEventListener).toHaveBeenCalledWith('focus', expect.any(Function));
    store.stop();
    expect(target.removeEventListener).toHaveBeenCalledWith('focus', expect.any(Function));
  });
});

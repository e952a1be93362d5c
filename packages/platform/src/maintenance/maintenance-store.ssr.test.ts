// The maintenance store of a page the host rendered: it starts from the row the host read, without a
// read of its own, and a read that finds the same row changes nothing (nothing re-renders during
// hydration). A server's store (poll: false) never reads at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMaintenanceStore } from './maintenance-store.ts';

const project = { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon-key-anon-key-anon' };
const row = (enabled: boolean, message = '') => Response.json({ value: { enabled, message } });
const target = () => ({ addEventListener: vi.fn(), removeEventListener: vi.fn() });
const off = { enabled: false, message: '' };
const quiet = () => undefined;
/** A read that never answers: the state seen is the initial one, not a read's. */
const pending = () =>
  vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}));

afterEach(() => {
  vi.useRealTimers();
});

describe('maintenance store, from the row the host read', () => {
  it.each([
    ['off', { enabled: false, message: '' }, { isInMaintenance: false, status: 'known', message: '' }],
    [
      'on, with its message',
      { enabled: true, message: 'Back soon' },
      { isInMaintenance: true, status: 'known', message: 'Back soon' },
    ],
    ['unreadable (null)', null, { isInMaintenance: true, status: 'unreadable', message: '' }],
  ] as const)('starts %s at once, before any read answers', (_case, initial, expected) => {
    const store = createMaintenanceStore(project, {
      initial,
      fetch: pending(),
      pollMs: 1e9,
      log: () => undefined,
      target: target(),
    });
    expect(store.getState()).toEqual(expected);
    store.stop();
  });

  it('without an initial row, starts unknown (the case a rendered page avoids)', () => {
    const store = createMaintenanceStore(project, {
      fetch: pending(),
      pollMs: 1e9,
      log: () => undefined,
      target: target(),
    });
    expect(store.getState().status).toBe('unknown');
    store.stop();
  });

  it('with poll: false, never reads: not at start, not on a timer, not on focus', () => {
    vi.useFakeTimers();
    const fetch = pending();
    const events = target();
    const store = createMaintenanceStore(project, {
      initial: off,
      poll: false,
      fetch,
      pollMs: 1_000,
      target: events,
    });
    vi.advanceTimersByTime(60_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(events.addEventListener).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(store.getState()).toEqual({ isInMaintenance: false, status: 'known', message: '' });
    store.stop();
  });

  it("with polling on, the host's row is still read again (it may have changed since the page was rendered)", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => row(true, 'Now'));
    const store = createMaintenanceStore(project, {
      initial: off,
      fetch,
      pollMs: 1e9,
      log: quiet,
      target: target(),
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(store.getState()).toEqual({ isInMaintenance: true, status: 'known', message: 'Now' }),
    );
    store.stop();
  });

  it('does not notify subscribers when a read finds the row it already has', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => row(true, 'Back soon'));
    const store = createMaintenanceStore(project, {
      initial: { enabled: true, message: 'Back soon' },
      poll: false,
      fetch,
      log: quiet,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    await store.refresh();
    await store.refresh();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
  });

  it('does not notify subscribers when a read fails and a row is known', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('down', { status: 503 }),
    );
    const store = createMaintenanceStore(project, {
      initial: { enabled: false, message: '' },
      poll: false,
      fetch,
      log: () => undefined,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    await store.refresh();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ isInMaintenance: false, status: 'known', message: '' });
  });

  it.each([
    ['the flag', row(true), { isInMaintenance: true, status: 'known', message: '' }],
    ['only the message', row(false, 'Soon'), { isInMaintenance: false, status: 'known', message: 'Soon' }],
  ])('notifies subscribers once when a read finds a different row (%s)', async (_case, answer, expected) => {
    const store = createMaintenanceStore(project, {
      initial: off,
      poll: false,
      fetch: async () => answer,
      log: quiet,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    await store.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual(expected);
  });

  it('notifies subscribers when a row is read for a page the host could not read it for', async () => {
    const store = createMaintenanceStore(project, {
      initial: null,
      poll: false,
      fetch: async () => row(false),
      log: () => undefined,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    await store.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ isInMaintenance: false, status: 'known', message: '' });
  });
});

// The platform of one server render: nobody signed in yet (loading, as the browser starts with a stored
// session), a Supabase client that refuses every use, the language and maintenance row the host chose,
// and nothing that reads, polls or listens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from './config/app-config.ts';
import { createServerPlatform } from './create-server-platform.ts';

const config: AppConfig = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon-key-anon-key-anon',
  remotes: {
    marketing: 'http://127.0.0.1:3001/mf-manifest.json',
    auth: 'http://127.0.0.1:3002/mf-manifest.json',
    assessment: 'http://127.0.0.1:3003/mf-manifest.json',
    reports: 'http://127.0.0.1:3004/mf-manifest.json',
  },
  generateReportUrl: '/api/generate-report',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createServerPlatform', () => {
  it('has auth loading and nobody signed in', () => {
    const { auth } = createServerPlatform(config, { language: 'en', maintenance: null });
    expect(auth.getState()).toMatchObject({
      isLoading: true,
      isAuthenticated: false,
      currentUser: null,
      session: null,
      userProfile: null,
    });
  });

  it("settles Supabase's loader at once, with a client whose every use throws a clear error", async () => {
    const { supabase } = createServerPlatform(config, { language: 'en', maintenance: null });
    const client = await supabase.get();
    // Settled as React's use() reads it, so a page holding the client ready renders without suspending again.
    const settled = supabase.get() as Promise<unknown> & { status?: string; value?: unknown };
    expect(settled.status).toBe('fulfilled');
    expect(settled.value === client).toBe(true);
    expect(() => client.auth).toThrow(
      "Supabase's client is not available while a page renders on a server (it read 'auth')",
    );
    expect(() => client.from('profiles')).toThrow(
      /not available while a page renders on a server \(it read 'from'\)/,
    );
    expect(() => client.rpc).toThrow(/it read 'rpc'/);
    expect(() => String(client)).toThrow(/it read 'Symbol\(Symbol\.toPrimitive\)'/);
  });

  it('can be made again after a page held the client (each render makes its own)', async () => {
    const first = createServerPlatform(config, { language: 'en', maintenance: null });
    await first.supabase.get();
    const second = createServerPlatform(config, { language: 'da', maintenance: null });
    expect(second.auth.getState().isLoading).toBe(true);
    await expect(second.supabase.get()).resolves.toBeDefined();
  });

  it.each(['en', 'da'] as const)('renders in the language of the state (%s)', (language) => {
    const platform = createServerPlatform(config, { language, maintenance: null });
    expect(platform.language.getState().language).toBe(language);
    expect(platform.i18n.language).toBe(language);
  });

  it('takes the maintenance row of the state, or unreadable without one', () => {
    const off = createServerPlatform(config, {
      language: 'en',
      maintenance: { enabled: false, message: '' },
    });
    expect(off.maintenance.getState()).toEqual({ isInMaintenance: false, status: 'known', message: '' });
    const on = createServerPlatform(config, {
      language: 'en',
      maintenance: { enabled: true, message: 'Back at 3' },
    });
    expect(on.maintenance.getState()).toEqual({
      isInMaintenance: true,
      status: 'known',
      message: 'Back at 3',
    });
    const unreadable = createServerPlatform(config, { language: 'en', maintenance: null });
    expect(unreadable.maintenance.getState()).toEqual({
      isInMaintenance: true,
      status: 'unreadable',
      message: '',
    });
  });

  it('carries the configuration it was given', () => {
    expect(createServerPlatform(config, { language: 'en', maintenance: null }).config).toBe(config);
  });

  it('reads nothing and starts no timer: no fetch, also not after a while or on focus', () => {
    vi.useFakeTimers();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const storage = vi.spyOn(Storage.prototype, 'getItem');
    const platform = createServerPlatform(config, {
      language: 'da',
      maintenance: { enabled: false, message: '' },
    });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new Event('focus'));
    expect(fetch).not.toHaveBeenCalled();
    expect(storage).not.toHaveBeenCalled();
    expect(platform.maintenance.getState().status).toBe('known');
  });
});

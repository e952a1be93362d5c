import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeSupabase,
  createTestPlatform,
  httpReply,
  postgrestError,
  renderWithPlatform,
  signInTestUser,
} from '../testing/index.tsx';
import {
  AppError,
  type AppErrorKind,
  dataOrThrow,
  getQueryClient,
  isRetryingAfterError,
  reportKeys,
  toAppError,
  useMutation,
  useQuery,
  useQueryClient,
} from './index.ts';
import { PlatformProvider } from '../PlatformProvider.tsx';
import { useAuth } from '../hooks.ts';
import type { ReactNode } from 'react';

describe('one QueryClient per platform', () => {
  it('is made on first use, once per platform, and a new platform gets a fresh one', () => {
    const platform = createTestPlatform();
    const client = getQueryClient(platform);
    expect(getQueryClient(platform)).toBe(client);
    expect(getQueryClient(createTestPlatform())).not.toBe(client);
  });

  it('is the one every component of the page reads, so two remotes share one cache (and one request)', async () => {
    const supabase = createFakeSupabase({ rows: { profiles: [] } });
    const platform = createTestPlatform({ supabase });
    let reads = 0;
    function Reader({ label }: { label: string }) {
      const query = useQuery({
        queryKey: ['demo'],
        queryFn: async () => {
          reads++;
          return dataOrThrow(await platform.supabaseClient.from('profiles').select('*'), 'demo');
        },
      });
      return (
        <p>
          {label}: {query.isSuccess ? `${query.data.length} rows` : 'loading'}
        </p>
      );
    }
    renderWithPlatform(
      <>
        <Reader label="marketing" />
        <Reader label="reports" />
      </>,
      { platform },
    );
    expect(await screen.findByText('marketing: 0 rows')).toBeTruthy();
    expect(screen.getByText('reports: 0 rows')).toBeTruthy();
    expect(reads).toBe(1);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider platform={platform}>{children}</PlatformProvider>
    );
    expect(renderHook(() => useQueryClient(), { wrapper }).result.current).toBe(getQueryClient(platform));
  });
});

describe('the error path', () => {
  it.each<[string, () => Response | Promise<Response>, AppErrorKind]>([
    ['a failed connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    [
      'no session (401)',
      () => Response.json({ code: '42501', message: 'You must be signed in' }, { status: 401 }),
      'not-signed-in',
    ],
    [
      'an expired token',
      () => Response.json({ code: 'PGRST301', message: 'JWT expired' }, { status: 401 }),
      'not-signed-in',
    ],
    [
      'a session owing its second factor',
      () =>
        Response.json({ code: '42501', message: 'verify a code', hint: 'aal2_required' }, { status: 403 }),
      'second-factor-required',
    ],
    [
      'a refusal (403)',
      () => Response.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
      'forbidden',
    ],
    [
      'an unknown function (404)',
      () => Response.json({ code: 'PGRST202', message: 'not found' }, { status: 404 }),
      'not-found',
    ],
    [
      'a check violation',
      () => Response.json({ code: '23514', message: 'violates check constraint' }, { status: 400 }),
      'invalid',
    ],
    [
      'an invalid parameter',
      () => Response.json({ code: '22023', message: 'Unknown option' }, { status: 400 }),
      'invalid',
    ],
    [
      'any other bad request',
      () => Response.json({ code: 'PGRST204', message: 'column not found' }, { status: 400 }),
      'invalid',
    ],
    [
      'a rate limit',
      () => Response.json({ code: 'PT429', message: 'Too many' }, { status: 429 }),
      'rate-limited',
    ],
    ['a server error', () => Response.json({ message: 'boom' }, { status: 500 }), 'server'],
    ["a gateway's text page", () => new Response('timeout', { status: 504 }), 'server'],
    ['anything else', () => Response.json({ code: 'XX', message: '?' }, { status: 409 }), 'unknown'],
  ])('turns %s into %s, logged once', async (_situation, answer, kind) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { supabaseClient } = createTestPlatform({ fetch: async () => answer() });
    const failure = await Promise.resolve(supabaseClient.rpc('get_report', { report_id: 'x' })).then(
      (answer) => {
        try {
          dataOrThrow(answer, 'get_report');
        } catch (thrown) {
          return thrown;
        }
      },
    );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).kind).toBe(kind);
    // (supabase-js warns about test clients sharing a storage key; only the data layer's lines count here)
    const logged = () =>
      [...error.mock.calls, ...warn.mock.calls]
        .map((call) => String(call[0]))
        .filter((line) => line.startsWith('[data]'));
    expect(logged()).toEqual([expect.stringContaining('get_report failed')]);
    // Passing an AppError through again neither changes nor logs it.
    expect(toAppError(failure, { during: 'again' })).toBe(failure);
    expect(logged()).toHaveLength(1);
  });

  it('turns exceptions and unexpected values into network or unknown errors', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(toAppError(new TypeError('Failed to fetch'), { during: 'x' }).kind).toBe('network');
    expect(toAppError(new DOMException('aborted', 'AbortError'), { during: 'x' }).kind).toBe('network');
    expect(toAppError(new Error('parse'), { during: 'x' }).kind).toBe('unknown');
    expect(toAppError('??', { during: 'x' }).kind).toBe('unknown');
    expect(toAppError({ code: 'PGRST116', message: 'no rows' }, { during: 'x' }).kind).toBe('not-found');
  });

  it('reaches the page as query.error, typed, for whatever the query function threw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const supabase = createFakeSupabase();
    supabase.answer('GET reports', postgrestError(500, 'XX000', 'boom'));
    const platform = createTestPlatform({ supabase });
    function Reports() {
      const query = useQuery({
        queryKey: reportKeys.list(null),
        queryFn: async () =>
          dataOrThrow(await platform.supabaseClient.from('reports').select('*'), 'listing reports'),
      });
      if (query.isPending || isRetryingAfterError(query)) return <p>loading</p>;
      return <p>{query.isError ? `failed: ${query.error.kind}` : 'ok'}</p>;
    }
    renderWithPlatform(<Reports />, { platform });
    expect(await screen.findByText('failed: server')).toBeTruthy();
  });

  it('does the same for mutations', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const supabase = createFakeSupabase();
    supabase.answer('rpc send_contact_message', httpReply(500, { message: 'boom' }));
    const platform = createTestPlatform({ supabase });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider platform={platform}>{children}</PlatformProvider>
    );
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async () =>
            dataOrThrow(
              await platform.supabaseClient.rpc('send_contact_message', {
                name: 'a',
                email: 'a@b.c',
                message: 'm',
              }),
              'sending',
            ),
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.kind).toBe('server'));
  });
});

describe('a call refused for want of the second factor', () => {
  it.each(['read', 'write'])(
    'has the auth store ask the Auth service again, which then asks for the code (a %s)',
    async (what) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const supabase = createFakeSupabase();
      const platform = createTestPlatform({ supabase });
      await signInTestUser(platform);
      await waitFor(() =>
        expect(platform.auth.getState()).toMatchObject({ isAuthenticated: true, isLoading: false }),
      );
      // The factor was verified on another device after this session began: the session knows nothing of it.
      supabase.account.factors.push({ id: 'elsewhere', status: 'verified' });
      supabase.answer(
        'rpc send_contact_message',
        httpReply(403, { code: '42501', message: 'verify a code', details: null, hint: 'aal2_required' }),
      );
      supabase.answer(
        'GET reports',
        httpReply(403, { code: '42501', message: 'verify a code', details: null, hint: 'aal2_required' }),
      );
      const wrapper = ({ children }: { children: ReactNode }) => (
        <PlatformProvider platform={platform}>{children}</PlatformProvider>
      );
      if (what === 'read') {
        const { result } = renderHook(
          () =>
            useQuery({
              queryKey: ['refused'],
              queryFn: async () =>
                dataOrThrow(await platform.supabaseClient.from('reports').select('*'), 'reports'),
            }),
          { wrapper },
        );
        await waitFor(() => expect(result.current.error?.kind).toBe('second-factor-required'));
      } else {
        const { result } = renderHook(
          () =>
            useMutation({
              mutationFn: async () =>
                dataOrThrow(
                  await platform.supabaseClient.rpc('send_contact_message', {
                    name: 'a',
                    email: 'a@b.c',
                    message: 'm',
                  }),
                  'sending',
                ),
            }),
          { wrapper },
        );
        await act(async () => {
          await result.current.mutateAsync().catch(() => undefined);
        });
        await waitFor(() => expect(result.current.error?.kind).toBe('second-factor-required'));
      }
      await waitFor(() =>
        expect(platform.auth.getState()).toMatchObject({
          secondFactorRequired: true,
          isAuthenticated: false,
          currentUser: null,
          userProfile: null,
        }),
      );
    },
  );

  it('leaves the store as it is when any other refusal comes back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const supabase = createFakeSupabase();
    const platform = createTestPlatform({ supabase });
    await signInTestUser(platform);
    await waitFor(() =>
      expect(platform.auth.getState()).toMatchObject({ isAuthenticated: true, isLoading: false }),
    );
    supabase.account.factors.push({ id: 'elsewhere', status: 'verified' });
    supabase.answer(
      'GET reports',
      httpReply(403, { code: '42501', message: 'permission denied', details: null, hint: null }),
    );
    const users = supabase.calls('auth user').length;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider platform={platform}>{children}</PlatformProvider>
    );
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['refused'],
          queryFn: async () =>
            dataOrThrow(await platform.supabaseClient.from('reports').select('*'), 'reports'),
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error?.kind).toBe('forbidden'));
    expect(supabase.calls('auth user')).toHaveLength(users);
    expect(platform.auth.getState()).toMatchObject({ secondFactorRequired: false, isAuthenticated: true });
  });
});

describe('a change of user', () => {
  it("drops every cached read, so one person's reports never show to the next", async () => {
    const platform = createTestPlatform();
    platform.auth.stop();
    const user = (id: string) => ({
      id,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    });
    platform.auth.setState({ currentUser: user('u1'), isAuthenticated: true });
    const client = getQueryClient(platform);
    client.setQueryData(reportKeys.list('u1'), ['a report']);
    client.setQueryData(reportKeys.detail('r1'), { status: 'ok' });
    // A token refresh (the same user) keeps them.
    platform.auth.setState({ currentUser: user('u1') });
    expect(client.getQueryData(reportKeys.detail('r1'))).toEqual({ status: 'ok' });
    await act(async () => platform.auth.setState({ currentUser: null, isAuthenticated: false }));
    expect(client.getQueryData(reportKeys.list('u1'))).toBeUndefined();
    expect(client.getQueryData(reportKeys.detail('r1'))).toBeUndefined();
  });
});

describe('signing out', () => {
  it("reads again only what stays on screen: not the person's own reads, which would be refused", async () => {
    const platform = createTestPlatform();
    platform.auth.stop();
    platform.auth.setState({ currentUser: { id: 'u1' } as never, isAuthenticated: true });
    const personal = vi.fn(async (userId: string | null) => (userId ? `reports of ${userId}` : 'none'));
    const open = vi.fn(async () => 'a shared report');
    function Page() {
      const userId = useAuth((state) => state.currentUser?.id ?? null);
      const mine = useQuery({ queryKey: ['mine', userId], queryFn: () => personal(userId) });
      const shared = useQuery({ queryKey: ['shared'], queryFn: open });
      return (
        <p>
          {mine.data ?? 'loading'} · {shared.data ?? 'loading'}
        </p>
      );
    }
    renderWithPlatform(<Page />, { platform });
    expect(await screen.findByText('reports of u1 · a shared report')).toBeTruthy();
    await act(async () => platform.auth.setState({ currentUser: null, isAuthenticated: false }));
    expect(await screen.findByText('none · a shared report')).toBeTruthy();
    expect(personal.mock.calls).toEqual([['u1'], [null]]);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
  });
});

describe('query keys shared between remotes', () => {
  it('nest under one root, so invalidating reportKeys.all reaches every report read', async () => {
    const platform = createTestPlatform();
    const client = getQueryClient(platform);
    client.setQueryData(reportKeys.list('u1'), []);
    client.setQueryData(reportKeys.detail('r1'), { status: 'ok' });
    await client.invalidateQueries({ queryKey: reportKeys.all });
    expect(client.getQueryState(reportKeys.list('u1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(reportKeys.detail('r1'))?.isInvalidated).toBe(true);
  });

  it('keep postgrest failures of the fake as the client sees them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const supabase = createFakeSupabase();
    supabase.answer('rpc get_report', postgrestError(403, '42501', 'denied'));
    const { supabaseClient } = createTestPlatform({ supabase });
    expect(() => dataOrThrow({ data: null, error: { message: 'x' }, status: 0 }, 'offline')).toThrow(
      AppError,
    );
    const answer = await supabaseClient.rpc('get_report', { report_id: 'r1' });
    expect(answer.status).toBe(403);
    expect(() => dataOrThrow(answer, 'get_report')).toThrow(expect.objectContaining({ kind: 'forbidden' }));
  });
});

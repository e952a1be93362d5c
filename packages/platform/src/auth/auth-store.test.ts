import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createSupabaseLoader } from '../supabase/supabase-loader.ts';
import { createAuthStore } from './auth-store.ts';

type Listener = (event: string, session: Session | null) => void;

/** A client with just what the store uses: auth events it can fire and a profiles table. */
function fakeClient() {
  const listeners: Listener[] = [];
  const unsubscribe = vi.fn();
  const profileRow = { id: 'u1', email: 'ada@example.com', name: 'Ada', company: 'Engines', architecture_description: '', created_at: '2026-01-01' };
  const client = {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe } } };
      },
    },
    from: () => ({ select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: profileRow, error: null }) }) }) }),
  } as unknown as SupabaseClient;
  const emit = (event: string, session: Session | null) => listeners.forEach((listener) => listener(event, session));
  return { client, emit, unsubscribe, listeners };
}

const session = { user: { id: 'u1' } } as Session;

describe('auth store', () => {
  it('with no session stored: signed out at once, without loading the client', () => {
    const { client } = fakeClient();
    const create = vi.fn(async () => client);
    const store = createAuthStore(createSupabaseLoader(create), { sessionStored: false });
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, currentUser: null });
    expect(create).not.toHaveBeenCalled();
    store.stop();
  });

  it('follows the client once something else loads it (a sign-in form)', async () => {
    const { client, emit } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: false });
    await loader.get();
    emit('SIGNED_IN', session);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: true });
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ isLoading: false, userProfile: { name: 'Ada' } }));
    store.stop();
  });

  it('with a session stored: loads the client at start and stays loading until its first answer', async () => {
    const { client, emit, listeners } = fakeClient();
    const create = vi.fn(async () => client);
    const store = createAuthStore(createSupabaseLoader(create), { sessionStored: true });
    expect(store.getState().isLoading).toBe(true);
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    emit('INITIAL_SESSION', session);
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false }));
    store.stop();
  });

  it('stops loading, signed out, when the client cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAuthStore(createSupabaseLoader(async () => Promise.reject(new Error('ChunkLoadError'))), { sessionStored: true });
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false }));
    expect(error).toHaveBeenCalled();
    store.stop();
  });

  it('stop() ends the subscription, and one made after stop() is never opened', async () => {
    const { client, unsubscribe, listeners } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: true });
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    store.stop();
    expect(unsubscribe).toHaveBeenCalled();

    const other = fakeClient();
    const lateLoader = createSupabaseLoader(async () => other.client);
    createAuthStore(lateLoader, { sessionStored: false }).stop();
    await lateLoader.get();
    expect(other.listeners).toHaveLength(0);
  });

  it('a session that owes its second factor is not signed in until it has used it', async () => {
    const { client, emit } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: false });
    await loader.get();
    const payload = (aal: string) => btoa(JSON.stringify({ sub: 'u1', aal })).replace(/=+$/, '');
    const user = { id: 'u1', factors: [{ id: 'f1', status: 'verified' }] };
    emit('SIGNED_IN', { access_token: `h.${payload('aal1')}.s`, user } as unknown as Session);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, currentUser: null, session: null, secondFactorRequired: true, isLoading: false });

    emit('MFA_CHALLENGE_VERIFIED', { access_token: `h.${payload('aal2')}.s`, user } as unknown as Session);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, currentUser: { id: 'u1' }, secondFactorRequired: false });
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ isLoading: false, userProfile: { name: 'Ada' } }));

    emit('SIGNED_OUT', null);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, secondFactorRequired: false });
    store.stop();
  });

  it('keeps one notice for the next page until it is dismissed', () => {
    const store = createAuthStore(createSupabaseLoader(async () => fakeClient().client), { sessionStored: false });
    expect(store.getState().notice).toBeNull();
    store.getState().showNotice('accountDeleted');
    expect(store.getState().notice).toBe('accountDeleted');
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
    store.stop();
  });

  it('signs out here or on every device', async () => {
    const signOut = vi.fn(async () => ({ error: null }));
    const { client } = fakeClient();
    Object.assign(client.auth, { signOut });
    const store = createAuthStore(createSupabaseLoader(async () => client), { sessionStored: false });
    await store.getState().signOut();
    await store.getState().signOutEverywhere();
    expect(signOut.mock.calls).toEqual([[{ scope: 'local' }], [{ scope: 'global' }]]);
    store.stop();
  });
});

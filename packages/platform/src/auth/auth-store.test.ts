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
});

import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createSupabaseLoader } from '../supabase/supabase-loader.ts';
import { createAuthStore } from './auth-store.ts';

type Listener = (event: string, session: Session | null) => void;

type Level = { currentLevel: 'aal1' | 'aal2' | null; nextLevel: 'aal1' | 'aal2' | null };

/**
 * A client with just what the store uses: auth events it can fire, the assurance level the Auth service
 * answers (set by the test; each question recorded with its token) and a profiles table.
 */
function fakeClient() {
  const listeners: Listener[] = [];
  const unsubscribe = vi.fn();
  const assurance = {
    level: { currentLevel: 'aal1', nextLevel: 'aal1' } as Level | Error,
    asked: [] as (string | undefined)[],
    session: null as Session | null,
    gate: Promise.resolve(),
  };
  /** Held by a test to keep a profile read on its way. */
  const profile = { gate: Promise.resolve() };
  const profileReads = vi.fn();
  const profileRow = {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    company: 'Engines',
    architecture_description: '',
    created_at: '2026-01-01',
  };
  const client = {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe } } };
      },
      getSession: async () => ({ data: { session: assurance.session }, error: null }),
      mfa: {
        getAuthenticatorAssuranceLevel: async (jwt?: string) => {
          assurance.asked.push(jwt);
          await assurance.gate;
          const level = assurance.level;
          return level instanceof Error
            ? { data: null, error: level }
            : { data: { ...level, currentAuthenticationMethods: [] }, error: null };
        },
      },
    },
    from: () => ({
      select: () => ({
        eq: () => ({
          maybeSingle: async () => {
            profileReads();
            await profile.gate;
            return { data: profileRow, error: null };
          },
        }),
      }),
    }),
  } as unknown as SupabaseClient;
  const emit = (event: string, session: Session | null) => {
    assurance.session = session;
    listeners.forEach((listener) => listener(event, session));
  };
  return { client, emit, unsubscribe, listeners, assurance, profile, profileReads };
}

const payload = (claims: object) => btoa(JSON.stringify(claims)).replace(/=+$/, '');
/** A session as supabase-js keeps it: a token with its assurance level, and the user as it was when stored. */
const sessionAt = (aal: 'aal1' | 'aal2', factors: { id: string; status: string }[] = [], id = 'u1') =>
  ({ access_token: `h.${payload({ sub: id, aal })}.s`, user: { id, factors } }) as unknown as Session;
const session = sessionAt('aal1');
const VERIFIED = [{ id: 'f1', status: 'verified' }];

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
    // Not signed in yet: first the Auth service says whether the session owes a second factor.
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      currentUser: null,
      isLoading: true,
      secondFactorRequired: false,
    });
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({
        isAuthenticated: true,
        isLoading: false,
        userProfile: { name: 'Ada' },
      }),
    );
    store.stop();
  });

  it('with a session stored: loads the client at start and stays loading until its first answer', async () => {
    const { client, emit, listeners } = fakeClient();
    const create = vi.fn(async () => client);
    const store = createAuthStore(createSupabaseLoader(create), { sessionStored: true });
    expect(store.getState().isLoading).toBe(true);
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    emit('INITIAL_SESSION', session);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false }),
    );
    store.stop();
  });

  it('reads the profile once when supabase-js tells one restored session twice, the second time while it is read', async () => {
    const { client, emit, listeners, profile, profileReads } = fakeClient();
    let answer = () => {};
    profile.gate = new Promise<void>((resolve) => (answer = resolve));
    const store = createAuthStore(
      createSupabaseLoader(async () => client),
      { sessionStored: true },
    );
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    emit('SIGNED_IN', session);
    await vi.waitFor(() => expect(profileReads).toHaveBeenCalledTimes(1));
    emit('INITIAL_SESSION', session);
    // Its own assurance answer comes and goes too, with the profile still on its way.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: true, userProfile: null });
    answer();
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ isLoading: false, userProfile: { name: 'Ada' } }),
    );
    expect(profileReads).toHaveBeenCalledTimes(1);
    store.stop();
  });

  it('stops loading, signed out, when the client cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAuthStore(
      createSupabaseLoader(async () => Promise.reject(new Error('ChunkLoadError'))),
      { sessionStored: true },
    );
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false }),
    );
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
    const { client, emit, assurance, profileReads } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: false });
    await loader.get();
    assurance.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    // The stored user's factors say so already: no waiting for the Auth service.
    emit('SIGNED_IN', sessionAt('aal1', VERIFIED));
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      currentUser: null,
      session: null,
      secondFactorRequired: true,
      isLoading: false,
    });
    await vi.waitFor(() => expect(assurance.asked).toHaveLength(1));
    expect(profileReads).not.toHaveBeenCalled();

    // The code given: signed in at once, without loading again (the page the person was going to stays),
    // and the profile follows; an aal2 token needs no question to the Auth service.
    emit('MFA_CHALLENGE_VERIFIED', sessionAt('aal2', VERIFIED));
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      currentUser: { id: 'u1' },
      secondFactorRequired: false,
      isLoading: false,
    });
    await vi.waitFor(() => expect(store.getState().userProfile).toMatchObject({ name: 'Ada' }));
    expect(assurance.asked).toHaveLength(1);

    emit('SIGNED_OUT', null);
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      secondFactorRequired: false,
      userProfile: null,
    });
    store.stop();
  });

  it("asks the Auth service with the session's own token: a factor verified on another device is seen at once", async () => {
    const { client, emit, assurance, profileReads } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: true });
    await loader.get();
    assurance.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    const stored = sessionAt('aal1');
    emit('INITIAL_SESSION', stored);
    expect(store.getState()).toMatchObject({ isLoading: true, isAuthenticated: false });
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({
        isLoading: false,
        secondFactorRequired: true,
        isAuthenticated: false,
        currentUser: null,
      }),
    );
    expect(assurance.asked).toEqual([stored.access_token]);
    expect(profileReads).not.toHaveBeenCalled();
    store.stop();
  });

  it('a new token for a person already answered for keeps the page; the answer may still change it', async () => {
    const { client, emit, assurance } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: false });
    await loader.get();
    emit('SIGNED_IN', session);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({
        isAuthenticated: true,
        isLoading: false,
        userProfile: { name: 'Ada' },
      }),
    );
    const states: boolean[] = [];
    const stop = store.subscribe((state) => states.push(state.isLoading));
    assurance.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    emit('TOKEN_REFRESHED', sessionAt('aal1'));
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({
        secondFactorRequired: true,
        isAuthenticated: false,
        userProfile: null,
      }),
    );
    expect(states).not.toContain(true);
    stop();
    store.stop();
  });

  it('a code owed stays owed when a new token for the same person says nothing of the factor', async () => {
    const { client, emit, assurance } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: true });
    await loader.get();
    assurance.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    emit('INITIAL_SESSION', sessionAt('aal1'));
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ secondFactorRequired: true, isLoading: false }),
    );
    const shown: boolean[] = [];
    const stop = store.subscribe((state) => shown.push(state.isAuthenticated));
    emit('TOKEN_REFRESHED', sessionAt('aal1'));
    await vi.waitFor(() => expect(assurance.asked).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).not.toContain(true);
    expect(store.getState()).toMatchObject({ secondFactorRequired: true, isAuthenticated: false });
    stop();
    store.stop();
  });

  it("uses the session's own view when the Auth service cannot answer", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, emit, assurance } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: false });
    await loader.get();
    assurance.level = new Error('offline');
    emit('SIGNED_IN', sessionAt('aal1'));
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({
        isAuthenticated: true,
        isLoading: false,
        secondFactorRequired: false,
      }),
    );
    emit('SIGNED_IN', sessionAt('aal1', VERIFIED, 'u2'));
    await vi.waitFor(() => expect(assurance.asked).toHaveLength(2));
    expect(store.getState()).toMatchObject({ isAuthenticated: false, secondFactorRequired: true });
    expect(warn).toHaveBeenCalled();
    store.stop();
  });

  it('checkSecondFactor asks again for the session in hand, and only the latest answer counts', async () => {
    const { client, emit, assurance } = fakeClient();
    const loader = createSupabaseLoader(async () => client);
    const store = createAuthStore(loader, { sessionStored: false });
    await loader.get();
    expect(await store.getState().checkSecondFactor()).toBe(false);
    expect(assurance.asked).toHaveLength(0);
    emit('SIGNED_IN', session);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false }),
    );
    assurance.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    let answer = () => {};
    assurance.gate = new Promise<void>((resolve) => (answer = resolve));
    const asking = store.getState().checkSecondFactor();
    await vi.waitFor(() => expect(assurance.asked).toHaveLength(2));
    // Signed out while the question was out: its answer must not bring the person back.
    emit('SIGNED_OUT', null);
    answer();
    expect(await asking).toBe(true);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, secondFactorRequired: false });
    assurance.level = { currentLevel: 'aal1', nextLevel: 'aal1' };
    emit('SIGNED_IN', session);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false }),
    );
    assurance.level = { currentLevel: 'aal1', nextLevel: 'aal2' };
    expect(await store.getState().checkSecondFactor()).toBe(true);
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      secondFactorRequired: true,
      currentUser: null,
    });
    store.stop();
  });

  it('keeps one notice for the next page until it is dismissed', () => {
    const store = createAuthStore(
      createSupabaseLoader(async () => fakeClient().client),
      { sessionStored: false },
    );
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
    const store = createAuthStore(
      createSupabaseLoader(async () => client),
      { sessionStored: false },
    );
    await store.getState().signOut();
    await store.getState().signOutEverywhere();
    expect(signOut.mock.calls).toEqual([[{ scope: 'local' }], [{ scope: 'global' }]]);
    store.stop();
  });

  it('forgets a session the Auth service no longer has: storage emptied first, so nothing is asked', async () => {
    const order: string[] = [];
    const signOut = vi.fn(async () => {
      order.push('signOut');
      return { error: null };
    });
    const { client } = fakeClient();
    Object.assign(client.auth, { signOut });
    const store = createAuthStore(
      createSupabaseLoader(async () => client),
      { sessionStored: false, dropStoredSession: () => order.push('dropped') },
    );
    await store.getState().forgetSession();
    expect(order).toEqual(['dropped', 'signOut']);
    expect(signOut.mock.calls).toEqual([[{ scope: 'local' }]]);
    store.stop();
  });
});

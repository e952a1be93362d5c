// The auth store of a page the shell's host rendered for its reader: it starts from the viewer of the
// first-render state (so the browser's first render is the server's), and the session the client then
// restores, being that person's, changes nothing that was rendered; a later event brings its record.
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '../supabase/client.ts';
import { readySupabaseLoader } from '../supabase/supabase-loader.ts';
import { createAuthStore } from './auth-store.ts';
import type { UserProfile } from './profile.ts';

const hostRecord = {
  id: 'u1',
  email: 'ada@example.com',
  factors: [],
  created_at: '2026-01-01',
} as unknown as User;
const profile: UserProfile = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  company: 'Ada ApS',
  createdAt: '2026-01-01',
};
const token = (claims: object) => `x.${btoa(JSON.stringify(claims))}.y`;

/** A client whose auth events the test sends. */
function fakeClient() {
  let listener: (event: AuthChangeEvent, session: Session | null) => void = () => {};
  const profileRead = vi.fn();
  const client = {
    auth: {
      onAuthStateChange(callback: typeof listener) {
        listener = callback;
        return { data: { subscription: { unsubscribe() {} } } };
      },
      mfa: {
        getAuthenticatorAssuranceLevel: async () => ({
          data: { currentLevel: 'aal1', nextLevel: 'aal1' },
          error: null,
        }),
      },
    },
    from: profileRead,
  } as unknown as SupabaseClient;
  return {
    client,
    profileRead,
    emit: (event: AuthChangeEvent, session: Session | null) => listener(event, session),
  };
}

const storedSession = (user: object) =>
  ({ access_token: token({ aal: 'aal1' }), refresh_token: 'r', user }) as unknown as Session;

describe('the auth store of a page rendered for its reader', () => {
  it('starts signed in as the host knew them, with their profile, not loading', () => {
    const { client } = fakeClient();
    const store = createAuthStore(readySupabaseLoader(client), {
      sessionStored: true,
      viewer: { userId: 'u1', secondFactorRequired: false, user: hostRecord, profile },
    });
    expect(store.getState()).toMatchObject({
      currentUser: hostRecord,
      userProfile: profile,
      isAuthenticated: true,
      isLoading: false,
      secondFactorRequired: false,
    });
    // The server's snapshot (zustand's initial state) is the same: hydration renders what the host did.
    expect(store.getInitialState()).toMatchObject({ currentUser: hostRecord, userProfile: profile });
    store.stop();
  });

  it("keeps the host's record and profile when the restored session is theirs; a later event brings its own", async () => {
    const { client, profileRead, emit } = fakeClient();
    const store = createAuthStore(readySupabaseLoader(client), {
      sessionStored: true,
      viewer: { userId: 'u1', secondFactorRequired: false, user: hostRecord, profile },
    });
    const olderCopy = { ...hostRecord, email: 'old@example.com' };
    emit('INITIAL_SESSION', storedSession(olderCopy));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().currentUser).toBe(hostRecord);
    expect(store.getState()).toMatchObject({ userProfile: profile, isLoading: false, isAuthenticated: true });
    expect(profileRead).not.toHaveBeenCalled();
    const updated = { ...hostRecord, email: 'new@example.com' };
    emit('USER_UPDATED', storedSession(updated));
    expect(store.getState().currentUser).toEqual(updated);
    store.stop();
  });

  it('starts at the code step, with nothing of theirs, when the host found the code owed', () => {
    const { client } = fakeClient();
    const store = createAuthStore(readySupabaseLoader(client), {
      sessionStored: true,
      viewer: { userId: 'u1', secondFactorRequired: true, user: null, profile: null },
    });
    expect(store.getState()).toMatchObject({
      currentUser: null,
      userProfile: null,
      isAuthenticated: false,
      isLoading: false,
      secondFactorRequired: true,
    });
    store.stop();
  });
});

// The sign-in state of docs/product.md §3 as a store. It follows Supabase's auth state: on every change it stores the
// user, loads the profile when there is one (clearing it when none exists), then stops loading. With
// a session stored it starts loading (no user, no profile) until the client answers; with none it
// knows at once that nobody is signed in, and leaves the client unloaded until something needs it (a
// sign-in form, say), following it from then on. A session that still owes its second factor (an
// account with an authenticator app, signed in at aal1) is not a signed-in user yet: the store says so
// (secondFactorRequired) and the sign-in page asks for the code. Created once by the shell; remotes
// reach it through PlatformProvider. It also carries one notice about the account for whichever page
// comes next (deleted, signed out everywhere, ...), shown by PlatformProvider.
import type { Session, User } from '@supabase/supabase-js';
import type { SupabaseClient } from '../supabase/client.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SupabaseLoader } from '../supabase/supabase-loader.ts';
import { needsSecondFactor } from './assurance.ts';
import { type ProfileChanges, type UserProfile, readProfile, updateProfile } from './profile.ts';

export type AuthState = {
  currentUser: User | null;
  session: Session | null;
  userProfile: UserProfile | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Set when the profile could not be read; the shell shows the destructive toast of docs/product.md §4. */
  profileError: Error | null;
  /** Signed in at aal1 with a verified second factor: not signed in until the authenticator code is given. */
  secondFactorRequired: boolean;
  /** A message about the account for the next page (after the page that caused it has gone). */
  notice: AccountNotice | null;
};

export type AccountNotice = 'accountDeleted' | 'signedOutEverywhere' | 'passwordChanged' | 'emailChanged';

export type AuthActions = {
  signOut(): Promise<void>;
  /** Ends every session of the account, on every device (this one included). */
  signOutEverywhere(): Promise<void>;
  reloadProfile(): Promise<void>;
  saveProfile(changes: ProfileChanges): Promise<UserProfile>;
  showNotice(notice: AccountNotice): void;
  dismissNotice(): void;
};

export type AuthStore = StoreApi<AuthState & AuthActions> & { stop(): void };

export function createAuthStore(supabase: SupabaseLoader, options: { sessionStored: boolean }): AuthStore {
  let generation = 0;
  let stopped = false;
  let unsubscribe = () => {};

  const store = createStore<AuthState & AuthActions>()((set, get) => ({
    currentUser: null,
    session: null,
    userProfile: null,
    isLoading: options.sessionStored,
    isAuthenticated: false,
    profileError: null,
    secondFactorRequired: false,
    notice: null,
    async signOut() {
      // scope 'local' ends this browser's session; the state change below clears the store everywhere.
      const { error } = await (await supabase.get()).auth.signOut({ scope: 'local' });
      if (error) throw error;
    },
    async signOutEverywhere() {
      const { error } = await (await supabase.get()).auth.signOut({ scope: 'global' });
      if (error) throw error;
    },
    async reloadProfile() {
      const user = get().currentUser;
      if (user) await loadProfile(user);
    },
    async saveProfile(changes) {
      const user = get().currentUser;
      if (!user) throw new Error('Not signed in');
      const profile = await updateProfile(await supabase.get(), user.id, changes);
      set({ userProfile: profile, profileError: null });
      return profile;
    },
    showNotice(notice) {
      set({ notice });
    },
    dismissNotice() {
      set({ notice: null });
    },
  }));

  async function loadProfile(user: User): Promise<void> {
    const mine = ++generation;
    try {
      const profile = await readProfile(await supabase.get(), user.id);
      if (mine === generation) store.setState({ userProfile: profile, profileError: null, isLoading: false });
    } catch (error) {
      if (mine === generation) store.setState({ userProfile: null, profileError: error as Error, isLoading: false });
    }
  }

  function follow(client: SupabaseClient) {
    if (stopped) return;
    const { data } = client.auth.onAuthStateChange(onAuthStateChange);
    unsubscribe = () => data.subscription.unsubscribe();
  }

  function onAuthStateChange(_event: string, session: Session | null) {
    const secondFactorRequired = needsSecondFactor(session);
    const signedIn = secondFactorRequired ? null : session;
    const user = signedIn?.user ?? null;
    const previous = store.getState().currentUser;
    store.setState({ currentUser: user, session: signedIn, isAuthenticated: user !== null, secondFactorRequired });
    if (!user) {
      generation++;
      store.setState({ userProfile: null, profileError: null, isLoading: false });
      return;
    }
    // A token refresh keeps the same user: no need to read the profile again.
    if (previous?.id === user.id && store.getState().userProfile) {
      store.setState({ isLoading: false });
      return;
    }
    store.setState({ isLoading: true });
    // Deferred: supabase-js must not be called from inside its own auth callback (it would deadlock).
    setTimeout(() => void loadProfile(user), 0);
  }

  supabase.onLoad(follow);
  if (options.sessionStored) {
    supabase.get().catch((error: unknown) => {
      // The client's code did not arrive: show the visitor as signed out rather than loading forever.
      console.error('Could not load the Supabase client to restore the session', error);
      store.setState({ isLoading: false });
    });
  }

  return Object.assign(store, {
    stop() {
      stopped = true;
      unsubscribe();
    },
  });
}

// SPEC's auth context as a store: it starts loading with no user and no profile; on every auth state
// change it stores the user, loads the profile when there is one (clearing it when none exists), and
// then stops loading. Created once by the shell; remotes reach it through PlatformProvider.
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type ProfileChanges, type UserProfile, readProfile, updateProfile } from './profile.ts';

export type AuthState = {
  currentUser: User | null;
  session: Session | null;
  userProfile: UserProfile | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Set when the profile could not be read; the shell shows SPEC's destructive toast. */
  profileError: Error | null;
};

export type AuthActions = {
  signOut(): Promise<void>;
  reloadProfile(): Promise<void>;
  saveProfile(changes: ProfileChanges): Promise<UserProfile>;
};

export type AuthStore = StoreApi<AuthState & AuthActions> & { stop(): void };

export function createAuthStore(supabase: SupabaseClient): AuthStore {
  let generation = 0;

  const store = createStore<AuthState & AuthActions>()((set, get) => ({
    currentUser: null,
    session: null,
    userProfile: null,
    isLoading: true,
    isAuthenticated: false,
    profileError: null,
    async signOut() {
      // scope 'local' ends this browser's session; the state change below clears the store everywhere.
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      if (error) throw error;
    },
    async reloadProfile() {
      const user = get().currentUser;
      if (user) await loadProfile(user);
    },
    async saveProfile(changes) {
      const user = get().currentUser;
      if (!user) throw new Error('Not signed in');
      const profile = await updateProfile(supabase, user.id, changes);
      set({ userProfile: profile, profileError: null });
      return profile;
    },
  }));

  async function loadProfile(user: User): Promise<void> {
    const mine = ++generation;
    try {
      const profile = await readProfile(supabase, user.id);
      if (mine === generation) store.setState({ userProfile: profile, profileError: null, isLoading: false });
    } catch (error) {
      if (mine === generation) store.setState({ userProfile: null, profileError: error as Error, isLoading: false });
    }
  }

  const { data } = supabase.auth.onAuthStateChange((_event, session) => {
    const user = session?.user ?? null;
    const previous = store.getState().currentUser;
    store.setState({ currentUser: user, session, isAuthenticated: user !== null });
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
  });

  return Object.assign(store, { stop: () => data.subscription.unsubscribe() });
}

// The sign-in state of docs/product.md §3 as a store. It follows Supabase's auth state: on every change it stores the
// user, loads the profile when there is one (clearing it when none exists), then stops loading. With
// a session stored it starts loading (no user, no profile) until the client answers; with none it
// knows at once that nobody is signed in, and leaves the client unloaded until something needs it (a
// sign-in form, say), following it from then on. A session that still owes its second factor (an
// account with an authenticator app, signed in at aal1) is not a signed-in user yet: the store says so
// (secondFactorRequired) and the shell's guard or the sign-in page asks for the code.
//
// The assurance level comes from Supabase's getAuthenticatorAssuranceLevel, re-checked on every auth
// state change: an aal2 token needs nothing more; an aal1 session is asked about with its access token,
// which reads the user's factors from the Auth service rather than from the stored session, so a factor
// verified on another device (or since this session was stored) is seen at once. Until the first answer
// for a person, the store is loading, so no signed-in page shows before it is known whether the code is
// owed. A data call the database refused for want of aal2 asks again (checkSecondFactor).
//
// A page the shell's host rendered for the person who asked starts from what the host knew (the viewer
// of its first-render state: the Auth service's record of the person, their profile, whether the code
// is owed), so the browser's first render matches the server's; the session the client then restores
// is that person's, and the record the host read stays until an event brings a newer one (the stored
// session's copy of the user may be older).
//
// Created once by the shell; remotes reach it through PlatformProvider. It also carries one notice
// about the account for whichever page comes next (deleted, signed out everywhere, ...), shown by
// PlatformProvider.
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type { FirstRenderViewer } from '../first-render/first-render-state.ts';
import type { SupabaseClient } from '../supabase/client.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SupabaseLoader } from '../supabase/supabase-loader.ts';
import { needsSecondFactor, tokenClaims } from './assurance.ts';
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

type AccountNotice = 'accountDeleted' | 'signedOutEverywhere' | 'passwordChanged' | 'emailChanged';

export type AuthActions = {
  signOut(): Promise<void>;
  /** Ends every session of the account, on every device (this one included). */
  signOutEverywhere(): Promise<void>;
  /**
   * Ends this browser's session without asking the Auth service: for a session it no longer has (it
   * went with the deleted account), where asking would only be refused.
   */
  forgetSession(): Promise<void>;
  reloadProfile(): Promise<void>;
  /**
   * Asks the Auth service again whether this session owes its second factor (after the database refused
   * a call with 'aal2_required'); secondFactorRequired follows. Resolves to the answer.
   */
  checkSecondFactor(): Promise<boolean>;
  saveProfile(changes: ProfileChanges): Promise<UserProfile>;
  showNotice(notice: AccountNotice): void;
  dismissNotice(): void;
};

export type AuthStore = StoreApi<AuthState & AuthActions> & { stop(): void };

export function createAuthStore(
  supabase: SupabaseLoader,
  options: {
    sessionStored: boolean;
    viewer?: FirstRenderViewer;
    /** Removes the session from where this browser keeps it (its cookies). */
    dropStoredSession?: () => void;
  },
): AuthStore {
  const { viewer } = options;
  let generation = 0;
  let stopped = false;
  let unsubscribe = () => {};
  /** Counts assurance checks: only the answer for the latest auth state may change the store. */
  let checks = 0;
  /** The person whose assurance level the store has had an answer for; anyone else makes it load first. */
  let confirmedUserId: string | null = viewer?.userId ?? null;
  /** The host's record of the person the page was rendered for, kept while the restored session is theirs. */
  let hostRecord: User | null = viewer?.user ?? null;
  /** The person whose profile the host read (null when they have none: not read again for that). */
  let profileReadFor: string | null = viewer && !viewer.secondFactorRequired ? viewer.userId : null;
  /** The person whose profile is being read: the auth events that follow one sign-in read it once. */
  let profileReadingFor: string | null = null;

  const store = createStore<AuthState & AuthActions>()((set, get) => ({
    currentUser: viewer?.user ?? null,
    session: null,
    userProfile: viewer?.profile ?? null,
    isLoading: viewer ? false : options.sessionStored,
    isAuthenticated: viewer ? !viewer.secondFactorRequired : false,
    profileError: null,
    secondFactorRequired: viewer?.secondFactorRequired ?? false,
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
    async forgetSession() {
      // With nothing stored, supabase-js sends no request: it clears its state and tells SIGNED_OUT.
      options.dropStoredSession?.();
      const { error } = await (await supabase.get()).auth.signOut({ scope: 'local' });
      if (error) throw error;
    },
    async reloadProfile() {
      const user = get().currentUser;
      if (user) await loadProfile(user);
    },
    async checkSecondFactor() {
      const client = await supabase.get();
      const { data } = await client.auth.getSession();
      if (!data.session) return false;
      return confirmAssurance(client, data.session, ++checks);
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
    profileReadingFor = user.id;
    try {
      const profile = await readProfile(await supabase.get(), user.id);
      if (mine === generation) store.setState({ userProfile: profile, profileError: null, isLoading: false });
    } catch (error) {
      if (mine === generation)
        store.setState({ userProfile: null, profileError: error as Error, isLoading: false });
    } finally {
      if (mine === generation) profileReadingFor = null;
    }
  }

  function follow(client: SupabaseClient) {
    if (stopped) return;
    const { data } = client.auth.onAuthStateChange((event, session) =>
      onAuthStateChange(client, event, session),
    );
    unsubscribe = () => data.subscription.unsubscribe();
  }

  function onAuthStateChange(client: SupabaseClient, event: AuthChangeEvent, session: Session | null) {
    const mine = ++checks;
    // Only the session restored from storage is the one the host rendered with; any later event
    // (a refresh, a sign-in, a changed user) carries a newer record.
    if (event !== 'INITIAL_SESSION') hostRecord = null;
    if (!session) {
      confirmedUserId = null;
      show(null, false);
      return;
    }
    // An aal2 session has nothing more to give. One whose stored factors already say the code is owed
    // is shown so at once, and a new token for a person already answered for keeps what was answered
    // (a code owed stays owed until aal2 or the Auth service says otherwise); the Auth service is asked
    // anyway, below, in case a factor has come or gone since.
    if (tokenClaims(session.access_token).aal === 'aal2') {
      confirmedUserId = session.user.id;
      show(session, false);
      return;
    }
    if (needsSecondFactor(session)) show(session, true);
    else if (session.user.id !== confirmedUserId)
      store.setState({
        currentUser: null,
        session: null,
        isAuthenticated: false,
        secondFactorRequired: false,
        isLoading: true,
      });
    else if (!store.getState().secondFactorRequired) show(session, false);
    // Deferred: supabase-js must not be called from inside its own auth callback (it would deadlock).
    setTimeout(() => void confirmAssurance(client, session, mine), 0);
  }

  /** The Auth service's answer for an aal1 session (its own view of the session if the service cannot answer). */
  async function confirmAssurance(client: SupabaseClient, session: Session, mine: number): Promise<boolean> {
    let owed = needsSecondFactor(session);
    try {
      const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel(session.access_token);
      if (error) console.warn('Could not read the assurance level; using the stored session', error);
      else owed = data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
    } catch (error) {
      console.warn('Could not read the assurance level; using the stored session', error);
    }
    if (mine === checks) {
      confirmedUserId = session.user.id;
      show(session, owed);
    }
    return owed;
  }

  /** Puts a session in the store: signed in, owing its second factor (no user, no profile), or none. */
  function show(session: Session | null, owesSecondFactor: boolean) {
    const signedIn = owesSecondFactor ? null : session;
    const user = signedIn && hostRecord?.id === signedIn.user.id ? hostRecord : (signedIn?.user ?? null);
    const { currentUser: previous, secondFactorRequired: wasOwing } = store.getState();
    store.setState({
      currentUser: user,
      session: signedIn,
      isAuthenticated: user !== null,
      secondFactorRequired: session !== null && owesSecondFactor,
    });
    if (!user) {
      generation++;
      profileReadFor = null;
      profileReadingFor = null;
      store.setState({ userProfile: null, profileError: null, isLoading: false });
      return;
    }
    // A token refresh keeps the same user: no need to read the profile again (nor one the host read,
    // nor one on its way: supabase-js tells one restored session twice, SIGNED_IN then INITIAL_SESSION).
    if (previous?.id === user.id) {
      if (profileReadingFor === user.id) return;
      if (store.getState().userProfile || profileReadFor === user.id) {
        store.setState({ isLoading: false });
        return;
      }
    }
    // The person who just gave their code is no new arrival: the page they were going to shows at once
    // (the guard keeps it, and what was typed on it), and the profile arrives behind it.
    if (!wasOwing) store.setState({ isLoading: true });
    profileReadingFor = user.id;
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

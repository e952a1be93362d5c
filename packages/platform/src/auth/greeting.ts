// The greeting of a signed-in page: "Welcome" on a visitor's first visit (just registered, or signed in
// with Google or Apple for the first time), "Welcome back" afterwards. Auth keeps when the account was
// made (created_at, or the e-mail confirmation that opened it) and when it last signed in: a sign-in
// within minutes of that is the account's first session.
import type { User } from '@supabase/supabase-js';
import { useAuth } from '../hooks.ts';
import { useCommonTranslation } from '../i18n/use-common-translation.ts';

/** How close to the account's opening a sign-in still counts as the first one. */
export const FIRST_SESSION_WINDOW_MS = 10 * 60 * 1000;
/** A first session kept open for longer than this is a return visit all the same. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

type AuthDates = Pick<User, 'created_at'> &
  Partial<Pick<User, 'last_sign_in_at' | 'email_confirmed_at' | 'confirmed_at'>>;

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

/** True while the user is in the account's first session, on the day it was made. */
export function isFirstVisit(user: AuthDates | null | undefined, now: number = Date.now()): boolean {
  if (!user) return false;
  const created = time(user.created_at);
  if (Number.isNaN(created)) return false;
  const confirmed = time(user.email_confirmed_at ?? user.confirmed_at);
  const opened = Number.isNaN(confirmed) ? created : Math.max(created, confirmed);
  const signedIn = time(user.last_sign_in_at);
  const firstSession = Number.isNaN(signedIn) || signedIn - opened <= FIRST_SESSION_WINDOW_MS;
  return firstSession && now - created < NEW_ACCOUNT_MS;
}

/** "Welcome, Ada" on the first visit, "Welcome back, Ada" later (without a name when the profile has none). */
export function useGreeting(): string {
  const { t } = useCommonTranslation('useGreeting');
  const user = useAuth((s) => s.currentUser);
  const name = useAuth((s) => s.userProfile?.name?.trim() ?? '');
  const first = isFirstVisit(user);
  if (name) return t(first ? 'greeting.welcomeNamed' : 'greeting.welcomeBackNamed', { name });
  return t(first ? 'greeting.welcome' : 'greeting.welcomeBack');
}

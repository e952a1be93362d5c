// What a server-rendered page was rendered with, written by the shell's host into the document as a
// JSON data block beside the app's configuration: the language and the maintenance row it used, and
// for a page rendered for the person who asked (their session in cookies) what it knew of them (the
// viewer) and the data it read (the data layer's queries, as TanStack Query dehydrates them). The
// browser starts from the same values, so its first render (hydration) produces the same markup and
// reads nothing again; its own sources (localStorage 'language', the maintenance poll, the session in
// its client) take over once the page is hydrated. No React and no browser globals: the host imports
// this too.
import type { User } from '@supabase/supabase-js';
import type { DehydratedState } from '@tanstack/react-query';
import type { UserProfile } from '../auth/profile.ts';
import { type Language, isLanguage } from '../language/language-store.ts';
import { isTimeZone } from '../language/time-zone-cookie.ts';

export const FIRST_RENDER_ELEMENT_ID = 'first-render';

/** The maintenance row as read (null: it could not be read, which keeps the site in maintenance). */
export type MaintenanceSnapshot = { enabled: boolean; message: string } | null;

/**
 * Whom a personal page was rendered for: the person the session's token names, as the Auth service
 * knows them, and their profile; or, when the session still owes its second factor, only that (no user,
 * no profile: nothing of theirs is shown before the code).
 */
export type FirstRenderViewer =
  | { userId: string; secondFactorRequired: false; user: User; profile: UserProfile | null }
  | { userId: string; secondFactorRequired: true; user: null; profile: null };

export type FirstRenderState = {
  language: Language;
  maintenance: MaintenanceSnapshot;
  /** Set on a page rendered for the person who asked; absent on a page rendered for anyone. */
  viewer?: FirstRenderViewer;
  /** The data the page was rendered with (the host read it for this request; never cached). */
  queries?: DehydratedState;
  /** The time zone its dates and times are shown in (the browser's, from its cookie). */
  timeZone?: string;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseViewer(value: unknown): FirstRenderViewer | undefined | null {
  if (value === undefined) return undefined;
  if (!isObject(value) || typeof value.userId !== 'string') return null;
  if (value.secondFactorRequired === true)
    return { userId: value.userId, secondFactorRequired: true, user: null, profile: null };
  if (value.secondFactorRequired !== false || !isObject(value.user) || value.user.id !== value.userId)
    return null;
  if (value.profile !== null && !isObject(value.profile)) return null;
  return {
    userId: value.userId,
    secondFactorRequired: false,
    user: value.user as unknown as User,
    profile: value.profile as UserProfile | null,
  };
}

function parseQueries(value: unknown): DehydratedState | undefined | null {
  if (value === undefined) return undefined;
  if (!isObject(value) || !Array.isArray(value.queries) || !Array.isArray(value.mutations)) return null;
  return value as unknown as DehydratedState;
}

function parseMaintenance(maintenance: unknown): MaintenanceSnapshot | undefined {
  if (maintenance === null) return null;
  if (!isObject(maintenance) || typeof maintenance.enabled !== 'boolean') return undefined;
  const { enabled, message } = maintenance;
  return { enabled, message: typeof message === 'string' ? message : '' };
}

export function parseFirstRenderState(value: unknown): FirstRenderState | null {
  if (!isObject(value)) return null;
  const { language } = value;
  const maintenance = parseMaintenance(value.maintenance);
  const viewer = parseViewer(value.viewer);
  const queries = parseQueries(value.queries);
  const { timeZone } = value;
  if (!isLanguage(language) || maintenance === undefined || viewer === null || queries === null) return null;
  if (timeZone !== undefined && !isTimeZone(timeZone)) return null;
  return {
    language,
    maintenance,
    ...(viewer ? { viewer } : {}),
    ...(queries ? { queries } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}

/** The state the host wrote into this page, or null when the page was not rendered on a server. */
export function readFirstRenderState(doc: Pick<Document, 'getElementById'>): FirstRenderState | null {
  const element = doc.getElementById(FIRST_RENDER_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    return parseFirstRenderState(JSON.parse(element.textContent ?? ''));
  } catch {
    return null;
  }
}

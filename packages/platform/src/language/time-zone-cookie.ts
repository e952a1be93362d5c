// The time zone dates and times are shown in. A browser shows them in its own; a page the shell's host
// renders must show them in the same one, or hydration would find other text. So the browser keeps its
// zone in the 'time-zone' cookie (written at every start, like the language cookie), the host renders
// in the zone the cookie names (UTC when there is none, or none it knows), the zone goes into the
// first-render state, and the browser's first render uses it too; from the render after, its own
// (the same, unless the cookie was missing or the zone has changed since): useTimeZone(). No React
// here: the host imports it.
import { cookieValue } from './request-language.ts';

const TIME_ZONE_COOKIE = 'time-zone';
/** Where a server renders without a zone from the request (explicit: the process's own could be anything). */
export const SERVER_TIME_ZONE = 'UTC';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** An IANA time zone this runtime knows ("Europe/Copenhagen"), within a name's bounds. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The Set-Cookie text (also a document.cookie assignment) that tells the host the browser's zone. */
export const timeZoneCookie = (zone: string) =>
  `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;

/** The zone a request's cookies name, when it is one this runtime knows. */
export function requestTimeZone(cookieHeader: string | undefined): string | undefined {
  const raw = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  if (raw === undefined) return undefined;
  try {
    const zone = decodeURIComponent(raw);
    return isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** This runtime's own zone (the browser's: the reader's). */
export function runtimeTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : undefined;
}

// @ahc/platform/first-render: what the shell's host and the browser agree on about a page rendered on
// the server (the state it was rendered with, the language a request asks for, where the session
// cookie is and when a session owes its second factor). No React here.
export {
  FIRST_RENDER_ELEMENT_ID,
  type FirstRenderState,
  type FirstRenderViewer,
  type MaintenanceSnapshot,
  parseFirstRenderState,
  readFirstRenderState,
} from './first-render-state.ts';
export {
  LANGUAGE_COOKIE,
  acceptedLanguage,
  cookieValue,
  languageCookie,
  requestLanguage,
} from '../language/request-language.ts';
export { maintenanceValue } from '../maintenance/maintenance-store.ts';
export { authStorageKey, hasSessionCookie } from '../supabase/session-cookies.ts';
export { SERVER_TIME_ZONE, requestTimeZone } from '../language/time-zone-cookie.ts';
export { needsSecondFactor } from '../auth/assurance.ts';

// What a server-rendered page was rendered with, written by the shell's host into the document as a
// JSON data block beside the app's configuration: the language and the maintenance row it used. The
// browser starts from the same values, so its first render (hydration) produces the same markup; its
// own sources (localStorage 'language', the maintenance poll) take over once the page is hydrated.
// No React and no browser globals: the host imports this too.
import { type Language, isLanguage } from '../language/language-store.ts';

export const FIRST_RENDER_ELEMENT_ID = 'first-render';

/** The maintenance row as read (null: it could not be read, which keeps the site in maintenance). */
export type MaintenanceSnapshot = { enabled: boolean; message: string } | null;

export type FirstRenderState = { language: Language; maintenance: MaintenanceSnapshot };

export function parseFirstRenderState(value: unknown): FirstRenderState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { language, maintenance } = value as Record<string, unknown>;
  if (!isLanguage(language)) return null;
  if (maintenance === null) return { language, maintenance: null };
  if (typeof maintenance !== 'object' || typeof (maintenance as { enabled?: unknown }).enabled !== 'boolean')
    return null;
  const { enabled, message } = maintenance as { enabled: boolean; message?: unknown };
  return { language, maintenance: { enabled, message: typeof message === 'string' ? message : '' } };
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

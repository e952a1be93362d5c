// supabase-js as the functions call the database and Auth, typed by the generated Database (the
// platform's own file, imported as it is, as common.ts does with packages/common): one client per
// request, with the key the function holds and, to act as the caller, the caller's access token, so
// row-level security decides as it would for the apps. No session is stored or refreshed. A function's
// deno.json maps `@supabase/supabase-js` to the npm version the workspace uses.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../packages/platform/src/supabase/database.types.ts';

export type FunctionSupabase = SupabaseClient<Database>;

export function functionSupabase(
  url: string,
  key: string,
  options: { fetch: typeof fetch; accessToken?: string },
): FunctionSupabase {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: options.fetch,
      headers: options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {},
    },
  });
}

/** A call's answer as the handlers read it: the data, or the refusal with PostgREST's fields (status 0: no answer). */
export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code?: string; message?: string; details?: string; hint?: string };

export function callResult<T>(answer: {
  data: T | null;
  error: { code: string; message: string; details: string; hint: string } | null;
  status: number;
}): CallResult<T | null> {
  if (!answer.error) return { ok: true, data: answer.data };
  const { code, message, details, hint } = answer.error;
  return { ok: false, status: answer.status, code, message, details, hint };
}

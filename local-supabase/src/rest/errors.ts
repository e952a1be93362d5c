// PostgREST's error shape ({code, details, hint, message}) and its mapping from SQLSTATE to HTTP
// status (postgrest.org, "Errors"), so supabase-js and the apps see what hosted Supabase would send.
import { isPgError } from '../db/database.ts';

export type RestErrorBody = { code: string; details: string | null; hint: string | null; message: string };

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

export const unknownTable = (name: string) =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const unknownFunction = (name: string, argNames: string[]) =>
  new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${argNames.join(', ')}) in the schema cache`,
    `Searched for the function public.${name} with parameters ${argNames.join(', ') || 'none'}, but no matches were found in the schema cache.`,
  );

export const notSingleObject = (rows: number) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

function statusForSqlState(code: string, role: string): number {
  // RAISE ... USING ERRCODE = 'PT429' chooses the HTTP status itself (PostgREST's custom status codes).
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  const klass = code.slice(0, 2);
  if (klass === '08' || klass === '53') return 503;
  if (klass === '28' || klass === '0L' || klass === '0P') return 403;
  if (['09', '0F', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass)) return 500;
  return 400;
}

/** Turns anything a request threw into the status and body PostgREST would answer with. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    return new RestError(statusForSqlState(error.code, role), error.code, error.message, error.detail ?? null, error.hint ?? null);
  }
  console.error('[rest] unexpected error', error);
  return new RestError(500, 'PGRST000', 'Internal error in the local REST service');
}

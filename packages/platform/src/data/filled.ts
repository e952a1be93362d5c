// The one check on a typed rpc answer. A function returning a composite type is typed by the generator
// with every field nullable; the fields it always fills are its promise, checked here once at run time
// (an answer that breaks it is an AppError, like any other failure), so no page handles a null that
// cannot come.
import type { Filled } from '../supabase/client.ts';
import { toAppError } from './app-error.ts';

/** `value` with every field not named in `nullable` checked non-null; `during` names the call, for the error. */
export function filled<T extends object, Nullable extends keyof T = never>(
  value: T | null,
  nullable: readonly Nullable[],
  during: string,
): Filled<T, Nullable> {
  const missing =
    value === null
      ? ['(the whole answer)']
      : Object.entries(value)
          .filter(([key, field]) => field === null && !(nullable as readonly PropertyKey[]).includes(key))
          .map(([key]) => key);
  if (missing.length > 0)
    throw toAppError(new Error(`${during} answered without ${missing.join(', ')}`), { during });
  return value as Filled<T, Nullable>;
}

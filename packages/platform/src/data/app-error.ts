// The one error path of the data layer. Whatever fails under a query or a mutation (a PostgREST error
// with its status, an rpc that answered something it should not, the network, a thrown exception)
// becomes one small AppError whose kind a page maps to its own translated message. The failure is
// logged here, once, with what was being done; pages never show or log raw errors.

export type AppErrorKind =
  /** No answer: offline, DNS, CORS, an aborted request. */
  | 'network'
  /** The request carried no valid session (PostgREST 401, or an expired token). */
  | 'not-signed-in'
  /**
   * The account has a verified second factor and this session has not used it (aal1): the database
   * refused with 42501 and the hint 'aal2_required'. The data layer then has the auth store ask the
   * Auth service again, and the shell's guard puts the code step over the page (kept as it is, behind).
   */
  | 'second-factor-required'
  /** Signed in but not allowed (PostgREST 403, Postgres insufficient_privilege). */
  | 'forbidden'
  /** No such row or function (404, or a single row asked for and none found). */
  | 'not-found'
  /** The server refused the input (400, or a Postgres data/constraint error). */
  | 'invalid'
  /** Too many requests (429). */
  | 'rate-limited'
  /** The server failed (5xx). */
  | 'server'
  /** Anything else, including an answer that does not have the shape the app expects. */
  | 'unknown';

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly details: { status?: number; code?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }
}

/** Postgres error codes that mean "the input is wrong": invalid parameter, not null, check, too long, bad text. */
const INVALID_INPUT_CODES = new Set(['22023', '23502', '23514', '22001', '22P02']);
/** PostgREST's codes for a missing or bad token. */
const NO_SESSION_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

/** The hint private.require_mfa() gives with its 42501 (supabase/schemas/private.sql). */
const AAL2_REQUIRED_HINT = 'aal2_required';

function kindOf(
  status: number | undefined,
  code: string | undefined,
  hint: string | undefined,
  failure: unknown,
): AppErrorKind {
  if (
    status === 0 ||
    failure instanceof TypeError ||
    (failure instanceof DOMException && failure.name === 'AbortError')
  )
    return 'network';
  if (code && NO_SESSION_CODES.has(code)) return 'not-signed-in';
  if (code && INVALID_INPUT_CODES.has(code)) return 'invalid';
  if (code === 'PGRST116') return 'not-found';
  if (status === 401) return 'not-signed-in';
  if (code === '42501' && hint === AAL2_REQUIRED_HINT) return 'second-factor-required';
  if (status === 403 || code === '42501') return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status === 400) return 'invalid';
  if (status !== undefined && status >= 500) return 'server';
  return 'unknown';
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const number = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

const QUIET_KINDS: ReadonlySet<AppErrorKind> = new Set([
  'not-signed-in',
  'second-factor-required',
  'forbidden',
  'not-found',
  'invalid',
  'rate-limited',
]);

/**
 * Turns any failure into an AppError and logs it once (an AppError is returned as it is, unlogged).
 * `during` names what was being done, for the log; `status` is the HTTP status of a supabase-js
 * response (its error objects do not carry it).
 */
export function toAppError(failure: unknown, context: { during: string; status?: number }): AppError {
  if (failure instanceof AppError) return failure;
  const status = context.status ?? number(field(failure, 'status'));
  const code = text(field(failure, 'code'));
  const kind = kindOf(status, code, text(field(failure, 'hint')), failure);
  const error = new AppError(
    kind,
    `${context.during} failed (${kind}${status ? `, HTTP ${status}` : ''}${code ? `, ${code}` : ''})`,
    {
      ...(status === undefined ? {} : { status }),
      ...(code === undefined ? {} : { code }),
      cause: failure,
    },
  );
  // Expected outcomes (a refused input, a rate limit) are worth a warning; the rest is an error.
  (QUIET_KINDS.has(kind) ? console.warn : console.error)(`[data] ${error.message}`, failure);
  return error;
}

/** A supabase-js answer: data and no error, or an error and no data, with the HTTP status either way. */
export type SupabaseAnswer<T> =
  { data: T; error: null; status: number } | { data: null; error: { message: string }; status: number };

/** The data of a supabase-js answer, or (through toAppError) the AppError of its error. */
export function dataOrThrow<T>(answer: SupabaseAnswer<T>, during: string): T {
  if (answer.error !== null) throw toAppError(answer.error, { during, status: answer.status });
  return answer.data;
}

// One stand-in for Supabase in every app's tests: a fetch function for createTestPlatform that answers
// as GoTrue and PostgREST do, from rows typed by the generated database types. Tables answer selects
// (eq filters, order, columns, one object or an array) and updates from their rows; rpc functions
// answer through typed handlers; GoTrue signs one test user in and serves the rest of what the account
// pages call (recovery, e-mail links and codes, user updates with a pending e-mail change,
// reauthentication, TOTP factors that raise the session to aal2); edge functions answer by name. Every
// request is recorded, and a test can make any route answer otherwise (a status and body, or a network
// failure), once or for good.
import type { Json, RpcArgs, RpcName, RpcResult, TableName, Tables } from '../supabase/client.ts';

export type RecordedRequest = { method: string; url: URL; body: Json | undefined; headers: Headers };

/** An answer a test picks instead of the fake's own: an HTTP status and body, or no answer at all. */
export class FakeReply {
  private constructor(
    readonly kind: 'http' | 'network',
    readonly status: number,
    readonly body: unknown,
  ) {}
  static http(status: number, body?: unknown): FakeReply {
    return new FakeReply('http', status, body);
  }
  static network(): FakeReply {
    return new FakeReply('network', 0, undefined);
  }
}

/** fetch rejects, as it does offline. */
export const networkError = (): FakeReply => FakeReply.network();
/** Any status and JSON body (a string body is sent as it is, e.g. a proxy's text error page). */
export const httpReply = (status: number, body?: unknown): FakeReply => FakeReply.http(status, body);
/** PostgREST's error body. */
export const postgrestError = (status: number, code: string, message = 'error'): FakeReply =>
  FakeReply.http(status, { code, message, details: null, hint: null });
/** GoTrue's error body (supabase-js reads the code because of the API version header every answer carries). */
export const authError = (status: number, code: string, message = 'error'): FakeReply =>
  FakeReply.http(status, { code, message });

export const TEST_USER = { id: '5d6f2c9e-1b1a-4c55-9a3e-5b7e2d0c1a11', email: 'ada@example.com' } as const;

export type FakeUser = { id: string; email: string };

/** A TOTP factor of the test user (a verified one means the account has two-factor sign-in). */
export type FakeFactor = { id: string; status: 'verified' | 'unverified'; friendly_name?: string };

/** The secret and QR code the fake's enrolment answers with (RFC 6238's own example secret). */
export const FAKE_TOTP = {
  secret: 'JBSWY3DPEHPK3PXP',
  qrCode:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8H0z" fill="#000"/></svg>',
} as const;

/** What a route is called when a test answers it otherwise or reads its requests. */
export type FakeRoute =
  | `${'GET' | 'POST' | 'PATCH' | 'DELETE'} ${TableName}`
  | `rpc ${RpcName}`
  | `auth ${'token' | 'signup' | 'user' | 'logout' | 'recover' | 'otp' | 'verify' | 'resend' | 'reauthenticate'}`
  | `auth factors${'' | '/challenge' | '/verify' | '/unenroll'}`
  | `functions ${string}`;

type RpcHandler<Name extends RpcName> = (
  args: RpcArgs<Name>,
  request: RecordedRequest,
) => RpcResult<Name> | FakeReply | Promise<RpcResult<Name> | FakeReply>;
type RpcHandlers = { [Name in RpcName]?: RpcHandler<Name> };
export type FakeRows = { [Name in TableName]: Tables<Name>[] };

export type FakeSupabaseOptions = {
  /** The account GoTrue signs in (any password): TEST_USER unless given. */
  user?: FakeUser;
  /** Rows per table; app_config holds the maintenance row (off) unless given. */
  rows?: Partial<FakeRows>;
  /** How rpc functions answer; one without a handler answers PostgREST's 404 for an unknown function. */
  rpc?: RpcHandlers;
  /** The user's TOTP factors: with a verified one, a sign-in is aal1 until a code is verified. */
  factors?: FakeFactor[];
  /** The user's metadata (user_metadata) as the Auth service keeps it. */
  metadata?: { [key: string]: Json | undefined };
  /** The identity providers the account has (app_metadata.providers): ['email'] unless given. */
  providers?: string[];
};

const HEADERS = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

function respond(status: number, body?: unknown): Response {
  if (body === undefined || status === 204) return new Response(null, { status, headers: HEADERS });
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: HEADERS });
}

function replyWith(reply: FakeReply): Response {
  if (reply.kind === 'network') throw new TypeError('Failed to fetch');
  return respond(reply.status, reply.body);
}

export const maintenanceRow = (enabled = false, message = ''): Tables<'app_config'> => ({
  key: 'maintenance',
  value: { enabled, message },
  updated_at: '2026-01-01T00:00:00Z',
});

/** The Auth service's account state in the fake: what GET /user answers and what updates change. */
type AccountState = {
  email: string;
  newEmail: string | null;
  metadata: { [key: string]: Json | undefined };
  providers: string[];
  factors: FakeFactor[];
  aal: 'aal1' | 'aal2';
};

function userJson(user: FakeUser, account: AccountState) {
  const now = '2026-01-01T00:00:00Z';
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    ...(account.newEmail ? { new_email: account.newEmail, email_change_sent_at: now } : {}),
    app_metadata: { provider: account.providers[0] ?? 'email', providers: account.providers },
    user_metadata: account.metadata,
    ...(account.factors.length
      ? {
          factors: account.factors.map((factor) => ({
            id: factor.id,
            friendly_name: factor.friendly_name ?? '',
            factor_type: 'totp',
            status: factor.status,
            created_at: now,
            updated_at: now,
          })),
        }
      : {}),
    created_at: now,
  };
}

const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An access token shaped like the Auth service's (unsigned): the claims the app reads, aal among them. */
export function fakeAccessToken(claims: { sub: string; aal: 'aal1' | 'aal2'; email?: string }): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'authenticated', aud: 'authenticated', exp, ...claims })}.fake`;
}

function sessionJson(user: FakeUser, account: AccountState) {
  return {
    access_token: fakeAccessToken({ sub: user.id, aal: account.aal, email: account.email }),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'test-refresh-token',
    user: userJson(user, account),
  };
}

const isRecord = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows an eq-filtered PostgREST request names; null for a filter the fake does not know. */
function matching<Row extends object>(rows: Row[], params: URLSearchParams): Row[] | null {
  let result = rows;
  for (const [column, filter] of params) {
    if (['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'].includes(column)) continue;
    if (!filter.startsWith('eq.')) return null;
    const value = filter.slice(3);
    result = result.filter(
      (row) => String(Object.entries(row).find(([key]) => key === column)?.[1]) === value,
    );
  }
  const order = params.get('order');
  if (order) {
    const [column, direction] = order.split('.');
    const key = (row: Row) => String(Object.entries(row).find(([name]) => name === column)?.[1] ?? '');
    result = [...result].sort((a, b) => key(a).localeCompare(key(b)) * (direction === 'desc' ? -1 : 1));
  }
  const limit = params.get('limit');
  return limit ? result.slice(0, Number(limit)) : result;
}

/** The columns `select` names (all for '*'). */
function project(row: object, select: string | null): object {
  if (!select || select === '*') return row;
  const columns = new Set(select.split(',').map((column) => column.trim()));
  return Object.fromEntries(Object.entries(row).filter(([key]) => columns.has(key)));
}

export function createFakeSupabase(options: FakeSupabaseOptions = {}) {
  const user = options.user ?? TEST_USER;
  const store: Partial<FakeRows> = { app_config: [maintenanceRow()], ...options.rows };
  /** A table's rows (a live array: a test may change it between requests); empty unless given. */
  function rows<Name extends TableName>(name: Name): Tables<Name>[] {
    return (store[name] ??= []);
  }
  // Any handler fits `(args: never) => ...`; each is called with the body the typed client sent for its function.
  const rpcHandlers = new Map<string, (args: never, request: RecordedRequest) => unknown>(
    Object.entries({ send_contact_message: () => undefined, ...options.rpc }),
  );
  const requests: (RecordedRequest & { route: string | null })[] = [];
  const overrides = new Map<string, FakeReply[]>();
  const account: AccountState = {
    email: user.email,
    newEmail: null,
    metadata: { ...options.metadata },
    providers: options.providers ?? ['email'],
    factors: (options.factors ?? []).map((factor) => ({ ...factor })),
    aal: 'aal1',
  };
  let counter = 0;
  const functionHandlers = new Map<string, (request: RecordedRequest) => unknown>([
    ['delete-account', () => ({ deleted: true })],
  ]);

  function override(route: string | null): FakeReply | undefined {
    const queue = route ? overrides.get(route) : undefined;
    if (!queue || queue.length === 0) return undefined;
    // The last reply keeps answering; earlier ones answer once each.
    return queue.length > 1 ? queue.shift() : queue[0];
  }

  function routeOf(method: string, url: URL): string | null {
    const path = url.pathname;
    if (path.startsWith('/rest/v1/rpc/')) return `rpc ${path.slice('/rest/v1/rpc/'.length)}`;
    if (path.startsWith('/rest/v1/')) return `${method} ${path.slice('/rest/v1/'.length)}`;
    if (path.startsWith('/auth/v1/factors')) {
      const action = /^\/auth\/v1\/factors\/[^/]+(?:\/(challenge|verify))?$/.exec(path);
      if (!action) return 'auth factors';
      return `auth factors/${action[1] ?? (method === 'DELETE' ? 'unenroll' : 'unknown')}`;
    }
    if (path.startsWith('/auth/v1/')) return `auth ${path.slice('/auth/v1/'.length)}`;
    if (path.startsWith('/functions/v1/')) return `functions ${path.slice('/functions/v1/'.length)}`;
    return null;
  }

  /** The rows of the table a request names: none for a table no test gave rows to. */
  function table(name: string): object[] {
    return Object.entries(store).find(([key]) => key === name)?.[1] ?? [];
  }

  async function answerRpc(name: string, request: RecordedRequest): Promise<Response> {
    const handler = rpcHandlers.get(name);
    if (!handler)
      return respond(404, {
        code: 'PGRST202',
        message: `fake supabase: no handler for rpc ${name}`,
        details: null,
        hint: null,
      });
    const result = await handler(request.body as never, request);
    if (result instanceof FakeReply) return replyWith(result);
    return result === undefined ? respond(204) : respond(200, result);
  }

  function answerTable(method: string, name: string, url: URL, request: RecordedRequest): Response {
    const found = matching(table(name), url.searchParams);
    if (!found)
      return respond(400, {
        code: 'PGRST100',
        message: `fake supabase: unsupported filter in ${url.search}`,
        details: null,
        hint: null,
      });
    let result: object[];
    if (method === 'GET') {
      result = found;
    } else if (method === 'PATCH' && isRecord(request.body)) {
      for (const row of found) Object.assign(row, request.body);
      result = found;
    } else {
      return respond(405, {
        code: 'PGRST000',
        message: `fake supabase: ${method} ${name} is not supported`,
        details: null,
        hint: null,
      });
    }
    const projected = result.map((row) => project(row, url.searchParams.get('select')));
    if (request.headers.get('accept')?.includes('application/vnd.pgrst.object+json')) {
      if (projected.length !== 1) {
        return respond(406, {
          code: 'PGRST116',
          message: 'JSON object requested, multiple (or no) rows returned',
          details: `The result contains ${projected.length} rows`,
          hint: null,
        });
      }
      return respond(200, projected[0]);
    }
    if (method !== 'GET' && !request.headers.get('prefer')?.includes('return=representation'))
      return respond(204);
    return respond(200, projected);
  }

  function answerAuth(method: string, path: string, url: URL, request: RecordedRequest): Response {
    const body = isRecord(request.body) ? request.body : {};
    const route = path.slice('/auth/v1/'.length);
    const signedIn = () => respond(200, sessionJson(user, account));
    if (route === 'token') {
      if (url.searchParams.get('grant_type') === 'password') {
        if (typeof body.email === 'string') account.email = body.email;
        account.aal = 'aal1';
      }
      return signedIn();
    }
    if (route === 'signup') {
      if (typeof body.email === 'string') account.email = body.email;
      if (isRecord(body.data)) account.metadata = { ...body.data };
      return signedIn();
    }
    if (route === 'user' && method === 'PUT') {
      if (isRecord(body.data)) account.metadata = { ...account.metadata, ...body.data };
      if (typeof body.email === 'string' && body.email !== account.email) account.newEmail = body.email;
      return respond(200, userJson(user, account));
    }
    if (route === 'user') return respond(200, userJson(user, account));
    if (route === 'logout') return respond(204);
    if (route === 'recover' || route === 'otp' || route === 'resend' || route === 'reauthenticate')
      return respond(200, {});
    if (route === 'verify') {
      if (body.type === 'email_change' && account.newEmail) {
        account.email = account.newEmail;
        account.newEmail = null;
      } else if (typeof body.email === 'string') {
        account.email = body.email;
      }
      account.aal = 'aal1';
      return signedIn();
    }
    if (route === 'factors' && method === 'POST') {
      const id = `factor-${++counter}`;
      account.factors.push({
        id,
        status: 'unverified',
        friendly_name: typeof body.friendly_name === 'string' ? body.friendly_name : '',
      });
      const uri = `otpauth://totp/${encodeURIComponent(String(body.issuer ?? 'test'))}:${encodeURIComponent(account.email)}?secret=${FAKE_TOTP.secret}`;
      return respond(200, {
        id,
        type: 'totp',
        friendly_name: body.friendly_name ?? '',
        totp: { qr_code: FAKE_TOTP.qrCode, secret: FAKE_TOTP.secret, uri },
      });
    }
    const factorId = /^factors\/([^/]+)/.exec(route)?.[1];
    const factor = account.factors.find((candidate) => candidate.id === factorId);
    if (factorId && !factor)
      return respond(404, { code: 'mfa_factor_not_found', message: 'Factor not found' });
    if (factor && route.endsWith('/challenge')) {
      return respond(200, {
        id: `challenge-${++counter}`,
        type: 'totp',
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
    }
    if (factor && route.endsWith('/verify')) {
      factor.status = 'verified';
      account.factors = account.factors.filter(
        (candidate) => candidate === factor || candidate.status === 'verified',
      );
      account.aal = 'aal2';
      return signedIn();
    }
    if (factor && method === 'DELETE') {
      account.factors = account.factors.filter((candidate) => candidate !== factor);
      return respond(200, { id: factor.id });
    }
    return respond(404, { code: 'not_found', message: `fake supabase: no route for ${path}` });
  }

  async function answerFunction(name: string, request: RecordedRequest): Promise<Response> {
    const handler = functionHandlers.get(name);
    if (!handler) return respond(404, { error: `fake supabase: no function ${name}` });
    const result = await handler(request);
    if (result instanceof FakeReply) return replyWith(result);
    return respond(200, result);
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const method = (init?.method ?? request.method).toUpperCase();
    const headers = new Headers(init?.headers ?? request.headers);
    const text =
      init?.body !== undefined && init.body !== null
        ? String(init.body)
        : method === 'GET' || method === 'HEAD'
          ? ''
          : await request.clone().text();
    const body: Json | undefined = text ? JSON.parse(text) : undefined;
    const route = routeOf(method, url);
    const recorded = { method, url, body, headers, route };
    requests.push(recorded);

    const replaced = override(route);
    if (replaced) return replyWith(replaced);
    const path = url.pathname;
    if (path.startsWith('/rest/v1/rpc/')) return answerRpc(path.slice('/rest/v1/rpc/'.length), recorded);
    if (path.startsWith('/rest/v1/'))
      return answerTable(method, path.slice('/rest/v1/'.length), url, recorded);
    if (path.startsWith('/auth/v1/')) return answerAuth(method, path, url, recorded);
    if (path.startsWith('/functions/v1/'))
      return answerFunction(path.slice('/functions/v1/'.length), recorded);
    return respond(404, { message: `fake supabase: no route for ${method} ${path}` });
  };

  return {
    fetch,
    user,
    rows,
    /** The Auth service's view of the test user: address, pending change, metadata, factors, assurance level. */
    account: account as Readonly<AccountState>,
    /** Sets how an edge function answers (delete-account answers {deleted: true} unless told otherwise). */
    functionAnswers(name: string, handler: (request: RecordedRequest) => unknown) {
      functionHandlers.set(name, handler);
    },
    /** Replaces a table's rows. */
    setRows<Name extends TableName>(name: Name, replacement: Tables<Name>[]) {
      rows(name).splice(0, Infinity, ...replacement);
    },
    requests: requests satisfies readonly RecordedRequest[],
    /** Sets how an rpc function answers from now on. */
    rpc<Name extends RpcName>(name: Name, handler: RpcHandler<Name>) {
      rpcHandlers.set(name, handler);
    },
    /** The next requests to a route get these replies, one each, and the last one keeps answering. */
    answer(route: FakeRoute, ...replies: FakeReply[]) {
      overrides.set(route, [...replies]);
    },
    /** The route answers as the fake does again. */
    answerNormally(route: FakeRoute) {
      overrides.delete(route);
    },
    /** The requests to a route, oldest first. */
    calls(route: FakeRoute): RecordedRequest[] {
      return requests.filter((request) => request.route === route);
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;

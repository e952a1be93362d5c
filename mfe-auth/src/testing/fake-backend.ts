// A fake of the parts of Supabase these pages use, as a fetch function for createTestPlatform: GoTrue's
// password grant, sign-up and user endpoints and PostgREST's profiles table. Every request is recorded;
// a test can make an endpoint fail with a given status and body, or make the network fail.
export type RecordedRequest = { method: string; url: URL; body: unknown };

export type FakeAnswer = { status: number; body: unknown } | 'network-error';

export type ProfileRow = {
  id: string;
  email: string;
  name: string;
  company: string | null;
  architecture_description: string | null;
  created_at: string;
};

export const TEST_USER_ID = '5d6f2c9e-1b1a-4c55-9a3e-5b7e2d0c1a11';

export function profileRow(changes: Partial<ProfileRow> = {}): ProfileRow {
  return {
    id: TEST_USER_ID,
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    architecture_description: '',
    created_at: '2026-01-01T00:00:00Z',
    ...changes,
  };
}

function userJson(email: string, metadata: Record<string, unknown> = {}) {
  return {
    id: TEST_USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    created_at: '2026-01-01T00:00:00Z',
  };
}

function sessionJson(email: string, metadata: Record<string, unknown> = {}) {
  return {
    access_token: 'test-access-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'test-refresh-token',
    user: userJson(email, metadata),
  };
}

/** GoTrue's error body: the code supabase-js reads, with the API version header that tells it to. */
export function authError(status: number, code: string, message = 'error'): FakeAnswer {
  return { status, body: { code, message } };
}

type Endpoint = 'password' | 'signup' | 'user' | 'profilesGet' | 'profilesPatch';

export function createFakeBackend(options: { profile?: ProfileRow | null } = {}) {
  const requests: RecordedRequest[] = [];
  const overrides = new Map<Endpoint, FakeAnswer>();
  let profile: ProfileRow | null = options.profile === undefined ? profileRow() : options.profile;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    });

  const answer = (endpoint: Endpoint, fallback: () => Response): Response => {
    const override = overrides.get(endpoint);
    if (override === 'network-error') throw new TypeError('Failed to fetch');
    if (override) return json(override.status, override.body);
    return fallback();
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = init?.body !== undefined && init.body !== null ? String(init.body) : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const method = (init?.method ?? request.method).toUpperCase();
    requests.push({ method, url, body });
    const data = (body ?? {}) as Record<string, unknown>;

    if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
      return answer('password', () => json(200, sessionJson(String(data.email))));
    }
    if (url.pathname === '/auth/v1/signup') {
      return answer('signup', () => json(200, sessionJson(String(data.email), (data.data ?? {}) as Record<string, unknown>)));
    }
    if (url.pathname === '/auth/v1/user') return answer('user', () => json(200, userJson(profile?.email ?? 'ada@example.com')));
    if (url.pathname === '/auth/v1/logout') return new Response(null, { status: 204 });
    if (url.pathname === '/rest/v1/profiles' && method === 'GET') {
      return answer('profilesGet', () => json(200, profile ? [profile] : []));
    }
    if (url.pathname === '/rest/v1/profiles' && method === 'PATCH') {
      return answer('profilesPatch', () => {
        profile = { ...(profile ?? profileRow()), ...(data as Partial<ProfileRow>) };
        return json(200, profile);
      });
    }
    if (url.pathname === '/rest/v1/app_config') return json(200, { value: { enabled: false, message: '' } });
    return json(404, { message: `fake backend: no route for ${method} ${url.pathname}` });
  };

  return {
    fetch,
    requests,
    /** Makes an endpoint answer with this (until cleared with `answerNormally`). */
    fail(endpoint: Endpoint, failure: FakeAnswer) {
      overrides.set(endpoint, failure);
    },
    answerNormally(endpoint: Endpoint) {
      overrides.delete(endpoint);
    },
    requestsTo(pathname: string, method?: string) {
      return requests.filter((r) => r.url.pathname === pathname && (!method || r.method === method));
    },
    get profile() {
      return profile;
    },
  };
}

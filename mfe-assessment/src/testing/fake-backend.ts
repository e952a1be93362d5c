// A fake of the parts of Supabase these pages use, as a fetch for createTestPlatform: GoTrue's password
// grant (to sign a test user in), PostgREST's profiles read and rpc/submit_assessment. Every request is
// recorded; a test decides how submit_assessment answers, one response at a time.
export type RecordedRequest = { method: string; url: URL; body: unknown };

export const TEST_USER_ID = '5d6f2c9e-1b1a-4c55-9a3e-5b7e2d0c1a11';

type Respond = () => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' } });

export const reportRow = (id: string, submissionId: string) => ({
  id,
  user_id: TEST_USER_ID,
  submission_id: submissionId,
  overall_score: 33,
  category_scores: { architecture: 33, deployment: 33, security: 33, scalability: 33 },
  scoring_version: 1,
});

export const answers = {
  report: (id = 'c0ffee00-0000-4000-8000-000000000001'): Respond => async () => json(200, reportRow(id, 'ignored')),
  serverError: (): Respond => async () => json(500, { message: 'boom' }),
  networkError: (): Respond => async () => Promise.reject(new TypeError('Failed to fetch')),
  invalid: (): Respond => async () => json(400, { code: '22023', message: 'Unknown option for question: arch_1 = "x".' }),
};

export function createFakeBackend() {
  const requests: RecordedRequest[] = [];
  const submitAnswers: Respond[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = init?.body !== undefined && init.body !== null ? String(init.body) : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const method = (init?.method ?? request.method).toUpperCase();
    requests.push({ method, url, body });

    if (url.pathname === '/auth/v1/token') {
      const email = String((body as { email?: string }).email);
      return json(200, {
        access_token: 'test-access-token',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        refresh_token: 'test-refresh-token',
        user: { id: TEST_USER_ID, aud: 'authenticated', role: 'authenticated', email, app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
      });
    }
    if (url.pathname === '/rest/v1/profiles') return json(200, []);
    if (url.pathname === '/rest/v1/app_config') return json(200, { value: { enabled: false, message: '' } });
    if (url.pathname === '/rest/v1/rpc/submit_assessment') {
      const respond = submitAnswers.length > 1 ? submitAnswers.shift()! : submitAnswers[0];
      return respond ? respond() : json(200, reportRow('c0ffee00-0000-4000-8000-000000000001', 'x'));
    }
    return json(404, { message: `fake backend: no route for ${method} ${url.pathname}` });
  };

  return {
    fetch,
    requests,
    /** The next submit_assessment calls answer with these, in order; the last one keeps answering. */
    answerSubmitWith(...responses: Respond[]) {
      submitAnswers.splice(0, submitAnswers.length, ...responses);
    },
    submissions() {
      return requests
        .filter((request) => request.url.pathname === '/rest/v1/rpc/submit_assessment')
        .map((request) => ({ method: request.method, body: request.body as { answers: Record<string, string>; submission_id: string } }));
    },
  };
}

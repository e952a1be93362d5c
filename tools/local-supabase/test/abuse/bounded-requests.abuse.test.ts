// Requests past every bound, at every surface that takes them: JSON nested or spread past its limits
// (once enough to freeze the embedded database), URLs, headers and bodies too large, filter values too
// long, and regular expressions with back-references. Each gets its own clear 4xx, and afterwards the
// stack serves ordinary requests as before.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/http/limits.ts';
import { expectAuthError, expectFunctionError, expectRestError, raw } from '../bad-input/http.ts';
import { useStack } from '../stack.ts';
import { backReferencePattern, nestedJson, oversizedHeader, tooDeep, tooWide, wideJson } from './hostile.ts';
import { useOrdinaryTraffic } from './still-serving.ts';

const stack = useStack({ functionEnv: { GENERATE_REPORT_RATE_LIMIT: '0' } });
const ordinary = useOrdinaryTraffic(stack);
const RUNS = { numRuns: 4 };

const REST_BODY_BYTES = 1024 * 1024;
const AUTH_BODY_BYTES = 64 * 1024;
const FUNCTION_BODY_BYTES = 64 * 1024;

type Surface = {
  name: string;
  maxBodyBytes: number;
  send(value: string): Promise<Response>;
  refused(response: Response, tooLarge: boolean): Promise<unknown>;
};

const restRefusal = (response: Response, tooLarge: boolean) =>
  tooLarge ? expectRestError(response, 413, 'PGRST413') : expectRestError(response, 400, 'PGRST102');
const authRefusal = (response: Response, tooLarge: boolean) =>
  tooLarge ? expectAuthError(response, 413, 'request_too_large') : expectAuthError(response, 400, 'bad_json');
const functionRefusal = (response: Response, tooLarge: boolean) =>
  tooLarge
    ? expectFunctionError(response, 413, `Request body must be at most ${FUNCTION_BODY_BYTES} bytes.`)
    : expectFunctionError(response, 400, 'answers must be a string.');

/** Every JSON body the stack parses, with the hostile value where a client controls it. */
function jsonSurfaces(token: () => Promise<string>): Surface[] {
  return [
    {
      name: 'rpc get_report',
      maxBodyBytes: REST_BODY_BYTES,
      refused: restRefusal,
      send: (v) => raw(stack(), '/rest/v1/rpc/get_report', { body: `{"report_id":${v}}` }),
    },
    {
      name: 'rpc submit_assessment',
      maxBodyBytes: REST_BODY_BYTES,
      refused: restRefusal,
      send: async (v) =>
        raw(stack(), '/rest/v1/rpc/submit_assessment', {
          token: await token(),
          body: `{"submission_id":"${randomUUID()}","answers":${v}}`,
        }),
    },
    {
      name: 'PATCH profiles',
      maxBodyBytes: REST_BODY_BYTES,
      refused: restRefusal,
      send: async (v) =>
        raw(stack(), '/rest/v1/profiles?name=eq.nobody', {
          method: 'PATCH',
          token: await token(),
          body: `{"name":${v}}`,
        }),
    },
    {
      name: 'POST a table (bulk insert)',
      maxBodyBytes: REST_BODY_BYTES,
      refused: restRefusal,
      send: (v) => raw(stack(), '/rest/v1/contact_messages', { body: `[${v}]` }),
    },
    {
      name: 'auth sign-up data',
      maxBodyBytes: AUTH_BODY_BYTES,
      refused: authRefusal,
      send: (v) =>
        raw(stack(), '/auth/v1/signup', {
          body: `{"email":"deep-${randomUUID()}@example.com","password":"correct horse 1","data":${v}}`,
        }),
    },
    {
      name: 'auth PUT /user data',
      maxBodyBytes: AUTH_BODY_BYTES,
      refused: authRefusal,
      send: async (v) =>
        raw(stack(), '/auth/v1/user', { method: 'PUT', token: await token(), body: `{"data":${v}}` }),
    },
    {
      name: 'auth password grant',
      maxBodyBytes: AUTH_BODY_BYTES,
      refused: authRefusal,
      send: (v) =>
        raw(stack(), '/auth/v1/token?grant_type=password', { body: `{"email":${v},"password":"x"}` }),
    },
    {
      name: 'generate-report',
      maxBodyBytes: FUNCTION_BODY_BYTES,
      refused: functionRefusal,
      send: (v) => raw(stack(), '/functions/v1/generate-report', { body: `{"answers":${v}}` }),
    },
  ];
}

describe('JSON bodies past their bounds', () => {
  let accessToken: string | undefined;
  const token = async () => {
    if (!accessToken) {
      const user = await stack().user('Deep Diver');
      accessToken = (await user.client.auth.getSession()).data.session!.access_token;
    }
    return accessToken;
  };

  for (const surface of jsonSurfaces(token)) {
    it(`${surface.name}: nested deeper than ${LIMITS.jsonDepth} levels → 400`, async () => {
      await fc.assert(
        fc.asyncProperty(tooDeep, async ({ depth, pattern }) => {
          const value = nestedJson(depth, pattern);
          await surface.refused(await surface.send(value), value.length > surface.maxBodyBytes);
        }),
        RUNS,
      );
    });
    it(`${surface.name}: an array or object wider than ${LIMITS.jsonItems} → 400 (413 where the body limit comes first)`, async () => {
      await fc.assert(
        fc.asyncProperty(tooWide, async (shape) => {
          const value = wideJson(shape);
          await surface.refused(await surface.send(value), value.length > surface.maxBodyBytes);
        }),
        { numRuns: 2 },
      );
    });
  }

  it('JSON at the limits is still accepted', async () => {
    const answer = await raw(stack(), '/rest/v1/rpc/get_report', {
      body: `{"report_id":${nestedJson(LIMITS.jsonDepth - 1, 0)}}`,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'not_found', report: null });
  });
});

describe('requests past the size of URL, headers and body', () => {
  it(`a URL longer than ${LIMITS.urlBytes} bytes → 414 at every service`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/rest/v1/app_config?key=eq.',
          '/auth/v1/settings?x=',
          '/functions/v1/generate-report?x=',
        ),
        // Past the header limit Node answers 431 first (the request line counts as a header line).
        fc.integer({ min: LIMITS.urlBytes + 1, max: LIMITS.headerBytes - 2048 }),
        async (path, length) => {
          const response = await raw(stack(), `${path}${'a'.repeat(length)}`);
          expect(response.status).toBe(414);
          expect(await response.json()).toEqual({
            message: `Request URI is longer than ${LIMITS.urlBytes} bytes`,
          });
        },
      ),
      RUNS,
    );
  });

  it(`headers over ${LIMITS.headerBytes} bytes → 431`, async () => {
    await fc.assert(
      fc.asyncProperty(oversizedHeader, async ({ name, size }) => {
        const response = await raw(stack(), '/rest/v1/app_config', { headers: { [name]: 'h'.repeat(size) } });
        expect(response.status).toBe(431);
      }),
      RUNS,
    );
  });

  it("bodies over each service's limit → 413", async () => {
    const over = (bytes: number) => `{"answers":"${'a'.repeat(bytes)}"}`;
    await expectRestError(
      await raw(stack(), '/rest/v1/rpc/get_report', { body: over(1024 * 1024) }),
      413,
      'PGRST413',
    );
    await expectAuthError(
      await raw(stack(), '/auth/v1/signup', { body: over(64 * 1024) }),
      413,
      'request_too_large',
    );
    const fn = await raw(stack(), '/functions/v1/generate-report', { body: over(1024 * 1024) });
    expect(fn.status).toBe(413);
  });

  it(`a filter value longer than ${LIMITS.filterValueChars} characters → 400 PGRST100`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('eq', 'like', 'ilike', 'match', 'neq'),
        fc.integer({ min: LIMITS.filterValueChars + 1, max: LIMITS.urlBytes - 100 }),
        async (op, length) => {
          const body = await expectRestError(
            await raw(stack(), `/rest/v1/app_config?key=${op}.${'v'.repeat(length)}`),
            400,
            'PGRST100',
          );
          expect(body.details).toContain(String(LIMITS.filterValueChars));
        },
      ),
      RUNS,
    );
  });
});

describe('regular expressions that backtrack', () => {
  it('a back-reference in match / imatch → 400 PGRST100 before it reaches the database, as anon or signed in', async () => {
    const user = await stack().user('Regex Writer');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    await fc.assert(
      fc.asyncProperty(
        backReferencePattern,
        fc.constantFrom('match', 'imatch'),
        fc.boolean(),
        async (pattern, op, signedIn) => {
          const path = signedIn
            ? `/rest/v1/profiles?name=${op}.${encodeURIComponent(pattern)}`
            : `/rest/v1/app_config?key=${op}.${encodeURIComponent(pattern)}`;
          const body = await expectRestError(
            await raw(stack(), path, { token: signedIn ? token : undefined }),
            400,
            'PGRST100',
          );
          expect(body.message).toContain('back-reference');
        },
      ),
      { numRuns: 25 },
    );
  });

  it('an escaped backslash before a digit is no back-reference and is served', async () => {
    const response = await raw(
      stack(),
      `/rest/v1/app_config?key=match.${encodeURIComponent('^main\\\\1|maintenance$')}&select=key`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ key: 'maintenance' }]);
  });
});

describe('afterwards', () => {
  it('the stack serves 100 ordinary requests', async () => {
    await ordinary.expectStillServing();
  });
});

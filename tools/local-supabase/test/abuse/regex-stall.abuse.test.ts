// Regular expressions as an attacker writes them. A back-reference is refused in every syntactic form
// PostgREST accepts (plain, not., match(any)/match(all) over an array literal quoted or not, logic trees
// nested in and/or/not), judged on what Postgres's regex engine would be given, while ordinary patterns in
// the same forms answer what Postgres answers. A pattern that is slow without any back-reference gets
// the embedded database's regex budget (57014 with a hint), writes nothing, and three of them at once
// leave a bystander answered before they are done. How fast the bystander is, is the bench's figure.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRestError, json, raw } from '../bad-input/http.ts';
import { useStack } from '../stack.ts';
import { backReferencePattern } from './hostile.ts';
import { useOrdinaryTraffic } from './still-serving.ts';

const stack = useStack();
const ordinary = useOrdinaryTraffic(stack);

/** Bounded repetitions of stars: no back-reference, and seconds of PGlite's regex engine on an 11-character value. */
const SLOW_PATTERN = '(.*){1,255}(.*){1,255}(.*){1,255}q';

type Form =
  | 'plain'
  | 'not'
  | 'any-quoted'
  | 'any-unquoted'
  | 'all-quoted'
  | 'all-dimensions'
  | 'or'
  | 'and-nested'
  | 'not-or'
  | 'or-any';

const FORMS: Form[] = [
  'plain',
  'not',
  'any-quoted',
  'any-unquoted',
  'all-quoted',
  'all-dimensions',
  'or',
  'and-nested',
  'not-or',
  'or-any',
];

/** Postgres array_in's escaping: quoted (\ before " and \), or bare (\ before anything array_in treats specially). */
const quotedElement = (p: string) => `"${p.replace(/[\\"]/g, '\\$&')}"`;
const bareElement = (p: string) => p.replace(/[\\"{},\s]/g, '\\$&');
/** A quoted value inside and=(…)/or=(…): PostgREST's grammar unescapes \ before any character. */
const logicQuoted = (p: string) => `"${p.replace(/[\\"]/g, '\\$&')}"`;

/**
 * The query string that filters app_config.key with `pattern` in one form, and whether a key is
 * selected, given whether the pattern matches it.
 */
function inForm(
  form: Form,
  op: 'match' | 'imatch',
  pattern: string,
): { query: string; selects: (m: boolean) => boolean } {
  const q = (key: string, value: string) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  switch (form) {
    case 'plain':
      return { query: q('key', `${op}.${pattern}`), selects: (m) => m };
    case 'not':
      return { query: q('key', `not.${op}.${pattern}`), selects: (m) => !m };
    case 'any-quoted':
      return { query: q('key', `${op}(any).{"zzz",${quotedElement(pattern)}}`), selects: (m) => m };
    case 'any-unquoted':
      return { query: q('key', `${op}(any).{${bareElement(pattern)},zzz}`), selects: (m) => m };
    case 'all-quoted':
      return { query: q('key', `${op}(all).{${quotedElement(pattern)}}`), selects: (m) => m };
    case 'all-dimensions':
      return { query: q('key', `${op}(all).[1:1]={${quotedElement(pattern)}}`), selects: (m) => m };
    case 'or':
      return { query: q('or', `(key.eq.zzz,key.${op}.${logicQuoted(pattern)})`), selects: (m) => m };
    case 'and-nested':
      return {
        query: q(
          'and',
          `(key.neq.zzz,or(key.is.null,not.and(key.not.${op}.${logicQuoted(pattern)},key.neq.zzz)))`,
        ),
        selects: (m) => m,
      };
    case 'not-or':
      return { query: q('not.or', `(key.eq.zzz,key.${op}.${logicQuoted(pattern)})`), selects: (m) => !m };
    case 'or-any':
      return {
        query: q('or', `(key.eq.zzz,key.${op}(any).{zzz,${quotedElement(pattern)}})`),
        selects: (m) => m,
      };
  }
}

const form = fc.constantFrom(...FORMS);
const regexOp = fc.constantFrom('match' as const, 'imatch' as const);

/** Patterns Postgres and JavaScript read alike: letters, ., *, ?, |, anchors, and a literal backslash before a digit. */
const ordinaryPattern = fc
  .record({
    start: fc.boolean(),
    body: fc.stringMatching(/^([a-z]|\.\*?|[a-z]\?){1,6}$/),
    alternative: fc.option(fc.stringMatching(/^[a-z]{1,4}$/), { nil: undefined }),
    literalBackslash: fc.boolean(),
    end: fc.boolean(),
  })
  .map(
    ({ start, body, alternative, literalBackslash, end }) =>
      `${start ? '^' : ''}${body}${literalBackslash ? '\\\\1' : ''}${alternative ? `|${alternative}` : ''}${end ? '$' : ''}`,
  );

let keys: string[] = [];
let user: { token: string; id: string; email: string; password: string };
beforeAll(async () => {
  const response = await raw(stack(), '/rest/v1/app_config?select=key');
  keys = ((await response.json()) as { key: string }[]).map((r) => r.key);
  expect(keys).toContain('maintenance');
  const signedUp = await stack().user('Bystander', 'Waiting ApS');
  user = {
    token: (await signedUp.client.auth.getSession()).data.session!.access_token,
    id: signedUp.id,
    email: signedUp.email,
    password: signedUp.password,
  };
});

describe('back-references, in every form PostgREST accepts', () => {
  it('→ 400 PGRST100 naming the back-reference, before the database sees it', async () => {
    await fc.assert(
      fc.asyncProperty(backReferencePattern, form, regexOp, async (pattern, f, op) => {
        const { query } = inForm(f, op, pattern);
        const body = await expectRestError(
          await raw(stack(), `/rest/v1/app_config?select=key&${query}`),
          400,
          'PGRST100',
        );
        expect(body.message).toContain('back-reference');
      }),
      { numRuns: 60 },
    );
  });

  it('the issue\'s array literal: match(any).{"(a)(i).*\\\\1"} (escaped in the literal, \\1 to Postgres)', async () => {
    const body = await expectRestError(
      await raw(stack(), `/rest/v1/app_config?key=${encodeURIComponent('match(any).{"(a)(i).*\\\\1"}')}`),
      400,
      'PGRST100',
    );
    expect(body.message).toBe(
      '"key=match(any).…" uses a back-reference, which local-supabase does not serve',
    );
  });

  it('ordinary patterns in the same forms are served, with the rows Postgres matches', async () => {
    await fc.assert(
      fc.asyncProperty(ordinaryPattern, form, regexOp, async (pattern, f, op) => {
        const { query, selects } = inForm(f, op, pattern);
        const response = await raw(stack(), `/rest/v1/app_config?select=key&${query}`);
        expect(response.status, `${f} ${pattern}: ${await response.clone().text()}`).toBe(200);
        const regex = new RegExp(pattern, op === 'imatch' ? 'i' : '');
        const expected = keys.filter((k) => selects(regex.test(k))).sort();
        expect(
          ((await response.json()) as { key: string }[]).map((r) => r.key).sort(),
          `${f} ${pattern}`,
        ).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});

/** PostgREST's shape for a cancelled statement: 500 57014, with the embedded database's budget as the hint. */
async function expectRegexBudget(response: Response) {
  expect(response.status).toBe(500);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  expect(String(body.hint)).toContain('regular-expression filter');
}

describe('a slow pattern without back-references', () => {
  it('in any form, as anon or signed in → 500 57014 from the regex budget (its hint), not the role timeout', async () => {
    // or-any is left out: a {…} value inside or=(…) ends at its first }, and this pattern has braces.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FORMS.filter((f) => f !== 'or-any')),
        regexOp,
        fc.boolean(),
        async (f, op, signedIn) => {
          const { query } = inForm(f, op, SLOW_PATTERN);
          await expectRegexBudget(
            await raw(stack(), `/rest/v1/app_config?select=key&${query}`, {
              token: signedIn ? user.token : undefined,
            }),
          );
        },
      ),
      { numRuns: 4 },
    );
    // Each costly request waits for the last one's pause (three times its duration, its restart included).
  }, 120_000);

  it('in a write: 57014, and the row is as it was', async () => {
    const patch = await raw(
      stack(),
      `/rest/v1/profiles?id=eq.${user.id}&name=${encodeURIComponent(`match.${SLOW_PATTERN}`)}`,
      {
        method: 'PATCH',
        token: user.token,
        body: json({ company: 'Half Written ApS' }),
      },
    );
    await expectRegexBudget(patch);
    const { rows } = await stack().db.query<{ company: string }>(
      'select company from public.profiles where id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ company: 'Waiting ApS' }]);
  });

  it('a pattern PGlite fails on without an error of its own → a clear 5xx, and the next request is served', async () => {
    // Nested bounded repetitions: PGlite answers this statement with no result at all.
    const response = await raw(
      stack(),
      `/rest/v1/app_config?key=${encodeURIComponent('match.(.{1,255}){1,255}(.{1,255}){1,255}q')}`,
    );
    expect([500, 503]).toContain(response.status);
    expect(Object.keys((await response.json()) as object).sort()).toEqual([
      'code',
      'details',
      'hint',
      'message',
    ]);
    const next = await raw(stack(), '/rest/v1/app_config?key=eq.maintenance&select=key');
    expect([next.status, await next.json()]).toEqual([200, [{ key: 'maintenance' }]]);
  });

  it('three at once: a bystander signs in and reads before they are done', async () => {
    const finished: number[] = [];
    const slow = Array.from({ length: 3 }, async () => {
      const response = await raw(
        stack(),
        `/rest/v1/app_config?key=${encodeURIComponent(`imatch.${SLOW_PATTERN}`)}`,
      );
      finished.push(performance.now());
      await expectRegexBudget(response);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signIn = await fetch(`${stack().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack().keys.anonKey, 'content-type': 'application/json' },
      body: json({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const read = await raw(stack(), '/rest/v1/profiles?select=name', { token });
    const answered = performance.now();
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([{ name: 'Bystander' }]);
    await Promise.all(slow);
    expect(answered).toBeLessThan(Math.max(...finished));
    // What it checks is the order; on a loaded machine each engine restart takes about a second, and the
    // three with their pauses took longer than vitest's default 30 s (as for the test above).
  }, 120_000);
});

describe('afterwards', () => {
  it('the stack serves 100 ordinary requests', async () => {
    await ordinary.expectStillServing();
  });
});

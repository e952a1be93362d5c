// Tests of the request handler: every error case with its status and message, CORS, a streamed
// text/plain success, the rate limit, and incremental delivery with a chunk delay. The handler is
// called directly (no network). Run all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read
// Run it with this folder as the working directory (or pass --config <this folder>/deno.json, or set
// DENO_NO_PACKAGE_JSON=1): `deno test` started from the repository root finds pnpm-workspace.yaml and
// rewrites the root package.json (Deno 2.9 "migrates" the workspace list into it).

import assert from 'node:assert/strict';
import { bandFor, describeAnswer, describeBand, scorePartialAnswers } from '../_shared/assessment-model.ts';
import { TEXT } from './analyser-texts.ts';
import { createHandler, MAX_ANSWERS_LENGTH, MESSAGES } from './handler.ts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function assertCors(response: Response): void {
  for (const [name, value] of Object.entries(CORS)) assert.equal(response.headers.get(name), value, name);
}

const handler = createHandler({ llm: null, rateLimitPerMinute: 0, chunkDelayMs: 0 });

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/generate-report', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

async function assertError(response: Response, status: number, message: string): Promise<void> {
  assert.equal(response.status, status);
  assertCors(response);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  assert.deepEqual(await response.json(), { error: message });
}

Deno.test('OPTIONS is a CORS preflight', async () => {
  const response = await handler(new Request('http://localhost/', { method: 'OPTIONS' }));
  assert.equal(response.status, 200);
  assertCors(response);
  assert.equal(await response.text(), 'ok');
});

Deno.test('methods other than POST and OPTIONS get 405', async () => {
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    const response = await handler(new Request('http://localhost/', { method }));
    assert.equal(response.headers.get('allow'), 'POST, OPTIONS');
    await assertError(response, 405, MESSAGES.method);
  }
});

Deno.test('a body that is not JSON gets 400', async () => {
  for (const body of ['not json', '', '{"answers":', null]) {
    await assertError(await handler(post(body)), 400, 'Request body must be JSON.');
  }
  await assertError(
    await handler(post(new Uint8Array([0xff, 0xfe, 0x7b]))),
    400,
    'Request body must be JSON.',
  );
});

Deno.test('answers missing or not a string gets 400', async () => {
  for (const body of [{}, { answers: 42 }, { answers: null }, { answers: ['a'] }, [], 'text', null]) {
    await assertError(await handler(post(JSON.stringify(body))), 400, 'answers must be a string.');
  }
});

Deno.test('empty or whitespace answers get 400', async () => {
  for (const answers of ['', '   ', '\n\t ']) {
    await assertError(await handler(post(JSON.stringify({ answers }))), 400, 'answers must not be empty.');
  }
});

Deno.test('answers over the limit get 400; a raw body over 64 KB gets 413', async () => {
  assert.equal(MESSAGES.tooLong, 'answers must be at most 20000 characters.');
  const atLimit = await handler(post(JSON.stringify({ answers: 'a'.repeat(MAX_ANSWERS_LENGTH) })));
  assert.equal(atLimit.status, 200);
  await atLimit.body?.cancel();
  const over = await handler(post(JSON.stringify({ answers: 'a'.repeat(MAX_ANSWERS_LENGTH + 1) })));
  await assertError(over, 400, MESSAGES.tooLong);
  // Declared too large (Content-Length) and streamed too large (no Content-Length).
  await assertError(
    await handler(post(JSON.stringify({ answers: 'a'.repeat(70_000) }))),
    413,
    MESSAGES.bodyTooLarge,
  );
  const chunks = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
      controller.close();
    },
  });
  await assertError(await handler(post(chunks)), 413, MESSAGES.bodyTooLarge);
});

Deno.test('success streams text/plain with CORS; language picks the report language', async () => {
  const response = await handler(post(JSON.stringify({ answers: 'arch_1: easy' })));
  assert.equal(response.status, 200);
  assertCors(response);
  assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.ok(response.body instanceof ReadableStream);
  const en = await response.text();
  assert.ok(en.startsWith(`# ${TEXT.title.en}`));
  // The score and band of the assessment model, in the chosen language.
  const score = scorePartialAnswers({ arch_1: 'easy' }).overall!;
  assert.ok(
    en.includes(`Your overall score is ${score} out of 100: ${describeBand(bandFor(score), 'en').label}.`),
  );
  assert.ok(en.includes(describeAnswer('arch_1', 'easy', 'en')));

  const da = await (await handler(post(JSON.stringify({ answers: 'arch_1: easy', language: 'da' })))).text();
  assert.ok(da.startsWith(`# ${TEXT.title.da}`));
  assert.ok(
    da.includes(`Jeres samlede score er ${score} ud af 100: ${describeBand(bandFor(score), 'da').label}.`),
  );
  assert.ok(da.includes(describeAnswer('arch_1', 'easy', 'da')));
  const fallback = await (
    await handler(post(JSON.stringify({ answers: 'arch_1: easy', language: 'fr' })))
  ).text();
  assert.equal(fallback, en, 'an unsupported language falls back to English');
});

Deno.test('rate limit: 429 with Retry-After after N requests per client', async () => {
  const now = 5_000_000;
  const { RateLimiter } = await import('../_shared/common.ts');
  const limited = createHandler({
    llm: null,
    rateLimiter: new RateLimiter({ limit: 3, windowMs: 60_000, now: () => now }),
  });
  const from = (ip: string) => post(JSON.stringify({ answers: 'arch_1: easy' }), { 'x-forwarded-for': ip });
  for (let i = 0; i < 3; i++) {
    const ok = await limited(from('198.51.100.1'));
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  }
  // Putting another address in front does not make a new caller: the gateway's entry is the last.
  const refused = await limited(from('10.9.9.9, 198.51.100.1'));
  assert.equal(refused.headers.get('retry-after'), '60');
  await assertError(refused, 429, 'Too many requests. Please wait a moment and try again.');
  const other = await limited(from('198.51.100.2'));
  assert.equal(other.status, 200, 'another client is not affected');
  await other.body?.cancel();
});

Deno.test(
  "two visitors behind the shell's host each have their own allowance; a forged address counts as its sender",
  async () => {
    const env = (name: string) =>
      (
        ({
          GENERATE_REPORT_RATE_LIMIT: '2',
          SUPABASE_SECRET_KEYS: '{"default": "sb_secret_host"}',
        }) as Record<string, string>
      )[name];
    const limited = createHandler({ env, llm: null });
    // Every request reaches the function from the host: the gateway's entry is the host's own address.
    const viaHost = (visitor: string) =>
      post(JSON.stringify({ answers: 'arch_1: easy' }), {
        'x-forwarded-for': '192.0.2.80',
        apikey: 'sb_secret_host',
        'sb-forwarded-for': visitor,
      });
    const status = async (request: Request) => {
      const response = await limited(request);
      await response.body?.cancel();
      return response.status;
    };
    assert.deepEqual(
      [await status(viaHost('203.0.113.1')), await status(viaHost('203.0.113.1'))],
      [200, 200],
    );
    assert.equal(await status(viaHost('203.0.113.1')), 429, 'the first visitor has used theirs');
    assert.deepEqual(
      [await status(viaHost('203.0.113.2')), await status(viaHost('203.0.113.2'))],
      [200, 200],
      'the next visitor still has a whole allowance',
    );
    // Without the host's key the header names nobody: a caller sending it is counted as its own address.
    const forged = (visitor: string) =>
      post(JSON.stringify({ answers: 'x' }), {
        'x-forwarded-for': '198.51.100.66',
        apikey: 'anon-key',
        'sb-forwarded-for': visitor,
      });
    assert.deepEqual(
      [
        await status(forged('203.0.113.10')),
        await status(forged('203.0.113.11')),
        await status(forged('203.0.113.12')),
      ],
      [200, 200, 429],
    );
  },
);

Deno.test('rate limit from GENERATE_REPORT_RATE_LIMIT', async () => {
  const env = (name: string) => (({ GENERATE_REPORT_RATE_LIMIT: '1' }) as Record<string, string>)[name];
  const limited = createHandler({ env });
  const first = await limited(post(JSON.stringify({ answers: 'x' })));
  assert.equal(first.status, 200);
  await first.body?.cancel();
  assert.equal((await limited(post(JSON.stringify({ answers: 'x' })))).status, 429);
});

Deno.test('with a chunk delay the first piece arrives before the stream is done', async () => {
  const slow = createHandler({ llm: null, rateLimitPerMinute: 0, chunkDelayMs: 20 });
  const response = await slow(post(JSON.stringify({ answers: 'sec_1: simple_password\nsec_2: no_process' })));
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let first = '';
  let text = '';
  let firstAt = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    const piece = decoder.decode(value, { stream: true });
    if (events.length === 0) {
      first = piece;
      firstAt = performance.now();
    }
    events.push('chunk');
    text += piece;
  }
  const doneAt = performance.now();
  assert.ok(events.length >= 2, `expected several reads, got ${events.length}`);
  // Ordering evidence: the first read held only the title, not the report that followed it.
  assert.ok(first.startsWith(`# ${TEXT.title.en}`));
  assert.ok(!first.includes(TEXT.nextStepsHeading.en) && text.includes(TEXT.nextStepsHeading.en));
  assert.ok(first.length < text.length);
  assert.ok(doneAt > firstAt);
});

Deno.test('cancelling the response body stops the built-in stream', async () => {
  const slow = createHandler({ llm: null, rateLimitPerMinute: 0, chunkDelayMs: 5 });
  const response = await slow(post(JSON.stringify({ answers: 'arch_1: panic' })));
  const reader = response.body!.getReader();
  assert.equal((await reader.read()).done, false);
  await reader.cancel();
});

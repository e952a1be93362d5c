// Tests of the LLM relay against a fake OpenAI-compatible streaming server started here on 127.0.0.1
// (Deno.serve on port 0): pieces relayed in order, upstream 500 → 502, upstream dying mid-stream → a
// clear closing line, and a client going away → the upstream request is aborted.
// Run all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from 'node:assert/strict';
import { createHandler } from './handler.ts';
import { chatCompletionsUrl, SseContentParser, UPSTREAM_STOPPED, UPSTREAM_UNAVAILABLE } from './llm.ts';

const encoder = new TextEncoder();
const sse = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seen {
  url: string;
  authorization: string | null;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/** Starts a fake upstream; `respond` builds each response. Resolves with its base URL. */
function fakeUpstream(respond: (request: Request, seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    const entry: Seen = {
      url: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: await request.json(),
    };
    seen.push(entry);
    return respond(request, entry);
  });
  return { seen, server, base: `http://127.0.0.1:${server.addr.port}/v1` };
}

function streamOf(parts: string[], gapMs = 5, end: 'close' | 'hang' = 'close') {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) {
        controller.enqueue(encoder.encode(part));
        await delay(gapMs);
      }
      if (end === 'close') controller.close();
    },
  });
}

function post(body: unknown): Request {
  return new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function relayHandler(base: string) {
  return createHandler({
    llm: { url: base, apiKey: 'sk-test-secret', model: 'test-model' },
    rateLimitPerMinute: 0,
    log: () => {},
  });
}

Deno.test('chat-completions URL: base URL or full URL', () => {
  assert.equal(chatCompletionsUrl('https://api.openai.com/v1'), 'https://api.openai.com/v1/chat/completions');
  assert.equal(
    chatCompletionsUrl('https://api.openai.com/v1/'),
    'https://api.openai.com/v1/chat/completions',
  );
  assert.equal(chatCompletionsUrl('http://h/v1/chat/completions'), 'http://h/v1/chat/completions');
});

Deno.test('SSE parser: split lines, CRLF, comments, role-only deltas, [DONE]', () => {
  const parser = new SseContentParser();
  const text =
    ': keep-alive\r\n' +
    `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\r\n\r\n` +
    sse('Hel') +
    sse('lo') +
    'data: [DONE]\n\n' +
    sse('ignored');
  for (let i = 0; i < text.length; i += 7) parser.push(text.slice(i, i + 7));
  assert.deepEqual(parser.take(), ['Hel', 'lo']);
  assert.equal(parser.completed, true);
});

Deno.test('relays the upstream pieces in order, as they arrive', async () => {
  const pieces = ['Architecture ', 'report\n\n', 'Overall: ', 'good', ' — ', 'æøå'];
  const { seen, server, base } = fakeUpstream(
    () =>
      new Response(streamOf([...pieces.map(sse), 'data: [DONE]\n\n'], 20), {
        headers: { 'content-type': 'text/event-stream' },
      }),
  );
  try {
    const response = await relayHandler(base)(post({ answers: '  we deploy by hand  ', language: 'da' }));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const reads: string[] = [];
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      reads.push(value);
    }
    assert.equal(reads.join(''), pieces.join(''));
    assert.ok(reads.length >= 2, 'relayed in several reads, not as one buffer');
    assert.equal(reads[0], pieces[0], 'the first piece is delivered on its own');

    assert.equal(seen.length, 1);
    assert.equal(seen[0].url, '/v1/chat/completions');
    assert.equal(seen[0].authorization, 'Bearer sk-test-secret');
    assert.equal(seen[0].body.model, 'test-model');
    assert.equal(seen[0].body.stream, true);
    assert.deepEqual(
      seen[0].body.messages.map((m) => m.role),
      ['system', 'user'],
    );
    assert.match(seen[0].body.messages[0].content, /in Danish\./);
    assert.equal(seen[0].body.messages[1].content, 'we deploy by hand');
  } finally {
    await server.shutdown();
  }
});

Deno.test('upstream 500 → 502 with a JSON error, and the key is not logged', async () => {
  const logged: string[] = [];
  const { server, base } = fakeUpstream(() => new Response('boom', { status: 500 }));
  try {
    const handler = createHandler({
      llm: { url: base, apiKey: 'sk-test-secret', model: 'm' },
      rateLimitPerMinute: 0,
      log: (m) => logged.push(m),
    });
    const response = await handler(post({ answers: 'x' }));
    assert.equal(response.status, 502);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(await response.json(), { error: UPSTREAM_UNAVAILABLE });
    assert.equal(UPSTREAM_UNAVAILABLE, 'The report generator is unavailable. Please try again later.');
    assert.ok(logged.length === 1 && logged[0].includes('500') && !logged[0].includes('sk-test-secret'));
  } finally {
    await server.shutdown();
  }
});

Deno.test('unreachable upstream → 502', async () => {
  const { server, base } = fakeUpstream(() => new Response('unused'));
  await server.shutdown(); // nothing listens on that port any more
  const response = await relayHandler(base)(post({ answers: 'x' }));
  assert.equal(response.status, 502);
  assert.deepEqual(await response.json(), { error: UPSTREAM_UNAVAILABLE });
});

/** A raw TCP upstream that starts a chunked SSE response, sends the parts, then drops the connection. */
function dyingUpstream(parts: string[]) {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const served = (async () => {
    const conn = await listener.accept();
    const buffer = new Uint8Array(64 * 1024);
    let request = '';
    while (!/\r\n\r\n[\s\S]*\}/.test(request)) {
      // headers and the JSON body
      const n = await conn.read(buffer);
      if (n === null) break;
      request += new TextDecoder().decode(buffer.subarray(0, n));
    }
    const chunk = (text: string) => {
      const bytes = encoder.encode(text);
      return `${bytes.byteLength.toString(16)}\r\n${text}\r\n`;
    };
    await conn.write(
      encoder.encode(
        'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n',
      ),
    );
    for (const part of parts) {
      await conn.write(encoder.encode(chunk(part)));
      await delay(5);
    }
    conn.close(); // no terminating zero-length chunk: the body is cut off
  })();
  return { base: `http://127.0.0.1:${(listener.addr as Deno.NetAddr).port}/v1`, served, listener };
}

Deno.test('upstream connection dropped mid-stream → the text so far plus a clear closing line', async () => {
  const upstream = dyingUpstream([sse('Part one. '), sse('Part two.')]);
  try {
    const response = await relayHandler(upstream.base)(post({ answers: 'x' }));
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'Part one. Part two.' + UPSTREAM_STOPPED);
    assert.match(UPSTREAM_STOPPED, /\[The report generator stopped unexpectedly\. Please try again\.\]/);
  } finally {
    await upstream.served;
    upstream.listener.close();
  }
});

Deno.test('upstream ending cleanly but without [DONE] → the closing line too', async () => {
  const { server, base } = fakeUpstream(
    () =>
      new Response(streamOf([sse('Part one. '), sse('Part two.')]), {
        headers: { 'content-type': 'text/event-stream' },
      }),
  );
  try {
    assert.equal(
      await (await relayHandler(base)(post({ answers: 'x' }))).text(),
      'Part one. Part two.' + UPSTREAM_STOPPED,
    );
  } finally {
    await server.shutdown();
  }
});

Deno.test('an error event mid-stream → the closing line', async () => {
  const { server, base } = fakeUpstream(
    () =>
      new Response(
        streamOf([sse('Start. '), `data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`]),
        {
          headers: { 'content-type': 'text/event-stream' },
        },
      ),
  );
  try {
    assert.equal(
      await (await relayHandler(base)(post({ answers: 'x' }))).text(),
      'Start. ' + UPSTREAM_STOPPED,
    );
  } finally {
    await server.shutdown();
  }
});

Deno.test('over HTTP, the relay streams the whole answer (no premature upstream abort)', async () => {
  const pieces = ['One. ', 'Two. ', 'Three.'];
  const upstream = fakeUpstream(
    () =>
      new Response(streamOf([...pieces.map(sse), 'data: [DONE]\n\n'], 30), {
        headers: { 'content-type': 'text/event-stream' },
      }),
  );
  const front = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, relayHandler(upstream.base));
  try {
    const response = await fetch(`http://127.0.0.1:${front.addr.port}/`, {
      method: 'POST',
      body: JSON.stringify({ answers: 'x' }),
    });
    assert.equal(response.status, 200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const reads: string[] = [];
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      reads.push(value);
    }
    assert.equal(reads.join(''), pieces.join(''));
    assert.ok(reads.length >= 2, `arrived in ${reads.length} reads`);
  } finally {
    await front.shutdown();
    await upstream.server.shutdown();
  }
});

/**
 * A fake upstream that sends one piece and then waits. `aborted` resolves when its request's signal
 * aborts or its response stream is cancelled (both mean the relay went away); `abortedYet` says so.
 */
function hangingUpstream() {
  let resolveAborted!: () => void;
  let abortedYet = false;
  const aborted = new Promise<void>((resolve) => (resolveAborted = resolve)).then(
    () => void (abortedYet = true),
  );
  const fake = fakeUpstream((request) => {
    request.signal.addEventListener('abort', () => resolveAborted(), { once: true });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(sse('First piece. ')));
      },
      cancel() {
        resolveAborted();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { ...fake, aborted, abortedYet: () => abortedYet };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms))),
  ]);
}

Deno.test('cancelling the response body aborts the upstream request', async () => {
  const { server, base, aborted, abortedYet } = hangingUpstream();
  try {
    const response = await relayHandler(base)(post({ answers: 'x' }));
    const reader = response.body!.getReader();
    assert.equal(new TextDecoder().decode((await reader.read()).value), 'First piece. ');
    await delay(50);
    assert.equal(abortedYet(), false, 'the upstream request is still open while the client reads');
    await reader.cancel();
    await withTimeout(aborted, 10_000, 'upstream request abort');
  } finally {
    await server.shutdown();
  }
});

Deno.test('a client disconnecting over HTTP aborts the upstream request', async () => {
  const upstream = hangingUpstream();
  const front = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, relayHandler(upstream.base));
  try {
    const client = new AbortController();
    const response = await fetch(`http://127.0.0.1:${front.addr.port}/`, {
      method: 'POST',
      body: JSON.stringify({ answers: 'x' }),
      signal: client.signal,
    });
    const reader = response.body!.getReader();
    assert.equal(new TextDecoder().decode((await reader.read()).value), 'First piece. ');
    await delay(50);
    assert.equal(upstream.abortedYet(), false, 'the upstream request is still open while the client reads');
    client.abort();
    await reader.read().catch(() => {});
    await withTimeout(upstream.aborted, 10_000, 'upstream request abort');
  } finally {
    await front.shutdown();
    await upstream.server.shutdown();
  }
});

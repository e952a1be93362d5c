// A fake POST /api/generate-report for the pages that stream from it: the test decides each answer,
// and drives a streamed body piece by piece.
import { vi } from 'vitest';

/** A streamed text/plain body the test writes to, ends or breaks. */
export function controllableStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/plain' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network dropped')),
  };
}

/** Replaces the global fetch the stream uses; returns the requests it received. */
export function stubGenerator(answer: (request: Request) => Promise<Response> | Response): Request[] {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://shell.test'), init);
    calls.push(request);
    return answer(request);
  });
  return calls;
}

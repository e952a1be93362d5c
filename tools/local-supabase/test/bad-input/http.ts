// Raw-HTTP helpers for the bad-input suite: requests supabase-js would never send, and the three error
// shapes the stack answers with (GoTrue {code, message}, PostgREST {code, details, hint, message}, the
// edge function's {error}). Every helper refuses a 5xx outright, so a crash never passes as a "4xx".
import { expect } from 'vitest';
import type { TestStack } from '../stack.ts';

export type Body = string | Uint8Array | ReadableStream<Uint8Array> | undefined;

export type RawInit = {
  method?: string;
  body?: Body;
  /** Bearer token; defaults to the anon key. `null` sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
};

export const json = (value: unknown) => JSON.stringify(value);

/** A fetch against the stack with the anon API key, a JSON content type and (by default) the anon bearer. */
export function raw(stack: TestStack, path: string, init: RawInit = {}): Promise<Response> {
  const token = init.token === undefined ? stack.keys.anonKey : init.token;
  return fetch(`${stack.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      apikey: stack.keys.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
    body: init.body,
    redirect: 'manual',
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function expectClientError(response: Response, status: number) {
  expect(response.status, `expected ${status}, got ${response.status}`).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-type') ?? '').toContain('application/json');
}

/** GoTrue's error: a machine-readable code and a message (weak_password adds its reasons). */
export async function expectAuthError(response: Response, status: number, code: string) {
  expectClientError(response, status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code, message: expect.any(String) });
  expect(String(body.message)).not.toMatch(/stack|at .*\.ts:\d+/);
  return body;
}

/** PostgREST's error: exactly code, details, hint and message. */
export async function expectRestError(response: Response, status: number, code: string | RegExp) {
  expectClientError(response, status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  if (typeof code === 'string') expect(body.code).toBe(code);
  else expect(body.code).toMatch(code);
  expect(body.message).toEqual(expect.any(String));
  return body as { code: string; details: string | null; hint: string | null; message: string };
}

/** The edge function's error: exactly {error: message}. */
export async function expectFunctionError(response: Response, status: number, message: string) {
  expectClientError(response, status);
  expect(await response.json()).toEqual({ error: message });
}

/** A 2xx that must still not be a crash in disguise; returns the parsed JSON body, if any. */
export async function expectOk(response: Response, status = 200): Promise<unknown> {
  expect(response.status, `expected ${status}, got ${response.status}`).toBe(status);
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

/** A body streamed in chunks without a content-length, of `total` bytes after `prefix`. */
export function streamedBody(prefix: string, total: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
  let sent = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === -1) {
        controller.enqueue(new TextEncoder().encode(prefix));
        sent = 0;
      } else if (sent < total) {
        controller.enqueue(chunk);
        sent += chunk.length;
      } else {
        controller.close();
      }
    },
  });
}

import { createTestPlatform } from '@ahc/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { sendContactMessage } from './send-contact-message.ts';

afterEach(() => window.localStorage.clear());

const message = { name: ' Ada ', email: 'ada@example.com ', message: ' Hello ' };

function clientAnswering(respond: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (!String(input instanceof Request ? input.url : input).includes('/rest/v1/rpc/send_contact_message')) return Response.json([]);
    bodies.push(init?.body ? JSON.parse(String(init.body)) : undefined);
    return respond();
  };
  return { supabase: createTestPlatform({ fetch }).supabaseClient, bodies };
}

describe('sendContactMessage', () => {
  it('sends the trimmed fields to send_contact_message and reports success', async () => {
    const { supabase, bodies } = clientAnswering(() => new Response(null, { status: 204 }));
    expect(await sendContactMessage(supabase, message)).toEqual({ ok: true });
    expect(bodies).toEqual([{ name: 'Ada', email: 'ada@example.com', message: 'Hello' }]);
  });

  it.each([
    ['a failed connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a check violation', () => Response.json({ code: '23514', message: 'violates check constraint' }, { status: 400 }), 'invalid'],
    ['a bad request', () => Response.json({ code: 'PGRST204', message: 'column not found' }, { status: 400 }), 'invalid'],
    ['a rate limit', () => Response.json({ code: 'PT429', message: 'Too many contact messages. Please try again later.' }, { status: 429 }), 'rateLimited'],
    ['a server error', () => Response.json({ message: 'boom' }, { status: 500 }), 'unknown'],
    ['a refused insert', () => Response.json({ code: '42501', message: 'permission denied' }, { status: 401 }), 'unknown'],
  ] as const)('maps %s to $2', async (_situation, respond, error) => {
    const { supabase } = clientAnswering(respond);
    expect(await sendContactMessage(supabase, message)).toEqual({ ok: false, error });
  });
});

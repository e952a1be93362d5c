import { toAppError } from '@ahc/platform/data';
import {
  type FakeReply,
  createFakeSupabase,
  createTestPlatform,
  networkError,
  postgrestError,
} from '@ahc/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import { contactProblem, sendContactMessage } from './send-contact-message-mutation.ts';

const message = { name: ' Ada ', email: 'ada@example.com ', message: ' Hello ' };

function backendAnswering(reply?: FakeReply) {
  const backend = createFakeSupabase();
  if (reply) backend.answer('rpc send_contact_message', reply);
  return { backend, supabase: createTestPlatform({ supabase: backend }).supabaseClient };
}

/** ok, or the form's reading of the failure. */
const outcome = (promise: Promise<void>) =>
  promise.then(
    () => ({ ok: true }),
    (error: unknown) => ({ ok: false, error: contactProblem(toAppError(error, { during: 'test' })) }),
  );

describe('sendContactMessage', () => {
  it('sends the trimmed fields to send_contact_message and reports success', async () => {
    const { backend, supabase } = backendAnswering();
    expect(await outcome(sendContactMessage(supabase, message))).toEqual({ ok: true });
    expect(backend.calls('rpc send_contact_message').map((call) => call.body)).toEqual([
      { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    ]);
  });

  it.each([
    ['a failed connection', networkError(), 'network'],
    ['a check violation', postgrestError(400, '23514', 'violates check constraint'), 'invalid'],
    ['a bad request', postgrestError(400, 'PGRST204', 'column not found'), 'invalid'],
    [
      'a rate limit',
      postgrestError(429, 'PT429', 'Too many contact messages. Please try again later.'),
      'rateLimited',
    ],
    ['a server error', postgrestError(500, 'XX000', 'boom'), 'unknown'],
    ['a refused insert', postgrestError(401, '42501', 'permission denied'), 'unknown'],
  ] as const)('maps %s to $2', async (_situation, reply, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { supabase } = backendAnswering(reply);
    expect(await outcome(sendContactMessage(supabase, message))).toEqual({ ok: false, error });
  });
});

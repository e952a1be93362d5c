// The other half of every abuse test: after the hostile requests, the stack answers ordinary ones.
// A hundred of them, as visitors and signed-in users make them (the maintenance row, a report read, a
// profile read, the auth settings, the health check), each correct and within HANG_MS. The bound only
// tells "answers" from "hangs"; how fast it answers is the bench's business.
import { expect } from 'vitest';
import type { TestStack } from '../stack.ts';

export const HANG_MS = 5_000;

export async function expectStillServing(stack: TestStack, requests = 100): Promise<void> {
  const user = await stack.user('Still Here', 'Serving ApS');
  const { data: session } = await user.client.auth.getSession();
  const token = session.session!.access_token;
  const ordinary: (() => Promise<Response>)[] = [
    () => fetch(`${stack.url}/rest/v1/app_config?key=eq.maintenance&select=value`, { headers: { apikey: stack.keys.anonKey } }),
    () => fetch(`${stack.url}/rest/v1/rpc/get_report`, {
      method: 'POST',
      headers: { apikey: stack.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ report_id: '00000000-0000-4000-8000-000000000000' }),
    }),
    () => fetch(`${stack.url}/rest/v1/profiles?select=name`, { headers: { apikey: stack.keys.anonKey, authorization: `Bearer ${token}` } }),
    () => fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.keys.anonKey } }),
    () => fetch(`${stack.url}/health`),
  ];
  for (let i = 0; i < requests; i++) {
    const started = Date.now();
    const response = await Promise.race([
      ordinary[i % ordinary.length]!(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`request ${i} did not answer within ${HANG_MS} ms`)), HANG_MS)),
    ]);
    expect(response.status, `ordinary request ${i}`).toBe(200);
    const body = await response.json();
    if (i % ordinary.length === 2) expect(body).toEqual([{ name: 'Still Here' }]);
    expect(Date.now() - started).toBeLessThan(HANG_MS);
  }
}

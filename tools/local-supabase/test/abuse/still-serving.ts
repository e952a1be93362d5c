// The other half of every abuse test: after the hostile requests, the stack answers ordinary ones.
// A hundred of them, as visitors and signed-in users make them (the maintenance row, a report read, a
// profile read, the signed-in user, the health check), each correct and within HANG_MS. The bound only
// tells "answers" from "hangs"; how fast it answers is the bench's business.
import { beforeAll, expect } from 'vitest';
import type { TestStack } from '../stack.ts';

const HANG_MS = 5_000;

/**
 * Ordinary traffic for a test file: a user signed up before any abuse (the abuse may well use up the
 * sign-up limit), and the check that runs after it.
 */
export function useOrdinaryTraffic(stack: () => TestStack) {
  let token = '';
  beforeAll(async () => {
    const user = await stack().user('Still Here', 'Serving ApS');
    token = (await user.client.auth.getSession()).data.session!.access_token;
  });
  return {
    async expectStillServing(requests = 100): Promise<void> {
      const { url, keys } = stack();
      const ordinary: (() => Promise<Response>)[] = [
        () =>
          fetch(`${url}/rest/v1/app_config?key=eq.maintenance&select=value`, {
            headers: { apikey: keys.anonKey },
          }),
        () =>
          fetch(`${url}/rest/v1/rpc/get_report`, {
            method: 'POST',
            headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ report_id: '00000000-0000-4000-8000-000000000000' }),
          }),
        () =>
          fetch(`${url}/rest/v1/profiles?select=name`, {
            headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
          }),
        () =>
          fetch(`${url}/auth/v1/user`, {
            headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
          }),
        () => fetch(`${url}/health`),
      ];
      for (let i = 0; i < requests; i++) {
        const started = Date.now();
        const response = await Promise.race([
          ordinary[i % ordinary.length]!(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`request ${i} did not answer within ${HANG_MS} ms`)), HANG_MS),
          ),
        ]);
        expect(response.status, `ordinary request ${i}`).toBe(200);
        const body = await response.json();
        if (i % ordinary.length === 2) expect(body).toEqual([{ name: 'Still Here' }]);
        expect(Date.now() - started).toBeLessThan(HANG_MS);
      }
    },
  };
}

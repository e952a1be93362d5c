// The functions gateway: JWT verification as Supabase does it, and a streamed answer relayed chunk by
// chunk from the real generate-report function running under Deno.
import { describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { useStack } from './stack.ts';

const stack = useStack({
  functionEnv: { GENERATE_REPORT_CHUNK_DELAY_MS: '40', GENERATE_REPORT_RATE_LIMIT: '1000' },
});

const endpoint = () => `${stack().url}/functions/v1/generate-report`;
const answers =
  'arch_1: panic\narch_2: always\ndeploy_1: continuous\nsec_1: two_factor\nscal_5: near_perfect';

function post(headers: Record<string, string>, body: unknown = { answers }) {
  return fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('functions gateway', () => {
  it('streams the report piece by piece: the first piece arrives while the rest is still being written', async () => {
    const response = await post({
      authorization: `Bearer ${stack().keys.anonKey}`,
      apikey: stack().keys.anonKey,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const pieces: { text: string; at: number }[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push({ text: value, at: performance.now() });
    }
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    const text = pieces.map((p) => p.text).join('');
    // The function waits 40 ms between pieces: had the gateway buffered, everything would arrive at once.
    expect(pieces.at(-1)!.at - pieces[0]!.at).toBeGreaterThan(40);
    expect(pieces[0]!.text.length).toBeLessThan(text.length);
    expect(text).toContain('## Executive summary');
  });

  it('accepts a signed-in user token', async () => {
    const { client } = await stack().user();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const response = await post({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    await response.text();
  });

  it('refuses a request without a JWT', async () => {
    const response = await post({});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Missing authorization header' });
  });

  it('refuses a forged or expired JWT', async () => {
    const forged = signJwt(
      { role: 'service_role', exp: 4_000_000_000 },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    const expired = signJwt({ role: 'anon', exp: 1_000 }, stack().keys.jwtSecret);
    for (const token of [forged, expired, 'garbage']) {
      const response = await post({ authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid JWT' });
    }
  });

  it('lets the CORS preflight through without a JWT', async () => {
    const response = await fetch(endpoint(), { method: 'OPTIONS' });
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    await response.text();
  });

  it('passes the function’s own 400 for bad input through', async () => {
    const response = await post({ authorization: `Bearer ${stack().keys.anonKey}` }, { answers: 42 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'answers must be a string.' });
  });

  it('answers 404 for a function that does not exist, and for path tricks', async () => {
    for (const name of ['nope', '..%2F..%2Fetc', '_shared']) {
      const response = await fetch(`${stack().url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack().keys.anonKey}` },
      });
      expect(response.status).toBe(404);
      await response.text();
    }
  });
});

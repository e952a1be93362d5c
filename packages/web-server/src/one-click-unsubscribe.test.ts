import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerOneClickUnsubscribe } from './one-click-unsubscribe.ts';

const PROJECT = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon-key' };
const servers: http.Server[] = [];

type Call = { url: string; apikey: string | null; body: unknown };

/** A host that answers only the one-click POST, with Supabase replaced by `answer`. */
async function hostAnswering(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), apikey: headers.get('apikey'), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  const server = http.createServer((req, res) =>
    answerOneClickUnsubscribe(req, res, new URL(req.url ?? '/', 'http://host.invalid'), PROJECT, fakeFetch),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (query: string) =>
    fetch(`${base}/reminders/unsubscribe${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  return { calls, post };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('one-click unsubscribe (RFC 8058) from a reminder e-mail', () => {
  it("calls unsubscribe_reminders with the link's token and the anon key, and says reminders are off", async () => {
    const host = await hostAnswering(() => json({ status: 'unsubscribed', team_name: null }));
    const response = await host.post('?token=rmd_abc');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Reminders are off.\n');
    expect(host.calls).toEqual([
      {
        url: 'https://abc.supabase.co/rest/v1/rpc/unsubscribe_reminders',
        apikey: 'anon-key',
        body: { token: 'rmd_abc' },
      },
    ]);
  });

  it('a link used before is answered as done; an unknown one as not found', async () => {
    const used = await hostAnswering(() => json({ status: 'already_used', team_name: null }));
    expect((await used.post('?token=rmd_used')).status).toBe(200);
    const unknown = await hostAnswering(() => json({ status: 'not_found', team_name: null }));
    const response = await unknown.post('?token=rmd_nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('This unsubscribe link is not valid.\n');
  });

  it('a link without a token is refused without asking Supabase', async () => {
    const host = await hostAnswering(() => json({ status: 'unsubscribed' }));
    expect((await host.post('')).status).toBe(400);
    expect((await host.post('?token=%20')).status).toBe(400);
    expect(host.calls).toEqual([]);
  });

  it('Supabase failing or answering something else is a 502 that changes nothing here', async () => {
    for (const answer of [
      () => new Response('{"code":"PGRST202"}', { status: 404 }),
      () => json({ status: 'constructor' }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      const host = await hostAnswering(answer);
      expect((await host.post('?token=rmd_abc')).status).toBe(502);
    }
  });
});

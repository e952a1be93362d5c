// The local inbox as a person and a test use it: the web page lists and shows messages (escaped, no
// script, the message's HTML in a sandbox), and Mailpit's API lists, searches, reads and deletes. It
// answers only requests addressed to it, and no other site can change it.
import { describe, expect, it } from 'vitest';
import { PASSWORD, client, inbox, useAuthStack } from './helpers.ts';

const stack = useAuthStack();
const url = (path: string) => `${stack().inboxUrl}${path}`;

async function signUp(email: string, data: Record<string, unknown> = {}) {
  expect(
    (await client(stack()).auth.signUp({ email, password: PASSWORD, options: { data } })).error,
  ).toBeNull();
}

describe('Mailpit API', () => {
  it('lists newest first, reads one message (marking it read), and searches by recipient and subject', async () => {
    await signUp('first.reader@example.com');
    await signUp('second.reader@example.com', { language: 'da' });
    const listed = await inbox(stack()).list();
    expect(listed.total).toBeGreaterThanOrEqual(2);
    expect(listed.messages[0]!.To).toEqual([{ Name: '', Address: 'second.reader@example.com' }]);
    expect(listed.messages[0]).toMatchObject({
      ID: expect.stringMatching(/^[A-Za-z0-9]{22}$/),
      Read: false,
      Attachments: 0,
      Snippet: expect.any(String),
    });

    const message = await inbox(stack()).get(listed.messages[0]!.ID);
    expect(message).toMatchObject({
      Subject: 'Bekræft din e-mailadresse',
      From: { Name: 'Supabase Auth', Address: 'noreply@mail.app.supabase.io' },
    });
    expect(message.HTML).toContain('<a href="http://127.0.0.1:');
    expect(message.Text).toContain('Eller indtast koden');
    expect((await inbox(stack()).list()).messages[0]!.Read).toBe(true);

    const latest = (await (await fetch(url('/api/v1/message/latest'))).json()) as { ID: string };
    expect(latest.ID).toBe(listed.messages[0]!.ID);
    expect((await inbox(stack()).search('to:first.reader@example.com')).messages).toHaveLength(1);
    expect(
      (await inbox(stack()).search('subject:"Bekræft din"')).messages.map((m) => m.To[0]!.Address),
    ).toContain('second.reader@example.com');
    expect(
      (await inbox(stack()).search('tag:confirmation -to:second.reader')).messages.every(
        (m) => m.To[0]!.Address !== 'second.reader@example.com',
      ),
    ).toBe(true);
  });

  it('deletes by IDs, by search, and all', async () => {
    await signUp('delete.one@example.com');
    await signUp('delete.two@example.com');
    const one = (await inbox(stack()).search('to:delete.one@example.com')).messages[0]!;
    const byId = await fetch(url('/api/v1/messages'), {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [one.ID] }),
    });
    expect(await byId.text()).toBe('ok');
    expect((await inbox(stack()).search('to:delete.one@example.com')).messages).toEqual([]);
    expect(
      (await fetch(url('/api/v1/search?query=to:delete.two@example.com'), { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await inbox(stack()).search('to:delete.two@example.com')).messages).toEqual([]);
    expect((await fetch(url('/api/v1/messages'), { method: 'DELETE' })).status).toBe(200);
    expect((await inbox(stack()).list()).total).toBe(0);
  });

  it('answers bad requests with 400 and unknown messages with 404, never 500', async () => {
    const cases: [string, RequestInit, number][] = [
      ['/api/v1/search', {}, 400],
      [`/api/v1/search?query=${encodeURIComponent('a'.repeat(2000))}`, {}, 400],
      ['/api/v1/search?query=%00', {}, 400],
      ['/api/v1/messages?limit=-1', {}, 400],
      ['/api/v1/messages', { method: 'DELETE', body: '{"IDs": "all"}' }, 400],
      ['/api/v1/messages', { method: 'DELETE', body: '[[[[' }, 400],
      ['/api/v1/messages', { method: 'DELETE', body: 'x'.repeat(70 * 1024) }, 413],
      ['/api/v1/message/does-not-exist', {}, 404],
      ['/api/v1/message/..%2F..%2Fetc', {}, 404],
      ['/view/nope', {}, 404],
      ['/nowhere', {}, 404],
    ];
    for (const [path, init, status] of cases)
      expect((await fetch(url(path), init)).status, path).toBe(status);
  });
});

describe('web page', () => {
  it('lists messages and shows one, everything escaped, under a CSP without script', async () => {
    const email = "o'reilly+page@example.com";
    await signUp(email, { name: '<script>alert(1)</script>' });
    const list = await fetch(url(`/?q=${encodeURIComponent(`to:${email}`)}`));
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await list.text();
    expect(html).toContain('o&#39;reilly+page@example.com');
    expect(html).not.toMatch(/<script/i);
    const id = /href="\/view\/([A-Za-z0-9]+)"/.exec(html)![1]!;

    const page = await fetch(url(`/view/${id}`));
    const shown = await page.text();
    expect(shown).toContain('Confirm your e-mail address');
    expect(shown).toContain(`<iframe src="/view/${id}.html" sandbox`);
    expect(shown).toMatch(
      /<ul class="links"><li><a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/,
    );
    expect(shown).not.toMatch(/<script/i);
    const body = await fetch(url(`/view/${id}.html`));
    expect(body.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
  });

  it("refuses another host name (DNS rebinding) and another site's form posts", async () => {
    const port = new URL(stack().inboxUrl!).port;
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path: '/api/v1/messages', headers: { host: `evil.example:${port}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
    await signUp('kept@example.com');
    const crossSite = await fetch(url('/delete-all'), {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
    expect((await inbox(stack()).search('to:kept@example.com')).messages).toHaveLength(1);
    const own = await fetch(url('/delete-all'), {
      method: 'POST',
      headers: { origin: stack().inboxUrl! },
      redirect: 'manual',
    });
    expect(own.status).toBe(303);
    expect((await inbox(stack()).list()).total).toBe(0);
  });
});

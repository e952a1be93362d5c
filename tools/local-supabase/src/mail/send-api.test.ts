// The inbox's Resend-shaped POST /emails over HTTP: the key is checked, Resend's answers and error
// bodies come back, and an accepted e-mail is in the inbox as Mailpit's API lists it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inbox } from './inbox.ts';
import { type RunningInbox, startInboxServer } from './inbox-server.ts';
import { parseAddress } from './send-api.ts';

const KEY = 're_local_test';
let server: RunningInbox;
let withoutKey: RunningInbox;

beforeAll(async () => {
  server = await startInboxServer(new Inbox(), { port: 0, apiKey: KEY });
  withoutKey = await startInboxServer(new Inbox(), { port: 0 });
});
afterAll(async () => {
  await server.close();
  await withoutKey.close();
});

const EMAIL = {
  from: 'Architecture Health Check <noreply@localhost>',
  to: ['ana@example.com'],
  subject: 'Olivia invites you\r\nBcc: someone@example.com',
  html: '<p>Join: <a href="http://localhost:3000/team-assessments/join/inv_x">Join the team assessment</a></p>',
  text: 'Join the team assessment: http://localhost:3000/team-assessments/join/inv_x',
  tags: [{ name: 'category', value: 'team_invitation' }],
};

function post(
  body: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${KEY}` },
  base = server.url,
) {
  return fetch(`${base}/emails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /emails', () => {
  it('keeps the e-mail in the inbox and answers 200 {id}, as Resend does', async () => {
    const response = await post(EMAIL);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = (await (
      await fetch(`${server.url}/api/v1/search?query=${encodeURIComponent('to:ana@example.com')}`)
    ).json()) as { messages: { ID: string; Subject: string; Tags: string[]; From: unknown }[] };
    expect(listed.messages).toHaveLength(1);
    expect(listed.messages[0]).toMatchObject({
      Subject: 'Olivia invites you Bcc: someone@example.com',
      Tags: ['team_invitation'],
      From: { Name: 'Architecture Health Check', Address: 'noreply@localhost' },
    });
    const message = (await (
      await fetch(`${server.url}/api/v1/message/${listed.messages[0]!.ID}`)
    ).json()) as { HTML: string; Text: string };
    expect(message.HTML).toBe(EMAIL.html);
    expect(message.Text).toBe(EMAIL.text);
  });

  it('refuses a missing key with 401 missing_api_key and a wrong one with 403 invalid_api_key', async () => {
    const missing = await post(EMAIL, {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ statusCode: 401, name: 'missing_api_key' });
    const wrong = await post(EMAIL, { authorization: 'Bearer re_other' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      statusCode: 403,
      name: 'invalid_api_key',
      message: 'API key is invalid',
    });
  });

  it('refuses incomplete or malformed e-mails with 422 and Resend’s error names, keeping nothing', async () => {
    const before = ((await (await fetch(`${server.url}/api/v1/info`)).json()) as { Messages: number })
      .Messages;
    const cases: [unknown, string][] = [
      [{ ...EMAIL, to: undefined }, 'missing_required_field'],
      [{ ...EMAIL, subject: '' }, 'missing_required_field'],
      [{ ...EMAIL, from: 'not an address' }, 'validation_error'],
      [{ ...EMAIL, to: ['ana@example.com', 'nope'] }, 'validation_error'],
      [{ ...EMAIL, to: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) }, 'validation_error'],
      [{ ...EMAIL, html: undefined, text: undefined }, 'validation_error'],
      [{ ...EMAIL, tags: [{ name: 'x', value: 'has space' }] }, 'validation_error'],
      [{ ...EMAIL, headers: ['List-Unsubscribe'] }, 'validation_error'],
      [{ ...EMAIL, headers: { 'List-Unsubscribe': 1 } }, 'validation_error'],
      [{ ...EMAIL, headers: { 'X-Note': 'one\r\nBcc: someone@example.com' } }, 'validation_error'],
      [{ ...EMAIL, headers: { 'Bad Name': 'x' } }, 'validation_error'],
      ['not json', 'validation_error'],
    ];
    for (const [body, name] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await response.json()).toMatchObject({ statusCode: 422, name });
    }
    expect(((await (await fetch(`${server.url}/api/v1/info`)).json()) as { Messages: number }).Messages).toBe(
      before,
    );
  });

  it('an Idempotency-Key sends once: the same request answers the same id, another payload 409', async () => {
    const headers = { authorization: `Bearer ${KEY}`, 'idempotency-key': 'team-invitation/1' };
    const body = { ...EMAIL, to: 'once@example.com' };
    const first = (await (await post(body, headers)).json()) as { id: string };
    const again = (await (await post(body, headers)).json()) as { id: string };
    expect(again.id).toBe(first.id);
    const other = await post({ ...body, subject: 'Another' }, headers);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ name: 'invalid_idempotent_request' });
    const listed = (await (await fetch(`${server.url}/api/v1/search?query=to:once@example.com`)).json()) as {
      messages: unknown[];
    };
    expect(listed.messages).toHaveLength(1);
  });

  it('text alone is shown as preformatted HTML; without a key the inbox takes no e-mail', async () => {
    expect(
      (await post({ ...EMAIL, to: 'plain@example.com', html: undefined, text: 'a <b> c', tags: undefined }))
        .status,
    ).toBe(200);
    const listed = (await (await fetch(`${server.url}/api/v1/search?query=to:plain@example.com`)).json()) as {
      messages: { ID: string }[];
    };
    const message = (await (
      await fetch(`${server.url}/api/v1/message/${listed.messages[0]!.ID}`)
    ).json()) as { HTML: string; Tags: string[] };
    expect(message.HTML).toBe('<pre>a &lt;b&gt; c</pre>');
    expect(message.Tags).toEqual(['api']);
    expect((await post(EMAIL, { authorization: `Bearer ${KEY}` }, withoutKey.url)).status).toBe(404);
  });

  it('keeps the sender’s List-Unsubscribe headers, shown as Mailpit reads them', async () => {
    const link = 'http://localhost:3000/reminders/unsubscribe?token=rmd_x';
    const headers = {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    expect((await post({ ...EMAIL, to: 'list@example.com', headers })).status).toBe(200);
    const message = (await (await fetch(`${server.url}/api/v1/message/latest`)).json()) as {
      ListUnsubscribe: unknown;
    };
    expect(message.ListUnsubscribe).toEqual({
      Header: `<${link}>`,
      Links: [link],
      Errors: '',
      HeaderPost: 'List-Unsubscribe=One-Click',
    });
  });

  it('reads "Name <address>" and bare addresses', () => {
    expect(parseAddress('"Ana B" <ana@example.com>')).toEqual({ Name: 'Ana B', Address: 'ana@example.com' });
    expect(parseAddress(' ana@example.com ')).toEqual({ Name: '', Address: 'ana@example.com' });
    expect(parseAddress('ana@example.com, bo@example.com')).toBeUndefined();
  });
});

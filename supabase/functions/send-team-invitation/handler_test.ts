// The e-mail invitation's refusals, its one success and its undo, with PostgREST and the mail API
// stood in by a fetch that records what was asked. Run from this folder:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from 'node:assert/strict';
import { createHandler, labelFor, MESSAGES, readRequest } from './handler.ts';

const TEAM = '6b1d7a52-1c5e-4d8e-9a51-7f2f0b3c9d10';
const INVITATION = {
  id: 'inv-1',
  team_id: TEAM,
  label: 'ana@example.com',
  expires_at: '2026-12-01T10:00:00Z',
  status: 'active',
};
const ENV: Record<string, string> = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SITE_URL: 'https://app.test/',
  RESEND_API_URL: 'http://mail.test',
  RESEND_API_KEY: 're_key',
  MAIL_FROM: 'Architecture Health Check <team@app.test>',
};
const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const OWNER = jwt({ role: 'authenticated', sub: 'owner-1' });

type Call = { url: string; body: Record<string, unknown>; headers: Headers };
type Replies = { create?: Response; team?: Response; mail?: Response | 'unreachable'; revoke?: Response };

function backend(replies: Replies = {}) {
  const calls: Call[] = [];
  const route = (url: string): Response => {
    if (url.endsWith('/rpc/create_mailed_team_invitation')) {
      return replies.create ?? Response.json({ invitation: INVITATION, token: 'inv_secret' });
    }
    if (url.endsWith('/rpc/get_team')) {
      return (
        replies.team ??
        Response.json({
          status: 'ok',
          team: { id: TEAM, name: 'Payments <platform>' },
          members: [
            { display_name: 'Ana', is_me: false },
            { display_name: 'Olivia Owner', is_me: true },
          ],
          invitations: [INVITATION],
        })
      );
    }
    if (url.endsWith('/rpc/revoke_team_invitation')) {
      return replies.revoke ?? Response.json({ ...INVITATION, status: 'revoked' });
    }
    if (url === 'http://mail.test/emails' && replies.mail !== 'unreachable') {
      return replies.mail ?? Response.json({ id: 'mail-1' });
    }
    return new Response('no route', { status: 404 });
  };
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    calls.push({ url, body: JSON.parse(String(init?.body ?? '{}')), headers: new Headers(init?.headers) });
    if (url === 'http://mail.test/emails' && replies.mail === 'unreachable') {
      return Promise.reject(new TypeError('connection refused'));
    }
    return Promise.resolve(route(url));
  };
  return { fetch, calls, paths: () => calls.map((c) => new URL(c.url).pathname) };
}

const post = (body: unknown, token: string | null = OWNER) =>
  new Request('http://localhost/send-team-invitation', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const VALID = { team_id: TEAM, email: ' ana@example.com ', language: 'en' };

function handlerWith(service: ReturnType<typeof backend>, env: Record<string, string> = ENV) {
  const logs: string[] = [];
  const handler = createHandler({ env: (name) => env[name], fetch: service.fetch, log: (m) => logs.push(m) });
  return { handler, logs };
}

async function assertRefused(response: Response, status: number, code: string) {
  assert.equal(response.status, status);
  const body = await response.json();
  assert.equal(body.code, code);
  assert.equal(typeof body.error, 'string');
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
}

Deno.test(
  'creates the invitation as the caller, mails the join link, and answers the invitation without its token',
  async () => {
    const service = backend();
    const response = await handlerWith(service).handler(post(VALID));
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.deepEqual(body, { invitation: INVITATION, sent_to: 'ana@example.com', email_id: 'mail-1' });
    assert.equal(JSON.stringify(body).includes('inv_secret'), false, 'the token goes to the invitee only');
    assert.deepEqual(service.paths(), [
      '/rest/v1/rpc/create_mailed_team_invitation',
      '/rest/v1/rpc/get_team',
      '/emails',
    ]);

    const [create, , mail] = service.calls;
    assert.equal(
      create!.headers.get('authorization'),
      `Bearer ${OWNER}`,
      'as the caller, never the service role',
    );
    assert.equal(create!.headers.get('apikey'), 'anon');
    assert.deepEqual(create!.body, {
      team_id: TEAM,
      email: 'ana@example.com',
      label: 'ana@example.com',
      valid_for_days: 7,
    });
    assert.equal(mail!.headers.get('authorization'), 'Bearer re_key');
    assert.equal(mail!.headers.get('idempotency-key'), 'team-invitation/inv-1');
    assert.equal(mail!.body.from, ENV.MAIL_FROM);
    assert.deepEqual(mail!.body.to, ['ana@example.com']);
    assert.deepEqual(mail!.body.tags, [{ name: 'category', value: 'team_invitation' }]);
    assert.equal(mail!.body.subject, 'Olivia Owner invites you to a team assessment');
    // The link opens its page in the e-mail's language, on a device that has never been to the site.
    const link = 'https://app.test/team-assessments/join/inv_secret\\?lang=en';
    assert.match(String(mail!.body.html), new RegExp(`<a href="${link}">Join the team assessment</a>`));
    // The team's name is the owner's text: the join link's page shows it, the e-mail does not.
    for (const part of [mail!.body.subject, mail!.body.html, mail!.body.text])
      assert.equal(String(part).includes('Payments'), false);
    assert.match(String(mail!.body.text), new RegExp(`Join the team assessment: ${link}`));
    assert.match(String(mail!.body.text), /until 1 December 2026 at 10:00 \(UTC\)/);
  },
);

Deno.test('writes the e-mail in Danish when asked, and takes the chosen validity', async () => {
  const service = backend();
  const response = await handlerWith(service).handler(post({ ...VALID, language: 'da', valid_for_days: 14 }));
  assert.equal(response.status, 200);
  assert.equal(service.calls[0]!.body.valid_for_days, 14);
  const mail = service.calls[2]!.body;
  assert.equal(mail.subject, 'Olivia Owner inviterer dig til en teamvurdering');
  assert.match(
    String(mail.text),
    /Bliv medlem af teamvurderingen: https:\/\/app\.test\/team-assessments\/join\/inv_secret\?lang=da$/m,
  );
  assert.match(String(mail.text), /Linket virker indtil 1\. december 2026/);
});

Deno.test("without the inviter's name the e-mail says a colleague invites", async () => {
  const service = backend({
    team: Response.json({
      status: 'ok',
      team: { name: 'Core' },
      members: [{ display_name: null, is_me: true }],
    }),
  });
  assert.equal((await handlerWith(service).handler(post(VALID))).status, 200);
  assert.equal(service.calls[2]!.body.subject, 'You are invited to a team assessment');
  assert.match(String(service.calls[2]!.body.text), /^A colleague invites you/);
});

Deno.test(
  "carries an inviter's name only when it reads as a name: no links, markup or hidden characters",
  async () => {
    const hostile = [
      'Visit https://evil.example now',
      'Support at evil.example',
      'www.evil.example',
      'help@evil.example',
      'Olivia <a href="https://evil.example">Owner</a>',
      '<b>Olivia</b>',
      'Olivia\u202Eenwo',
      'Oli\u200Bvia',
      'Olivia & Co',
      'Your account is locked: call 555 0100',
      'O'.repeat(61),
      'evil\u3002example',
    ];
    for (const name of hostile) {
      const service = backend({
        team: Response.json({
          status: 'ok',
          team: { name: 'Core' },
          members: [{ display_name: name, is_me: true }],
        }),
      });
      assert.equal((await handlerWith(service).handler(post(VALID))).status, 200);
      const mail = service.calls[2]!.body;
      assert.equal(mail.subject, 'You are invited to a team assessment', name);
      assert.match(String(mail.text), /^A colleague invites you/, name);
      for (const part of [mail.subject, mail.html, mail.text]) {
        assert.equal(String(part).includes('evil'), false, name);
        assert.equal(String(part).includes('<b>'), false, name);
      }
    }
    for (const name of ['Åse Ørsted-Jensen', "Conor O'Brien", 'J. R. R. Tolkien', 'Zoë Müller', '李小龙']) {
      const service = backend({
        team: Response.json({
          status: 'ok',
          team: { name: 'Core' },
          members: [{ display_name: name, is_me: true }],
        }),
      });
      await handlerWith(service).handler(post(VALID));
      assert.equal(service.calls[2]!.body.subject, `${name} invites you to a team assessment`);
    }
  },
);

Deno.test('refuses bad input with 400 and its own code, before anything is created', async () => {
  const service = backend();
  const { handler } = handlerWith(service);
  await assertRefused(await handler(post('not json')), 400, 'invalid_request');
  await assertRefused(await handler(post([VALID])), 400, 'invalid_request');
  await assertRefused(await handler(post({ ...VALID, team_id: '42' })), 400, 'invalid_team');
  for (const email of [
    '',
    'ana',
    'ana@example',
    'a b@example.com',
    'ana@example.com, bo@example.com',
    'Ana <ana@example.com>',
    `${'a'.repeat(250)}@example.com`,
    7,
  ]) {
    await assertRefused(await handler(post({ ...VALID, email })), 400, 'invalid_email');
  }
  await assertRefused(await handler(post({ ...VALID, language: 'de' })), 400, 'invalid_language');
  await assertRefused(await handler(post({ ...VALID, language: undefined })), 400, 'invalid_language');
  for (const days of [0, 31, 2.5, '7']) {
    await assertRefused(await handler(post({ ...VALID, valid_for_days: days })), 400, 'invalid_days');
  }
  assert.equal(service.calls.length, 0);
});

Deno.test('refuses a request without a signed-in session', async () => {
  const service = backend();
  const { handler } = handlerWith(service);
  await assertRefused(await handler(post(VALID, null)), 401, 'not_signed_in');
  await assertRefused(await handler(post(VALID, jwt({ role: 'anon' }))), 401, 'not_signed_in');
  assert.equal(service.calls.length, 0);
});

Deno.test(
  'the database decides who may invite: its refusals become 403, 404, 409, 429 and 401, and no mail is sent',
  async () => {
    const cases: [Response, number, string][] = [
      [
        Response.json(
          { code: 'PT403', message: "Only the team's owner can invite people." },
          { status: 403 },
        ),
        403,
        'not_owner',
      ],
      [Response.json({ code: 'PT404', message: 'Team not found.' }, { status: 404 }), 404, 'team_not_found'],
      [
        Response.json(
          { code: 'PT409', message: 'A team can have at most 20 live invitations' },
          { status: 409 },
        ),
        409,
        'too_many_invitations',
      ],
      [
        Response.json(
          { code: 'PT409', hint: 'team_invitations_live_per_account', message: 'At most 100' },
          {
            status: 409,
          },
        ),
        409,
        'too_many_invitations',
      ],
      [
        Response.json(
          { code: 'PT429', hint: 'team_invitations_per_day', message: 'At most 50 a day' },
          { status: 429 },
        ),
        429,
        'invitations_daily_limit',
      ],
      [Response.json({ code: 'PGRST301', message: 'JWT expired' }, { status: 401 }), 401, 'not_signed_in'],
      [new Response('bad gateway', { status: 502 }), 502, 'invitation_failed'],
    ];
    for (const [create, status, code] of cases) {
      const service = backend({ create });
      await assertRefused(await handlerWith(service).handler(post(VALID)), status, code);
      assert.deepEqual(service.paths(), ['/rest/v1/rpc/create_mailed_team_invitation']);
    }
  },
);

Deno.test(
  'when the mail API refuses or cannot be reached, the new invitation is revoked and the answer is 502',
  async () => {
    const refusals: (Response | 'unreachable')[] = [
      Response.json(
        { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' },
        { status: 403 },
      ),
      Response.json(
        { statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' },
        { status: 422 },
      ),
      Response.json(
        { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' },
        { status: 429 },
      ),
      new Response('<html>oops</html>', { status: 500 }),
      Response.json({ no: 'id' }),
      'unreachable',
    ];
    for (const mail of refusals) {
      const service = backend({ mail });
      const { handler, logs } = handlerWith(service);
      const response = await handler(post(VALID));
      assert.equal(response.status, 502);
      assert.deepEqual(await response.json(), { error: MESSAGES.mail_failed, code: 'mail_failed' });
      assert.deepEqual(service.paths().slice(-1), ['/rest/v1/rpc/revoke_team_invitation']);
      assert.deepEqual(service.calls.at(-1)!.body, { invitation_id: 'inv-1' });
      assert.equal(service.calls.at(-1)!.headers.get('authorization'), `Bearer ${OWNER}`);
      assert.ok(logs.length > 0);
      assert.equal(
        logs.some((line) => line.includes('inv_secret')),
        false,
        'the token is never logged',
      );
    }
  },
);

Deno.test('when the team cannot be read, the invitation is revoked and nothing is mailed', async () => {
  const service = backend({ team: new Response('down', { status: 503 }) });
  await assertRefused(await handlerWith(service).handler(post(VALID)), 502, 'invitation_failed');
  assert.deepEqual(service.paths(), [
    '/rest/v1/rpc/create_mailed_team_invitation',
    '/rest/v1/rpc/get_team',
    '/rest/v1/rpc/revoke_team_invitation',
  ]);
});

Deno.test(
  "over an e-mail limit of the database it answers 429 with the database's Retry-After, and mails nothing",
  async () => {
    // The database counts every e-mail (per account, per address, per project) and refuses with PT429,
    // hint invitation_mail_limit and the seconds to wait in details; no invitation was made.
    const limited = (details: string | undefined) =>
      Response.json(
        { code: 'PT429', hint: 'invitation_mail_limit', details, message: 'Too many' },
        { status: 429 },
      );
    for (const [details, retryAfter] of [
      ['1234', '1234'],
      ['not a number', '3600'],
      [undefined, '3600'],
    ]) {
      const service = backend({ create: limited(details) });
      const response = await handlerWith(service).handler(post(VALID));
      await assertRefused(response.clone(), 429, 'rate_limited');
      assert.equal(response.headers.get('retry-after'), retryAfter);
      assert.deepEqual(
        service.paths(),
        ['/rest/v1/rpc/create_mailed_team_invitation'],
        'nothing to revoke, nothing mailed',
      );
    }
  },
);

Deno.test('keeps no count of its own: every request asks the database, which holds the limits', async () => {
  const service = backend();
  const { handler } = handlerWith(service);
  for (let i = 0; i < 25; i++) assert.equal((await handler(post(VALID))).status, 200);
  assert.equal(service.paths().filter((path) => path.endsWith('/emails')).length, 25);
});

Deno.test(
  'without the mail secrets it says e-mail invitations are not set up (503); other methods 405; preflight ok',
  async () => {
    for (const missing of ['RESEND_API_KEY', 'MAIL_FROM', 'SITE_URL']) {
      const service = backend();
      const env = { ...ENV };
      delete env[missing];
      await assertRefused(await handlerWith(service, env).handler(post(VALID)), 503, 'mail_unavailable');
      assert.equal(service.calls.length, 0);
    }
    const { handler } = handlerWith(backend());
    await assertRefused(
      await handler(new Request('http://localhost/send-team-invitation')),
      405,
      'method_not_allowed',
    );
    const preflight = await handler(
      new Request('http://localhost/send-team-invitation', { method: 'OPTIONS' }),
    );
    assert.equal(preflight.status, 200);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  },
);

Deno.test("the mail API's address defaults to Resend's", async () => {
  const service = backend();
  const env = { ...ENV };
  delete env.RESEND_API_URL;
  await handlerWith(service, env).handler(post(VALID));
  assert.equal(service.calls.at(-2)!.url, 'https://api.resend.com/emails');
});

Deno.test(
  "readRequest and labelFor: the address as the owner's note, cut to the database's 120 characters",
  () => {
    assert.deepEqual(readRequest({ team_id: TEAM, email: 'ana@example.com', language: 'da' }), {
      teamId: TEAM,
      email: 'ana@example.com',
      language: 'da',
      days: 7,
    });
    assert.equal(labelFor('ana@example.com'), 'ana@example.com');
    const long = `${'a'.repeat(130)}@example.com`;
    assert.equal([...labelFor(long)].length, 120);
    assert.ok(labelFor(long).endsWith('…'));
  },
);

// The reminder function's refusals (who may call it, what it takes), its e-mails in English and Danish
// with their links and unsubscribe headers, and what it answers when mail fails, with PostgREST and the
// mail API stood in by a fetch that records what was asked. Run from this folder:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from 'node:assert/strict';
import { answersAt, planStanding, type PlanStatus } from '../_shared/assessment-model.ts';
import { createHandler, MESSAGES, readReminder, readRequest } from './handler.ts';
import { composeReminderMail } from './mail.ts';

// Ann's newest report: every answer one step above the weakest, so 20 recommendations. Her plan: three
// of them planned, in progress and done, one not applicable, and one item for advice the report no
// longer gives (scal_4's weakest option), which the dashboard does not count and neither does the mail.
const ANN_ANSWERS = answersAt(1);
const ANN_PLAN = [
  { question_id: 'arch_3', option_key: ANN_ANSWERS.arch_3, status: 'planned' },
  { question_id: 'deploy_1', option_key: ANN_ANSWERS.deploy_1, status: 'done' },
  { question_id: 'sec_2', option_key: ANN_ANSWERS.sec_2, status: 'in_progress' },
  { question_id: 'scal_1', option_key: ANN_ANSWERS.scal_1, status: 'not_applicable' },
  { question_id: 'scal_4', option_key: answersAt(0).scal_4, status: 'in_progress' },
];

const SERVICE_KEY = 'service-role-key';
const ENV: Record<string, string> = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  SITE_URL: 'https://app.test/',
  RESEND_API_URL: 'http://mail.test',
  RESEND_API_KEY: 're_key',
  MAIL_FROM: 'Architecture Health Check <hello@app.test>',
};
const ANN = {
  user_id: '00000000-0000-4000-8000-0000000000a1',
  email: 'ann@example.com',
  language: 'da',
  due_at: '2026-11-20T09:00:00+00:00',
  team_id: null,
  team_name: null,
  round_number: null,
  report_id: 'r-1',
  assessed_at: '2026-10-20T09:00:00+00:00',
  overall_score: 61,
  answers: ANN_ANSWERS,
  plan_items: ANN_PLAN,
  unsubscribe_token: 'rmd_ann+token/=',
};
const BEN = {
  ...ANN,
  user_id: '00000000-0000-4000-8000-0000000000b2',
  email: 'ben@example.com',
  language: 'en',
  overall_score: 70,
  answers: answersAt(3),
  plan_items: [],
  unsubscribe_token: 'rmd_ben',
};

const TEAM_ID = '6b1d7a52-1c5e-4d8e-9a51-7f2f0b3c9d10';
const HAL = {
  ...ANN,
  user_id: '00000000-0000-4000-8000-0000000000c3',
  email: 'hal@example.com',
  language: 'en',
  team_id: TEAM_ID,
  team_name: 'Payments <platform>',
  round_number: 3,
  report_id: null,
  assessed_at: '2026-08-01T12:00:00+00:00',
  overall_score: 66,
  answers: null,
  plan_items: [],
  unsubscribe_token: 'rmd_hal',
};

type Call = { url: string; body: Record<string, unknown>; headers: Headers };
type Replies = { claim?: Response | 'unreachable'; mail?: (to: string) => Response };

function backend(replies: Replies = {}) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ url, body, headers: new Headers(init?.headers) });
    if (url === 'http://api.test/rest/v1/rpc/claim_due_reminders') {
      if (replies.claim === 'unreachable') return Promise.reject(new TypeError('connection refused'));
      return Promise.resolve(replies.claim ?? Response.json([ANN, BEN]));
    }
    if (url === 'http://mail.test/emails') {
      const to = (body.to as string[])[0]!;
      return Promise.resolve(replies.mail ? replies.mail(to) : Response.json({ id: `mail-${to}` }));
    }
    return Promise.resolve(new Response('no route', { status: 404 }));
  };
  return { fetch, calls, mails: () => calls.filter((c) => c.url === 'http://mail.test/emails') };
}

const post = (body = '{}', token: string | null = SERVICE_KEY, method = 'POST') =>
  new Request('http://localhost/send-reminders', {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'GET' ? undefined : body,
  });

function handlerWith(service: ReturnType<typeof backend>, env: Record<string, string> = ENV) {
  const logs: string[] = [];
  const handler = createHandler({ env: (name) => env[name], fetch: service.fetch, log: (m) => logs.push(m) });
  return { handler, logs };
}

Deno.test('only POST', async () => {
  const service = backend();
  const response = await handlerWith(service).handler(post('{}', SERVICE_KEY, 'GET'));
  assert.equal(response.status, 405);
  assert.equal(response.headers.get('allow'), 'POST');
  assert.deepEqual(await response.json(), { error: MESSAGES.method, code: 'method_not_allowed' });
  assert.equal(service.calls.length, 0);
});

Deno.test('without its settings it says reminders are not set up, and touches nothing', async () => {
  for (const missing of ['SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL', 'RESEND_API_KEY', 'MAIL_FROM']) {
    const service = backend();
    const env = { ...ENV };
    delete env[missing];
    const { handler, logs } = handlerWith(service, env);
    const response = await handler(post());
    assert.equal(response.status, 503, missing);
    assert.equal((await response.json()).code, 'mail_unavailable');
    assert.equal(service.calls.length, 0);
    assert.equal(logs.length, 1);
  }
});

Deno.test(
  'only the service-role key may call it: no key, a user session or a near miss is refused',
  async () => {
    const userSession = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.sig';
    for (const token of [null, userSession, 'anon', `${SERVICE_KEY}x`, SERVICE_KEY.slice(0, -1)]) {
      const service = backend();
      const response = await handlerWith(service).handler(post('{}', token));
      assert.equal(response.status, 401, String(token));
      assert.deepEqual(await response.json(), { error: MESSAGES.not_scheduler, code: 'not_scheduler' });
      assert.equal(service.calls.length, 0, 'nothing is claimed or mailed');
    }
  },
);

Deno.test('the request: empty, {} or {max_reminders: 1..1000}; anything else is refused', async () => {
  assert.deepEqual(readRequest(''), {});
  assert.deepEqual(readRequest('{}'), {});
  assert.deepEqual(readRequest('{"max_reminders": 5}'), { maxReminders: 5 });
  for (const bad of [
    '[]',
    'null',
    'x',
    '{"max_reminders": 0}',
    '{"max_reminders": 1001}',
    '{"max_reminders": 2.5}',
    '{"max_reminders": "5"}',
    '{"other": 1}',
  ]) {
    assert.equal(readRequest(bad), 'invalid_request', bad);
    const service = backend();
    const response = await handlerWith(service).handler(post(bad));
    assert.equal(response.status, 400, bad);
    assert.equal((await response.json()).code, 'invalid_request');
    assert.equal(service.calls.length, 0);
  }
});

Deno.test('claims with the service-role key and sends one e-mail per reminder', async () => {
  const service = backend();
  const response = await handlerWith(service).handler(post('{"max_reminders": 7}'));
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { claimed: 2, sent: 2, not_sent: 0 });
  const claim = service.calls[0]!;
  assert.equal(claim.url, 'http://api.test/rest/v1/rpc/claim_due_reminders');
  assert.equal(claim.headers.get('authorization'), `Bearer ${SERVICE_KEY}`);
  assert.equal(claim.headers.get('apikey'), SERVICE_KEY);
  assert.deepEqual(claim.body, { max_reminders: 7 });
  const mails = service.mails();
  assert.deepEqual(
    mails.map((m) => m.body.to),
    [['ann@example.com'], ['ben@example.com']],
  );
  assert.equal(mails[0]!.headers.get('authorization'), 'Bearer re_key');
  assert.equal(
    mails[0]!.headers.get('idempotency-key'),
    `reassessment-reminder/${ANN.user_id}/${ANN.due_at}`,
  );
  assert.equal(mails[0]!.body.from, ENV.MAIL_FROM);
  assert.deepEqual(mails[0]!.body.tags, [{ name: 'category', value: 'reassessment_reminder' }]);
});

Deno.test('the unsubscribe link is in the body and in the one-click headers', async () => {
  const service = backend();
  await handlerWith(service).handler(post(''));
  const ann = service.mails()[0]!.body;
  const link = 'https://app.test/reminders/unsubscribe?token=rmd_ann%2Btoken%2F%3D&lang=da';
  assert.deepEqual(ann.headers, {
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  assert.ok(String(ann.text).includes(link));
  assert.ok(String(ann.html).includes(`href="${link.replace('&', '&amp;')}"`));
  assert.ok(
    String(ann.text).includes('https://app.test/start?lang=da'),
    'and the link that starts the next assessment',
  );
  assert.deepEqual(service.calls[0]!.body, {}, 'without max_reminders the database chooses how many');
});

Deno.test(
  'the Danish e-mail: score, date, the plan counted as the dashboard counts it, links in Danish',
  async () => {
    const service = backend();
    await handlerWith(service).handler(post());
    const ann = service.mails()[0]!.body;
    assert.equal(ann.subject, 'Tid til at se på din arkitektur igen');
    const text = String(ann.text);
    assert.match(
      text,
      /Din seneste Architecture Health Check var den 20\. oktober 2026, med en samlet score på 61 ud af 100\./,
    );
    // The dashboard's count (planStanding) of the same answers and plan: 20 recommendations, 18 open.
    const { counts } = planStanding(
      ANN_ANSWERS,
      ANN_PLAN.map((item) => ({
        questionId: item.question_id,
        optionKey: item.option_key,
        status: item.status as PlanStatus,
      })),
    );
    assert.deepEqual(
      [
        counts.total,
        counts.remaining,
        counts.open,
        counts.planned,
        counts.in_progress,
        counts.done,
        counts.not_applicable,
      ],
      [20, 18, 16, 1, 1, 1, 1],
    );
    assert.ok(text.includes('I din forbedringsplan er 18 af 20 anbefalinger åbne, heraf 1 i gang.'), text);
    assert.ok(
      text.includes('Ikke planlagt: 16 · Planlagt: 1 · I gang: 1 · Færdig: 1 · Ikke relevant: 1'),
      text,
    );
    assert.match(text, /I gang og planlagt:\n- .+ \(i gang\)\n- .+ \(planlagt\)/);
    assert.match(text, /Start den næste vurdering: https:\/\/app\.test\/start\?lang=da/);
    assert.match(
      text,
      /Afmeld dem med ét klik, uden at logge ind: https:\/\/app\.test\/reminders\/unsubscribe\?token=.+&lang=da/,
    );
    assert.ok(
      !/[A-Za-z]+ items|planned|in progress|recommendation/.test(text),
      'no English in the Danish mail',
    );
    assert.ok(!/[“”]/.test(text), 'Danish quotes only');
    // Every link of the HTML opens in Danish.
    const links = [...String(ann.html).matchAll(/href="([^"]+)"/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
    assert.equal(links.length, 2);
    for (const link of links) assert.equal(new URL(link).searchParams.get('lang'), 'da', link);
    assert.match(String(ann.html), /<html lang="da">/);
  },
);

Deno.test('the English e-mail, for a report without recommendations', async () => {
  const service = backend();
  await handlerWith(service).handler(post());
  const ben = service.mails()[1]!.body;
  assert.equal(ben.subject, 'Time to check your architecture again');
  const text = String(ben.text);
  assert.match(
    text,
    /Your last Architecture Health Check was on 20 October 2026, with an overall score of 70 out of 100\./,
  );
  assert.match(
    text,
    /Your last assessment left no recommendations: every answer was at the strongest level\./,
  );
  assert.match(text, /Start the next assessment: https:\/\/app\.test\/start\?lang=en/);
  assert.match(
    text,
    /Unsubscribe with one click, no sign-in needed: https:\/\/app\.test\/reminders\/unsubscribe\?token=rmd_ben&lang=en/,
  );
});

Deno.test(
  'the count in English, in the dashboard’s words, the items underway by topic, escaped in the HTML',
  () => {
    const answers = answersAt(0);
    const mail = (language: 'en' | 'da') =>
      composeReminderMail({
        kind: 'personal',
        language,
        assessedAt: '2026-01-05T00:00:00Z',
        overallScore: 0,
        answers,
        planItems: [
          { questionId: 'arch_1', optionKey: answers.arch_1, status: 'planned' },
          { questionId: 'nope_9', optionKey: 'x', status: 'planned' },
        ],
        link: 'https://app.test/start?lang=en',
        unsubscribeLink: 'https://app.test/reminders/unsubscribe?token=a&b',
      });
    const en = mail('en');
    const da = mail('da');
    assert.ok(
      en.text.includes('In your improvement plan, 20 of 20 recommendations are open, 0 of them in progress.'),
    );
    assert.ok(
      en.text.includes('Not planned: 19 · Planned: 1 · In progress: 0 · Done: 0 · Not applicable: 0'),
    );
    assert.match(en.text, /In progress and planned:\n- .+ \(planned\)$/m);
    assert.match(da.text, /I gang og planlagt:\n- .+ \(planlagt\)$/m);
    assert.notEqual(
      en.text.split('\n- ')[1],
      da.text.split('\n- ')[1],
      "the topic is in the mail's language",
    );
    assert.ok(!en.text.includes('nope_9'), 'an item the model does not know is left out');
    assert.ok(en.html.includes('href="https://app.test/reminders/unsubscribe?token=a&amp;b"'));
  },
);

Deno.test(
  "a team's reminder goes to its owner with the round, the team score and the team's page",
  async () => {
    const service = backend({ claim: Response.json([HAL, { ...HAL, language: 'da', overall_score: null }]) });
    const response = await handlerWith(service).handler(post());
    assert.equal(response.status, 200);
    const [en, da] = service.mails().map((m) => m.body);
    assert.equal(en!.subject, 'Time to measure “Payments <platform>” again');
    const teamPage = `https://app.test/team-assessments/${TEAM_ID}?lang=en`;
    assert.equal(
      String(en!.text),
      [
        'Round 3 of the team assessment for “Payments <platform>” closed on 1 August 2026, with a team score of 66 out of 100.',
        'You asked to be reminded when it is time for the next round. Open it on the team’s page, and the members can answer.',
        `Go to the team’s page: ${teamPage}`,
        'Don’t want these reminders for “Payments <platform>”? Turn them off with one click, no sign-in needed: ' +
          'https://app.test/reminders/unsubscribe?token=rmd_hal&lang=en',
      ].join('\n\n'),
    );
    assert.ok(
      String(en!.html).includes('“Payments &lt;platform&gt;”'),
      'the team name is escaped in the HTML',
    );
    assert.ok(!String(en!.html).includes('<platform>'));
    assert.equal(da!.subject, 'Tid til at måle »Payments <platform>« igen');
    assert.match(
      String(da!.text),
      /^Runde 3 af teamvurderingen af »Payments <platform>« blev afsluttet den 1\. august 2026, med for få svar til en teamscore\./,
    );
    assert.match(String(da!.text), /Gå til teamets side: https:\/\/app\.test\/team-assessments\/.+\?lang=da/);
    assert.match(
      String(da!.text),
      /Slå dem fra med ét klik, uden at logge ind: https:\/\/app\.test\/reminders\/unsubscribe/,
    );
    const headers = service.mails()[0]!.headers;
    assert.equal(headers.get('idempotency-key'), `reassessment-reminder/team/${TEAM_ID}/${HAL.due_at}`);
    assert.deepEqual(en!.tags, [{ name: 'category', value: 'team_reassessment_reminder' }]);
    assert.deepEqual(en!.headers, {
      'List-Unsubscribe': '<https://app.test/reminders/unsubscribe?token=rmd_hal&lang=en>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  },
);

Deno.test('a claim that cannot be read is a 502, and nothing is mailed', async () => {
  for (const claim of [
    new Response('{"code":"42501"}', { status: 401 }),
    Response.json({ not: 'a list' }),
    'unreachable' as const,
  ]) {
    const service = backend({ claim });
    const { handler, logs } = handlerWith(service);
    const response = await handler(post());
    assert.equal(response.status, 502);
    assert.deepEqual(await response.json(), { error: MESSAGES.claim_failed, code: 'claim_failed' });
    assert.equal(service.mails().length, 0);
    assert.equal(logs.length, 1);
  }
});

Deno.test('a mail the API refuses is counted and logged; the others are still sent', async () => {
  const service = backend({
    mail: (to) =>
      to === 'ann@example.com'
        ? Response.json({ name: 'validation_error', message: 'bad' }, { status: 422 })
        : Response.json({ id: 'ok' }),
  });
  const { handler, logs } = handlerWith(service);
  const response = await handler(post());
  assert.equal(response.status, 502);
  assert.deepEqual(await response.json(), {
    error: MESSAGES.mail_failed,
    code: 'mail_failed',
    claimed: 2,
    sent: 1,
    not_sent: 1,
  });
  assert.equal(service.mails().length, 2);
  assert.match(logs.join('\n'), /422 validation_error: bad for 00000000-0000-4000-8000-0000000000a1/);
});

Deno.test('a row of an unexpected shape is logged and not mailed', async () => {
  assert.equal(readReminder({ ...ANN, language: 'de' }), undefined);
  assert.equal(readReminder({ ...HAL, team_name: null }), undefined);
  assert.equal(readReminder({ ...HAL, overall_score: '66' }), undefined);
  assert.equal(readReminder({ ...ANN, plan_items: [{ question_id: 'arch_1', status: 'done' }] }), undefined);
  assert.equal(readReminder({ ...ANN, plan_items: [{ ...ANN_PLAN[0], status: 'maybe' }] }), undefined);
  assert.equal(readReminder({ ...ANN, answers: null }), undefined);
  assert.equal(readReminder(null), undefined);
  const service = backend({ claim: Response.json([{ ...ANN, email: null }, BEN]) });
  const { handler, logs } = handlerWith(service);
  const response = await handler(post());
  assert.equal(response.status, 502);
  assert.deepEqual(
    service.mails().map((m) => m.body.to),
    [['ben@example.com']],
  );
  assert.equal(logs.length, 1);
});

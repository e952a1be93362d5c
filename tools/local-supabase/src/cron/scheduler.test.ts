// The local pg_cron and pg_net on the migrated database: a job runs in the minutes its schedule names,
// once per minute however often the scheduler ticks; each run is recorded in cron.job_run_details, a
// failure with its error; requests net.http_post queued are sent after their transaction commits and
// answered into net._http_response; what the stand-ins do not implement is refused; and the reminders'
// job posts to the send-reminders function with what Vault holds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyMigratedDatabase } from '../../test/migrated-database.ts';
import { type Database, isPgError, openPglite } from '../db/database.ts';
import { createScheduler } from './scheduler.ts';

let db: Database;
let stateDir: string;

beforeAll(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-cron-'));
  await copyMigratedDatabase(stateDir);
  db = await openPglite(path.join(stateDir, 'db'));
  await db.exec('create table public.cron_probe (n integer not null)');
});

afterAll(async () => {
  await db.close();
  await rm(stateDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.exec(`
    delete from cron.job where jobname <> 'send-reassessment-reminders';
    update cron.job set active = false;
    delete from cron.job_run_details;
    delete from net.http_request_queue;
    delete from net._http_response;
    delete from public.cron_probe;`);
});

type Sent = { url: string; method: string; headers: Record<string, string>; body: string };

function scheduler(
  reply: (request: Sent, signal: AbortSignal) => Response | Promise<Response> = () =>
    Response.json({ ok: true }),
) {
  const sent: Sent[] = [];
  const logs: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = {
      url: String(input),
      method: String(init?.method),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? Buffer.from(init.body as Uint8Array).toString('utf8') : '',
    };
    sent.push(request);
    return reply(request, init!.signal!);
  };
  return { cron: createScheduler({ db, fetch, log: (m) => logs.push(m) }), sent, logs };
}

const schedule = (name: string, expression: string, command: string) =>
  db.query('select cron.schedule($1, $2, $3)', [name, expression, command]);
const probes = async () =>
  (await db.query<{ n: number }>('select n from public.cron_probe order by n')).rows.map((r) => r.n);
const runs = async () =>
  (
    await db.query<{ jobname: string; status: string; return_message: string }>(
      `select j.jobname, d.status, d.return_message from cron.job_run_details d join cron.job j using (jobid)
        order by d.runid`,
    )
  ).rows;

describe('jobs', () => {
  it('run in the minutes their schedule names, once per minute however often it ticks', async () => {
    await schedule(
      'every-five',
      '*/5 * * * *',
      'insert into public.cron_probe select extract(minute from now())',
    );
    const { cron } = scheduler();
    await cron.tick(new Date('2026-11-26T10:05:00Z'));
    await cron.tick(new Date('2026-11-26T10:05:30Z'));
    await cron.tick(new Date('2026-11-26T10:05:59Z'));
    expect((await probes()).length).toBe(1);
    await cron.tick(new Date('2026-11-26T10:06:00Z'));
    await cron.tick(new Date('2026-11-26T10:09:00Z'));
    expect((await probes()).length).toBe(1);
    await cron.tick(new Date('2026-11-26T10:10:00Z'));
    expect((await probes()).length).toBe(2);
    expect(await runs()).toEqual([
      { jobname: 'every-five', status: 'succeeded', return_message: 'INSERT 0 1' },
      { jobname: 'every-five', status: 'succeeded', return_message: 'INSERT 0 1' },
    ]);
  });

  it('record a failure with its error, and the next job still runs', async () => {
    await schedule('broken', '* * * * *', 'select 1 / 0');
    await schedule('fine', '* * * * *', 'select 1');
    const { cron } = scheduler();
    await cron.tick(new Date('2026-11-26T10:00:00Z'));
    expect(await runs()).toEqual([
      { jobname: 'broken', status: 'failed', return_message: 'division by zero' },
      { jobname: 'fine', status: 'succeeded', return_message: 'SELECT 1' },
    ]);
    const {
      rows: [times],
    } = await db.query<{ complete: boolean }>(
      'select bool_and(start_time is not null and end_time >= start_time) as complete from cron.job_run_details',
    );
    expect(times!.complete).toBe(true);
  });

  it('inactive or unscheduled jobs do not run', async () => {
    await schedule('paused', '* * * * *', 'insert into public.cron_probe values (1)');
    await db.query("update cron.job set active = false where jobname = 'paused'");
    await schedule('gone', '* * * * *', 'insert into public.cron_probe values (2)');
    await db.query("select cron.unschedule('gone')");
    const { cron } = scheduler();
    await cron.tick(new Date('2026-11-26T10:00:00Z'));
    expect(await probes()).toEqual([]);
    expect(await runs()).toEqual([]);
  });

  it('scheduling a name again replaces its schedule and command', async () => {
    const first = await schedule('again', '0 * * * *', 'insert into public.cron_probe values (1)');
    const second = await schedule('again', '* * * * *', 'insert into public.cron_probe values (2)');
    expect(second.rows).toEqual(first.rows);
    const { cron } = scheduler();
    await cron.tick(new Date('2026-11-26T10:01:00Z'));
    expect(await probes()).toEqual([2]);
  });

  it('a schedule out of range is said in the log and runs nothing', async () => {
    await schedule('odd', '75 * * * *', 'insert into public.cron_probe values (1)');
    const { cron, logs } = scheduler();
    await cron.tick(new Date('2026-11-26T10:15:00Z'));
    expect(await probes()).toEqual([]);
    expect(logs.join('\n')).toMatch(/invalid schedule: 75 \* \* \* \* \(minute 75 is outside 0-59\)/);
  });
});

describe('requests', () => {
  it('are sent after their transaction commits, and answered into net._http_response', async () => {
    await schedule(
      'post',
      '* * * * *',
      `select net.http_post(url := 'http://hook.test/in', body := '{"a": 1}', params := '{"x": "y"}',
                            headers := '{"Authorization": "Bearer k"}') as request_id`,
    );
    const { cron, sent } = scheduler(
      () => new Response('thanks', { status: 201, headers: { 'content-type': 'text/plain' } }),
    );
    await cron.tick(new Date('2026-11-26T10:00:00Z'));
    expect(sent).toEqual([
      {
        url: 'http://hook.test/in?x=y',
        method: 'POST',
        headers: { Authorization: 'Bearer k' },
        body: '{"a": 1}',
      },
    ]);
    const { rows } = await db.query(
      'select status_code, content_type, content, timed_out, error_msg from net._http_response',
    );
    expect(rows).toEqual([
      { status_code: 201, content_type: 'text/plain', content: 'thanks', timed_out: false, error_msg: null },
    ]);
    expect((await db.query('select * from net.http_request_queue')).rows).toEqual([]);
  });

  it('a rolled-back transaction sends nothing', async () => {
    await schedule('post-then-fail', '* * * * *', `select net.http_post('http://hook.test/no'), 1 / 0`);
    const { cron, sent } = scheduler();
    await cron.tick(new Date('2026-11-26T10:00:00Z'));
    expect(sent).toEqual([]);
    expect((await runs())[0]).toMatchObject({ status: 'failed', return_message: 'division by zero' });
  });

  it('an unreachable or slow endpoint is recorded as an error', async () => {
    await db.query(
      `select net.http_post('http://down.test/'), net.http_post('http://slow.test/', timeout_milliseconds := 50)`,
    );
    const { cron } = scheduler((request, signal) => {
      if (request.url.startsWith('http://down.test'))
        throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND down.test') });
      // A server that never answers: only the request's timeout ends it, as fetch's own would.
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await cron.sendRequests();
    const { rows } = await db.query(
      'select status_code, timed_out, error_msg from net._http_response order by id',
    );
    expect(rows).toEqual([
      { status_code: null, timed_out: false, error_msg: 'getaddrinfo ENOTFOUND down.test' },
      { status_code: null, timed_out: true, error_msg: 'Timeout of 50 ms reached' },
    ]);
  });
});

describe('what the stand-ins do not implement', () => {
  it.each([
    ["select cron.schedule('30 seconds', 'select 1')", 'cron.schedule is not part of the local pg_cron'],
    ["select cron.alter_job(1, '* * * * *')", 'cron.alter_job is not part of the local pg_cron'],
    [
      "select cron.schedule_in_database('x', '* * * * *', 'select 1', 'postgres')",
      'cron.schedule_in_database is not part of the local pg_cron',
    ],
    ["select cron.schedule('x', '30 seconds', 'select 1')", 'invalid schedule: 30 seconds'],
    ["select cron.schedule('x', '0 0 $ * *', 'select 1')", 'invalid schedule: 0 0 $ * *'],
    ["select net.http_get('http://hook.test/')", 'net.http_get is not part of the local pg_net'],
    ["select net.http_delete('http://hook.test/')", 'net.http_delete is not part of the local pg_net'],
    ["select vault.create_secret('s', 'n', '', gen_random_uuid())", 'the local Vault has no keys'],
  ])('%s is refused (0A000)', async (statement, message) => {
    const error = await db.query(statement).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isPgError(error) && error.code).toBe('0A000');
    expect((error as Error).message).toContain(message);
  });

  it('an unknown job name cannot be unscheduled, and net.http_post wants an http(s) URL', async () => {
    await expect(db.query("select cron.unschedule('no-such-job')")).rejects.toThrow(
      "could not find valid entry for job 'no-such-job'",
    );
    await expect(db.query('select net.http_post(null)')).rejects.toThrow(
      'url must be an http(s) URL, got NULL',
    );
  });
});

describe('the reassessment reminders job', () => {
  it('posts to send-reminders every hour at minute 17, with the URL and key from Vault', async () => {
    await db.exec(`
      update cron.job set active = true where jobname = 'send-reassessment-reminders';
      insert into vault.secrets (name, secret) values ('project_url', 'http://127.0.0.1:54321'),
        ('service_role_key', 'the-service-key')
      on conflict (name) do update set secret = excluded.secret;`);
    const { cron, sent } = scheduler(() => Response.json({ claimed: 0, sent: 0, not_sent: 0 }));
    await cron.tick(new Date('2026-11-26T10:16:00Z'));
    expect(sent).toEqual([]);
    await cron.tick(new Date('2026-11-26T10:17:00Z'));
    expect(sent).toEqual([
      {
        url: 'http://127.0.0.1:54321/functions/v1/send-reminders',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer the-service-key' },
        body: '{}',
      },
    ]);
    expect(await runs()).toEqual([
      { jobname: 'send-reassessment-reminders', status: 'succeeded', return_message: 'SELECT 1' },
    ]);
    expect((await db.query('select status_code, content from net._http_response')).rows).toEqual([
      { status_code: 200, content: '{"claimed":0,"sent":0,"not_sent":0}' },
    ]);
  });
});

// Row-level security as the apps depend on it, through every REST endpoint: a user reaches only their
// own profile and reports, reports come only from submit_assessment, app_config is read-only for
// clients and audited, contact_messages is written only through send_contact_message. The database's policies decide; these tests
// check that the local REST service runs each request as the right role and lets them decide.
import { randomUUID } from 'node:crypto';
import { answersAt, answersAtPositions } from '@ahc/assessment-model';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from 'local-supabase/testing';

const stack = useStack();

const strongest = () => answersAt(3);
const weakest = () => answersAt(0);

type Person = { client: SupabaseClient; id: string; email: string };

let alice: Person;
let bob: Person;
let bobReportId: string;

async function reportCount(userId?: string): Promise<number> {
  let query = stack().admin().from('reports').select('*', { count: 'exact', head: true });
  if (userId) query = query.eq('user_id', userId);
  const { count, error } = await query;
  expect(error).toBeNull();
  return count!;
}

async function bobProfile() {
  const { data, error } = await stack().admin().from('profiles').select('*').eq('id', bob.id).single();
  expect(error).toBeNull();
  return data;
}

function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const { token = stack().keys.anonKey, headers, ...rest } = init;
  return fetch(`${stack().url}/rest/v1/${path}`, {
    ...rest,
    headers: {
      apikey: stack().keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...headers,
    },
  });
}

async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

beforeAll(async () => {
  alice = await stack().user('Alice', 'A Corp');
  bob = await stack().user('Bob', 'B Corp');
  const { data, error } = await bob.client.rpc('submit_assessment', {
    answers: weakest(),
    submission_id: randomUUID(),
  });
  expect(error).toBeNull();
  bobReportId = (data as { id: string }).id;
});

describe('profiles: a user reaches only their own row', () => {
  it("select without a filter returns only the caller's profile", async () => {
    const { data, error } = await alice.client.from('profiles').select('*');
    expect(error).toBeNull();
    expect(data!.map((p) => p.id)).toEqual([alice.id]);
  });

  it("select filtered on another user's id returns nothing, single() says 406 PGRST116", async () => {
    const list = await alice.client.from('profiles').select('*').eq('id', bob.id);
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);
    const one = await alice.client.from('profiles').select('*').eq('id', bob.id).single();
    expect(one.status).toBe(406);
    expect(one.error?.code).toBe('PGRST116');
    const byEmail = await alice.client.from('profiles').select('id').ilike('email', '%');
    expect(byEmail.data!.map((p) => p.id)).toEqual([alice.id]);
  });

  it('a user updates their own name, company and description and reads the row back (as the shell does)', async () => {
    const before = (await alice.client.from('profiles').select('updated_at').eq('id', alice.id).maybeSingle())
      .data!;
    const { data, error } = await alice.client
      .from('profiles')
      .update({ name: 'Alice', company: 'A Corp', architecture_description: 'Monolith' })
      .eq('id', alice.id)
      .select('*')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: alice.id,
      email: alice.email,
      name: 'Alice',
      company: 'A Corp',
      architecture_description: 'Monolith',
    });
    expect(Date.parse(data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
  });

  it("update of another user's profile affects 0 rows and leaves it unchanged", async () => {
    const before = await bobProfile();
    const { data, error } = await alice.client
      .from('profiles')
      .update({ name: 'pwned' })
      .eq('id', bob.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const unfiltered = await alice.client
      .from('profiles')
      .update({ company: 'pwned' })
      .neq('id', alice.id)
      .select();
    expect(unfiltered.data).toEqual([]);
    expect(await bobProfile()).toEqual(before);
  });

  it('update of a column outside the grant (email, id) is refused even on the own row', async () => {
    const email = await alice.client
      .from('profiles')
      .update({ email: 'evil@example.com' })
      .eq('id', alice.id);
    expect(email.status).toBe(403);
    expect(email.error?.code).toBe('42501');
    const id = await alice.client.from('profiles').update({ id: bob.id }).eq('id', alice.id);
    expect(id.error?.code).toBe('42501');
  });

  it('delete of any profile is refused and nothing is deleted', async () => {
    const { error, status } = await alice.client.from('profiles').delete().eq('id', bob.id);
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(await bobProfile()).toMatchObject({ id: bob.id, name: 'Bob' });
  });

  it("upsert onto another user's profile id is refused and changes nothing", async () => {
    const before = await bobProfile();
    const upsert = await alice.client
      .from('profiles')
      .upsert({ id: bob.id, email: bob.email, name: 'pwned' });
    expect(upsert.error?.code).toBe('42501');
    const insert = await alice.client
      .from('profiles')
      .insert({ id: bob.id, email: bob.email, name: 'pwned' });
    expect(insert.error?.code).toBe('42501');
    expect(await bobProfile()).toEqual(before);
  });

  it('anon sees no profiles and cannot change one', async () => {
    const anon = stack().client();
    const read = await anon.from('profiles').select('*');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    const write = await anon.from('profiles').update({ name: 'pwned' }).eq('id', bob.id);
    expect(write.error?.code).toBe('42501');
    expect((await bobProfile()).name).toBe('Bob');
  });
});

describe('reports: readable by their owner, written only by submit_assessment', () => {
  it("select returns only the caller's reports, with and without a filter", async () => {
    const all = await alice.client.from('reports').select('*');
    expect(all.error).toBeNull();
    expect(all.data!.every((r) => r.user_id === alice.id)).toBe(true);
    const byId = await alice.client.from('reports').select('*').eq('id', bobReportId);
    expect(byId.data).toEqual([]);
    const byUser = await alice.client.from('reports').select('id').eq('user_id', bob.id);
    expect(byUser.data).toEqual([]);
    const counted = await alice.client
      .from('reports')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', bob.id);
    expect(counted.count).toBe(0);
  });

  it('a direct insert is refused, so a forged score cannot be stored', async () => {
    const before = await reportCount();
    const forged = {
      user_id: alice.id,
      submission_id: randomUUID(),
      answers: strongest(),
      overall_score: 100,
      category_scores: { architecture: 100, deployment: 100, security: 100, scalability: 100 },
    };
    const insert = await alice.client.from('reports').insert(forged);
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const upsert = await alice.client.from('reports').upsert({ ...forged, id: bobReportId });
    expect(upsert.error?.code).toBe('42501');
    const anon = await stack().client().from('reports').insert(forged);
    expect(anon.status).toBe(401);
    expect(await reportCount()).toBe(before);
  });

  it("update and delete of another user's (or the own) report are refused", async () => {
    const update = await alice.client.from('reports').update({ overall_score: 100 }).eq('id', bobReportId);
    expect(update.error?.code).toBe('42501');
    const remove = await alice.client.from('reports').delete().eq('id', bobReportId);
    expect(remove.error?.code).toBe('42501');
    const own = await bob.client.from('reports').update({ overall_score: 100 }).eq('id', bobReportId);
    expect(own.error?.code).toBe('42501');
    const { data } = await stack()
      .admin()
      .from('reports')
      .select('overall_score')
      .eq('id', bobReportId)
      .single();
    expect(data).toEqual({ overall_score: 0 });
  });

  it('get_report: owner ok, another user forbidden, anon forbidden, unknown and malformed ids not_found', async () => {
    const own = await bob.client.rpc('get_report', { report_id: bobReportId });
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ status: 'ok', report: { id: bobReportId, user_id: bob.id } });
    expect((await alice.client.rpc('get_report', { report_id: bobReportId })).data).toEqual({
      status: 'forbidden',
      report: null,
    });
    expect((await stack().client().rpc('get_report', { report_id: bobReportId })).data).toEqual({
      status: 'forbidden',
      report: null,
    });
    expect((await alice.client.rpc('get_report', { report_id: randomUUID() })).data).toEqual({
      status: 'not_found',
      report: null,
    });
    expect((await alice.client.rpc('get_report', { report_id: "x' or 1=1 --" })).data).toEqual({
      status: 'not_found',
      report: null,
    });
  });

  it('submit_assessment as anon is refused with 401 / 42501 and stores nothing', async () => {
    const before = await reportCount();
    const { error, status } = await stack()
      .client()
      .rpc('submit_assessment', { answers: strongest(), submission_id: randomUUID() });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(await reportCount()).toBe(before);
  });

  it('submit_assessment scores all-strongest answers 100 everywhere and stores the report for the caller', async () => {
    const { data, error } = await alice.client.rpc('submit_assessment', {
      answers: strongest(),
      submission_id: randomUUID(),
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: alice.id,
      overall_score: 100,
      category_scores: { architecture: 100, deployment: 100, security: 100, scalability: 100 },
      prepared_for: 'Alice',
      company: 'A Corp',
      scoring_version: 1,
    });
    const { data: mine } = await alice.client
      .from('reports')
      .select('id')
      .eq('id', (data as { id: string }).id)
      .single();
    expect(mine).toEqual({ id: (data as { id: string }).id });
  });

  it('a mixed answer set scores per category (scoring_version 1)', async () => {
    // Positions 0,1,2,3,0 in every category: 6 of 15 points = 40.
    const { data, error } = await alice.client.rpc('submit_assessment', {
      answers: answersAtPositions(Array.from({ length: 20 }, (_, i) => [0, 1, 2, 3, 0][i % 5]!)),
      submission_id: randomUUID(),
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      overall_score: 40,
      category_scores: { architecture: 40, deployment: 40, security: 40, scalability: 40 },
    });
  });

  it('a repeated submission id returns the first report and stores no second one', async () => {
    const submission_id = randomUUID();
    const first = await alice.client.rpc('submit_assessment', { answers: strongest(), submission_id });
    const before = await reportCount(alice.id);
    const again = await alice.client.rpc('submit_assessment', { answers: weakest(), submission_id });
    expect(again.error).toBeNull();
    expect((again.data as { id: string }).id).toBe((first.data as { id: string }).id);
    expect((again.data as { overall_score: number }).overall_score).toBe(100);
    expect(await reportCount(alice.id)).toBe(before);
  });

  it.each([
    ['an unknown question', () => ({ ...strongest(), arch_99: 'easy' })],
    ['an unknown option', () => ({ ...strongest(), sec_1: 'root_password' })],
    [
      '19 answers',
      () => {
        const { scal_5: _dropped, ...nineteen } = strongest();
        return nineteen;
      },
    ],
    ['a non-string answer', () => ({ ...strongest(), arch_1: 3 })],
    ['an array', () => Object.values(strongest())],
    ['a string', () => 'all strongest'],
    ['null', () => null],
  ])('tampered answers (%s) → 400 / 22023 and nothing stored', async (_, answers) => {
    const before = await reportCount();
    const { error, status } = await alice.client.rpc('submit_assessment', {
      answers: answers(),
      submission_id: randomUUID(),
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(await reportCount()).toBe(before);
  });

  it('a missing or malformed submission id is refused and nothing is stored', async () => {
    const before = await reportCount();
    const missing = await alice.client.rpc('submit_assessment', {
      answers: strongest(),
      submission_id: null,
    });
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('22023');
    const malformed = await alice.client.rpc('submit_assessment', {
      answers: strongest(),
      submission_id: 'not-a-uuid',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.error?.code).toBe('22P02');
    expect(await reportCount()).toBe(before);
  });

  it('submit_assessment cannot be called through GET (a read-only request)', async () => {
    const before = await reportCount();
    const query = new URLSearchParams({ answers: JSON.stringify(strongest()), submission_id: randomUUID() });
    const response = await rest(`rpc/submit_assessment?${query}`, { token: await accessToken(alice.client) });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ code: '25006' });
    expect(await reportCount()).toBe(before);
  });
});

describe('app_config: anyone reads, only service_role writes, every write is audited', () => {
  it('anon and users read the maintenance row', async () => {
    for (const client of [stack().client(), alice.client]) {
      const { data, error } = await client
        .from('app_config')
        .select('key, value')
        .eq('key', 'maintenance')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ key: 'maintenance', value: { enabled: false, message: '' } });
    }
  });

  it('anon and users cannot insert, update, upsert or delete it', async () => {
    for (const client of [stack().client(), alice.client]) {
      const update = await client
        .from('app_config')
        .update({ value: { enabled: true, message: 'pwned' } })
        .eq('key', 'maintenance');
      expect(update.error?.code).toBe('42501');
      const upsert = await client.from('app_config').upsert({ key: 'maintenance', value: { enabled: true } });
      expect(upsert.error?.code).toBe('42501');
      const insert = await client.from('app_config').insert({ key: 'evil', value: {} });
      expect(insert.error?.code).toBe('42501');
      const remove = await client.from('app_config').delete().eq('key', 'maintenance');
      expect(remove.error?.code).toBe('42501');
    }
    const { data } = await stack().admin().from('app_config').select('key, value');
    expect(data).toEqual([{ key: 'maintenance', value: { enabled: false, message: '' } }]);
  });

  it('the audit table is closed to clients', async () => {
    const anon = await stack().client().from('app_config_audit').select('*');
    expect(anon.error?.code).toBe('42501');
    const user = await alice.client.from('app_config_audit').select('*');
    expect(user.error?.code).toBe('42501');
    const forged = await stack()
      .admin()
      .from('app_config_audit')
      .insert({ key: 'x', operation: 'INSERT', changed_by: 'me' });
    expect(forged.error?.code).toBe('42501');
  });

  it('service_role writes it, and each write leaves an audit row naming service_role', async () => {
    const admin = stack().admin();
    const auditRows = async () =>
      (
        await admin
          .from('app_config_audit')
          .select('*', { count: 'exact', head: true })
          .eq('key', 'maintenance')
      ).count!;
    const before = await auditRows();
    const on = await admin
      .from('app_config')
      .update({ value: { enabled: true, message: 'Back soon' } })
      .eq('key', 'maintenance')
      .select('value');
    expect(on.error).toBeNull();
    expect(on.data).toEqual([{ value: { enabled: true, message: 'Back soon' } }]);
    const off = await admin
      .from('app_config')
      .update({ value: { enabled: false, message: '' } })
      .eq('key', 'maintenance');
    expect(off.error).toBeNull();
    expect(await auditRows()).toBe(before + 2);
    const { data } = await admin
      .from('app_config_audit')
      .select('operation, old_value, new_value, changed_by')
      .eq('key', 'maintenance')
      .order('id', { ascending: false })
      .limit(2);
    expect(data).toEqual([
      {
        operation: 'UPDATE',
        old_value: { enabled: true, message: 'Back soon' },
        new_value: { enabled: false, message: '' },
        changed_by: 'service_role',
      },
      {
        operation: 'UPDATE',
        old_value: { enabled: false, message: '' },
        new_value: { enabled: true, message: 'Back soon' },
        changed_by: 'service_role',
      },
    ]);
  });

  it('a malformed maintenance value is refused by the check constraint', async () => {
    const { error, status } = await stack()
      .admin()
      .from('app_config')
      .update({ value: { enabled: 'yes' } })
      .eq('key', 'maintenance');
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });
});

describe('contact_messages: written only by send_contact_message, read by nobody but service_role', () => {
  const message = (tag: string) => ({ name: ' Carol ', email: 'carol@example.com', message: `Hello ${tag}` });
  const stored = async (tag: string) =>
    (
      await stack()
        .admin()
        .from('contact_messages')
        .select('name, email, message, user_id')
        .eq('message', `Hello ${tag}`)
    ).data;

  it('anon sends one message through the function (204, nothing to read back)', async () => {
    const { error, status, data } = await stack().client().rpc('send_contact_message', message('anon'));
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    expect(await stored('anon')).toEqual([
      { name: 'Carol', email: 'carol@example.com', message: 'Hello anon', user_id: null },
    ]);
  });

  it("a signed-in user's message records their id, which the caller cannot choose", async () => {
    expect((await alice.client.rpc('send_contact_message', message('alice'))).error).toBeNull();
    expect(await stored('alice')).toEqual([
      { name: 'Carol', email: 'carol@example.com', message: 'Hello alice', user_id: alice.id },
    ]);
    const forged = await alice.client.rpc('send_contact_message', { ...message('forged'), user_id: bob.id });
    expect(forged.error?.code).toBe('PGRST202');
    expect(await stored('forged')).toEqual([]);
  });

  it('the table takes no direct insert from any client, one row or many', async () => {
    const anon = await stack().client().from('contact_messages').insert(message('direct'));
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const user = await alice.client.from('contact_messages').insert([message('direct'), message('direct')]);
    expect(user.status).toBe(403);
    expect(await stored('direct')).toEqual([]);
  });

  it('clients cannot read, update or delete messages', async () => {
    for (const client of [stack().client(), alice.client]) {
      expect((await client.from('contact_messages').select('*')).error?.code).toBe('42501');
      expect(
        (await client.from('contact_messages').update({ message: 'x' }).eq('email', 'carol@example.com'))
          .error?.code,
      ).toBe('42501');
      expect(
        (await client.from('contact_messages').delete().eq('email', 'carol@example.com')).error?.code,
      ).toBe('42501');
    }
    expect(await stored('anon')).toHaveLength(1);
  });

  it('the check constraints refuse empty or malformed messages', async () => {
    const blank = await stack()
      .client()
      .rpc('send_contact_message', { name: '   ', email: 'carol@example.com', message: 'Hi' });
    expect(blank.error?.code).toBe('23514');
    const email = await stack()
      .client()
      .rpc('send_contact_message', { name: 'Carol', email: 'not an email', message: 'Hi' });
    expect(email.error?.code).toBe('23514');
  });
});

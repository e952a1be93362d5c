// PostgREST's API as supabase-js uses it, against the local stack: columns, filters, ordering, paging,
// single objects, counts, upserts and mutations that return rows. Then hostile requests (raw fetch,
// since supabase-js would not send them) that must answer with PostgREST's error shape and leave the
// database as it was.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import type { RestErrorBody } from '../src/rest/errors.ts';
import { useStack } from './stack.ts';

const stack = useStack();

type Profile = { id: string; name: string; company: string | null; email: string };
let people: Record<'ann' | 'ben' | 'cy' | 'dee', Profile>;

beforeAll(async () => {
  const admin = stack().admin();
  const make = async (name: string, company: string | null) => {
    const { id, email } = await stack().user(name, company ?? '');
    if (company === null)
      expect((await admin.from('profiles').update({ company: null }).eq('id', id)).error).toBeNull();
    return { id, name, company, email };
  };
  people = {
    ann: await make('Rest Ann', 'Acme'),
    ben: await make('Rest Ben', 'Beta'),
    cy: await make('Rest Cy', null),
    dee: await make('Rest Dee', "O'Reilly; --"),
  };
});

const names = (rows: { name: string }[] | null) => rows!.map((r) => r.name);

describe('select and horizontal filters (service_role, all four profiles)', () => {
  it('selects the named columns only, with aliases', async () => {
    const { data, error } = await stack()
      .admin()
      .from('profiles')
      .select('name, employer:company')
      .eq('id', people.ann.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Rest Ann', employer: 'Acme' }]);
  });

  it('eq, neq, gt, gte, lt, lte', async () => {
    const admin = stack().admin();
    const q = () => admin.from('profiles').select('name').order('name');
    expect(names((await q().eq('company', 'Beta')).data)).toEqual(['Rest Ben']);
    expect(names((await q().neq('company', 'Beta')).data)).toEqual(['Rest Ann', 'Rest Dee']);
    expect(names((await q().gt('name', 'Rest Ben')).data)).toEqual(['Rest Cy', 'Rest Dee']);
    expect(names((await q().gte('name', 'Rest Ben')).data)).toEqual(['Rest Ben', 'Rest Cy', 'Rest Dee']);
    expect(names((await q().lt('name', 'Rest Ben')).data)).toEqual(['Rest Ann']);
    expect(names((await q().lte('name', 'Rest Ben')).data)).toEqual(['Rest Ann', 'Rest Ben']);
    const since = await admin
      .from('profiles')
      .select('name')
      .gt('created_at', '2000-01-01T00:00:00Z')
      .lt('created_at', '2999-01-01T00:00:00+00:00');
    expect(since.data).toHaveLength(4);
  });

  it('in, is, like, ilike and not', async () => {
    const admin = stack().admin();
    const q = () => admin.from('profiles').select('name').order('name');
    expect(names((await q().in('id', [people.ann.id, people.cy.id])).data)).toEqual(['Rest Ann', 'Rest Cy']);
    expect(names((await q().in('company', ['Acme', "O'Reilly; --", 'a,b', 'x"y'])).data)).toEqual([
      'Rest Ann',
      'Rest Dee',
    ]);
    expect((await q().in('company', [])).data).toEqual([]);
    expect(names((await q().is('company', null)).data)).toEqual(['Rest Cy']);
    expect(names((await q().not('company', 'is', null)).data)).toEqual(['Rest Ann', 'Rest Ben', 'Rest Dee']);
    expect(names((await q().like('name', 'Rest %n')).data)).toEqual(['Rest Ann', 'Rest Ben']);
    expect(names((await q().like('name', '*e*')).data)).toEqual([
      'Rest Ann',
      'Rest Ben',
      'Rest Cy',
      'Rest Dee',
    ]);
    expect(names((await q().ilike('company', '%REILLY%')).data)).toEqual(['Rest Dee']);
    expect(names((await q().not('name', 'in', '("Rest Ann","Rest Ben")')).data)).toEqual([
      'Rest Cy',
      'Rest Dee',
    ]);
    expect(names((await q().not('company', 'eq', 'Acme')).data)).toEqual(['Rest Ben', 'Rest Dee']);
  });

  it('order: ascending, descending, nulls first and last, several keys', async () => {
    const admin = stack().admin();
    const q = () => admin.from('profiles').select('name');
    expect(names((await q().order('name', { ascending: false })).data)).toEqual([
      'Rest Dee',
      'Rest Cy',
      'Rest Ben',
      'Rest Ann',
    ]);
    expect(names((await q().order('company', { ascending: false, nullsFirst: false })).data)).toEqual([
      'Rest Dee',
      'Rest Ben',
      'Rest Ann',
      'Rest Cy',
    ]);
    expect(names((await q().order('company', { ascending: true, nullsFirst: true })).data)).toEqual([
      'Rest Cy',
      'Rest Ann',
      'Rest Ben',
      'Rest Dee',
    ]);
    expect(
      names((await q().order('email', { ascending: true }).order('name', { ascending: false })).data),
    ).toHaveLength(4);
  });

  it('limit and range', async () => {
    const admin = stack().admin();
    expect(names((await admin.from('profiles').select('name').order('name').limit(2)).data)).toEqual([
      'Rest Ann',
      'Rest Ben',
    ]);
    expect(names((await admin.from('profiles').select('name').order('name').range(1, 2)).data)).toEqual([
      'Rest Ben',
      'Rest Cy',
    ]);
    expect((await admin.from('profiles').select('name').order('name').range(10, 20)).data).toEqual([]);
  });

  it('single(): one row as an object; 0 or 2 rows → 406 PGRST116', async () => {
    const admin = stack().admin();
    const one = await admin.from('profiles').select('name').eq('id', people.ben.id).single();
    expect(one.data).toEqual({ name: 'Rest Ben' });
    const none = await admin.from('profiles').select('name').eq('id', randomUUID()).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    expect(none.data).toBeNull();
    const two = await admin.from('profiles').select('name').in('id', [people.ann.id, people.ben.id]).single();
    expect(two.error?.code).toBe('PGRST116');
  });

  it('maybeSingle(): 0 rows → data null and no error; 1 row → the object', async () => {
    const admin = stack().admin();
    const none = await admin.from('profiles').select('name').eq('id', randomUUID()).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await admin.from('profiles').select('name').eq('id', people.cy.id).maybeSingle();
    expect(one.data).toEqual({ name: 'Rest Cy' });
  });

  it("count: 'exact' with rows and with head: true", async () => {
    const admin = stack().admin();
    const page = await admin.from('profiles').select('name', { count: 'exact' }).order('name').range(0, 1);
    expect(page.count).toBe(4);
    expect(page.data).toHaveLength(2);
    const head = await admin
      .from('profiles')
      .select('*', { count: 'exact', head: true })
      .not('company', 'is', null);
    expect(head.error).toBeNull();
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
  });

  it('a user sees the same features restricted to their own row', async () => {
    const { client } = await stack().user('Rest Eve', 'Eve Inc');
    const { data, count } = await client
      .from('profiles')
      .select('name', { count: 'exact' })
      .like('name', 'Rest*');
    expect(data).toEqual([{ name: 'Rest Eve' }]);
    expect(count).toBe(1);
    await stack().admin().from('profiles').delete().eq('name', 'Rest Eve');
  });
});

describe('mutations returning rows (service_role on app_config)', () => {
  it('insert, update and delete with .select() return the affected rows', async () => {
    const admin = stack().admin();
    const inserted = await admin
      .from('app_config')
      .insert([
        { key: 'flag_a', value: { on: true } },
        { key: 'flag_b', value: 2 },
      ])
      .select('key, value');
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual([
      { key: 'flag_a', value: { on: true } },
      { key: 'flag_b', value: 2 },
    ]);
    const updated = await admin
      .from('app_config')
      .update({ value: 3 })
      .eq('key', 'flag_b')
      .select('key, value')
      .single();
    expect(updated.data).toEqual({ key: 'flag_b', value: 3 });
    const none = await admin.from('app_config').update({ value: 4 }).eq('key', 'no_such_key').select();
    expect(none.data).toEqual([]);
    const deleted = await admin.from('app_config').delete().in('key', ['flag_a', 'flag_b']).select('key');
    expect(deleted.data).toEqual([{ key: 'flag_a' }, { key: 'flag_b' }]);
    expect((await admin.from('app_config').select('key')).data).toEqual([{ key: 'maintenance' }]);
  });

  it('without .select() an insert answers 201 and an update 204 with no body', async () => {
    const admin = stack().admin();
    const inserted = await admin.from('app_config').insert({ key: 'flag_c', value: 1 });
    expect([inserted.status, inserted.data, inserted.error]).toEqual([201, null, null]);
    const updated = await admin.from('app_config').update({ value: 2 }).eq('key', 'flag_c');
    expect([updated.status, updated.data, updated.error]).toEqual([204, null, null]);
    const deleted = await admin.from('app_config').delete().eq('key', 'flag_c');
    expect([deleted.status, deleted.error]).toEqual([204, null]);
  });

  it('a single() mutation touching 2 rows is refused with 406 and rolled back', async () => {
    const admin = stack().admin();
    await admin.from('app_config').insert([
      { key: 'flag_d', value: 1 },
      { key: 'flag_e', value: 1 },
    ]);
    const both = await admin
      .from('app_config')
      .update({ value: 9 })
      .in('key', ['flag_d', 'flag_e'])
      .select()
      .single();
    expect(both.status).toBe(406);
    expect((await admin.from('app_config').select('value').in('key', ['flag_d', 'flag_e'])).data).toEqual([
      { value: 1 },
      { value: 1 },
    ]);
    await admin.from('app_config').delete().in('key', ['flag_d', 'flag_e']);
  });

  it('upsert merges on the primary key, inserts new keys, and ignoreDuplicates keeps the row', async () => {
    const admin = stack().admin();
    const merged = await admin
      .from('app_config')
      .upsert({ key: 'maintenance', value: { enabled: true, message: 'Upgrading' } })
      .select('key, value');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ key: 'maintenance', value: { enabled: true, message: 'Upgrading' } }]);
    const fresh = await admin
      .from('app_config')
      .upsert({ key: 'flag_f', value: 1 }, { onConflict: 'key' })
      .select('key, value');
    expect(fresh.data).toEqual([{ key: 'flag_f', value: 1 }]);
    const ignored = await admin
      .from('app_config')
      .upsert({ key: 'flag_f', value: 2 }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const { data } = await admin.from('app_config').select('key, value').order('key');
    expect(data).toEqual([
      { key: 'flag_f', value: 1 },
      { key: 'maintenance', value: { enabled: true, message: 'Upgrading' } },
    ]);
    const audit = await admin
      .from('app_config_audit')
      .select('operation, changed_by')
      .eq('key', 'maintenance')
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(audit.data).toEqual({ operation: 'UPDATE', changed_by: 'service_role' });
    await admin.from('app_config').upsert({ key: 'maintenance', value: { enabled: false, message: '' } });
    await admin.from('app_config').delete().eq('key', 'flag_f');
  });

  it('an upsert with on_conflict on an unknown column is a 400', async () => {
    const { error, status } = await stack()
      .admin()
      .from('app_config')
      .upsert({ key: 'x', value: 1 }, { onConflict: 'nope' });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });
});

describe('rpc', () => {
  it('POST with a JSON body and GET with query arguments answer alike', async () => {
    const id = randomUUID();
    const post = await stack().client().rpc('get_report', { report_id: id });
    expect(post.data).toEqual({ status: 'not_found', report: null });
    const get = await stack().client().rpc('get_report', { report_id: id }, { get: true });
    expect(get.error).toBeNull();
    expect(get.data).toEqual({ status: 'not_found', report: null });
    const raw = await fetch(
      `${stack().url}/rest/v1/rpc/get_report?report_id=${encodeURIComponent("'; drop table reports; --")}`,
      { headers: { apikey: stack().keys.anonKey } },
    );
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({ status: 'not_found', report: null });
  });

  it('an unknown function or argument is 404 PGRST202', async () => {
    const unknown = await stack().client().rpc('no_such_function');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const wrongArg = await stack().client().rpc('get_report', { id: 'x' });
    expect(wrongArg.error?.code).toBe('PGRST202');
  });

  it('functions outside the exposed schema are not reachable', async () => {
    const { error, status } = await stack().admin().rpc('handle_new_user');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});

describe('features PostgREST serves, answered as PostgREST answers them', () => {
  it('an embed without a relationship is PGRST200 (reports.user_id references auth.users, which is not exposed)', async () => {
    const { error, status } = await stack().admin().from('profiles').select('id, reports(id)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'profiles' and 'reports' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'profiles' and 'reports' in the schema 'public', but no matches were found.",
    });
  });

  it('or / and filters', async () => {
    const or = await stack()
      .admin()
      .from('profiles')
      .select('name')
      .or('name.eq.Rest Ann,name.eq.Rest Ben')
      .order('name');
    expect(or.error).toBeNull();
    expect(names(or.data)).toEqual(['Rest Ann', 'Rest Ben']);
    const and = await fetch(`${stack().url}/rest/v1/profiles?select=name&and=(name.eq.a,name.eq.b)`, {
      headers: headers(stack().keys.serviceRoleKey),
    });
    expect(and.status).toBe(200);
    expect(await and.json()).toEqual([]);
  });
});

describe('values keep their exact value when cast to a column or argument type', () => {
  beforeAll(async () => {
    await stack().db.exec(`
      create table public.rest_typed (code varchar(3) primary key, amount numeric(4, 1), tag char(3));
      insert into public.rest_typed values ('abc', 1.0, 'xyz');
      grant select on public.rest_typed to service_role;
      create function public.rest_echo(tag char(3)) returns text language sql as $$ select tag::text $$;
      grant execute on function public.rest_echo(char) to anon;`);
    // The schema cache reloads on a miss, at most once a second.
    for (let tries = 0; (await stack().admin().from('rest_typed').select('code')).status !== 200; tries++) {
      if (tries === 30) throw new Error('rest_typed never appeared in the schema cache');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('a longer or more precise filter value does not match a truncated or rounded one', async () => {
    const admin = stack().admin();
    expect((await admin.from('rest_typed').select('code').eq('code', 'abc')).data).toEqual([{ code: 'abc' }]);
    expect((await admin.from('rest_typed').select('code').eq('code', 'abcdef')).data).toEqual([]);
    expect((await admin.from('rest_typed').select('code').in('code', ['abcdef', 'abc!'])).data).toEqual([]);
    expect((await admin.from('rest_typed').select('code').eq('amount', 1.04)).data).toEqual([]);
    expect((await admin.from('rest_typed').select('code').eq('amount', 1)).data).toEqual([{ code: 'abc' }]);
    expect((await admin.from('rest_typed').select('code').eq('tag', 'x')).data).toEqual([]);
  });

  it('a char(n) argument is not cut to one character', async () => {
    expect((await stack().client().rpc('rest_echo', { tag: 'abc' })).data).toBe('abc');
    expect((await stack().client().rpc('rest_echo', { tag: 'abc' }, { get: true })).data).toBe('abc');
  });
});

// ---- Hostile requests --------------------------------------------------------------------------

function headers(token: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  return {
    apikey: stack().keys.anonKey,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'content-type': 'application/json',
    ...extra,
  };
}

function raw(
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: string | ReadableStream<Uint8Array>;
    headers?: Record<string, string>;
  } = {},
) {
  return fetch(`${stack().url}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: headers(init.token ?? stack().keys.serviceRoleKey, init.headers),
    body: init.body,
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** PostgREST's error body: exactly code, details, hint and message. */
async function expectRestError(response: Response, status: number, code?: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as RestErrorBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  if (typeof code === 'string') expect(body.code).toBe(code);
  else if (code) expect(body.code).toMatch(code);
  return body;
}

/** Either a 200 with only the rows allowed, or a 4xx in PostgREST's shape. */
async function expectHarmless(response: Response, allowed: (row: Record<string, unknown>) => boolean) {
  if (response.status === 200) {
    const rows = (await response.json()) as Record<string, unknown>[];
    expect(Array.isArray(rows)).toBe(true);
    for (const row of rows) expect(allowed(row)).toBe(true);
    return rows;
  }
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as RestErrorBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

const q = (value: string) => encodeURIComponent(value);

describe('hostile values are only ever values', () => {
  const injections = [
    "'",
    '"',
    "x' or '1'='1",
    "') or 1=1 --",
    "'; drop table profiles; --",
    '; select pg_sleep(1)',
    '-- comment',
    '$1',
    '\\',
    "\\'",
    '%',
    '_',
    '*',
    '{}',
    '{"a","b"}',
    '(',
    ')',
    ',',
    'Ünïcødé 🚀 ℵ',
    '\u202e',
    '\uffff',
  ];

  it.each(injections)('eq / neq / like / ilike with %j never match more than they should', async (value) => {
    const eq = await expectHarmless(
      await raw(`profiles?select=name,company&company=eq.${q(value)}`),
      () => false,
    );
    expect(eq).toEqual([]);
    await expectHarmless(
      await raw(`profiles?select=name&name=like.${q(value)}`),
      () => value.includes('*') || value === '%',
    );
    await expectHarmless(
      await raw(`profiles?select=name&name=ilike.${q(`*${value}*`)}`),
      (r) => String(r.name).toLowerCase().includes(value.toLowerCase()) || ['%', '_', '*'].includes(value),
    );
    const neq = await expectHarmless(await raw(`profiles?select=name&name=neq.${q(value)}`), () => true);
    expect(neq).toHaveLength(4);
    await expectHarmless(await raw(`profiles?select=id&id=eq.${q(value)}`), () => false);
  });

  it.each(injections)('in lists holding %j (quoted and bare) match nothing unintended', async (value) => {
    const quoted = `("${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}")`;
    expect(
      await expectHarmless(await raw(`profiles?select=name&company=in.${q(quoted)}`), () => false),
    ).toEqual([]);
    await expectHarmless(await raw(`profiles?select=name&company=in.${q(`(${value})`)}`), () => false);
    await expectHarmless(await raw(`profiles?select=name&id=in.${q(`(${value})`)}`), () => false);
  });

  it('a quoted value containing quotes and a semicolon matches exactly that row', async () => {
    const rows = await (await raw(`profiles?select=name&company=eq.${q("O'Reilly; --")}`)).json();
    expect(rows).toEqual([{ name: 'Rest Dee' }]);
    const list = (await (
      await raw(`profiles?select=name&company=in.${q('("O\'Reilly; --",Acme)')}`)
    ).json()) as { name: string }[];
    expect(names(list).sort()).toEqual(['Rest Ann', 'Rest Dee']);
  });

  it('NUL bytes in a filter value or a JSON body are a 4xx, not a crash', async () => {
    await expectRestError(await raw('profiles?name=eq.a%00b'), 400, '22021');
    await expectRestError(await raw('profiles?name=in.(a%00b)'), 400);
    const body = await raw('app_config', {
      method: 'POST',
      body: JSON.stringify({ key: 'nul', value: 'a\u0000b' }),
    });
    await expectRestError(body, 400);
    // As anon, who may call get_report (service_role has no EXECUTE on it, which would be a 403 first).
    const rpc = await raw('rpc/get_report', {
      method: 'POST',
      token: stack().keys.anonKey,
      body: JSON.stringify({ report_id: 'a\u0000b' }),
    });
    await expectRestError(rpc, 400);
  });

  it('lone surrogates and malformed percent-escapes are harmless', async () => {
    await expectHarmless(await raw('profiles?name=eq.%ED%A0%80'), () => false);
    await expectHarmless(await raw('profiles?name=eq.%E0%A4%A'), () => false);
    await expectHarmless(await raw('profiles?name=eq.%'), () => false);
    await expectRestError(await raw('prof%E0%A4%Ailes'), 404, 'PGRST205');
  });

  it("a mistyped value is a 400 with the database's code", async () => {
    await expectRestError(await raw('profiles?id=eq.1%20or%201=1'), 400, '22P02');
    await expectRestError(await raw('profiles?created_at=gt.not-a-date'), 400, /^22/);
    await expectRestError(await raw('profiles?id=in.(1,2)'), 400, '22P02');
  });

  it('a hostile PATCH or DELETE filter touches no row', async () => {
    const patch = await raw(`app_config?key=eq.${q("x' or '1'='1")}`, {
      method: 'PATCH',
      body: JSON.stringify({ value: { enabled: true } }),
      headers: { prefer: 'return=representation' },
    });
    expect(patch.status).toBe(200);
    expect(await patch.json()).toEqual([]);
    const remove = await raw(`profiles?name=eq.${q("') or 1=1 --")}`, {
      method: 'DELETE',
      headers: { prefer: 'return=representation' },
    });
    expect(await remove.json()).toEqual([]);
    const malformed = await raw('profiles?name=like.x', {
      method: 'DELETE',
      headers: { prefer: 'return=representation' },
    });
    expect(await malformed.json()).toEqual([]);
  });
});

describe('hostile identifiers', () => {
  it('an unknown column in select, filter, order, PATCH or POST is a 400', async () => {
    await expectRestError(await raw('profiles?select=id,nope'), 400, /^(PGRST204|42703)$/);
    await expectRestError(await raw('profiles?nope=eq.1'), 400, /^(PGRST204|42703)$/);
    await expectRestError(await raw('profiles?order=nope.desc'), 400, /^(PGRST204|42703)$/);
    await expectRestError(
      await raw('app_config?key=eq.maintenance', { method: 'PATCH', body: '{"nope":1}' }),
      400,
      /^(PGRST204|42703)$/,
    );
    await expectRestError(
      await raw('app_config', { method: 'POST', body: '{"key":"k","nope":1}' }),
      400,
      /^(PGRST204|42703)$/,
    );
    await expectRestError(
      await raw('app_config?columns=key,nope', { method: 'POST', body: '{"key":"k"}' }),
      400,
      /^(PGRST204|42703)$/,
    );
  });

  it('an unknown or unexposed table is a 404 PGRST205', async () => {
    await expectRestError(await raw('nope'), 404, 'PGRST205');
    await expectRestError(await raw('question_options'), 404, 'PGRST205');
    await expectRestError(await raw('private.question_options'), 404, 'PGRST205');
    await expectRestError(await raw('pg_authid'), 404, 'PGRST205');
    await expectRestError(await raw(`${q('profiles; drop table profiles')}`), 404, 'PGRST205');
    await expectRestError(await raw(`${q('"profiles"')}`), 404, 'PGRST205');
  });

  it.each([
    'id;drop table profiles',
    'id; drop table profiles --',
    'id,name"--',
    'id)from profiles;--',
    '"id"";drop table profiles;--"',
    'count(*)',
    'name:id;select',
    '*,pg_sleep(1)',
  ])('select=%s is a 400', async (select) => {
    await expectRestError(await raw(`profiles?select=${q(select)}`), 400);
  });

  it('quoted names and casts are PostgREST grammar, checked against the catalog', async () => {
    const quoted = await raw(`profiles?select=${q('id,"name"')}&name=eq.${q('Rest Ann')}`);
    expect(await quoted.json()).toEqual([{ id: people.ann.id, name: 'Rest Ann' }]);
    const cast = await raw(`profiles?select=${q('id::text')}&name=eq.${q('Rest Ann')}`);
    expect(await cast.json()).toEqual([{ id: people.ann.id }]);
    await expectRestError(await raw(`profiles?select=${q('"na\\"me"')}`), 400, '42703');
  });

  it.each([
    ['filter column with a quote', `${q('name"')}=eq.x`],
    ['filter column with SQL', `${q('name=name or 1=1--')}=eq.x`],
    ['unknown operator', 'name=sql.1'],
    ['missing operator', 'name=x'],
    ['bad is value', 'company=is.1;drop'],
    ['order with SQL', `order=${q('name;drop table profiles')}`],
    ['order with a bad modifier', 'order=name.desc.sideways'],
    ['negative limit', 'limit=-1'],
    ['non-numeric offset', 'offset=1;drop'],
    ['an in-list without parentheses', 'name=in.a,b'],
  ])('%s is a 400', async (_, query) => {
    await expectRestError(await raw(`profiles?${query}`), 400);
  });
});

describe('hostile bodies and credentials', () => {
  it('a body over 1 MiB is a 413, with or without content-length', async () => {
    const big = JSON.stringify({ key: 'big', value: 'x'.repeat(1024 * 1024 + 10) });
    await expectRestError(await raw('app_config', { method: 'POST', body: big }), 413);
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) controller.enqueue(new TextEncoder().encode('{"key":"big","value":"'));
        else if (sent < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    await expectRestError(await raw('app_config', { method: 'POST', body: stream }), 413);
    await expectRestError(
      await raw('rpc/get_report', {
        method: 'POST',
        body: JSON.stringify({ report_id: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      413,
    );
  });

  it.each(['{', '{"key": }', "{'key': 'x'}", '[1,2', 'undefined', '\u0000'])(
    'invalid JSON %j is a 400 PGRST102',
    async (body) => {
      await expectRestError(await raw('app_config', { method: 'POST', body }), 400, 'PGRST102');
    },
  );

  it('JSON that is not rows is a 400', async () => {
    await expectRestError(await raw('app_config', { method: 'POST', body: '"text"' }), 400, 'PGRST102');
    await expectRestError(await raw('app_config', { method: 'POST', body: '[1, 2]' }), 400, 'PGRST102');
    await expectRestError(await raw('app_config?key=eq.x', { method: 'PATCH', body: '[]' }), 400, 'PGRST102');
    await expectRestError(await raw('rpc/get_report', { method: 'POST', body: '[]' }), 400, 'PGRST102');
    await expectRestError(
      await raw('app_config', { method: 'POST', body: '{"__proto__": {"key": "x"}}' }),
      400,
    );
  });

  it('a request without an API key is a 401', async () => {
    const response = await fetch(`${stack().url}/rest/v1/app_config`);
    expect(response.status).toBe(401);
    const wrong = await fetch(`${stack().url}/rest/v1/app_config`, { headers: { apikey: 'not-a-key' } });
    expect(wrong.status).toBe(401);
  });

  it('a forged, malformed or expired JWT is a 401 PGRST301 / PGRST303', async () => {
    const secret = stack().keys.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    const forged = signJwt(
      { role: 'service_role', exp: now + 3600 },
      'not the secret at all, but long enough',
    );
    await expectRestError(await raw('app_config', { token: forged }), 401, 'PGRST301');
    await expectRestError(await raw('app_config', { token: 'not.a.jwt' }), 401, 'PGRST301');
    const [head, body] = signJwt({ role: 'service_role' }, secret).split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
    await expectRestError(await raw('app_config', { token: none }), 401, 'PGRST301');
    await expectRestError(
      await raw('app_config', {
        token: `${head}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.x`,
      }),
      401,
      'PGRST301',
    );
    const expired = signJwt({ role: 'authenticated', sub: people.ann.id, exp: now - 60 }, secret);
    await expectRestError(await raw('profiles', { token: expired }), 401, 'PGRST303');
    const superuser = signJwt({ role: 'postgres', exp: now + 3600 }, secret);
    await expectRestError(await raw('profiles', { token: superuser }), 401, 'PGRST301');
  });

  it('unsupported methods are refused', async () => {
    await expectRestError(await raw('app_config', { method: 'PUT', body: '{"key":"x","value":1}' }), 405);
    await expectRestError(await raw('rpc/get_report', { method: 'DELETE' }), 405);
  });
});

describe('after all of it', () => {
  it('every table is still there with the rows it should have', async () => {
    const admin = stack().admin();
    const count = async (table: string) => {
      const { count, error } = await admin.from(table).select('*', { count: 'exact', head: true });
      expect(error).toBeNull();
      return count;
    };
    expect(await count('profiles')).toBe(4);
    expect(await count('reports')).toBe(0);
    expect(await count('contact_messages')).toBe(0);
    expect((await admin.from('app_config').select('key, value')).data).toEqual([
      { key: 'maintenance', value: { enabled: false, message: '' } },
    ]);
    const { data } = await admin.from('profiles').select('name, company').order('name');
    expect(data).toEqual([
      { name: 'Rest Ann', company: 'Acme' },
      { name: 'Rest Ben', company: 'Beta' },
      { name: 'Rest Cy', company: null },
      { name: 'Rest Dee', company: "O'Reilly; --" },
    ]);
    const tables = await stack().db.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname = 'public' and tablename in ('profiles', 'reports', 'app_config', 'app_config_audit', 'contact_messages')`,
    );
    expect(tables.rows[0]!.n).toBe(5);
  });
});

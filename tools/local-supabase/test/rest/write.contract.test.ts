// PostgREST's writes and calls through the real supabase-js, on the fixture schema, once per engine:
// return=minimal|headers-only|representation, counts on writes (Content-Range) and their statuses,
// upserts (merge/ignore duplicates, on_conflict), missing=default, bulk inserts with differing keys,
// tx=rollback, max-affected with handling=strict, PUT, CSV and form bodies; and /rpc: POST and GET,
// zero arguments, named, defaulted, variadic and row-typed arguments, one unnamed json/text/bytea
// parameter, overloads (PGRST203) and unknown functions (PGRST202), select/filter/order/range on
// set-returning results, counts, HEAD, and a volatile function through GET (405).
import { describe, expect, it } from 'vitest';
import { ENGINES, expectError, q, useFixtureStack } from './fixture.ts';

describe.each(ENGINES)('writes and calls on %s', (engine) => {
  const stack = useFixtureStack(engine);
  const db = () => stack().admin();
  const kv = async () => (await db().from('kv').select('k, v, n').order('k')).data;

  describe('insert', () => {
    it('return=minimal (201, no body), representation (201 with rows), headers-only (Location)', async () => {
      const minimal = await db().from('kv').insert({ k: 'a', v: 'x' });
      expect([minimal.status, minimal.data, minimal.error]).toEqual([201, null, null]);
      const rows = await db().from('kv').insert({ k: 'b' }).select('k, v, n');
      expect([rows.status, rows.data]).toEqual([201, [{ k: 'b', v: 'dflt', n: 42 }]]);
      const located = await stack().raw('kv', {
        body: JSON.stringify({ k: 'c d' }),
        headers: { prefer: 'return=headers-only' },
      });
      expect([located.status, located.headers.get('location'), await located.text()]).toEqual([
        201,
        '/kv?k=eq.c%20d',
        '',
      ]);
      await db().from('kv').delete().in('k', ['a', 'b', 'c d']);
    });

    it('count on writes: Content-Range */n for inserts and deletes, 0-(n-1)/n for updates', async () => {
      const inserted = await db()
        .from('kv')
        .insert([{ k: 'c1' }, { k: 'c2' }], { count: 'exact' });
      expect([inserted.status, inserted.count]).toEqual([201, 2]);
      const raw = await stack().raw('kv?k=like.c*', {
        method: 'PATCH',
        body: '{"v":"u"}',
        headers: { prefer: 'count=exact' },
      });
      expect([raw.status, raw.headers.get('content-range')]).toEqual([204, '0-1/2']);
      const updated = await db()
        .from('kv')
        .update({ v: 'w' }, { count: 'exact' })
        .like('k', 'c*')
        .select('k');
      expect([updated.status, updated.count, updated.data]).toEqual([200, 2, [{ k: 'c1' }, { k: 'c2' }]]);
      const deleted = await db().from('kv').delete({ count: 'exact' }).like('k', 'c*');
      expect([deleted.status, deleted.count]).toEqual([204, 2]);
      const none = await stack().raw('kv?k=eq.nothing', {
        method: 'DELETE',
        headers: { prefer: 'count=exact' },
      });
      expect([none.status, none.headers.get('content-range')]).toEqual([204, '*/0']);
    });

    it('bulk inserts with differing keys: NULL for a missing key, the default with missing=default', async () => {
      const nulls = await db()
        .from('kv')
        .insert([{ k: 'm1' }, { k: 'm2', v: 'given', n: 1 }])
        .select('k, v, n');
      expect(nulls.data).toEqual([
        { k: 'm1', v: null, n: null },
        { k: 'm2', v: 'given', n: 1 },
      ]);
      const defaults = await db()
        .from('kv')
        .insert([{ k: 'm3' }, { k: 'm4', v: 'given' }], { defaultToNull: false })
        .select('k, v, n');
      expect(defaults.data).toEqual([
        { k: 'm3', v: 'dflt', n: 42 },
        { k: 'm4', v: 'given', n: 42 },
      ]);
      const mismatch = await stack().raw('kv', { body: JSON.stringify([{ k: 'x' }, { k: 'y', v: 'z' }]) });
      await expectError(mismatch, 400, 'PGRST102', { message: 'All object keys must match' });
      await db().from('kv').delete().like('k', 'm*');
    });

    it('missing=default: each kind of default (identity, volatile function, literal, serial, date) for the keys a row leaves out', async () => {
      const columns = 'id, code, label, seq, made_on, note';
      // supabase-js sends columns= (every key of any row) with missing=default.
      const made = await db()
        .from('defaults')
        .insert([{ id: 900, note: 'a' }, { label: 'given', note: 'b' }, { note: 'c' }], {
          defaultToNull: false,
        })
        .select(columns);
      expect(made.error).toBeNull();
      const [a, b, c] = made.data!;
      const today = (await db().rpc('today')).data;
      expect(a).toMatchObject({ id: 900, label: 'unnamed', note: 'a', made_on: today });
      expect(b).toMatchObject({ label: 'given', note: 'b', made_on: today });
      expect(c!.id).toBe(b!.id + 1);
      expect(new Set([a!.code, b!.code, c!.code]).size).toBe(3);
      expect([b!.seq - a!.seq, c!.seq - b!.seq]).toEqual([1, 1]);
      // An upsert: the new row takes the defaults; the existing one is merged with them (PostgREST sets every sent column).
      const upserted = await db()
        .from('defaults')
        .upsert(
          [
            { id: 900, note: 'a2' },
            { id: 901, label: 'x' },
          ],
          { defaultToNull: false },
        )
        .select('id, label, note');
      expect(upserted.data).toEqual([
        { id: 900, label: 'unnamed', note: 'a2' },
        { id: 901, label: 'x', note: null },
      ]);
      // missing=null stays the default: a left-out key is NULL, here refused by the column.
      const nulls = await db()
        .from('defaults')
        .insert([{ note: 'd' }, { label: 'y', note: 'e' }])
        .select('label');
      expect(nulls.error).toMatchObject({ code: '23502' });
      await db().from('defaults').delete().gte('id', 0);
    });

    it('upsert: merge-duplicates updates the existing row (200) or inserts (201); ignore-duplicates keeps it', async () => {
      await db().from('kv').insert({ k: 'u1', v: 'first' });
      const merged = await db().from('kv').upsert({ k: 'u1', v: 'second' }).select('k, v');
      expect([merged.status, merged.data]).toEqual([200, [{ k: 'u1', v: 'second' }]]);
      const fresh = await db().from('kv').upsert({ k: 'u2', v: 'new' }, { onConflict: 'k' }).select('k, v');
      expect([fresh.status, fresh.data]).toEqual([201, [{ k: 'u2', v: 'new' }]]);
      const keyOnly = await db().from('kv').upsert({ k: 'u1' }).select('k, v');
      expect(keyOnly.data).toEqual([{ k: 'u1', v: 'second' }]);
      const ignored = await db()
        .from('kv')
        .upsert({ k: 'u1', v: 'third' }, { ignoreDuplicates: true })
        .select('k, v');
      expect([ignored.status, ignored.data]).toEqual([201, []]);
      const bulk = await db()
        .from('kv')
        .upsert([
          { k: 'u1', v: 'b1' },
          { k: 'u3', v: 'b3' },
        ])
        .select('k, v');
      expect([bulk.status, bulk.data]).toEqual([
        201,
        [
          { k: 'u1', v: 'b1' },
          { k: 'u3', v: 'b3' },
        ],
      ]);
      await expectError(
        await stack().raw('kv?on_conflict=nope', {
          body: '{"k":"z"}',
          headers: { prefer: 'resolution=merge-duplicates' },
        }),
        400,
        'PGRST204',
      );
      await db().from('kv').delete().like('k', 'u*');
    });

    it("embeds in a write's representation", async () => {
      const { data } = await db()
        .from('tasks')
        .insert({ title: 'embedded', owner_id: 2 })
        .select('title, users(username)')
        .single();
      expect(data).toEqual({ title: 'embedded', users: { username: 'bob' } });
    });

    it('tx=rollback answers as if committed and keeps nothing', async () => {
      const rolled = await db().from('kv').insert({ k: 'tx' }).select('k').rollback();
      expect(rolled.data).toEqual([{ k: 'tx' }]);
      expect(await kv()).toEqual([]);
      const response = await stack().raw('kv', {
        body: '{"k":"tx2"}',
        headers: { prefer: 'tx=rollback, return=minimal' },
      });
      expect([response.status, response.headers.get('preference-applied')]).toEqual([
        201,
        'return=minimal, tx=rollback',
      ]);
      expect(await kv()).toEqual([]);
    });

    it('single() on a write that touches two rows is 406 and rolled back', async () => {
      await db()
        .from('kv')
        .insert([
          { k: 's1', v: '1' },
          { k: 's2', v: '1' },
        ]);
      const both = await db().from('kv').update({ v: '9' }).like('k', 's*').select().single();
      expect([both.status, both.error?.code]).toEqual([406, 'PGRST116']);
      expect((await db().from('kv').select('v').like('k', 's*')).data).toEqual([{ v: '1' }, { v: '1' }]);
      await db().from('kv').delete().like('k', 's*');
    });

    it('max-affected with handling=strict refuses and rolls back a write past it (PGRST124)', async () => {
      await db()
        .from('kv')
        .insert([{ k: 'x1' }, { k: 'x2' }, { k: 'x3' }]);
      // supabase-js types maxAffected() for PostgREST 13 only; the request it sends is the same.
      type Limited = {
        maxAffected(
          n: number,
        ): PromiseLike<{ status: number; error: { code: string; details: string } | null }>;
      };
      const tooMany = await (db().from('kv').delete().like('k', 'x*') as unknown as Limited).maxAffected(2);
      expect([tooMany.status, tooMany.error?.code, tooMany.error?.details]).toEqual([
        400,
        'PGRST124',
        'The query affects 3 rows',
      ]);
      expect(await kv()).toHaveLength(3);
      const fine = await (db().from('kv').delete().like('k', 'x*') as unknown as Limited).maxAffected(3);
      expect(fine.status).toBe(204);
      expect(await kv()).toEqual([]);
    });

    it('PUT upserts the row its whole primary key names', async () => {
      const created = await stack().raw('kv?k=eq.p', {
        method: 'PUT',
        body: '{"k":"p","v":"one"}',
        headers: { prefer: 'return=representation' },
      });
      expect([created.status, await created.json()]).toEqual([
        201,
        [{ k: 'p', v: 'one', n: 42, created: '2020-02-02T00:00:00+00:00' }],
      ]);
      const replaced = await stack().raw('kv?k=eq.p', { method: 'PUT', body: '{"k":"p","v":"two"}' });
      expect(replaced.status).toBe(204);
      await expectError(
        await stack().raw('kv?k=eq.p', { method: 'PUT', body: '{"k":"q","v":"x"}' }),
        400,
        'PGRST115',
      );
      await expectError(
        await stack().raw('kv?v=eq.p', { method: 'PUT', body: '{"k":"p"}' }),
        405,
        'PGRST105',
      );
      await expectError(
        await stack().raw('kv?k=eq.p&limit=1', { method: 'PUT', body: '{"k":"p"}' }),
        400,
        'PGRST114',
      );
      await db().from('kv').delete().eq('k', 'p');
    });

    it('CSV and form bodies insert like JSON', async () => {
      const csv = await stack().raw('kv', {
        body: 'k,v,n\ncsv1,"a, b",1\ncsv2,NULL,2',
        headers: { 'content-type': 'text/csv', prefer: 'return=representation' },
      });
      expect(((await csv.json()) as unknown[]).length).toBe(2);
      const form = await stack().raw('kv', {
        body: 'k=form1&v=f',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(201);
      expect(await kv()).toEqual([
        { k: 'csv1', v: 'a, b', n: 1 },
        { k: 'csv2', v: null, n: 2 },
        { k: 'form1', v: 'f', n: 42 },
      ]);
      await db().from('kv').delete().neq('k', '');
    });
  });

  describe('update and delete', () => {
    it('with filters, logic trees and representation; zero rows is 200 [] or 204', async () => {
      await db()
        .from('kv')
        .insert([
          { k: 'd1', n: 1 },
          { k: 'd2', n: 2 },
          { k: 'd3', n: 3 },
        ]);
      const updated = await db().from('kv').update({ v: 'odd' }).or('n.eq.1,n.eq.3').select('k, v');
      expect(updated.data).toEqual([
        { k: 'd1', v: 'odd' },
        { k: 'd3', v: 'odd' },
      ]);
      const none = await db().from('kv').update({ v: 'z' }).eq('k', 'nope').select();
      expect([none.status, none.data]).toEqual([200, []]);
      const deleted = await db().from('kv').delete().gte('n', 2).select('k');
      expect(deleted.data).toEqual([{ k: 'd2' }, { k: 'd3' }]);
      await db().from('kv').delete().eq('k', 'd1');
    });
  });

  describe('rpc', () => {
    it('zero arguments through POST and GET; a void function is 204', async () => {
      expect((await db().rpc('ping')).data).toBe('pong');
      expect((await db().rpc('ping', {}, { get: true })).data).toBe('pong');
      const noop = await db().rpc('noop');
      expect([noop.status, noop.data, noop.error]).toEqual([204, null, null]);
    });

    it('named, defaulted, overloaded by name, variadic and row-typed arguments', async () => {
      expect((await db().rpc('greet', { name: 'ann' })).data).toBe('hello ann');
      expect((await db().rpc('greet', { name: 'ann', greeting: 'hi' })).data).toBe('hi ann');
      expect((await db().rpc('with_default', { a: 3 })).data).toBe(30);
      expect((await db().rpc('with_default', { a: 3, b: 2 }, { get: true })).data).toBe(6);
      expect((await db().rpc('sum_all', { nums: [1, 2, 3] })).data).toBe(6);
      expect((await db().rpc('sum_all', { nums: [4, 5] }, { get: true })).data).toBe(9);
      const repeated = await stack().raw('rpc/sum_all?nums=1&nums=2&nums=5');
      expect(await repeated.json()).toBe(8);
      expect((await db().rpc('user_label', { u: { id: 7, username: 'zed' } })).data).toBe('zed#7');
      expect((await db().rpc('char_echo', { c: 'abc' })).data).toBe('abc');
      expect((await db().rpc('char_echo', { c: 'abc' }, { get: true })).data).toBe('abc');
    });

    it('one unnamed json, text or bytea parameter takes the whole body', async () => {
      expect((await db().rpc('echo_json', { any: 'thing', list: [1, 2] })).data).toEqual({
        any: 'thing',
        list: [1, 2],
      });
      const text = await stack().raw('rpc/echo_text', {
        body: 'shout',
        headers: { 'content-type': 'text/plain' },
      });
      expect(await text.json()).toBe('SHOUT');
      const bytes = await stack().raw('rpc/byte_length', {
        body: new Uint8Array([0, 1, 2, 255]),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(await bytes.json()).toBe(4);
      const single = await stack().raw('rpc/echo_json', {
        body: '{"a":1}',
        headers: { prefer: 'params=single-object' },
      });
      expect(await single.json()).toEqual({ a: 1 });
    });

    it('a single unnamed parameter is passed by position and gets the whole payload, as PostgREST resolves it', async () => {
      // {"": …} names the unnamed parameter: that function is chosen, and it gets the body as sent.
      expect((await db().rpc('echo_text', { '': 'shout' })).data).toBe('{"":"SHOUT"}');
      expect((await db().rpc('unnamed_jsonb', { '': { a: 1 } })).data).toEqual({ '': { a: 1 } });
      // Any other JSON object goes to a json/jsonb one whole; without arguments the overload without parameters wins.
      expect((await db().rpc('unnamed_jsonb', { a: [1, 2] })).data).toEqual({ a: [1, 2] });
      expect((await db().rpc('unnamed_or_none')).data).toBe('none');
      expect((await db().rpc('unnamed_or_none', { '': 'x' })).data).toBe('got {"":"x"}');
      // With a default the parameter is optional, and still positional: it gets the (empty) payload.
      expect((await db().rpc('unnamed_default')).data).toBe('{}');
      expect((await db().rpc('unnamed_default', {}, { get: true })).data).toBe('{}');
      const text = await stack().raw('rpc/unnamed_default', {
        body: 'raw',
        headers: { 'content-type': 'text/plain' },
      });
      expect(await text.json()).toBe('raw');
    });

    it('select, filters, order, range and count on a set-returning result; embeds from it', async () => {
      const { data } = await db().rpc('all_users').select('id, username').eq('status', 'ONLINE');
      expect(data).toEqual([
        { id: 1, username: 'alice' },
        { id: 2, username: 'bob' },
      ]);
      const ordered = await db()
        .rpc('all_users', {}, { count: 'exact' })
        .select('username')
        .order('username', { ascending: false })
        .range(0, 1);
      expect([ordered.status, ordered.count, ordered.data]).toEqual([
        206,
        4,
        [{ username: 'dave' }, { username: 'carol' }],
      ]);
      const embedded = await db()
        .rpc('users_by_status', { s: 'AWAY' }, { get: true })
        .select('username, manager:manager_id(username)');
      expect(embedded.data).toEqual([{ username: 'dave', manager: { username: 'bob' } }]);
      const table = await db().rpc('status_counts').gt('n', 1);
      expect(table.data).toEqual([{ status: 'ONLINE', n: 2 }]);
      const scalars = await db().rpc('user_ids').limit(2);
      expect(scalars.data).toEqual([1, 2]);
      const head = await db().rpc('all_users', {}, { head: true, count: 'exact' });
      expect([head.status, head.count, head.data]).toEqual([200, 4, null]);
      const single = await db().rpc('all_users').select('username').eq('id', 2).single();
      expect(single.data).toEqual({ username: 'bob' });
    });

    it('a volatile function writes through POST and is refused through GET (405, 25006)', async () => {
      const made = await db().rpc('make_task', { title: 'from rpc' });
      expect(made.data).toMatchObject({ title: 'from rpc', done: false });
      await expectError(await stack().raw(`rpc/make_task?title=${q('x')}`), 405, '25006');
    });

    it('overloads PostgREST cannot choose between are 300 PGRST203; unknown functions and arguments 404 PGRST202', async () => {
      await expectError(await stack().raw('rpc/add', { body: '{"a":1,"b":2}' }), 300, 'PGRST203', {
        message:
          'Could not choose the best candidate function between: fixture.add(a => integer, b => integer), fixture.add(a => text, b => text)',
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
      await expectError(await stack().raw('rpc/greet', { body: '{"nam":"x"}' }), 404, 'PGRST202', {
        message: 'Could not find the function fixture.greet(nam) in the schema cache',
        details:
          'Searched for the function fixture.greet with parameter nam or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function fixture.greet(name)',
      });
      await expectError(await stack().raw('rpc/pingg'), 404, 'PGRST202', {
        message: 'Could not find the function fixture.pingg without parameters in the schema cache',
        hint: 'Perhaps you meant to call the function fixture.ping',
      });
      await expectError(await stack().raw('rpc/ping', { method: 'DELETE' }), 405, 'PGRST101', {
        message: 'Cannot use the DELETE method on RPC',
      });
    });

    it('the function runs as the caller: RLS of the tables it reads applies', async () => {
      const anon = await stack().anon().rpc('all_users').select('username, notes(note)').eq('id', 1).single();
      expect(anon.data).toEqual({ username: 'alice', notes: [{ note: 'visible note' }] });
    });
  });
});

// The edges of PostgREST's API on the fixture schema, once per engine: schema switching with
// Accept-Profile / Content-Profile, output formats that depend on the database (the query plan when
// pgrst.db_plan_enabled, GeoJSON when PostGIS is installed), aggregates turned off, the Prefer header
// and query parameters (everything not understood is refused, never ignored), errors from the database
// with PostgREST's statuses, and the OpenAPI root. Each refusal is the one docs/postgrest-features.md lists.
import { describe, expect, it } from 'vitest';
import { ENGINES, expectError, q, setPgrstSetting, useFixtureStack } from './fixture.ts';

describe.each(ENGINES)('the API surface on %s', (engine) => {
  const stack = useFixtureStack(engine);
  const db = () => stack().admin();

  describe('schemas (Accept-Profile / Content-Profile)', () => {
    it('an exposed schema is switched to, for reads and writes, and named back in Content-Profile', async () => {
      const other = db().schema('fixture_other');
      const read = await other.from('notes').select('body');
      expect(read.data).toEqual([{ body: 'from the other schema' }]);
      const written = await other.from('notes').insert({ id: 2, body: 'written' }).select('id');
      expect(written.data).toEqual([{ id: 2 }]);
      const raw = await stack().raw('notes?select=id&order=id', {
        headers: { 'accept-profile': 'fixture_other' },
      });
      expect(raw.headers.get('content-profile')).toBe('fixture_other');
      expect(await raw.json()).toEqual([{ id: 1 }, { id: 2 }]);
      // The same name in the default schema is another table.
      expect((await db().from('notes').select('note').eq('id', 1)).data).toEqual([{ note: 'visible note' }]);
    });

    it('any other schema is 406 PGRST106 naming the exposed ones, for tables and functions', async () => {
      for (const schema of ['public', 'private', 'auth', 'pg_catalog']) {
        const { status, error } = await db().schema(schema).from('users').select('id');
        expect(status).toBe(406);
        expect(error).toMatchObject({
          code: 'PGRST106',
          message: `Invalid schema: ${schema}`,
          hint: 'Only the following schemas are exposed: fixture, fixture_other',
        });
      }
      const call = await db().schema('public').rpc('ping');
      expect([call.status, call.error?.code]).toEqual([406, 'PGRST106']);
      await expectError(
        await stack().raw('kv', { body: '{"k":"x"}', headers: { 'content-profile': 'private' } }),
        406,
        'PGRST106',
      );
    });
  });

  describe('output formats the database decides', () => {
    it('the query plan is refused (406 PGRST107) unless pgrst.db_plan_enabled, then served as JSON or text', async () => {
      const refused = await db().from('users').select('id').explain({ format: 'json' });
      expect([refused.status, refused.error?.code]).toEqual([406, 'PGRST107']);
      expect(refused.error?.message).toBe(
        'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"',
      );
      await setPgrstSetting(stack(), 'db_plan_enabled', 'true');
      try {
        let plan = await db().from('users').select('id').eq('id', 1).explain({ format: 'json' });
        for (let tries = 0; plan.status !== 200 && tries < 30; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          plan = await db().from('users').select('id').eq('id', 1).explain({ format: 'json' });
        }
        expect(plan.status).toBe(200);
        expect((plan.data as unknown as { Plan: unknown }[])[0]!.Plan).toBeDefined();
        const text = await db().from('users').select('id').explain({ analyze: true });
        expect(typeof text.data).toBe('string');
        expect(text.data as unknown as string).toMatch(/Scan/);
        const rpcPlan = await stack().raw('rpc/all_users', {
          body: '{}',
          headers: { accept: 'application/vnd.pgrst.plan+text; for="application/json"' },
        });
        expect(rpcPlan.headers.get('content-type')).toBe(
          'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
        );
      } finally {
        await setPgrstSetting(stack(), 'db_plan_enabled', null);
      }
    });

    it('GeoJSON is refused without PostGIS (406 PGRST107); other media types too', async () => {
      const geo = await db().from('users').select('id').geojson();
      expect([geo.status, geo.error?.code, geo.error?.message]).toEqual([
        406,
        'PGRST107',
        'None of these media types are available: application/geo+json',
      ]);
      await expectError(
        await stack().raw('users', { headers: { accept: 'text/html, application/xml' } }),
        406,
        'PGRST107',
        {
          message: 'None of these media types are available: text/html, application/xml',
        },
      );
      await expectError(
        await stack().raw('rpc/echo_text', {
          body: 'x',
          headers: { 'content-type': 'text/plain', accept: 'text/plain' },
        }),
        406,
        'PGRST107',
      );
      await expectError(
        await stack().raw('rpc/byte_length', {
          body: 'x',
          headers: { 'content-type': 'application/octet-stream', accept: 'application/octet-stream' },
        }),
        406,
        'PGRST107',
      );
    });
  });

  describe('aggregates turned off', () => {
    it('pgrst.db_aggregates_enabled = false: any aggregate is 400 PGRST123', async () => {
      await setPgrstSetting(stack(), 'db_aggregates_enabled', 'false');
      try {
        let response = await stack().raw('messages?select=count()');
        for (let tries = 0; response.status === 200 && tries < 30; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          response = await stack().raw('messages?select=count()');
        }
        await expectError(response, 400, 'PGRST123', {
          message: 'Use of aggregate functions is not allowed',
        });
      } finally {
        await setPgrstSetting(stack(), 'db_aggregates_enabled', null);
      }
    });
  });

  describe('preferences', () => {
    it('timezone changes how timestamps are written; handling=strict and lenient are served', async () => {
      const response = await stack().raw('users?select=created_at&id=eq.1', {
        headers: { prefer: 'timezone=America/Los_Angeles' },
      });
      expect([response.headers.get('preference-applied'), await response.json()]).toEqual([
        'timezone=America/Los_Angeles',
        [{ created_at: '2023-12-31T16:00:00-08:00' }],
      ]);
      const lenient = await stack().raw('users?select=id&limit=1', {
        headers: { prefer: 'handling=lenient, count=exact' },
      });
      expect(lenient.headers.get('preference-applied')).toBe('count=exact, handling=lenient');
    });

    it.each([
      ['an unknown token', 'foo', 'Invalid preferences: foo'],
      ['a misspelt value', 'return=representaton', 'Invalid preferences: return=representaton'],
      ['an unknown count', 'count=fuzzy', 'Invalid preferences: count=fuzzy'],
      [
        'an unknown time zone',
        'timezone=Mars/Olympus_Mons',
        'Invalid preferences: timezone=Mars/Olympus_Mons',
      ],
      ['a max-affected that is no number', 'max-affected=ten', 'Invalid preferences: max-affected=ten'],
    ])('%s is refused, not ignored (400 PGRST122)', async (_, prefer, details) => {
      await expectError(await stack().raw('users?select=id', { headers: { prefer } }), 400, 'PGRST122', {
        message: 'Invalid preferences given',
        details,
      });
      await expectError(
        await stack().raw('users?select=id', { headers: { prefer: `handling=strict, ${prefer}` } }),
        400,
        'PGRST122',
        {
          message: 'Invalid preferences given with handling=strict',
          details,
        },
      );
    });

    it.each([
      ['return=representation on a read', 'users', 'GET', 'return=representation'],
      ['resolution on an update', 'kv?k=eq.x', 'PATCH', 'resolution=merge-duplicates'],
      ['missing on a delete', 'kv?k=eq.x', 'DELETE', 'missing=default'],
      ['params on a table write', 'kv', 'POST', 'params=single-object'],
      ['resolution on a call', 'rpc/ping', 'POST', 'resolution=merge-duplicates'],
      ['max-affected on an insert', 'kv', 'POST', 'handling=strict, max-affected=1'],
    ])(
      'a preference that does not apply (%s) is refused, not ignored (400 PGRST127)',
      async (_, path, method, prefer) => {
        const body = method === 'POST' || method === 'PATCH' ? '{"k":"x"}' : undefined;
        await expectError(
          await stack().raw(path, { method, ...(body ? { body } : {}), headers: { prefer } }),
          400,
          'PGRST127',
          { message: 'Feature not implemented' },
        );
      },
    );

    it('max-affected on a function that returns no set is PGRST128', async () => {
      await expectError(
        await stack().raw('rpc/ping', { body: '{}', headers: { prefer: 'handling=strict, max-affected=1' } }),
        400,
        'PGRST128',
      );
    });
  });

  describe('query parameters: every one is understood or refused', () => {
    it.each([
      ['a parameter that is no filter', 'users?foo=bar', 'PGRST100'],
      ['a misspelt reserved word', 'users?selct=id', 'PGRST100'],
      ['a filter with an unknown operator', 'users?id=equals.1', 'PGRST100'],
      ['a filter on an embed that is not selected', 'users?messages.id=eq.1', 'PGRST108'],
      ['an order on an embed that is not selected', 'users?messages.order=id', 'PGRST108'],
      ['a limit on an embed that is not selected', 'users?messages.limit=1', 'PGRST108'],
      ['columns on a read', 'users?columns=id', 'PGRST100'],
      ['on_conflict on a read', 'users?on_conflict=id', 'PGRST100'],
      ['trailing text after an in-list', 'users?id=in.(1,2)x', 'PGRST100'],
      ['trailing text after is', 'users?age=is.null;drop', 'PGRST100'],
      ['a malformed select', 'users?select=id,(', 'PGRST100'],
      ['a malformed order', 'users?order=id.up', 'PGRST100'],
      ['a malformed logic tree', `users?or=${q('(id.eq.1')}`, 'PGRST100'],
      ['a limit that is no number', 'users?limit=ten', 'PGRST100'],
    ])('%s → 400 %s', async (_, path, code) => {
      await expectError(await stack().raw(path), 400, code);
    });

    it.each([
      ['on_conflict without a resolution', 'kv?on_conflict=k', 'POST', 'PGRST100'],
      ['a filter on an insert', 'kv?k=eq.x', 'POST', 'PGRST100'],
      ['on_conflict on an update', 'kv?k=eq.x&on_conflict=k', 'PATCH', 'PGRST100'],
      ['columns on a delete', 'kv?k=eq.x&columns=k', 'DELETE', 'PGRST100'],
      ['order on an update', 'kv?k=eq.x&order=k', 'PATCH', 'PGRST127'],
      ['limit on a delete', 'kv?k=eq.x&limit=1', 'DELETE', 'PGRST127'],
      ['offset on an update', 'kv?k=eq.x&offset=1', 'PATCH', 'PGRST127'],
      ['columns on a call', 'rpc/ping?columns=a', 'POST', 'PGRST100'],
    ])('%s → 400 %s, and nothing is written', async (_, path, method, code) => {
      const body = method === 'DELETE' ? undefined : '{"k":"x","v":"changed"}';
      await expectError(await stack().raw(path, { method, ...(body ? { body } : {}) }), 400, code);
      expect((await db().from('kv').select('k')).data).toEqual([]);
    });

    it('refusals of calls: shaping a scalar result, a CSV body; an upsert without a key', async () => {
      await expectError(await stack().raw('rpc/ping?select=x', { body: '{}' }), 400, 'PGRST127');
      await expectError(await stack().raw('rpc/ping?order=x', { body: '{}' }), 400, 'PGRST127');
      await expectError(
        await stack().raw('rpc/greet', { body: 'name\nann', headers: { 'content-type': 'text/csv' } }),
        400,
        'PGRST127',
      );
      await expectError(
        await stack().raw('log', {
          body: '{"line":"x"}',
          headers: { prefer: 'resolution=merge-duplicates' },
        }),
        400,
        'PGRST100',
        {
          message: 'An upsert needs on_conflict or a primary key',
        },
      );
      const keyed = await stack().raw('log?on_conflict=line', {
        body: '{"line":"x"}',
        headers: { prefer: 'resolution=merge-duplicates' },
      });
      expect(keyed.status).toBe(201);
    });

    it('form bodies are arguments too', async () => {
      const response = await stack().raw('rpc/greet', {
        body: 'name=ann&greeting=hej',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(await response.json()).toBe('hej ann');
    });

    it('a GET call takes its arguments from the parameters without an operator; an unknown one is PGRST202', async () => {
      expect(await (await stack().raw('rpc/greet?name=ann')).json()).toBe('hello ann');
      await expectError(await stack().raw('rpc/greet?name=ann&lang=en'), 404, 'PGRST202');
    });
  });

  describe('errors', () => {
    it("from the database, with PostgREST's statuses", async () => {
      await expectError(await stack().raw('users', { body: '{"username":"alice"}' }), 409, '23505');
      await expectError(
        await stack().raw('messages', { body: '{"message":"x","channel_id":999,"author_id":1}' }),
        409,
        '23503',
      );
      await expectError(
        await stack().raw('users', { body: '{"username":"x","status":"BUSY"}' }),
        400,
        '23514',
      );
      await expectError(await stack().raw('users?id=eq.abc'), 400, '22P02');
      const anon = await stack().raw('notes', {
        body: '{"id":9,"user_id":1,"note":"x","visible":true}',
        token: stack().keys.anonKey,
      });
      await expectError(anon, 401, '42501');
      expect(anon.headers.get('www-authenticate')).toBe('Bearer');
      const authenticated = await stack()
        .user()
        .from('notes')
        .insert({ id: 9, user_id: 1, note: 'x', visible: true });
      expect([authenticated.status, authenticated.error?.code]).toEqual([403, '42501']);
    });

    it('from PostgREST itself', async () => {
      await expectError(await stack().raw('usrs'), 404, 'PGRST205', {
        message: "Could not find the table 'fixture.usrs' in the schema cache",
        hint: "Perhaps you meant the table 'fixture.users'",
      });
      await expectError(await stack().raw('users/1'), 404, 'PGRST125', {
        message: 'Invalid path specified in request URL',
      });
      await expectError(await stack().raw('kv', { body: '{"k":' }), 400, 'PGRST102', {
        message: 'Empty or invalid json',
      });
      await expectError(
        await stack().raw('kv', { body: 'k=x', headers: { 'content-type': 'application/pdf' } }),
        400,
        'PGRST102',
        { message: 'Content-Type not acceptable: application/pdf' },
      );
      await expectError(await stack().raw('kv', { body: '{"k":"x","nope":1}' }), 400, 'PGRST204', {
        message: "Could not find the 'nope' column of 'kv' in the schema cache",
      });
      await expectError(await stack().raw('users', { method: 'PROPFIND' }), 405, 'PGRST117', {
        message: 'Unsupported HTTP method: PROPFIND',
      });
    });
  });

  describe('functions that shape their own response', () => {
    it("response.status and response.headers set by a function override PostgREST's", async () => {
      const response = await stack().raw('rpc/teapot', { body: '{}' });
      expect([response.status, response.headers.get('x-brew'), await response.json()]).toEqual([
        418,
        'tea',
        { brewed: true },
      ]);
    });

    it("RAISE SQLSTATE 'PGRST' chooses the status, body and headers of the error", async () => {
      const response = await stack().raw('rpc/payment_required', { body: '{}' });
      expect(response.headers.get('x-powered-by')).toBe('Nerd Rage');
      await expectError(response, 402, '123', {
        message: 'Payment Required',
        details: 'Quota exceeded',
        hint: 'Upgrade your plan',
      });
    });
  });

  describe('domain representations (not served)', () => {
    it('a column whose domain has a representation is refused (PGRST127), its other columns served', async () => {
      await expectError(await stack().raw('readings?select=id,temp'), 400, 'PGRST127', {
        message: 'Feature not implemented',
      });
      await expectError(await stack().raw('readings'), 400, 'PGRST127');
      await expectError(await stack().raw('readings', { body: '{"id":2,"temp":"3"}' }), 400, 'PGRST127');
      expect(await (await stack().raw('readings?select=id,place')).json()).toEqual([
        { id: 1, place: 'office' },
      ]);
      expect((await stack().raw('readings', { body: '{"id":2,"place":"lab"}' })).status).toBe(201);
      await expectError(
        await stack().raw('readings', {
          body: '{"id":3,"place":"lab"}',
          headers: { prefer: 'return=representation' },
        }),
        400,
        'PGRST127',
      );
    });
  });

  describe('the root', () => {
    it("describes the schema's tables and functions as OpenAPI", async () => {
      const response = await stack().raw('', { headers: { 'accept-profile': 'fixture' } });
      expect(response.headers.get('content-type')).toBe('application/openapi+json; charset=utf-8');
      const doc = (await response.json()) as {
        swagger: string;
        paths: Record<string, unknown>;
        definitions: Record<string, { properties: Record<string, unknown> }>;
      };
      expect(doc.swagger).toBe('2.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/users', '/messages', '/rpc/ping', '/rpc/all_users']),
      );
      expect(Object.keys(doc.definitions.users!.properties)).toContain('Display Name');
    });
  });
});

// A statement that runs too long: each API role has hosted Supabase's statement_timeout (anon 3 s,
// authenticated 8 s, set with `alter role`), enforced on PGlite too by stopping the database's thread.
// The HTTP server keeps answering while it runs, the interrupted transaction leaves nothing behind,
// committed data stays, and ordinary requests are served afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import { raw } from '../bad-input/http.ts';
import { useStack } from '../stack.ts';
import { useOrdinaryTraffic } from './still-serving.ts';

const stack = useStack();
const ordinary = useOrdinaryTraffic(stack);

// Fixtures made as the owner: a slow function, and one that writes before it gets slow. The
// authenticated role's timeout is lowered here the way a project would do it in a migration.
beforeAll(async () => {
  await stack().db.exec(`
    alter role authenticated set statement_timeout = '1500ms';
    create table public.abuse_writes (id bigint generated always as identity primary key, note text);
    grant insert, select on public.abuse_writes to anon, authenticated;
    alter table public.abuse_writes enable row level security;
    create policy abuse_writes_all on public.abuse_writes for all to anon, authenticated using (true) with check (true);
    create function public.abuse_sleep(seconds float8) returns int language sql as $$ select 1 from pg_sleep(seconds) $$;
    create function public.abuse_write_then_sleep(note text) returns int language plpgsql as $$
    begin
      insert into public.abuse_writes (note) values (note);
      perform pg_sleep(30);
      return 1;
    end $$;
    grant execute on function public.abuse_sleep(float8), public.abuse_write_then_sleep(text) to anon, authenticated;`);
  stack().reloadSchemaCache();
});

const rpc = (name: string, args: unknown, token?: string) =>
  raw(stack(), `/rest/v1/rpc/${name}`, { body: JSON.stringify(args), token });

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('statement timeouts per role', () => {
  it('anon: a statement past 3 s → 500 57014 (as PostgREST answers), and /health answers quickly all the while', async () => {
    const healthTimes: number[] = [];
    let running = true;
    const pinging = (async () => {
      while (running) {
        const { ms, value } = await timed(() => fetch(`${stack().url}/health`));
        expect(value.status).toBe(200);
        healthTimes.push(ms);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const { value: response, ms } = await timed(() => rpc('abuse_sleep', { seconds: 20 }));
    running = false;
    await pinging;
    const body = await expectRestErrorStatus(response, 500, '57014');
    expect(body.message).toBe('canceling statement due to statement timeout');
    expect(ms).toBeGreaterThanOrEqual(2_900);
    expect(ms).toBeLessThan(8_000);
    healthTimes.sort((a, b) => a - b);
    expect(healthTimes.length).toBeGreaterThan(20);
    expect(healthTimes[Math.floor(healthTimes.length / 2)]).toBeLessThan(100);
  });

  it('authenticated: its own timeout (lowered to 1.5 s here); shorter statements still finish', async () => {
    const user = await stack().user('Patient');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    expect((await rpc('abuse_sleep', { seconds: 0.5 }, token)).status).toBe(200);
    const { value, ms } = await timed(() => rpc('abuse_sleep', { seconds: 20 }, token));
    await expectRestErrorStatus(value, 500, '57014');
    expect(ms).toBeLessThan(5_000);
  });

  it('a transaction stopped by its timeout leaves no half-written row; committed rows stay', async () => {
    expect(
      (
        await raw(stack(), '/rest/v1/abuse_writes', {
          body: JSON.stringify({ note: 'committed' }),
          headers: { prefer: 'return=minimal' },
        })
      ).status,
    ).toBe(201);
    await expectRestErrorStatus(await rpc('abuse_write_then_sleep', { note: 'half-written' }), 500, '57014');
    const { rows } = await stack().db.query<{ note: string }>(
      'select note from public.abuse_writes order by id',
    );
    expect(rows.map((r) => r.note)).toEqual(['committed']);
  });
});

/** PostgREST's error shape with a 5xx status, which expectRestError (4xx only) refuses on purpose. */
async function expectRestErrorStatus(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: string; message: string; details: unknown; hint: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  return body;
}

describe('afterwards', () => {
  it('the stack serves 100 ordinary requests', async () => {
    await ordinary.expectStillServing();
  });
});

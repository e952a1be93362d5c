// Durable limits as an attacker leans on them: creating and revoking share links and team invitations
// in generated loops (the table once grew by a row per round, without end), and invitation e-mails sent
// from many accounts to generated addresses (the limit was once in one function instance's memory, per
// account, so a second account went on at once). Each generated run is compared with a model of the
// database's caps, request by request: what the model allows answers 200, the rest 409 or 429; the rows
// left equal what was allowed; and afterwards ordinary use still works.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useOrdinaryTraffic, useStack } from 'local-supabase/testing';

// Many accounts sign up from this one address; the sign-up limit is not what is tested here.
const stack = useStack({ project: { signInSignUpsPer5Min: 500 } });
const ordinary = useOrdinaryTraffic(stack);

// The database's caps (private.make_room_for_link in supabase/schemas/links.sql).
const CAPS = { livePerParent: 20, livePerAccount: 100, perDayPerParent: 50, perDayPerAccount: 100 };

/** What the database should answer to one creation on `parent` (a report or a team), and the model after it. */
function modelCreate(model: { live: number[]; made: number[] }, parent: number): 200 | 409 | 429 {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  if (model.live[parent]! >= CAPS.livePerParent || sum(model.live) >= CAPS.livePerAccount) return 409;
  if (model.made[parent]! >= CAPS.perDayPerParent || sum(model.made) >= CAPS.perDayPerAccount) return 429;
  model.live[parent]!++;
  model.made[parent]!++;
  return 200;
}

/** One round of the loop: make one on a parent, and perhaps revoke it at once. */
const round = (parent: fc.Arbitrary<number>, revoke: fc.Arbitrary<boolean>) =>
  fc.record({ parent, revoke, label: fc.string({ minLength: 1, maxLength: 40 }) });
// Every run reaches each cap: a parent's live ones (kept), another parent's day (made and revoked at
// once), the account's day (a third parent), then anything more.
const rounds = fc
  .tuple(
    fc.array(round(fc.constant(0), fc.constant(false)), {
      minLength: CAPS.livePerParent + 1,
      maxLength: CAPS.livePerParent + 5,
    }),
    fc.array(round(fc.constant(1), fc.constant(true)), {
      minLength: CAPS.perDayPerParent + 2,
      maxLength: CAPS.perDayPerParent + 10,
    }),
    fc.array(round(fc.constant(2), fc.constant(true)), { minLength: 32, maxLength: 40 }),
    fc.array(round(fc.integer({ min: 0, max: 2 }), fc.boolean()), { maxLength: 10 }),
  )
  .map((phases) => phases.flat());

type Kind = {
  name: string;
  parents: (client: SupabaseClient) => Promise<string[]>;
  create: (client: SupabaseClient, parent: string, label: string) => Promise<{ status: number; id?: string }>;
  revoke: (client: SupabaseClient, id: string) => Promise<number>;
  rows: string;
};

const answers = async () =>
  (
    await stack().db.query<{ answers: unknown }>(
      'select json_object_agg(question_id, option_key) as answers from private.question_options where position = 2',
    )
  ).rows[0]!.answers;

const KINDS: Kind[] = [
  {
    name: 'share links',
    parents: async (client) => {
      const made = [];
      for (let i = 0; i < 3; i++)
        made.push(
          (
            (await client.rpc('submit_assessment', { answers: await answers(), submission_id: randomUUID() }))
              .data as { id: string }
          ).id,
        );
      return made;
    },
    create: async (client, parent, label) => {
      const { data, status } = await client.rpc('create_share_link', {
        report_id: parent,
        label: label.trim() === '' ? 'x' : label,
      });
      return { status, id: (data as { link?: { id: string } } | null)?.link?.id };
    },
    revoke: async (client, id) => (await client.rpc('revoke_share_link', { link_id: id })).status,
    rows: 'select count(*)::int as n from public.report_share_links where user_id = $1::uuid',
  },
  {
    name: 'team invitations',
    parents: async (client) => {
      const made = [];
      for (let i = 0; i < 3; i++)
        made.push(((await client.rpc('create_team', { name: `Loop ${i}` })).data as { id: string }).id);
      return made;
    },
    create: async (client, parent, label) => {
      const { data, status } = await client.rpc('create_team_invitation', {
        team_id: parent,
        label: label.trim() === '' ? 'x' : label,
      });
      return { status, id: (data as { invitation?: { id: string } } | null)?.invitation?.id };
    },
    revoke: async (client, id) => (await client.rpc('revoke_team_invitation', { invitation_id: id })).status,
    rows: 'select count(*)::int as n from public.team_invitations where created_by = $1::uuid',
  },
];

describe.each(KINDS)('$name made and revoked in a loop', (kind) => {
  it('answers exactly as the caps say, 409 or 429 past them, and leaves no more rows than were allowed', async () => {
    await fc.assert(
      fc.asyncProperty(rounds, async (plan) => {
        // A new account per run: the caps count a day, and a run must not inherit the last one's.
        const user = await stack().user('Looper');
        const parents = await kind.parents(user.client);
        const model = { live: [0, 0, 0], made: [0, 0, 0] };
        for (const { parent, revoke, label } of plan) {
          const expected = modelCreate(model, parent);
          const created = await kind.create(user.client, parents[parent]!, label);
          expect(created.status).toBe(expected);
          if (created.id && revoke) {
            expect(await kind.revoke(user.client, created.id)).toBe(200);
            model.live[parent]!--;
          }
        }
        expect(model.made.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(CAPS.perDayPerAccount);
        const { rows } = await stack().db.query<{ n: number }>(kind.rows, [user.id]);
        expect(rows[0]!.n).toBe(model.made.reduce((a, b) => a + b, 0));
      }),
      // Every run signs up accounts and makes a hundred rows: report the first failure, do not shrink it.
      { numRuns: 2, endOnFailure: true },
    );
  });
});

describe('invitation e-mails from many accounts', () => {
  const PER_ACCOUNT = 3;
  const PER_ADDRESS = 3;
  // A small pool, written in any case, so that several accounts reach the same person.
  const address = fc
    .record({ local: fc.constantFrom('ana', 'bo', 'cai', 'dee'), upper: fc.boolean() })
    .map(({ local, upper }) => (upper ? `${local.toUpperCase()}@Example.COM` : `${local}@example.com`));
  const campaign = fc.record({
    accounts: fc.integer({ min: 3, max: 5 }),
    projectCap: fc.integer({ min: 6, max: 10 }),
    sends: fc.array(fc.record({ account: fc.nat(), to: address }), { minLength: 15, maxLength: 25 }),
  });

  it('each answers 200 only within the account, address and project limits, else 429 with Retry-After; nothing is made or mailed past them', async () => {
    await fc.assert(
      fc.asyncProperty(campaign, async ({ accounts, projectCap, sends }) => {
        // Each run is its own hour: the claims of the last run go, and the limits are set low.
        await stack().db.query('delete from private.team_invitation_mails');
        await stack().db.query(
          `insert into public.app_config (key, value) values ('invitation_mail', jsonb_build_object('per_account_per_hour', $1::int, 'per_address_per_day', $2::int, 'per_project_per_hour', $3::int))
           on conflict (key) do update set value = excluded.value`,
          [PER_ACCOUNT, PER_ADDRESS, projectCap],
        );
        const owners = [];
        for (let i = 0; i < accounts; i++) {
          const user = await stack().user(`Sender ${i}`);
          const team = (
            (await user.client.rpc('create_team', { name: `Mailing ${i}` })).data as { id: string }
          ).id;
          owners.push({ ...user, team });
        }
        const byAccount = new Map<number, number>();
        const byAddress = new Map<string, number>();
        let project = 0;
        let sent = 0;
        for (const { account, to } of sends) {
          const who = account % accounts;
          const key = to.toLowerCase();
          const allowed =
            (byAccount.get(who) ?? 0) < PER_ACCOUNT &&
            (byAddress.get(key) ?? 0) < PER_ADDRESS &&
            project < projectCap;
          const { error } = await owners[who]!.client.functions.invoke('send-team-invitation', {
            body: { team_id: owners[who]!.team, email: to, language: 'en' },
          });
          if (allowed) {
            expect(error).toBeNull();
            byAccount.set(who, (byAccount.get(who) ?? 0) + 1);
            byAddress.set(key, (byAddress.get(key) ?? 0) + 1);
            project++;
            sent++;
          } else {
            expect(error).toBeInstanceOf(FunctionsHttpError);
            const response = (error as FunctionsHttpError).context as Response;
            expect(response.status).toBe(429);
            expect(await response.json()).toMatchObject({ code: 'rate_limited' });
            expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          }
        }
        expect(project).toBeLessThanOrEqual(projectCap);
        const { rows } = await stack().db.query<{ claims: number; invitations: number }>(
          `select (select count(*)::int from private.team_invitation_mails) as claims,
                  (select count(*)::int from public.team_invitations where team_id = any($1::uuid[])) as invitations`,
          [owners.map((o) => o.team)],
        );
        expect(rows[0]).toEqual({ claims: sent, invitations: sent });
      }),
      // Every run signs up accounts and makes a hundred rows: report the first failure, do not shrink it.
      { numRuns: 2, endOnFailure: true },
    );
  });
});

describe('a burst of invitation e-mails at once', () => {
  it('from one account in two sessions: exactly the allowance gets through, however the requests interleave', async () => {
    await stack().db.query('delete from private.team_invitation_mails');
    await stack().db.query(
      `insert into public.app_config (key, value) values ('invitation_mail', '{"per_account_per_hour": 3}')
       on conflict (key) do update set value = excluded.value`,
    );
    const owner = await stack().user('Burst Owner');
    const otherSession = stack().client();
    expect(
      (await otherSession.auth.signInWithPassword({ email: owner.email, password: owner.password })).error,
    ).toBeNull();
    const team = ((await owner.client.rpc('create_team', { name: 'Burst' })).data as { id: string }).id;
    const addresses = fc.sample(
      fc.uuid().map((id) => `burst-${id}@example.com`),
      12,
    );
    const answers = await Promise.all(
      addresses.map((email, i) =>
        (i % 2 === 0 ? owner.client : otherSession).functions.invoke('send-team-invitation', {
          body: { team_id: team, email, language: 'en' },
        }),
      ),
    );
    const statuses = await Promise.all(
      answers.map(async ({ error }) =>
        error ? ((error as FunctionsHttpError).context as Response).status : 200,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const { rows } = await stack().db.query<{ n: number }>(
      'select count(*)::int as n from public.team_invitations where team_id = $1',
      [team],
    );
    expect(rows[0]!.n).toBe(3);
  });
});

describe('afterwards', () => {
  it('an ordinary owner shares a report and invites by e-mail, and the stack serves 100 ordinary requests', async () => {
    await stack().db.query("delete from public.app_config where key = 'invitation_mail'");
    const owner = await stack().user('Ordinary Owner');
    const report = (
      (await owner.client.rpc('submit_assessment', { answers: await answers(), submission_id: randomUUID() }))
        .data as { id: string }
    ).id;
    const shared = await owner.client.rpc('create_share_link', { report_id: report, label: 'For the board' });
    expect(shared.error).toBeNull();
    const read = await stack()
      .client()
      .rpc('get_shared_report', { token: (shared.data as { token: string }).token });
    expect(read.data).toMatchObject({ status: 'ok' });
    const team = ((await owner.client.rpc('create_team', { name: 'Ordinary' })).data as { id: string }).id;
    const mailed = await owner.client.functions.invoke('send-team-invitation', {
      body: { team_id: team, email: `colleague-${randomUUID()}@example.com`, language: 'da' },
    });
    expect(mailed.error).toBeNull();
    await ordinary.expectStillServing();
  });
});

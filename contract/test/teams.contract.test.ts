// Team assessments: no REST read and no rpc lets a member read another member's answers (docs/product.md
// §9), directly or by differencing. Three people: the owner and two members who answer the same round
// differently. While the round is open, what A reads changes only in the count when B answers; the
// figures appear once, when the owner closes the round with the minimum of three answers; removing B
// afterwards changes none of them. Every path a client has is tried as member A (every team table,
// with and without filters, with embedding of reports, and every team function), and nothing A gets
// back holds B's answers, B's report id, B's submission id or B's user id, nor the owner's user id.
import { randomUUID } from 'node:crypto';
import { QUESTIONS, answersAt, answersAtPositions } from '@ahc/assessment-model';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from 'local-supabase/testing';

const stack = useStack();

type Person = { client: SupabaseClient; id: string };

let owner: Person;
let a: Person;
let b: Person;
let teamId: string;
let aReportId: string;
let bReportId: string;
const bSubmission = randomUUID();
// A: the weakest answer everywhere; B: the strongest but for the first question; the owner: position 2.
const A_ANSWERS = answersAt(0);
const B_ANSWERS = answersAtPositions([0, ...Array.from({ length: 19 }, () => 3)]);
const OWNER_ANSWERS = answersAt(2);

async function ok<T>(promise: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await promise;
  expect(error).toBeNull();
  return data;
}

/** What would give B away in anything A reads. */
function leaksOfB(value: unknown): string[] {
  const text = JSON.stringify(value);
  const found = [b.id, bReportId, bSubmission, owner.id].filter((secret) => text.includes(secret));
  // An object mapping question ids to B's option keys is B's answer set, whoever's it claims to be.
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (QUESTIONS.filter((q) => record[q.id] === (B_ANSWERS as Record<string, string>)[q.id]).length >= 10)
      found.push("B's answer set");
    Object.values(record).forEach(walk);
  };
  walk(value);
  return found;
}

beforeAll(async () => {
  const people = await Promise.all([
    stack().user('Olivia Owner'),
    stack().user('Anna A'),
    stack().user('Bent B'),
  ]);
  [owner, a, b] = people;
  teamId = ((await ok(owner.client.rpc('create_team', { name: 'Payments platform' }))) as { id: string }).id;
  const { token } = (await ok(owner.client.rpc('create_team_invitation', { team_id: teamId }))) as {
    token: string;
  };
  await ok(a.client.rpc('accept_team_invitation', { token }));
  await ok(b.client.rpc('accept_team_invitation', { token }));
});

/** get_team_report's answer for a reader who may see nothing: its status, every other field null. */
const NOT_FOUND_REPORT = {
  status: 'not_found',
  round: null,
  answers: null,
  min_answers: null,
  overall: null,
  categories: null,
  questions: null,
  talk_first: null,
};

/** Everything A can call about the team, as one value. */
async function viewOf(person: Person): Promise<Record<string, unknown>> {
  return {
    get_team: await ok(person.client.rpc('get_team', { team_id: teamId })),
    get_team_report: await ok(person.client.rpc('get_team_report', { team_id: teamId })),
    get_team_history: await ok(person.client.rpc('get_team_history', { team_id: teamId })),
    list_my_teams: await ok(person.client.rpc('list_my_teams')),
  };
}
/** The view with every count of answers blanked. */
const masked = (view: unknown) => JSON.parse(JSON.stringify(view).replace(/"answers":\d+/g, '"answers":"n"'));
const countIn = (view: Record<string, unknown>) =>
  (view.get_team as { team: { current_round: { answers: number } } }).team.current_round.answers;

describe('figures that cannot be differenced', () => {
  it('while the round is open, B answering changes only the count A reads', async () => {
    aReportId = (
      (await ok(
        a.client.rpc('submit_team_assessment', {
          team_id: teamId,
          answers: A_ANSWERS,
          submission_id: randomUUID(),
        }),
      )) as { id: string }
    ).id;
    const before = await viewOf(a);
    bReportId = (
      (await ok(
        b.client.rpc('submit_team_assessment', {
          team_id: teamId,
          answers: B_ANSWERS,
          submission_id: bSubmission,
        }),
      )) as { id: string }
    ).id;
    const after = await viewOf(a);
    expect(masked(after)).toEqual(masked(before));
    expect(countIn(after) - countIn(before)).toBe(1);
    expect((after.get_team_report as { status: string }).status).toBe('round_open');
  });

  it('tells the owner who has answered, a member only how many', async () => {
    await ok(
      owner.client.rpc('submit_team_assessment', {
        team_id: teamId,
        answers: OWNER_ANSWERS,
        submission_id: randomUUID(),
      }),
    );
    type Detail = {
      team: { role: string; current_round: { answers: number } };
      members: { display_name: string; answered_current_round: boolean | null }[];
    };
    const asOwner = (await ok(owner.client.rpc('get_team', { team_id: teamId }))) as Detail;
    const asMember = (await ok(a.client.rpc('get_team', { team_id: teamId }))) as Detail;
    expect(asOwner.members.map((m) => m.answered_current_round)).toEqual([true, true, true]);
    expect(asMember.members.map((m) => m.answered_current_round)).toEqual([null, null, null]);
    expect(asMember.team.current_round.answers).toBe(3);
    expect([asOwner.team.role, asMember.team.role]).toEqual(['owner', 'member']);
    // Three answers, the minimum, and still nothing while the round is open.
    expect(await ok(a.client.rpc('get_team_report', { team_id: teamId }))).toMatchObject({
      status: 'round_open',
      answers: 3,
      min_answers: 3,
    });
  });

  it('members cannot set the minimum; the owner can raise it, not lower it below 3', async () => {
    const refused = await a.client.rpc('set_team_min_answers', { team_id: teamId, min_answers: 5 });
    expect(refused.error?.code).toBe('PT403');
    const tooLow = await owner.client.rpc('set_team_min_answers', { team_id: teamId, min_answers: 2 });
    expect(tooLow.error?.code).toBe('22023');
    expect(
      await ok(owner.client.rpc('set_team_min_answers', { team_id: teamId, min_answers: 3 })),
    ).toMatchObject({ min_answers: 3 });
  });

  it('the owner closes the round: the figures of three answers appear at once', async () => {
    expect(await ok(owner.client.rpc('close_team_round', { team_id: teamId }))).toMatchObject({
      status: 'closed',
      answers: 3,
      released: true,
    });
    expect(await ok(a.client.rpc('get_team_report', { team_id: teamId }))).toMatchObject({
      status: 'ok',
      answers: 3,
      min_answers: 3,
    });
  });
});

describe("a member reads nothing of another member's answers", () => {
  it('through the tables: reports, round links, members and invitations, filtered or not, embedded or not', async () => {
    const reads = [
      a.client.from('reports').select('*'),
      a.client.from('reports').select('*').eq('id', bReportId),
      a.client.from('reports').select('*').eq('user_id', b.id),
      a.client.from('team_round_reports').select('*'),
      a.client.from('team_round_reports').select('*, reports(*)'),
      a.client.from('team_round_reports').select('*').eq('user_id', b.id),
      a.client.from('team_rounds').select('*, team_round_reports(*, reports(answers, submission_id))'),
      a.client
        .from('teams')
        .select('id, name, created_at, min_answers, team_members(*), team_rounds(*, team_round_reports(*))'),
      a.client.from('team_members').select('*'),
      a.client.from('team_members').select('*').eq('user_id', b.id),
      // (Every column but the token hash, which is granted to nobody: see below.)
      a.client.from('team_invitations').select('id, team_id, label, created_by, use_count'),
    ];
    for (const read of reads) {
      const { data, error } = await read;
      expect(error).toBeNull();
      expect(leaksOfB(data)).toEqual([]);
    }
    // A's own report is A's; B's is not among A's rows.
    const mine = await ok(a.client.from('reports').select('id'));
    expect((mine as { id: string }[]).map((r) => r.id)).toEqual([aReportId]);
    // The token hash is not even selectable, nor the owner's user id (A knows its role from the functions).
    const hash = await a.client.from('team_invitations').select('token_hash');
    expect(hash.error).not.toBeNull();
    for (const columns of ['owner_id', '*']) {
      const read = await a.client.from('teams').select(columns);
      expect(read.error?.code).toBe('42501');
    }
  });

  it("through every team function, and get_report of B's report", async () => {
    const calls = [
      a.client.rpc('get_team', { team_id: teamId }),
      a.client.rpc('get_team_report', { team_id: teamId }),
      a.client.rpc('get_team_report', { team_id: teamId, round_number: 1 }),
      a.client.rpc('get_team_history', { team_id: teamId }),
      a.client.rpc('list_my_teams'),
      a.client.rpc('get_report', { report_id: bReportId }),
    ];
    for (const call of calls) {
      const { data, error } = await call;
      expect(error).toBeNull();
      expect(leaksOfB(data)).toEqual([]);
    }
    const denied = (await ok(a.client.rpc('get_report', { report_id: bReportId }))) as { status: string };
    expect(denied.status).toBe('forbidden');
  });

  it("the team report holds counts per option and the reader's own pick only", async () => {
    const report = (await ok(a.client.rpc('get_team_report', { team_id: teamId }))) as {
      status: string;
      questions: { question_id: string; options: { key: string; count: number }[]; my_pick: string | null }[];
    };
    expect(report.status).toBe('ok');
    const first = report.questions.find((q) => q.question_id === 'arch_1')!;
    const second = report.questions.find((q) => q.question_id === 'arch_2')!;
    expect(first.options.map((o) => o.count)).toEqual([2, 0, 1, 0]);
    expect(second.options.map((o) => o.count)).toEqual([1, 0, 1, 1]);
    expect(second.my_pick).toBe((A_ANSWERS as Record<string, string>).arch_2);
    for (const question of report.questions)
      expect(Object.keys(question).sort()).toEqual([
        'category',
        'consensus',
        'my_pick',
        'options',
        'question_id',
        'weakest',
      ]);
  });

  it('removing B after the round closed changes nothing A reads of it', async () => {
    const before = await viewOf(a);
    const team = (await ok(owner.client.rpc('get_team', { team_id: teamId }))) as {
      members: { member_id: string; display_name: string | null }[];
    };
    await ok(
      owner.client.rpc('remove_team_member', {
        team_id: teamId,
        member_id: team.members.find((m) => m.display_name === 'Bent B')!.member_id,
      }),
    );
    const after = await viewOf(a);
    expect(after.get_team_report).toEqual(before.get_team_report);
    expect(after.get_team_history).toEqual(before.get_team_history);
  });

  it('a removed member reads nothing of the team any more, not even their own link to the round', async () => {
    const team = (await ok(owner.client.rpc('get_team', { team_id: teamId }))) as {
      members: { member_id: string; display_name: string | null }[];
    };
    const memberA = team.members.find((m) => m.display_name === 'Anna A')!;
    await ok(owner.client.rpc('remove_team_member', { team_id: teamId, member_id: memberA.member_id }));
    // not_found, and nothing else: every other field of the answer is null.
    expect(await ok(a.client.rpc('get_team', { team_id: teamId }))).toEqual({
      status: 'not_found',
      team: null,
      members: null,
      invitations: null,
    });
    expect(await ok(a.client.rpc('get_team_report', { team_id: teamId }))).toEqual(NOT_FOUND_REPORT);
    expect(await ok(a.client.from('team_round_reports').select('*'))).toEqual([]);
    expect(await ok(a.client.from('teams').select('id'))).toEqual([]);
  });
});

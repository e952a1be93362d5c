// Team assessments: no REST read and no rpc lets a member read another member's answers (docs/product.md
// §9). Three people: the owner and two members who answered the same round differently. Every path a
// client has is tried as member A (every team table, with and without filters, with embedding of
// reports, and every team function), and nothing A gets back holds B's answers, B's report id, B's
// submission id or B's user id. The team sees counts per option only; A's own pick is A's.
import { randomUUID } from 'node:crypto';
import { QUESTIONS, answersAt, answersAtPositions } from '@ahc/assessment-model';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './stack.ts';

const stack = useStack();

type Person = { client: SupabaseClient; id: string };

let owner: Person;
let a: Person;
let b: Person;
let teamId: string;
let aReportId: string;
let bReportId: string;
const bSubmission = randomUUID();
// A: the weakest answer everywhere; B: the strongest but for the first question.
const A_ANSWERS = answersAt(0);
const B_ANSWERS = answersAtPositions([0, ...Array.from({ length: 19 }, () => 3)]);

async function ok<T>(promise: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await promise;
  expect(error).toBeNull();
  return data;
}

/** What would give B away in anything A reads. */
function leaksOfB(value: unknown): string[] {
  const text = JSON.stringify(value);
  const found = [b.id, bReportId, bSubmission].filter((secret) => text.includes(secret));
  // An object mapping question ids to B's option keys is B's answer set, whoever's it claims to be.
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (QUESTIONS.filter((q) => record[q.id] === (B_ANSWERS as Record<string, string>)[q.id]).length >= 10) found.push('B\'s answer set');
    Object.values(record).forEach(walk);
  };
  walk(value);
  return found;
}

beforeAll(async () => {
  const people = await Promise.all([stack().user('Olivia Owner'), stack().user('Anna A'), stack().user('Bent B')]);
  [owner, a, b] = people;
  teamId = (await ok(owner.client.rpc('create_team', { name: 'Payments platform' })) as { id: string }).id;
  const { token } = (await ok(owner.client.rpc('create_team_invitation', { team_id: teamId }))) as { token: string };
  await ok(a.client.rpc('accept_team_invitation', { token }));
  await ok(b.client.rpc('accept_team_invitation', { token }));
  aReportId = (await ok(a.client.rpc('submit_team_assessment', { team_id: teamId, answers: A_ANSWERS, submission_id: randomUUID() })) as { id: string }).id;
  bReportId = (await ok(b.client.rpc('submit_team_assessment', { team_id: teamId, answers: B_ANSWERS, submission_id: bSubmission })) as { id: string }).id;
});

describe('a member reads nothing of another member\'s answers', () => {
  it('through the tables: reports, round links, members and invitations, filtered or not, embedded or not', async () => {
    const reads = [
      a.client.from('reports').select('*'),
      a.client.from('reports').select('*').eq('id', bReportId),
      a.client.from('reports').select('*').eq('user_id', b.id),
      a.client.from('team_round_reports').select('*'),
      a.client.from('team_round_reports').select('*, reports(*)'),
      a.client.from('team_round_reports').select('*').eq('user_id', b.id),
      a.client.from('team_rounds').select('*, team_round_reports(*, reports(answers, submission_id))'),
      a.client.from('teams').select('*, team_members(*), team_rounds(*, team_round_reports(*))'),
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
    // The token hash is not even selectable.
    const hash = await a.client.from('team_invitations').select('token_hash');
    expect(hash.error).not.toBeNull();
  });

  it('through every team function, and get_report of B\'s report', async () => {
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

  it('the team report holds counts per option and the reader\'s own pick only', async () => {
    const report = (await ok(a.client.rpc('get_team_report', { team_id: teamId }))) as {
      status: string;
      questions: { question_id: string; options: { key: string; count: number }[]; my_pick: string | null }[];
    };
    expect(report.status).toBe('ok');
    const first = report.questions.find((q) => q.question_id === 'arch_1')!;
    const second = report.questions.find((q) => q.question_id === 'arch_2')!;
    expect(first.options.map((o) => o.count)).toEqual([2, 0, 0, 0]);
    expect(second.options.map((o) => o.count)).toEqual([1, 0, 0, 1]);
    expect(second.my_pick).toBe((A_ANSWERS as Record<string, string>).arch_2);
    for (const question of report.questions) expect(Object.keys(question).sort()).toEqual(['category', 'consensus', 'my_pick', 'options', 'question_id', 'weakest']);
  });

  it('a removed member reads nothing of the team any more, not even their own link to the round', async () => {
    const team = (await ok(owner.client.rpc('get_team', { team_id: teamId }))) as { members: { member_id: string; display_name: string | null }[] };
    const memberA = team.members.find((m) => m.display_name === 'Anna A')!;
    await ok(owner.client.rpc('remove_team_member', { team_id: teamId, member_id: memberA.member_id }));
    expect(await ok(a.client.rpc('get_team', { team_id: teamId }))).toEqual({ status: 'not_found' });
    expect(await ok(a.client.rpc('get_team_report', { team_id: teamId }))).toEqual({ status: 'not_found' });
    expect(await ok(a.client.from('team_round_reports').select('*'))).toEqual([]);
    expect(await ok(a.client.from('teams').select('id'))).toEqual([]);
  });
});

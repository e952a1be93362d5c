// Differencing a team's figures, as a member who watches would try it: generated sequences of
// colleagues answering, being removed, leaving, coming back and the owner closing rounds, with the
// watcher (a member who never answers) reading everything the API gives about the team after each
// step. Compared with the step before, and with a model of who answered what:
//   * no step but a close changes what the watcher reads, other than how many answered the open round
//     and who is a member: the open round shows no figure, and a closed round's figures never move;
//   * a close releases figures only for a round with at least the team's minimum of answers (never
//     below 3), and they are exactly the option counts of the answers the model says the round took;
//   * the watcher is never told who answered, nor any user id, and an outsider reads nothing at all.
import { randomUUID } from 'node:crypto';
import { answersAtPositions } from '@ahc/assessment-model';
import fc from 'fast-check';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useOrdinaryTraffic, useStack } from 'local-supabase/testing';

const stack = useStack({ project: { signInSignUpsPer5Min: 500 } });
const ordinary = useOrdinaryTraffic(stack);

type Person = { client: SupabaseClient; id: string; name: string };
const COLLEAGUES = 5;
let owner: Person;
let watcher: Person;
let outsider: Person;
let colleagues: Person[];

beforeAll(async () => {
  const sign = async (name: string): Promise<Person> => ({ ...(await stack().user(name)), name });
  owner = await sign('Olivia Owner');
  watcher = await sign('Wendy Watcher');
  outsider = await sign('Oscar Outsider');
  colleagues = [];
  for (let i = 0; i < COLLEAGUES; i++) colleagues.push(await sign(`Colleague ${i}`));
});

/** The answer's data, as the shape the caller names (the functions answer JSON); an error throws. */
async function ok<T = unknown>(
  promise: PromiseLike<{ data: unknown; error: { message: string } | null }>,
): Promise<T> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data as T;
}

type Step =
  | { kind: 'answer'; who: number; positions: number[] }
  | { kind: 'remove' | 'leave' | 'rejoin'; who: number }
  | { kind: 'close' };

const who = fc.integer({ min: 0, max: COLLEAGUES - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      who,
      positions: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 20, maxLength: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rejoin' as const), who }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'close' as const }) },
);
// Every run ends with a close, so each one releases (or withholds) a round's figures at least once.
const run = fc.record({
  minimum: fc.integer({ min: 3, max: 4 }),
  steps: fc
    .array(step, { minLength: 6, maxLength: 20 })
    .map((steps): Step[] => [...steps, { kind: 'close' }]),
});

type Report = {
  status: string;
  answers?: number;
  min_answers?: number;
  questions?: { question_id: string; options: { key: string; count: number }[] }[];
};
type View = { get_team: unknown; list_my_teams: unknown; get_team_history: unknown; reports: Report[] };

/** Everything `person` can read about the team: each round's report by number, and the rest. */
async function viewOf(person: Person, teamId: string, rounds: number): Promise<View> {
  const reports: Report[] = [];
  for (let n = 1; n <= rounds; n++)
    reports.push(
      await ok<Report>(person.client.rpc('get_team_report', { team_id: teamId, round_number: n })),
    );
  return {
    get_team: await ok(person.client.rpc('get_team', { team_id: teamId })),
    list_my_teams: await ok(person.client.rpc('list_my_teams')),
    get_team_history: await ok(person.client.rpc('get_team_history', { team_id: teamId })),
    reports,
  };
}

/** What must not move when one person answers, leaves or is removed: the view without counts and membership. */
function withoutCountsAndMembership(view: View): unknown {
  const text = JSON.stringify({ ...view, get_team: { ...(view.get_team as object), members: null } })
    .replace(/"answers":\d+/g, '"answers":"n"')
    .replace(/"member_count":\d+/g, '"member_count":"n"');
  return JSON.parse(text);
}

/** The option counts the model expects for a round that took these answers. */
function expectedCounts(answerSets: Record<string, string>[], questions: NonNullable<Report['questions']>) {
  return questions.map((q) => ({
    question_id: q.question_id,
    options: q.options.map((o) => ({
      key: o.key,
      count: answerSets.filter((answers) => answers[q.question_id] === o.key).length,
    })),
  }));
}

describe('team figures cannot be differenced', () => {
  it('answers, removals, departures and returns change nothing a member reads but counts, until a round closes with enough answers', async () => {
    // How many closes released figures and how many withheld them, so that a run that never reached
    // either does not pass unnoticed.
    const closes = { released: 0, withheld: 0 };
    await fc.assert(
      fc.asyncProperty(run, async ({ minimum, steps }) => {
        const team = await ok<{ id: string }>(
          owner.client.rpc('create_team', { name: `Differencing ${randomUUID()}` }),
        );
        try {
          await ok(owner.client.rpc('set_team_min_answers', { team_id: team.id, min_answers: minimum }));
          const { token } = await ok<{ token: string }>(
            owner.client.rpc('create_team_invitation', { team_id: team.id }),
          );
          await ok(watcher.client.rpc('accept_team_invitation', { token }));
          for (const colleague of colleagues)
            await ok(colleague.client.rpc('accept_team_invitation', { token }));

          // The model: who is in, who answered the open round with what.
          const inTeam = new Set(colleagues.map((_, i) => i));
          let open = new Map<number, Record<string, string>>();
          let rounds = 1;
          let before = await viewOf(watcher, team.id, rounds);
          const secrets = [owner.id, ...colleagues.map((c) => c.id)];

          for (const s of steps) {
            const colleague = s.kind === 'close' ? null : colleagues[s.who]!;
            if (s.kind === 'answer') {
              if (!inTeam.has(s.who) || open.has(s.who)) continue;
              const answers = answersAtPositions(s.positions) as Record<string, string>;
              await ok(
                colleague!.client.rpc('submit_team_assessment', {
                  team_id: team.id,
                  answers,
                  submission_id: randomUUID(),
                }),
              );
              open.set(s.who, answers);
            } else if (s.kind === 'remove' || s.kind === 'leave') {
              if (!inTeam.has(s.who)) continue;
              if (s.kind === 'leave') await ok(colleague!.client.rpc('leave_team', { team_id: team.id }));
              else {
                const detail = await ok<{ members: { member_id: string; display_name: string }[] }>(
                  owner.client.rpc('get_team', { team_id: team.id }),
                );
                const member = detail.members.find((m) => m.display_name === colleague!.name)!;
                await ok(
                  owner.client.rpc('remove_team_member', { team_id: team.id, member_id: member.member_id }),
                );
              }
              inTeam.delete(s.who);
              open.delete(s.who); // their answer to the open round is withdrawn
            } else if (s.kind === 'rejoin') {
              if (inTeam.has(s.who)) continue;
              await ok(colleague!.client.rpc('accept_team_invitation', { token }));
              inTeam.add(s.who);
            } else {
              await ok(owner.client.rpc('close_team_round', { team_id: team.id }));
              const took = [...open.values()];
              const closed = await ok<Report>(
                watcher.client.rpc('get_team_report', { team_id: team.id, round_number: rounds }),
              );
              if (took.length >= minimum) {
                closes.released++;
                expect(closed).toMatchObject({ status: 'ok', answers: took.length, min_answers: minimum });
                expect(closed.answers!).toBeGreaterThanOrEqual(3);
                expect(
                  closed.questions!.map((q) => ({ question_id: q.question_id, options: q.options })),
                ).toEqual(expectedCounts(took, closed.questions!));
              } else {
                closes.withheld++;
                expect(closed).toEqual(
                  expect.objectContaining({
                    status: 'not_enough_answers',
                    answers: took.length,
                    min_answers: minimum,
                  }),
                );
                expect(closed.questions).toBeNull();
              }
              await ok(owner.client.rpc('open_team_round', { team_id: team.id }));
              rounds++;
              open = new Map();
              const after = await viewOf(watcher, team.id, rounds);
              // Earlier rounds are untouched by the close of this one.
              expect(after.reports.slice(0, rounds - 2)).toEqual(before.reports.slice(0, rounds - 2));
              before = after;
              continue;
            }

            const after = await viewOf(watcher, team.id, rounds);
            expect(withoutCountsAndMembership(after)).toEqual(withoutCountsAndMembership(before));
            // Closed rounds, counts included, do not move at all.
            expect(after.reports.slice(0, rounds - 1)).toEqual(before.reports.slice(0, rounds - 1));
            expect(after.reports[rounds - 1]).toMatchObject({ status: 'round_open', answers: open.size });
            const text = JSON.stringify(after);
            // Who answered is the owner's to know: a member's get_team says it of nobody.
            expect(text).not.toMatch(/"answered_current_round":(true|false)/);
            for (const secret of secrets) expect(text).not.toContain(secret);
            before = after;
          }

          // An outsider reads nothing of it, whatever happened.
          expect(await ok(outsider.client.rpc('get_team', { team_id: team.id }))).toEqual({
            status: 'not_found',
            team: null,
            members: null,
            invitations: null,
          });
          expect(await ok(outsider.client.rpc('get_team_report', { team_id: team.id }))).toEqual({
            status: 'not_found',
            round: null,
            answers: null,
            min_answers: null,
            overall: null,
            categories: null,
            questions: null,
            talk_first: null,
          });
          expect(await ok(outsider.client.rpc('get_team_history', { team_id: team.id }))).toEqual({
            status: 'not_found',
            min_answers: null,
            rounds: null,
          });
        } finally {
          await ok(owner.client.rpc('delete_team', { team_id: team.id }));
        }
      }),
      { numRuns: 10, endOnFailure: true },
    );
    expect(closes.released).toBeGreaterThan(0);
    expect(closes.withheld).toBeGreaterThan(0);
  }, 300_000);
});

describe('afterwards', () => {
  it('the stack serves 100 ordinary requests', async () => {
    await ordinary.expectStillServing();
  });
});

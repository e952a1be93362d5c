// Differencing the anonymous benchmark, as the attack was made: an attacker with three reports of their
// own (every answer at level 0, 1 and 2) reads get_report_benchmark for each before and after a new
// person contributes generated answers. Shown here:
//   * one contribution changes nothing the attacker reads, and asking again returns the same figures,
//     until at least k people have changed since the last release (k lowered to 5 here, so that runs
//     cross releases often);
//   * even an attacker who made the other k - 1 contributions of a batch themselves, and who is handed
//     the exact counts of everyone but the victim and the release's own stored counts (more than the
//     API ever gives), does not get the victim's 20 answers back: the noise hides them.
import { randomUUID } from 'node:crypto';
import { answersAtPositions } from '@ahc/assessment-model';
import fc from 'fast-check';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useOrdinaryTraffic, useStack } from 'local-supabase/testing';

const stack = useStack({ project: { signInSignUpsPer5Min: 500 } });
const ordinary = useOrdinaryTraffic(stack);
const K = 5;

let attacker: SupabaseClient;
const mine: string[] = [];

async function ok(
  promise: PromiseLike<{ data: unknown; error: { message: string } | null }>,
): Promise<unknown> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data;
}

/** A new (confirmed) person who submits these answers. */
async function contribute(positions: number[]): Promise<void> {
  const { client } = await stack().user('Contributor');
  await ok(
    client.rpc('submit_assessment', { answers: answersAtPositions(positions), submission_id: randomUUID() }),
  );
}

/** Everything the attacker reads: the benchmark of each of their three reports. */
async function view(): Promise<unknown[]> {
  const seen = [];
  for (const id of mine) seen.push(await ok(attacker.rpc('get_report_benchmark', { report_id: id })));
  return seen;
}

async function scalar<T>(sql: string): Promise<T> {
  const { rows } = await stack().db.query<{ v: T }>(sql);
  return rows[0]!.v;
}
const changed = () => scalar<number>('select private.benchmark_changed()::int as v');

type Counts = Record<string, number[]>;
/** Per question, people per position: the release's stored (noisy) counts, or the snapshot's exact ones. */
const released = () => scalar<Counts>(`select counts -> 'questions' as v from private.benchmark_release`);
const exact = () =>
  scalar<Counts>(`select jsonb_object_agg(metric, people) as v from (
    select metric, jsonb_agg(people order by value) as people from private.benchmark_bins where kind = 'question' group by metric) x`);

const QUESTION_IDS = [
  'arch_1',
  'arch_2',
  'arch_3',
  'arch_4',
  'arch_5',
  'deploy_1',
  'deploy_2',
  'deploy_3',
  'deploy_4',
  'deploy_5',
  'sec_1',
  'sec_2',
  'sec_3',
  'sec_4',
  'sec_5',
  'scal_1',
  'scal_2',
  'scal_3',
  'scal_4',
  'scal_5',
];
const answerSet = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 20, maxLength: 20 });

beforeAll(async () => {
  await ok(
    stack()
      .admin()
      .from('app_config')
      .upsert({ key: 'benchmark', value: { min_people: K } }),
  );
  attacker = (await stack().user('Attacker')).client;
  for (const level of [0, 1, 2]) {
    const report = (await ok(
      attacker.rpc('submit_assessment', {
        answers: answersAtPositions(Array(20).fill(level)),
        submission_id: randomUUID(),
      }),
    )) as { id: string };
    mine.push(report.id);
  }
});

describe('the benchmark cannot be differenced', () => {
  it('one new contributor changes nothing the attacker reads until k people changed', async () => {
    const seen = { unchanged: 0, released: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(answerSet, { minLength: 1, maxLength: 4 }), async (people) => {
        for (const positions of people) {
          const pending = await changed();
          const before = await view();
          expect(await view(), 'asking again gives the same figures').toEqual(before);
          await contribute(positions);
          const after = await view();
          if (pending + 1 < K) {
            expect(after, `one contributor with ${pending} changed before`).toEqual(before);
            expect(await changed()).toBe(pending + 1);
            seen.unchanged++;
          } else {
            // The k-th changed person: a release, with everyone waiting in it.
            expect(await changed()).toBe(0);
            expect(after).not.toEqual(before);
            seen.released++;
          }
        }
      }),
      { numRuns: 6 },
    );
    expect(seen.unchanged).toBeGreaterThan(0);
    expect(seen.released).toBeGreaterThan(0);
    await ordinary.expectStillServing(20);
  }, 240_000);

  it("k - 1 sybils of the attacker and the victim in one batch: the victim's answers are not recovered", async () => {
    let recovered = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        answerSet,
        fc.array(answerSet, { minLength: K, maxLength: K }),
        async (victim, sybils) => {
          // The sybils fill the batch up to one short of k, the victim completes it.
          for (const positions of sybils) {
            if ((await changed()) === K - 1) break;
            await contribute(positions);
          }
          while ((await changed()) < K - 1) await contribute(sybils[0]!);
          const before = await view();
          await contribute(victim);
          expect(await changed(), 'the victim completed the batch').toBe(0);
          expect(await view()).not.toEqual(before);

          // The attacker's best guess, given every other person's exact answers and the stored release:
          // per question, the position whose noisy count exceeds the others' true count the most.
          const noisy = await released();
          const truth = await exact();
          const guess = QUESTION_IDS.map((id, q) => {
            const excess = noisy[id]!.map(
              (count, position) => count - (truth[id]![position]! - (victim[q] === position ? 1 : 0)),
            );
            return excess.indexOf(Math.max(...excess));
          });
          runs++;
          if (guess.every((position, q) => position === victim[q])) recovered++;
        },
      ),
      { numRuns: 4 },
    );
    expect(runs).toBe(4);
    // Without noise every run would give all 20 answers; with it, none does (each question is a guess
    // right about half the time, so all 20 about once in a million).
    expect(recovered).toBe(0);
  }, 240_000);
});

// Notes per answer as the apps use them, with the real supabase-js: notes sent with a submission are
// stored with the report; the owner reads, edits and deletes them (answer_notes, under RLS) and nobody
// else sees them; an invalid note comes back as PostgREST's error body (400, code 22023, a message
// naming what is wrong) and nothing is stored; a team's shared notes appear through get_team_round_notes
// once the round's report does, without anything that names their author.
import { randomUUID } from 'node:crypto';
import { type Position, answersAt } from '@ahc/assessment-model';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from 'local-supabase/testing';

const stack = useStack();

type Person = { client: SupabaseClient; id: string };
type NoteRow = { question_id: string; note: string; links: string[]; share_with_team: boolean };

let anna: Person;
let bo: Person;
let cy: Person;

async function ok<T>(promise: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await promise;
  expect(error).toBeNull();
  return data;
}

async function count(table: 'reports' | 'answer_notes', userId: string): Promise<number> {
  const { count, error } = await stack()
    .admin()
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq('user_id', userId);
  expect(error).toBeNull();
  return count!;
}

beforeAll(async () => {
  [anna, bo, cy] = await Promise.all([stack().user('Anna'), stack().user('Bo'), stack().user('Cy')]);
});

describe('a personal report with notes', () => {
  let reportId: string;

  it('stores the notes sent with the submission, for the owner to read', async () => {
    const report = await ok(
      anna.client.rpc('submit_assessment', {
        answers: answersAt(1),
        submission_id: randomUUID(),
        notes: {
          arch_1: { note: 'See the decision record', links: ['https://wiki.example.com/adr/7'] },
          sec_2: { links: ['https://grafana.example.com/d/secrets'] },
        },
      }),
    );
    reportId = (report as { id: string }).id;
    const notes = await ok(
      anna.client
        .from('answer_notes')
        .select('question_id, note, links, share_with_team')
        .eq('report_id', reportId)
        .order('question_id'),
    );
    expect(notes).toEqual([
      {
        question_id: 'arch_1',
        note: 'See the decision record',
        links: ['https://wiki.example.com/adr/7'],
        share_with_team: false,
      },
      {
        question_id: 'sec_2',
        note: '',
        links: ['https://grafana.example.com/d/secrets'],
        share_with_team: false,
      },
    ]);
  });

  it('the owner adds, edits and deletes notes on the report afterwards', async () => {
    const row = {
      report_id: reportId,
      user_id: anna.id,
      question_id: 'scal_3',
      note: 'Load test due',
      links: [],
    };
    await ok(anna.client.from('answer_notes').upsert(row, { onConflict: 'report_id,question_id' }));
    const edited = await ok(
      anna.client
        .from('answer_notes')
        .upsert(
          { ...row, note: 'Load test done', links: ['https://k6.example.com/run/1'] },
          { onConflict: 'report_id,question_id' },
        )
        .select('note, links')
        .single(),
    );
    expect(edited).toEqual({ note: 'Load test done', links: ['https://k6.example.com/run/1'] });
    await ok(anna.client.from('answer_notes').delete().eq('report_id', reportId).eq('question_id', 'arch_1'));
    const left = await ok(
      anna.client.from('answer_notes').select('question_id').eq('report_id', reportId).order('question_id'),
    );
    expect(left).toEqual([{ question_id: 'scal_3' }, { question_id: 'sec_2' }]);
  });

  it('nobody else reads, adds, changes or deletes them', async () => {
    expect(await ok(bo.client.from('answer_notes').select('*'))).toEqual([]);
    expect(await ok(bo.client.from('answer_notes').select('*').eq('report_id', reportId))).toEqual([]);
    expect(await ok(bo.client.from('reports').select('id, answer_notes(*)').eq('id', reportId))).toEqual([]);
    const forged = await bo.client
      .from('answer_notes')
      .insert({ report_id: reportId, user_id: bo.id, question_id: 'arch_2', note: 'mine now' });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    await ok(bo.client.from('answer_notes').update({ note: 'changed' }).eq('report_id', reportId));
    await ok(bo.client.from('answer_notes').delete().eq('report_id', reportId));
    const anon = await stack().client().from('answer_notes').select('*');
    expect(anon.error?.code).toBe('42501');
    expect(await count('answer_notes', anna.id)).toBe(2);
    const notes = await ok(stack().admin().from('answer_notes').select('note').eq('report_id', reportId));
    expect(notes).not.toContainEqual({ note: 'changed' });
  });

  it('an invalid edit comes back as 22023 with the rule it broke, and the note stays as it was', async () => {
    const sent = { report_id: reportId, user_id: anna.id, question_id: 'sec_2' };
    const cases: [Record<string, unknown>, string][] = [
      [
        { links: ['javascript:alert(1)'] },
        'Links must be absolute http(s) URLs; on sec_2 this one is not: javascript:alert(1)',
      ],
      [{ note: 'x'.repeat(1001) }, 'A note is at most 1000 characters; the note on sec_2 has 1001.'],
      [
        { links: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) },
        'At most 5 links per note; the note on sec_2 has 6.',
      ],
      [
        { note: ' ', links: [] },
        'A note needs text or a link; the one on sec_2 has neither (delete it instead).',
      ],
      [
        { share_with_team: true },
        'Only notes on a team answer can be shared with the team; sec_2 is on a personal report.',
      ],
      [
        { links: ['https://evil.example/\u202Emoc.elgoog'] },
        'Links may not hold characters that cannot be seen or that turn the text around; on sec_2 this one ' +
          'does: https://evil.example/[U+202E]moc.elgoog',
      ],
      [
        { links: ['https://example.com/\u{E0041}'] },
        'Links may not hold characters that cannot be seen or that turn the text around; on sec_2 this one ' +
          'does: https://example.com/[U+E0041]',
      ],
    ];
    for (const [change, message] of cases) {
      const { error, status } = await anna.client
        .from('answer_notes')
        .update(change)
        .match({ report_id: sent.report_id, question_id: sent.question_id });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', message });
    }
    const note = await ok(
      anna.client.from('answer_notes').select('note, links, share_with_team').match(sent).single(),
    );
    expect(note).toEqual({
      note: '',
      links: ['https://grafana.example.com/d/secrets'],
      share_with_team: false,
    });
  });
});

describe('a submission with invalid notes', () => {
  const refusals: [string, unknown, string][] = [
    [
      'notes that are not an object',
      [{ note: 'x' }],
      'notes must be a JSON object mapping question ids to {note, links, share_with_team} (got array).',
    ],
    ['a note on no question', { arch_9: { note: 'x' } }, 'Notes for unknown question id(s): arch_9.'],
    [
      'a field a note does not have',
      { arch_1: { note: 'x', author: 'me' } },
      'A note has only note, links and share_with_team; unknown: arch_1.author.',
    ],
    [
      'links that are not a list',
      { arch_1: { links: 'https://example.com' } },
      "A note's links must be a list of URLs given as strings; not so on: arch_1.",
    ],
    [
      'a link that is not http(s)',
      { arch_1: { note: 'fine' }, deploy_2: { links: ['ftp://files.example.com'] } },
      'Links must be absolute http(s) URLs; on deploy_2 this one is not: ftp://files.example.com',
    ],
  ];

  it.each(refusals)(
    'refuses %s with 400 / 22023 and stores neither report nor notes',
    async (_, notes, message) => {
      const before = await count('reports', cy.id);
      const { data, error, status } = await cy.client.rpc('submit_assessment', {
        answers: answersAt(2),
        submission_id: randomUUID(),
        notes,
      });
      expect(data).toBeNull();
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', message });
      expect(await count('reports', cy.id)).toBe(before);
      expect(await count('answer_notes', cy.id)).toBe(0);
    },
  );

  it('a retried submission keeps its first notes', async () => {
    const submission_id = randomUUID();
    const first = await ok(
      cy.client.rpc('submit_assessment', {
        answers: answersAt(2),
        submission_id,
        notes: { arch_1: { note: 'First' } },
      }),
    );
    const again = await ok(
      cy.client.rpc('submit_assessment', {
        answers: answersAt(2),
        submission_id,
        notes: { arch_1: { note: 'Second' }, arch_2: { note: 'More' } },
      }),
    );
    expect((again as { id: string }).id).toBe((first as { id: string }).id);
    expect(await ok(cy.client.from('answer_notes').select('question_id, note'))).toEqual([
      { question_id: 'arch_1', note: 'First' },
    ]);
  });
});

describe("a team round's shared notes", () => {
  let teamId: string;
  const submissions: Record<string, string> = {};

  beforeAll(async () => {
    teamId = ((await ok(anna.client.rpc('create_team', { name: 'Payments platform' }))) as { id: string }).id;
    const { token } = (await ok(anna.client.rpc('create_team_invitation', { team_id: teamId }))) as {
      token: string;
    };
    await ok(bo.client.rpc('accept_team_invitation', { token }));
    await ok(cy.client.rpc('accept_team_invitation', { token }));
  });

  async function answer(person: Person, position: Position, notes: Record<string, unknown>) {
    submissions[person.id] = randomUUID();
    return ok(
      person.client.rpc('submit_team_assessment', {
        team_id: teamId,
        answers: answersAt(position),
        submission_id: submissions[person.id],
        notes,
      }),
    );
  }

  it('a team answer with an invalid note is refused whole', async () => {
    const { error, status } = await bo.client.rpc('submit_team_assessment', {
      team_id: teamId,
      answers: answersAt(3),
      submission_id: randomUUID(),
      notes: { sec_1: { note: 'ok', share_with_team: 'yes' } },
    });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '22023',
      message: "A note's share_with_team must be true or false; not so on: sec_1.",
    });
    const team = (await ok(bo.client.rpc('get_team', { team_id: teamId }))) as {
      team: { current_round: { answers: number; i_answered: boolean } };
    };
    expect(team.team.current_round).toMatchObject({ answers: 0, i_answered: false });
  });

  it('shows nothing while the round is open, then the shared notes once its report is visible', async () => {
    await answer(anna, 1, {
      sec_1: { note: 'Rotation is manual', share_with_team: true },
      arch_1: { note: 'Only for me' },
    });
    await answer(bo, 3, {
      sec_1: { note: 'A vault would help', links: ['https://vault.example.com'], share_with_team: true },
    });
    await answer(cy, 2, { arch_1: { links: ['https://wiki.example.com/modules'], share_with_team: true } });
    expect(await ok(bo.client.rpc('get_team_round_notes', { team_id: teamId }))).toEqual([]);

    await ok(anna.client.rpc('close_team_round', { team_id: teamId }));
    const shared = await ok(bo.client.rpc('get_team_round_notes', { team_id: teamId, round_number: 1 }));
    expect(shared).toEqual([
      { question_id: 'arch_1', note: '', links: ['https://wiki.example.com/modules'] },
      { question_id: 'sec_1', note: 'A vault would help', links: ['https://vault.example.com'] },
      { question_id: 'sec_1', note: 'Rotation is manual', links: [] },
    ]);
    const text = JSON.stringify(shared);
    for (const secret of [anna.id, bo.id, cy.id, ...Object.values(submissions)]) {
      expect(text).not.toContain(secret);
    }
    // A member's own notes in the table are still theirs alone.
    const mine = (await ok(bo.client.from('answer_notes').select('*'))) as NoteRow[];
    expect(mine.map((n) => n.question_id)).toEqual(['sec_1']);
  });

  it('someone outside the team, or signed out, gets nothing', async () => {
    const outsider = await stack().user('Di');
    expect(await ok(outsider.client.rpc('get_team_round_notes', { team_id: teamId }))).toEqual([]);
    const anon = await stack().client().rpc('get_team_round_notes', { team_id: teamId });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
  });
});

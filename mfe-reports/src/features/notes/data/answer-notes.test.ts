import { createTestPlatform, postgrestError } from '@ahc/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import { KNOWN_REPORT_ID, TEST_USER_ID, noteRow } from '#shared/testing/fixtures.ts';
import { withNoteWrites } from '#shared/testing/note-writes.ts';
import { reportsBackend } from '#shared/testing/render-page.tsx';
import { toAppError } from '@ahc/platform/data';
import { listReportNotes, noteProblemKey, saveNoteChange } from './answer-notes.ts';

function client() {
  const backend = reportsBackend();
  return {
    backend,
    supabase: createTestPlatform({ fetch: withNoteWrites(backend, backend.fetch) }).supabaseClient,
  };
}

describe('a report’s notes', () => {
  it('reads the report’s notes by question, leaving out one this version cannot show', async () => {
    const { backend, supabase } = client();
    backend.setRows('answer_notes', [
      noteRow('arch_1', 'Modules by team.', ['https://adr.example/1']),
      noteRow('sec_2', '', ['https://vault.example'], { share_with_team: true }),
      noteRow('arch_2', 'Another report’s', [], { report_id: 'aaaaaaaa-0000-4000-8000-000000000002' }),
      { ...noteRow('arch_3', 'old'), question_id: 'arch_9' },
    ]);
    expect(await listReportNotes(supabase, KNOWN_REPORT_ID)).toEqual({
      arch_1: {
        questionId: 'arch_1',
        note: 'Modules by team.',
        links: ['https://adr.example/1'],
        shareWithTeam: false,
      },
      sec_2: { questionId: 'sec_2', note: '', links: ['https://vault.example'], shareWithTeam: true },
    });
    expect(backend.calls('GET answer_notes')[0]!.url.searchParams.get('report_id')).toBe(
      `eq.${KNOWN_REPORT_ID}`,
    );
  });

  it('upserts a note per report and question, never sending the share choice, and deletes an emptied one', async () => {
    const { backend, supabase } = client();
    backend.setRows('answer_notes', [noteRow('sec_2', 'Shared', [], { share_with_team: true })]);
    const added = await saveNoteChange(supabase, TEST_USER_ID, KNOWN_REPORT_ID, {
      questionId: 'arch_1',
      note: { note: 'Why', links: ['https://adr.example/1'] },
    });
    expect(added).toEqual({
      questionId: 'arch_1',
      note: 'Why',
      links: ['https://adr.example/1'],
      shareWithTeam: false,
    });
    const edited = await saveNoteChange(supabase, TEST_USER_ID, KNOWN_REPORT_ID, {
      questionId: 'sec_2',
      note: { note: 'Shared, edited', links: [] },
    });
    // The member's choice to share stays as it was made while answering.
    expect(edited).toMatchObject({ note: 'Shared, edited', shareWithTeam: true });
    const upsert = backend.calls('POST answer_notes')[1]!;
    expect(upsert.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(upsert.url.searchParams.get('on_conflict')).toBe('report_id,question_id');
    expect(upsert.body).toEqual({
      report_id: KNOWN_REPORT_ID,
      user_id: TEST_USER_ID,
      question_id: 'sec_2',
      note: 'Shared, edited',
      links: [],
    });

    expect(
      await saveNoteChange(supabase, TEST_USER_ID, KNOWN_REPORT_ID, { questionId: 'arch_1', note: null }),
    ).toBeNull();
    const deletion = backend.calls('DELETE answer_notes')[0]!.url.searchParams;
    expect([deletion.get('report_id'), deletion.get('question_id')]).toEqual([
      `eq.${KNOWN_REPORT_ID}`,
      'eq.arch_1',
    ]);
    expect(backend.rows('answer_notes').map((row) => row.question_id)).toEqual(['sec_2']);
  });

  it.each([
    [
      'a refused note (22023)',
      postgrestError(400, '22023', 'A note is at most 1000 characters'),
      'errors.invalid',
    ],
    ['an ended session (42501)', postgrestError(401, '42501', 'denied'), 'errors.signedOut'],
    ['a server error', postgrestError(500, 'XX000', 'boom'), 'errors.failed'],
  ] as const)('fails with %s, which the page says in its own words', async (_case, reply, key) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, supabase } = client();
    backend.answer('POST answer_notes', reply);
    const error = await saveNoteChange(supabase, TEST_USER_ID, KNOWN_REPORT_ID, {
      questionId: 'arch_1',
      note: { note: 'x', links: [] },
    }).catch((caught: unknown) => caught);
    expect(noteProblemKey(toAppError(error, { during: 'test' }))).toBe(key);
  });
});

// The owner's notes on the report: each noted question with its answer and note (links opened safely),
// added, changed and deleted in place, nothing lost when a save fails; on paper the notes without the
// controls; and the narrative written with them.
import { describeAnswer, describeQuestion } from '@ahc/assessment-model';
import { PATHS, reportPath } from '@ahc/platform';
import { type FakeSupabase, networkError, postgrestError } from '@ahc/platform/testing';
import { answerNoteTranslations } from '@ahc/platform/ui/form';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { controllableStream, stubGenerator } from '#shared/testing/fake-generator.ts';
import {
  KNOWN_REPORT_ID,
  TEAM_ANSWER_ID,
  knownReport,
  noteRow,
  ownAndTeamReports,
} from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { stubResizeObserver } from '#shared/testing/resize-observer.ts';
import { notesTranslations } from '../notes/index.ts';
import ReportPage from './ReportPage.tsx';
import { preloadReportParts } from './testing/preload-parts.ts';

beforeAll(() => preloadReportParts());

stubResizeObserver();

const en = notesTranslations.en;
const fields = answerNoteTranslations.en;

async function open(
  configure?: (backend: FakeSupabase) => void,
  options: { reportId?: string; language?: 'en' | 'da'; reports?: ReturnType<typeof knownReport>[] } = {},
) {
  const backend = reportsBackend(options.reports ?? [knownReport()]);
  configure?.(backend);
  const view = renderPage(<ReportPage />, {
    path: reportPath(options.reportId ?? KNOWN_REPORT_ID),
    route: PATHS.report,
    language: options.language ?? 'en',
    backend,
  });
  // The whole report renders first: on a busy machine that takes a while.
  const section = await screen.findByTestId('notes-section', {}, { timeout: 10_000 });
  await waitFor(() => expect(within(section).queryByRole('status')).toBeNull());
  return { ...view, section: within(section), sectionElement: section };
}

const card = (questionId: string) => within(screen.getByTestId(`note-question-${questionId}`));

// Each test renders the whole report and types into it, which takes longer than a unit's default on a
// busy machine.
describe('/reports/:reportId — notes on the answers', { timeout: 15_000 }, () => {
  it('shows each noted answer after the plan, in question order, and is in the contents', async () => {
    const { section } = await open((backend) =>
      backend.setRows('answer_notes', [
        noteRow('sec_3', '', ['https://vault.example/policy']),
        noteRow('arch_1', 'Modules by team,\nsince 2024.'),
      ]),
    );
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s.indexOf(en.section.heading)).toBe(h2s.indexOf('Recommendations and plan') + 1);
    expect(screen.getByRole('link', { name: en.section.heading }).getAttribute('href')).toBe('#report-notes');
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      `1. ${describeQuestion('arch_1', 'en').text}`,
      `13. ${describeQuestion('sec_3', 'en').text}`,
    ]);
    const first = card('arch_1');
    expect(
      first.getByText(`Architecture · Your answer: ${describeAnswer('arch_1', 'efficient', 'en')}`),
    ).toBeTruthy();
    expect(first.getByTestId('report-note').querySelector('p')!.textContent).toBe(
      'Modules by team,\nsince 2024.',
    );
    expect(first.getByRole('button', { name: 'Edit the note on question 1' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Delete the note on question 1' })).toBeTruthy();
  });

  it('opens a note’s web links safely, shows anything else as text, and offers a note for any other answer', async () => {
    const { section } = await open((backend) =>
      backend.setRows('answer_notes', [
        noteRow('arch_1', 'Why', ['https://adr.example/12', 'javascript:alert(1)']),
        noteRow('sec_3', '', ['https://vault.example/policy']),
      ]),
    );
    const first = card('arch_1');
    const links = first.getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')]),
    ).toEqual([['https://adr.example/12', 'noopener noreferrer', '_blank']]);
    expect(first.getByText('javascript:alert(1)').tagName).not.toBe('A');
    expect(card('sec_3').getByRole('link').getAttribute('href')).toBe('https://vault.example/policy');
    // The picker lists the answers without a note.
    const picker = section.getByLabelText(en.add.questionLabel) as HTMLSelectElement;
    expect(picker.options).toHaveLength(18);
    expect(picker.options[0]!.textContent).toBe(`2. ${describeQuestion('arch_2', 'en').topic}`);
  });

  it('prints the notes without their controls, and the section not at all without a note', async () => {
    const { sectionElement, unmount } = await open((backend) =>
      backend.setRows('answer_notes', [noteRow('deploy_2', 'Weekly releases.')]),
    );
    expect(sectionElement.classList.contains('no-print')).toBe(false);
    expect(within(sectionElement).getByTestId('add-note').classList.contains('no-print')).toBe(true);
    expect(
      within(sectionElement)
        .getByRole('button', { name: 'Edit the note on question 7' })
        .closest('.no-print'),
    ).not.toBeNull();
    expect(within(sectionElement).getByTestId('report-note').closest('.no-print')).toBeNull();
    unmount();
    const empty = await open();
    expect(empty.sectionElement.classList.contains('no-print')).toBe(true);
    expect(empty.section.getByTestId('notes-none').textContent).toBe(en.section.none);
  });

  it('adds a note to a picked answer, by keyboard, and lands on it once stored', async () => {
    const { user, backend, section } = await open();
    await user.selectOptions(section.getByLabelText(en.add.questionLabel), 'scal_2');
    await user.click(section.getByRole('button', { name: fields.addNote }));
    expect(section.getByText(`Note on question 17: ${describeQuestion('scal_2', 'en').text}`)).toBeTruthy();
    const note = section.getByLabelText(fields.noteLabel);
    expect(document.activeElement).toBe(note);
    await user.keyboard('Edge cache.');
    await user.type(section.getByLabelText(fields.linksLabel), ' https://cdn.example ');
    await user.click(section.getByRole('button', { name: en.save }));
    await waitFor(() => expect(card('scal_2').getByText('Edge cache.')).toBeTruthy());
    expect(card('scal_2').getByRole('status').textContent).toBe(en.saved);
    expect(document.activeElement).toBe(
      card('scal_2').getByRole('button', { name: 'Edit the note on question 17' }),
    );
    expect(backend.calls('POST answer_notes').map(({ body }) => body)).toEqual([
      {
        report_id: KNOWN_REPORT_ID,
        user_id: expect.any(String),
        question_id: 'scal_2',
        note: 'Edge cache.',
        links: ['https://cdn.example'],
      },
    ]);
    expect((section.getByLabelText(en.add.questionLabel) as HTMLSelectElement).value).toBe('arch_1');
  });

  it('adds nothing for an empty note, and Cancel brings the focus back', async () => {
    const { user, backend, section } = await open();
    await user.click(section.getByRole('button', { name: fields.addNote }));
    await user.click(section.getByRole('button', { name: en.save }));
    expect(backend.calls('POST answer_notes')).toHaveLength(0);
    expect(document.activeElement).toBe(section.getByRole('button', { name: fields.addNote }));
    await user.click(section.getByRole('button', { name: fields.addNote }));
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(section.getByRole('button', { name: fields.addNote }));
  });

  it('names a wrong link and saves nothing until it is fixed; Escape leaves the note as it was', async () => {
    const { user, backend } = await open((b) => b.setRows('answer_notes', [noteRow('arch_1', 'Before')]));
    await user.click(card('arch_1').getByRole('button', { name: 'Edit the note on question 1' }));
    await user.type(card('arch_1').getByLabelText(fields.linksLabel), 'wiki/adr-12');
    await user.click(card('arch_1').getByRole('button', { name: en.save }));
    expect(
      card('arch_1')
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['“wiki/adr-12” is not a web address. Start it with http:// or https://.', en.fixFirst]);
    expect(backend.calls('POST answer_notes')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(card('arch_1').getByTestId('report-note').textContent).toBe('Before');
    expect(document.activeElement).toBe(
      card('arch_1').getByRole('button', { name: 'Edit the note on question 1' }),
    );
  });

  it('keeps the draft and says why when a save fails, then saves it on the next try', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, backend } = await open((b) => b.setRows('answer_notes', [noteRow('arch_1', 'Before')]));
    backend.answer('POST answer_notes', networkError());
    await user.click(card('arch_1').getByRole('button', { name: 'Edit the note on question 1' }));
    const note = card('arch_1').getByLabelText(fields.noteLabel);
    await user.clear(note);
    await user.type(note, 'After');
    await user.click(card('arch_1').getByRole('button', { name: en.save }));
    expect((await card('arch_1').findByRole('alert')).textContent).toBe(en.errors.network);
    expect((card('arch_1').getByLabelText(fields.noteLabel) as HTMLTextAreaElement).value).toBe('After');
    backend.answer('POST answer_notes', postgrestError(400, '22023', 'At most 5 links per note'));
    await user.click(card('arch_1').getByRole('button', { name: en.save }));
    await waitFor(() => expect(card('arch_1').getByRole('alert').textContent).toBe(en.errors.invalid));
    backend.answerNormally('POST answer_notes');
    await user.click(card('arch_1').getByRole('button', { name: en.save }));
    await waitFor(() => expect(card('arch_1').getByTestId('report-note').textContent).toBe('After'));
    expect(backend.rows('answer_notes').map((row) => row.note)).toEqual(['After']);
  });

  it('deletes a note after asking, and deletes one emptied and saved', async () => {
    const { user, backend, section } = await open((b) =>
      b.setRows('answer_notes', [noteRow('arch_1', 'One'), noteRow('arch_2', 'Two')]),
    );
    await user.click(card('arch_1').getByRole('button', { name: 'Delete the note on question 1' }));
    expect(card('arch_1').getByText(en.confirmDelete.title)).toBeTruthy();
    await user.click(card('arch_1').getByRole('button', { name: en.delete }));
    await waitFor(() => expect(screen.queryByTestId('note-question-arch_1')).toBeNull());
    expect(section.getByRole('status').textContent).toBe(en.deleted);
    expect(document.activeElement).toBe(screen.getByTestId('notes-section'));

    await user.click(card('arch_2').getByRole('button', { name: 'Edit the note on question 2' }));
    await user.clear(card('arch_2').getByLabelText(fields.noteLabel));
    await user.click(card('arch_2').getByRole('button', { name: en.save }));
    await waitFor(() => expect(screen.queryByTestId('note-question-arch_2')).toBeNull());
    expect(
      backend.calls('DELETE answer_notes').map(({ url }) => url.searchParams.get('question_id')),
    ).toEqual(['eq.arch_1', 'eq.arch_2']);
    expect(backend.rows('answer_notes')).toEqual([]);
    expect(section.getByTestId('notes-none')).toBeTruthy();
  });

  it('says when the notes cannot be read, and reads them again on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, section, backend } = await open((b) => {
      b.setRows('answer_notes', [noteRow('arch_1', 'Back again')]);
      b.answer('GET answer_notes', postgrestError(500, 'XX000', 'boom'));
    });
    expect((await section.findByRole('alert')).textContent).toContain(en.section.loadFailed);
    backend.answerNormally('GET answer_notes');
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect((await section.findByTestId('report-note')).textContent).toBe('Back again');
    expect(section.queryByRole('alert')).toBeNull();
  });

  it('says which notes of a team answer are shared with the team', async () => {
    const { section } = await open(
      (b) =>
        b.setRows('answer_notes', [
          noteRow('arch_1', 'Shared one', [], { report_id: TEAM_ANSWER_ID, share_with_team: true }),
          noteRow('arch_2', 'Mine only', [], { report_id: TEAM_ANSWER_ID }),
        ]),
      { reportId: TEAM_ANSWER_ID, reports: ownAndTeamReports() },
    );
    expect(section.getByText(/Notes you chose to share while answering are on the team report/)).toBeTruthy();
    expect(card('arch_1').getByText(en.sharedWithTeam)).toBeTruthy();
    expect(card('arch_2').queryByText(en.sharedWithTeam)).toBeNull();
  });

  it('speaks Danish', async () => {
    const { section } = await open((b) => b.setRows('answer_notes', [noteRow('arch_1', 'Hvorfor')]), {
      language: 'da',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Dine noter til svarene' })).toBeTruthy();
    expect(section.getByRole('button', { name: 'Redigér noten til spørgsmål 1' }).textContent).toBe(
      'Redigér note',
    );
    expect(section.getByRole('button', { name: 'Tilføj en note' })).toBeTruthy();
    expect(section.getByLabelText('Spørgsmål')).toBeTruthy();
  });

  it('writes the narrative with the notes after the answers', async () => {
    const stream = controllableStream();
    const calls = stubGenerator(() => stream.response);
    const { user } = await open((b) =>
      b.setRows('answer_notes', [
        noteRow('deploy_1', 'Releases need a freeze.', ['https://wiki.example/freeze']),
      ]),
    );
    const narrative = within(screen.getByTestId('narrative-section'));
    await user.click(narrative.getByRole('button', { name: 'Write the narrative' }));
    stream.end();
    const body = (await calls[0]!.json()) as { answers: string };
    const lines = body.answers.split('\n');
    expect(lines[0]).toBe('arch_1: efficient');
    expect(lines.slice(20)).toEqual([
      '',
      'Notes the person wrote on their answers (their own words, with links to their evidence):',
      '- On deploy_1 — Releases need a freeze. (links: https://wiki.example/freeze)',
    ]);
  });
});

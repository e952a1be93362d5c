import { type FakeSupabase, networkError, postgrestError } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readCsv } from '#shared/testing/csv.ts';
import { TEST_USER_ID, knownReport, planRow } from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { AZURE_NEW_HEADER, AZURE_UPDATE_HEADER } from './azure-boards-csv.ts';
import { JIRA_HEADER } from './jira-csv.ts';
import { PlanExport } from './PlanExport.tsx';

/** The files handed to the browser's download: their names, types and bytes. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:plan'),
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.at(-1)! });
  });
  return files;
}

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const BOM = [0xef, 0xbb, 0xbf];
/** The file's text, a byte-order mark included (Blob.text() would drop it). */
const text = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(blob));

async function open(configure?: (backend: FakeSupabase) => void, language: 'en' | 'da' = 'en') {
  const backend = reportsBackend([knownReport()]);
  configure?.(backend);
  const rendered = renderPage(<PlanExport report={knownReport()} />, { path: '/', backend, language });
  const panel = await screen.findByTestId('plan-export');
  await rendered.user.click(
    within(panel).getByText(language === 'en' ? 'Export to your tracker' : 'Eksportér til dit opgavesystem'),
  );
  return { ...rendered, backend, panel: within(panel) };
}

const row = (questionId: string) => within(screen.getByTestId(`export-item-${questionId}`));

describe('<PlanExport>', () => {
  it('lists the report’s 13 recommendations, all ticked, each with its area, priority and status', async () => {
    const { panel } = await open((backend) => backend.setRows('plan_items', [planRow('deploy_1', 'done')]));
    expect(panel.getAllByRole('checkbox')).toHaveLength(13);
    expect(panel.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(panel.getByTestId('export-selected-count').textContent).toBe('13 of 13 items selected');
    expect(row('deploy_1').getByRole('checkbox', { name: /Release frequency/ })).toBeTruthy();
    expect(row('deploy_1').getByText('Deployment · High priority · Done')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Release frequency' })).toBeTruthy();
  });

  it('puts the downloads first, the list to tick and the optional tracker keys after them', async () => {
    const { panel } = await open();
    const downloads = panel.getByRole('group', { name: 'Download the plan for a tracker' });
    const firstKey = panel.getAllByLabelText('Tracker key')[0]!;
    const firstTick = panel.getAllByRole('checkbox')[0]!;
    for (const later of [firstKey, firstTick])
      expect(downloads.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('downloads Jira’s CSV of the ticked items, without a byte-order mark', async () => {
    const files = captureDownloads();
    const { user, panel } = await open((backend) =>
      backend.setRows('plan_items', [
        { ...planRow('arch_4', 'in_progress', 'CRM first'), tracker_key: 'OPS-12' },
      ]),
    );
    await user.click(panel.getByRole('button', { name: 'Select none' }));
    await user.click(row('arch_4').getByRole('checkbox'));
    await user.click(row('scal_3').getByRole('checkbox'));
    expect(panel.getByTestId('export-selected-count').textContent).toBe('2 of 13 items selected');
    await user.click(panel.getByRole('button', { name: 'Download for Jira (CSV)' }));
    expect(files.map((file) => file.name)).toEqual(['improvement-plan-jira-2026-03-14-1200.csv']);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect([...(await bytes(files[0]!.blob)).slice(0, 3)]).not.toEqual(BOM);
    const [header, ...rows] = readCsv(await text(files[0]!.blob));
    expect(header).toEqual([...JIRA_HEADER]);
    expect(rows.map((fields) => [fields[0], fields[6], fields[8]])).toEqual([
      ['Connecting to other systems', 'In Progress', 'OPS-12'],
      ['Surviving failures', 'To Do', ''],
    ]);
    expect(rows[0]![2]).toContain('Your note: CRM first');
    expect(rows[0]![2]).toContain(`Report: ${window.location.origin}/reports/${knownReport().id}`);
    expect(panel.getByTestId('export-downloaded').textContent).toBe(
      'improvement-plan-jira-2026-03-14-1200.csv is downloaded.',
    );
  });

  it('downloads Azure Boards’ two files for the chosen process, each with a byte-order mark for the Danish letters', async () => {
    const files = captureDownloads();
    const { user, panel } = await open(
      (backend) => backend.setRows('plan_items', [{ ...planRow('deploy_1', 'done'), tracker_key: '412' }]),
      'da',
    );
    await user.selectOptions(panel.getByLabelText('Dit projekts proces'), 'scrum');
    await user.click(panel.getByRole('button', { name: 'Hent nye punkter til Azure Boards (CSV)' }));
    await user.click(panel.getByRole('button', { name: 'Hent opdateringer til Azure Boards (CSV)' }));
    expect(files.map((file) => file.name)).toEqual([
      'improvement-plan-azure-boards-2026-03-14-1200.csv',
      'improvement-plan-azure-boards-updates-2026-03-14-1200.csv',
    ]);
    for (const file of files) expect([...(await bytes(file.blob)).slice(0, 3)]).toEqual(BOM);
    // New work items: no ID, no State (Azure creates them in their first state).
    const [newHeader, ...newRows] = readCsv((await text(files[0]!.blob)).slice(1));
    expect(newHeader).toEqual([...AZURE_NEW_HEADER]);
    expect(newRows).toHaveLength(12);
    expect(newRows.map((fields) => fields[1])).not.toContain('Udgivelsesfrekvens');
    // The recorded work item is updated, its status included.
    const [updateHeader, ...updateRows] = readCsv((await text(files[1]!.blob)).slice(1));
    expect(updateHeader).toEqual([...AZURE_UPDATE_HEADER]);
    expect(updateRows).toHaveLength(1);
    const [deploy1] = updateRows;
    expect(deploy1!.slice(0, 4)).toEqual(['412', 'Product Backlog Item', 'Udgivelsesfrekvens', 'Done']);
    expect(deploy1![4]).toContain('<strong>Status i planen:</strong> Færdig');
  });

  it('says so when the ticked items have nothing for one of Azure Boards’ files', async () => {
    const files = captureDownloads();
    const { user, panel } = await open();
    await user.click(panel.getByRole('button', { name: 'Download updates for Azure Boards (CSV)' }));
    expect(panel.getByRole('alert').textContent).toBe(
      'None of the selected items has a work item ID recorded yet: import them as new work items first, then ' +
        'record their IDs here.',
    );
    expect(files).toEqual([]);
  });

  it('downloads the GitHub script, whose usage names the file', async () => {
    const files = captureDownloads();
    const { user, panel } = await open();
    expect(panel.getByText(/bash improvement-plan-github-2026-03-14-1200\.sh OWNER\/REPO/)).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Download for GitHub (script)' }));
    expect(files.map((file) => file.name)).toEqual(['improvement-plan-github-2026-03-14-1200.sh']);
    expect(files[0]!.blob.type).toBe('text/x-shellscript;charset=utf-8');
    const script = await text(files[0]!.blob);
    expect(script.split('\n').slice(0, 3)).toEqual([
      '#!/usr/bin/env bash',
      '# The improvement plan from your architecture report, as GitHub issues.',
      '# Usage: bash improvement-plan-github-2026-03-14-1200.sh OWNER/REPO (with the GitHub CLI, gh, signed in)',
    ]);
    expect(script.match(/gh issue create /g)).toHaveLength(13);
  });

  it('says so, and downloads nothing, when no item is ticked', async () => {
    const files = captureDownloads();
    const { user, panel } = await open();
    await user.click(panel.getByRole('button', { name: 'Select none' }));
    await user.click(panel.getByRole('button', { name: 'Download new items for Azure Boards (CSV)' }));
    expect(panel.getByRole('alert').textContent).toBe('Select at least one item to export.');
    expect(files).toEqual([]);
    await user.click(panel.getByRole('button', { name: 'Select all' }));
    expect(panel.queryByRole('alert')).toBeNull();
  });
});

describe('<PlanExport> — tracker keys', () => {
  it('records a typed key in its stored form, making an open recommendation planned, and shows it at once', async () => {
    const { user, backend } = await open();
    const field = row('arch_4').getByLabelText('Tracker key');
    await user.type(field, '#412');
    await user.click(row('arch_4').getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(row('arch_4').getByRole('status').textContent).toBe('The key is saved.'));
    expect(backend.calls('POST plan_items').map((call) => call.body)).toEqual([
      {
        user_id: TEST_USER_ID,
        question_id: 'arch_4',
        option_key: 'avoid',
        status: 'planned',
        note: '',
        tracker_key: '412',
      },
    ]);
    expect((field as HTMLInputElement).value).toBe('412');
    expect(row('arch_4').getByText(/· Planned$/)).toBeTruthy();
  });

  it('removes a key when the field is emptied, keeping the status and note', async () => {
    const { user, backend } = await open((backend) =>
      backend.setRows('plan_items', [{ ...planRow('deploy_1', 'done', 'Live'), tracker_key: 'OPS-3' }]),
    );
    const field = row('deploy_1').getByLabelText('Tracker key');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('OPS-3'));
    await user.clear(field);
    await user.click(row('deploy_1').getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(row('deploy_1').getByRole('status').textContent).toBe('The key is removed.'));
    expect(backend.calls('POST plan_items')[0]!.body).toMatchObject({
      status: 'done',
      note: 'Live',
      tracker_key: null,
    });
  });

  it('refuses what is not a key, and a key another item of the plan has, each with its own message', async () => {
    const { user, backend } = await open((backend) =>
      backend.setRows('plan_items', [{ ...planRow('deploy_1', 'done'), tracker_key: 'OPS-12' }]),
    );
    const field = row('arch_4').getByLabelText('Tracker key');
    await user.type(field, 'OPS 12');
    await user.click(row('arch_4').getByRole('button', { name: 'Save key' }));
    expect(row('arch_4').getByRole('alert').textContent).toBe(
      'Enter a Jira key such as OPS-12, or a work item or issue number such as 412.',
    );
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'ops-12');
    await user.click(row('arch_4').getByRole('button', { name: 'Save key' }));
    expect(row('arch_4').getByRole('alert').textContent).toBe(
      'This key is already recorded for “Release frequency”. Each tracker item belongs to one plan item.',
    );
    expect(backend.calls('POST plan_items')).toEqual([]);
  });

  it.each([
    [
      'the key is another item’s already (23505)',
      () => postgrestError(409, '23505'),
      'This key is already recorded for another item of your plan. Each tracker item belongs to one plan item.',
    ],
    ['no connection', networkError, 'The key could not be saved: there is no connection. Please try again.'],
    [
      'the server fails',
      () => postgrestError(500, 'XX000'),
      'The key could not be saved. Please try again later.',
    ],
  ])(
    'a save that fails (%s) is undone and says why; the typed key stays in the field',
    async (_, reply, message) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, backend } = await open((backend) =>
        backend.setRows('plan_items', [planRow('arch_4', 'planned')]),
      );
      backend.answer('POST plan_items', reply());
      const field = row('arch_4').getByLabelText('Tracker key');
      await user.type(field, 'OPS-7');
      await user.click(row('arch_4').getByRole('button', { name: 'Save key' }));
      expect((await row('arch_4').findByRole('alert')).textContent).toBe(message);
      expect((field as HTMLInputElement).value).toBe('OPS-7');
      expect(backend.rows('plan_items')[0]!.tracker_key).toBeNull();
    },
  );

  it('speaks Danish', async () => {
    const { user } = await open(undefined, 'da');
    await user.type(row('arch_4').getByLabelText('Nøgle i opgavesystemet'), 'x y');
    await user.click(row('arch_4').getByRole('button', { name: 'Gem nøgle' }));
    expect(row('arch_4').getByRole('alert').textContent).toBe(
      'Skriv en Jira-nøgle som OPS-12 eller et nummer som 412.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { readCsv } from '#shared/testing/csv.ts';
import { cellsThatRun } from '#shared/testing/spreadsheet.ts';
import {
  AZURE_NEW_HEADER,
  AZURE_PROCESSES,
  AZURE_UPDATE_HEADER,
  type AzureImport,
  type AzureProcess,
  azureBoardsCsv,
} from './azure-boards-csv.ts';
import { AWKWARD_NOTE, REPORT_URL, itemOf, trackerExport } from './tracker-export.fixture.ts';

// Microsoft's "Export, update, and import work items in bulk with CSV files" (Azure Boards, Boards >
// Queries > Import work items): a file of new work items has the Work Item Type and Title columns and
// no ID (a new item is created in its type's first state, so no State either); a file that updates
// work items names each by its ID, with Work Item Type, Title and the fields it changes (State).
// Other columns are fields by their names (Priority, Tags, Description, Assigned To, ...). Priority is
// 1 (highest) to 4, Tags are separated by semicolons, Description is HTML.
const REQUIRED = ['Work Item Type', 'Title'];
const NOT_FOR_NEW = ['ID', 'State'];
const REQUIRED_TO_UPDATE = ['ID', 'Work Item Type', 'Title', 'State'];
const FIELDS = [
  'ID',
  'Work Item Type',
  'Title',
  'State',
  'Priority',
  'Tags',
  'Description',
  'Assigned To',
  'Area Path',
  'Iteration Path',
];
// The backlog item of each default process and its workflow states, the first one a new item's.
const PROCESSES: Record<AzureProcess, { type: string; states: string[] }> = {
  basic: { type: 'Issue', states: ['To Do', 'Doing', 'Done'] },
  agile: { type: 'User Story', states: ['New', 'Active', 'Resolved', 'Closed', 'Removed'] },
  scrum: { type: 'Product Backlog Item', states: ['New', 'Approved', 'Committed', 'Done', 'Removed'] },
  cmmi: { type: 'Requirement', states: ['Proposed', 'Active', 'Resolved', 'Closed'] },
};

type Column = (typeof AZURE_UPDATE_HEADER)[number];

function read(process: AzureProcess, kind: AzureImport, language: 'en' | 'da' = 'en') {
  const plan = trackerExport(language);
  const text = azureBoardsCsv(plan, process, kind);
  const [header, ...rows] = readCsv(text);
  const column = (name: Column) => header!.indexOf(name);
  const titleOf = (questionId: string) => plan.items.find((item) => item.questionId === questionId)!.title;
  const rowOf = (questionId: string) => rows.find((row) => row[column('Title')] === titleOf(questionId));
  const fields = (questionId: string, ...names: Column[]) =>
    names.map((name) => rowOf(questionId)?.[column(name)]);
  return { plan, text, header: header!, rows, rowOf, column, fields };
}

describe('the Azure Boards CSV', () => {
  it('has no ID or State column in the file of new work items, and both in the file of updates', () => {
    const created = read('basic', 'new');
    expect(created.header).toEqual([...AZURE_NEW_HEADER]);
    for (const name of REQUIRED) expect(created.header).toContain(name);
    for (const name of NOT_FOR_NEW) expect(created.header).not.toContain(name);
    const updated = read('basic', 'update');
    expect(updated.header).toEqual([...AZURE_UPDATE_HEADER]);
    for (const name of REQUIRED_TO_UPDATE) expect(updated.header).toContain(name);
    for (const name of [...created.header, ...updated.header]) expect(FIELDS, name).toContain(name);
    for (const { text } of [created, updated]) expect(text.replaceAll('\r\n', '')).not.toMatch(/\r(?!\n)/);
  });

  it.each(AZURE_PROCESSES)(
    'with the %s process: its backlog item type; the recorded ID updated to the status here, every other item new',
    (process) => {
      const created = read(process, 'new');
      const updated = read(process, 'update');
      const { type, states } = PROCESSES[process];
      // 13 recommendations: deploy_1's work item 412 is recorded; arch_4's Jira key is no work item's ID.
      expect(updated.rows).toHaveLength(1);
      expect(created.rows).toHaveLength(12);
      for (const { rows, column } of [created, updated])
        for (const row of rows) expect(row[column('Work Item Type')]).toBe(type);
      const done = { basic: 'Done', agile: 'Closed', scrum: 'Done', cmmi: 'Closed' }[process];
      expect(states).toContain(done);
      expect(updated.fields('deploy_1', 'ID', 'State')).toEqual(['412', done]);
      expect(created.rowOf('deploy_1')).toBeUndefined();
      expect(created.rowOf('arch_4')).toBeDefined();
      expect(created.rowOf('deploy_2')).toBeDefined();
      expect(updated.rowOf('arch_4')).toBeUndefined();
    },
  );

  it('maps every status here to a state of each process', () => {
    const keyed = trackerExport();
    const withIds = {
      ...keyed,
      items: keyed.items.map((item, index) => ({ ...item, trackerKey: String(index + 1) })),
    };
    const expected: Record<AzureProcess, Record<string, string>> = {
      basic: { in_progress: 'Doing', done: 'Done', not_applicable: 'Done', planned: 'To Do', open: 'To Do' },
      agile: {
        in_progress: 'Active',
        done: 'Closed',
        not_applicable: 'Removed',
        planned: 'New',
        open: 'New',
      },
      scrum: {
        in_progress: 'Committed',
        done: 'Done',
        not_applicable: 'Removed',
        planned: 'Approved',
        open: 'New',
      },
      cmmi: {
        in_progress: 'Active',
        done: 'Closed',
        not_applicable: 'Closed',
        planned: 'Proposed',
        open: 'Proposed',
      },
    };
    for (const process of AZURE_PROCESSES) {
      const [header, ...rows] = readCsv(azureBoardsCsv(withIds, process, 'update'));
      const states = Object.fromEntries(
        withIds.items.map((item, index) => [item.state, rows[index]![header!.indexOf('State')]]),
      );
      expect(states, process).toEqual(expected[process]);
    }
  });

  it('writes the title, priority 1 to 3 and the tags', () => {
    const { rows, column, fields } = read('agile', 'new');
    expect(fields('arch_4', 'Title', 'Priority', 'Tags')).toEqual([
      'Connecting to other systems',
      '1',
      'architecture-health-check; architecture',
    ]);
    expect(fields('arch_3', 'Priority')).toEqual(['2']);
    expect(fields('scal_1', 'Priority', 'Tags')).toEqual(['3', 'architecture-health-check; scalability']);
    for (const row of rows) expect(['1', '2', '3', '4']).toContain(row[column('Priority')]);
  });

  it('writes the description as HTML whose text is the recommendation, the facts, the note and the report’s link', () => {
    const { plan, fields } = read('basic', 'new');
    const [html] = fields('arch_4', 'Description');
    const body = new DOMParser().parseFromString(html!, 'text/html').body;
    const item = itemOf(plan, 'arch_4');
    const paragraphs = [...body.querySelectorAll('p')].map((p) => p.innerHTML.replaceAll('<br>', '\n'));
    const text = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').body.textContent;
    expect(paragraphs.map(text)).toEqual([
      item.action,
      `Why it matters: ${item.why}`,
      `Your answer: ${item.answer}`,
      'Area: Architecture',
      'Priority: High priority',
      'Status in the plan: In progress',
      `Your note: ${AWKWARD_NOTE}`,
      `Report: ${REPORT_URL}`,
    ]);
    // The note's markup is text, not elements; the link is the report's.
    expect(body.querySelectorAll('b')).toHaveLength(0);
    expect(body.querySelector('a')!.getAttribute('href')).toBe(REPORT_URL);
  });

  it('keeps the reader’s language, Danish letters included', () => {
    const { fields } = read('scrum', 'update', 'da');
    expect(fields('deploy_1', 'Title')).toEqual(['Udgivelsesfrekvens']);
    expect(fields('deploy_1', 'Description')[0]).toContain('Færdig');
  });
  it('opens in a spreadsheet with notes that begin as formulas shown as text, never run', () => {
    const plan = trackerExport('en', [
      {
        questionId: 'arch_4',
        optionKey: 'avoid',
        status: 'planned',
        note: '=HYPERLINK("https://evil.example","Open")',
        trackerKey: null,
        updatedAt: '2026-03-15T10:00:00Z',
      },
      {
        questionId: 'deploy_1',
        optionKey: 'rarely',
        status: 'in_progress',
        note: "+1+cmd|' /C calc'!A0",
        trackerKey: '=1+1',
        updatedAt: '2026-03-15T10:00:00Z',
      },
    ]);
    expect(cellsThatRun(azureBoardsCsv(plan, 'agile', 'new'))).toEqual([]);
    expect(cellsThatRun(azureBoardsCsv(plan, 'agile', 'update'))).toEqual([]);
  });
});

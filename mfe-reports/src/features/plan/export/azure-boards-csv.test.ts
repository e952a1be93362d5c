import { describe, expect, it } from 'vitest';
import { readCsv } from '#shared/testing/csv.ts';
import { cellsThatRun } from '#shared/testing/spreadsheet.ts';
import { AZURE_HEADER, AZURE_PROCESSES, type AzureProcess, azureBoardsCsv } from './azure-boards-csv.ts';
import { AWKWARD_NOTE, REPORT_URL, itemOf, trackerExport } from './tracker-export.fixture.ts';

// Azure Boards' documentation of "Import work items" from a CSV file: the file must have the Work Item
// Type and Title columns; other columns are fields by their names (Priority, Tags, Description, State,
// Assigned To, ...). A row with an ID updates that work item and then needs ID, Work Item Type, Title
// and State; a row whose ID is empty creates one, in its type's first state (no other value is taken
// there). Priority is 1 (highest) to 4, Tags are separated by semicolons, Description is HTML.
const REQUIRED = ['Work Item Type', 'Title'];
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

const column = (name: (typeof AZURE_HEADER)[number]) => AZURE_HEADER.indexOf(name);

function read(process: AzureProcess, language: 'en' | 'da' = 'en') {
  const plan = trackerExport(language);
  const text = azureBoardsCsv(plan, process);
  const [header, ...rows] = readCsv(text);
  const rowOf = (questionId: string) => rows[plan.items.findIndex((item) => item.questionId === questionId)]!;
  const fields = (questionId: string, ...names: (typeof AZURE_HEADER)[number][]) =>
    names.map((name) => rowOf(questionId)[column(name)]);
  return { plan, text, header: header!, rows, rowOf, fields };
}

describe('the Azure Boards CSV', () => {
  it('has the columns an import needs to add and to update work items, by their field names', () => {
    const { header, text } = read('basic');
    expect(header).toEqual([...AZURE_HEADER]);
    for (const name of [...REQUIRED, ...REQUIRED_TO_UPDATE]) expect(header).toContain(name);
    for (const name of header) expect(FIELDS, name).toContain(name);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/\r(?!\n)/);
  });

  it.each(AZURE_PROCESSES)(
    'with the %s process: its backlog item type, a recorded ID updated to the status here, a new item in the first state',
    (process) => {
      const { rows, fields } = read(process);
      const { type, states } = PROCESSES[process];
      expect(rows).toHaveLength(13);
      for (const row of rows) {
        expect(row[column('Work Item Type')]).toBe(type);
        if (row[column('ID')] === '') expect(row[column('State')]).toBe(states[0]);
        else expect(states).toContain(row[column('State')]);
      }
      // deploy_1 is done here and recorded as 412; arch_4 has a Jira key, which is no work item's ID.
      const done = { basic: 'Done', agile: 'Closed', scrum: 'Done', cmmi: 'Closed' }[process];
      expect(fields('deploy_1', 'ID', 'State')).toEqual(['412', done]);
      expect(fields('arch_4', 'ID', 'State')).toEqual(['', states[0]]);
      expect(fields('deploy_2', 'ID', 'State')).toEqual(['', states[0]]);
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
      const [, ...rows] = readCsv(azureBoardsCsv(withIds, process));
      const states = Object.fromEntries(
        withIds.items.map((item, index) => [item.state, rows[index]![column('State')]]),
      );
      expect(states, process).toEqual(expected[process]);
    }
  });

  it('writes the title, priority 1 to 3 and the tags', () => {
    const { rows, fields } = read('agile');
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
    const { plan, fields } = read('basic');
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
    const { fields } = read('scrum', 'da');
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
    expect(cellsThatRun(azureBoardsCsv(plan, 'agile'))).toEqual([]);
  });
});

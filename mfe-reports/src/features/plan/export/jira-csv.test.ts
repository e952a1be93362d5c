import { describe, expect, it } from 'vitest';
import { readCsv } from '#shared/testing/csv.ts';
import { cellsThatRun } from '#shared/testing/spreadsheet.ts';
import { JIRA_HEADER, jiraCsv } from './jira-csv.ts';
import { AWKWARD_NOTE, REPORT_URL, itemOf, trackerExport } from './tracker-export.fixture.ts';

// Jira Cloud's documentation of its CSV importer ("Import data from a CSV file", and "Create issues
// using the CSV importer" for the importer every user has): the file needs a header row with a Summary
// column, each column is mapped to a Jira field by its header, and these are the system fields it can
// map. A field that holds several values takes one column per value, the header repeated.
const JIRA_FIELDS = [
  'Affects Version',
  'Assignee',
  'Attachments',
  'Comment Body',
  'Component',
  'Date Created',
  'Date Modified',
  'Description',
  'Due Date',
  'Environment',
  'Fix Version',
  'Issue Key',
  'Issue Type',
  'Labels',
  'Original Estimate',
  'Parent',
  'Priority',
  'Reporter',
  'Resolution',
  'Status',
  'Summary',
  'Watchers',
];
const MULTI_VALUE_FIELDS = [
  'Affects Version',
  'Attachments',
  'Comment Body',
  'Component',
  'Fix Version',
  'Labels',
  'Watchers',
];
// The values a new Jira Cloud site has: the default priority scheme, the default workflow's statuses,
// the default resolutions and issue types. An import maps other values by hand; these map by themselves.
const DEFAULT_PRIORITIES = ['Highest', 'High', 'Medium', 'Low', 'Lowest'];
const DEFAULT_STATUSES = ['To Do', 'In Progress', 'Done'];
const DEFAULT_RESOLUTIONS = ['Done', "Won't Do", 'Duplicate', 'Cannot Reproduce'];
const DEFAULT_ISSUE_TYPES = ['Task', 'Story', 'Bug', 'Epic', 'Subtask'];

const column = (name: (typeof JIRA_HEADER)[number]) => JIRA_HEADER.indexOf(name);

describe('the Jira CSV', () => {
  const text = jiraCsv(trackerExport());
  const [header, ...rows] = readCsv(text);
  const rowOf = (questionId: string) =>
    rows[trackerExport().items.findIndex((item) => item.questionId === questionId)]!;
  const value = (row: string[], name: (typeof JIRA_HEADER)[number]) => row[column(name)];

  it('has a header of Jira’s field names, Summary among them, repeating only a field of several values', () => {
    expect(header).toEqual([...JIRA_HEADER]);
    expect(header).toContain('Summary');
    for (const name of header!) expect(JIRA_FIELDS, name).toContain(name);
    const repeated = header!.filter((name, index) => header!.indexOf(name) !== index);
    for (const name of repeated) expect(MULTI_VALUE_FIELDS, name).toContain(name);
  });

  it('is RFC 4180 with CRLF line ends, no byte-order mark, every row as wide as the header', () => {
    expect(text.startsWith('Summary,')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/\r(?!\n)/);
    expect(rows).toHaveLength(13);
    for (const row of rows) expect(row).toHaveLength(JIRA_HEADER.length);
  });

  it('writes an item with its title, recommendation, area, priority, status, note, report link and key', () => {
    const row = rowOf('arch_4');
    const item = itemOf(trackerExport(), 'arch_4');
    expect(value(row, 'Summary')).toBe('Connecting to other systems');
    expect(value(row, 'Issue Type')).toBe('Task');
    expect(value(row, 'Description')).toBe(
      [
        item.action,
        '',
        `Why it matters: ${item.why}`,
        `Your answer: ${item.answer}`,
        'Area: Architecture',
        'Priority: High priority',
        'Status in the plan: In progress',
        `Your note: ${AWKWARD_NOTE}`,
        '',
        `Report: ${REPORT_URL}`,
      ].join('\n'),
    );
    expect(value(row, 'Priority')).toBe('High');
    expect(row.filter((_, index) => header![index] === 'Labels')).toEqual([
      'architecture-health-check',
      'architecture',
    ]);
    expect([value(row, 'Status'), value(row, 'Resolution'), value(row, 'Issue Key')]).toEqual([
      'In Progress',
      '',
      'OPS-12',
    ]);
  });

  it('carries the status here as Jira’s status and resolution, and a Jira key only', () => {
    const fields = (questionId: string) =>
      ['Priority', 'Status', 'Resolution', 'Issue Key'].map((name) =>
        value(rowOf(questionId), name as never),
      );
    expect(fields('deploy_1')).toEqual(['High', 'Done', 'Done', '']); // 412 is no Jira key
    expect(fields('deploy_2')).toEqual(['High', 'Done', "Won't Do", '']);
    expect(fields('arch_3')).toEqual(['Medium', 'To Do', '', '']);
    expect(fields('scal_1')).toEqual(['Low', 'To Do', '', '']);
    for (const row of rows) {
      expect(DEFAULT_PRIORITIES).toContain(value(row, 'Priority'));
      expect(DEFAULT_STATUSES).toContain(value(row, 'Status'));
      if (value(row, 'Resolution') !== '') expect(DEFAULT_RESOLUTIONS).toContain(value(row, 'Resolution'));
      expect(DEFAULT_ISSUE_TYPES).toContain(value(row, 'Issue Type'));
      // A Jira label holds no space.
      for (const label of row.filter((_, index) => header![index] === 'Labels'))
        expect(label).not.toMatch(/\s/);
    }
  });

  it('keeps the reader’s language, Danish letters included', () => {
    const [, ...danish] = readCsv(jiraCsv(trackerExport('da')));
    expect(danish[1]![column('Summary')]).toBe('Udgivelsesfrekvens');
    expect(danish[1]![column('Description')]).toContain('Status in the plan: Færdig');
    expect(danish[1]![column('Labels')]).toBe('architecture-health-check');
  });

  it('writes only the ticked items', () => {
    const plan = trackerExport();
    const [, ...only] = readCsv(jiraCsv({ ...plan, items: [itemOf(plan, 'scal_3')] }));
    expect(only.map((row) => row[column('Summary')])).toEqual([itemOf(plan, 'scal_3').title]);
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
    expect(cellsThatRun(jiraCsv(plan))).toEqual([]);
  });
});

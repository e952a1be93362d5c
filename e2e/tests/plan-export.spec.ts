// The improvement plan in the team's tracker: from the report's plan section the owner downloads the
// plan (the ticked recommendations) as Jira's CSV, Azure Boards' two CSV files (new work items, updates of recorded ones) and a GitHub CLI script, each
// file's header being the tool's documented columns and each row the item's title, recommendation,
// area, priority, status, note and the report's link. A tracker key recorded on the page is stored
// with the plan item; the next export names that item (Jira's Issue Key, Azure's ID, `gh issue edit`)
// with the status here, so marking an item done on the page closes it in the tracker at the next
// import. The GitHub script is run with bash against a stand-in for gh that records its calls. In
// English at 1280 px, and in Danish at 390 px.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Download, type Page, expect, test } from '@playwright/test';
import { consoleErrors, expectNoHorizontalOverflow } from '../support/report-texts.ts';
import { setPlanItem, submitReport } from '../support/reports.ts';
import { serviceGet } from '../support/rest.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';

/** The weakest answers: arch_1 and deploy_3 at the weakest option, among 14 recommendations. */
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

// The columns the tools document (written out in the builders' vitest too): Jira's CSV importer maps
// a column to a field by its header (Labels repeated, one label each); Azure Boards' import of new work
// items takes Work Item Type and Title and no ID or State, its update of existing ones ID and State
// (Microsoft's "Export, update, and import work items in bulk with CSV files").
const JIRA_COLUMNS = [
  'Summary',
  'Issue Type',
  'Description',
  'Priority',
  'Labels',
  'Labels',
  'Status',
  'Resolution',
  'Issue Key',
];
const AZURE_NEW_COLUMNS = ['Work Item Type', 'Title', 'Description', 'Priority', 'Tags'];
const AZURE_UPDATE_COLUMNS = ['ID', 'Work Item Type', 'Title', 'State', 'Description', 'Priority', 'Tags'];

const NOTE = 'Error tracking live; "Sentry", since March — it\'s $(on) `call`';

/** RFC 4180 as the importers read it: CRLF-ended records, quoted fields with doubled quotes. */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  while (at < text.length) {
    const ch = text[at]!;
    if (quoted && ch === '"' && text[at + 1] === '"') {
      field += '"';
      at += 1;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (text.startsWith('\r\n', at)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 1;
    } else if (ch === '\n' || ch === '\r') {
      throw new Error('a record ends without CRLF');
    } else {
      field += ch;
    }
    at += 1;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

async function open(page: Page, path: string, language: 'en' | 'da') {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
}

async function downloadBytes(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('plan-export').getByRole('button', { name: button }).click();
  const download = await downloading;
  return { download, bytes: readFileSync((await download.path())!) };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** One row of a CSV by its Summary/Title column, as a record of column → value (repeated columns joined). */
function rowOf(records: string[][], titleColumn: string, title: string): Record<string, string> {
  const [header, ...rows] = records;
  const row = rows.find((fields) => fields[header!.indexOf(titleColumn)] === title);
  expect(row, `a row for ${title}`).toBeDefined();
  const values: Record<string, string> = {};
  header!.forEach((name, index) => {
    values[name] = name in values ? `${values[name]}|${row![index]}` : row![index]!;
  });
  return values;
}

async function trackerKeys(userId: string) {
  return serviceGet<{ question_id: string; status: string; tracker_key: string | null }[]>(
    `plan_items?user_id=eq.${encodeURIComponent(userId)}&select=question_id,status,tracker_key&order=question_id`,
  );
}

async function recordKey(page: Page, questionId: string, key: string, saved: string) {
  const row = page.getByTestId(`export-item-${questionId}`);
  await row.getByRole('textbox').fill(key);
  await row.getByRole('button').click();
  await expect(row.getByRole('status')).toHaveText(saved);
}

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });

  test('downloads the plan for Jira, Azure Boards and GitHub; recorded keys make the next export update those items (en)', async ({
    page,
  }) => {
    const owner = await createUser('Plan Exporter', 'Export ApS');
    const report = await submitReport(owner, MIXED);
    await setPlanItem(owner, report, 'deploy_3', 'done', NOTE);
    await setPlanItem(owner, report, 'arch_1', 'in_progress');
    const errors = consoleErrors(page);
    await signInProgrammatically(page, owner);
    await open(page, `/reports/${report.id}`, 'en');

    const panel = page.getByTestId('plan-export');
    await panel.getByText('Export to your tracker').click();
    await expect(panel.getByRole('checkbox')).toHaveCount(14);
    await expect(panel.getByTestId('export-selected-count')).toHaveText('14 of 14 items selected');

    // The keys the tracker gave the items, typed as people paste them; stored in their normal form.
    await recordKey(page, 'arch_1', 'ops-12', 'The key is saved.');
    await recordKey(page, 'deploy_3', '#412', 'The key is saved.');
    await expect
      .poll(async () => trackerKeys(owner.id))
      .toEqual([
        { question_id: 'arch_1', status: 'in_progress', tracker_key: 'OPS-12' },
        { question_id: 'deploy_3', status: 'done', tracker_key: '412' },
      ]);

    // Jira: UTF-8 without a byte-order mark, Jira's columns, the key in Issue Key.
    const jira = await downloadBytes(page, 'Download for Jira (CSV)');
    expect(jira.download.suggestedFilename()).toMatch(/^improvement-plan-jira-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    expect(jira.bytes.subarray(0, 3).equals(BOM)).toBe(false);
    const jiraRecords = readCsv(jira.bytes.toString('utf8'));
    expect(jiraRecords[0]).toEqual(JIRA_COLUMNS);
    expect(jiraRecords).toHaveLength(15);
    const making = rowOf(jiraRecords, 'Summary', 'Making changes');
    expect(making).toMatchObject({
      'Issue Type': 'Task',
      Priority: 'High',
      Labels: 'architecture-health-check|architecture',
      Status: 'In Progress',
      Resolution: '',
      'Issue Key': 'OPS-12',
    });
    expect(making.Description).toContain(
      'Area: Architecture\nPriority: High priority\nStatus in the plan: In progress',
    );
    expect(making.Description).toContain(`Report: http://localhost:3000/reports/${report.id}`);
    const detecting = rowOf(jiraRecords, 'Summary', 'Detecting problems after a release');
    expect(detecting).toMatchObject({ Status: 'Done', Resolution: 'Done', 'Issue Key': '' });
    expect(detecting.Description).toContain(`Your note: ${NOTE}`);
    await expect(panel.getByTestId('export-downloaded')).toHaveText(
      `${jira.download.suggestedFilename()} is downloaded.`,
    );

    // Azure Boards, Agile process: two files with a byte-order mark; 412 updated to Closed, the others new.
    await panel.getByLabel('Your project’s process').selectOption('agile');
    const azureNew = await downloadBytes(page, 'Download new items for Azure Boards (CSV)');
    expect(azureNew.download.suggestedFilename()).toMatch(/^improvement-plan-azure-boards-\d.*\.csv$/);
    expect(azureNew.bytes.subarray(0, 3).equals(BOM)).toBe(true);
    const newRecords = readCsv(azureNew.bytes.subarray(3).toString('utf8'));
    expect(newRecords[0]).toEqual(AZURE_NEW_COLUMNS);
    expect(rowOf(newRecords, 'Title', 'Making changes')).toMatchObject({ 'Work Item Type': 'User Story' });
    expect(newRecords.some((record) => record.includes('Detecting problems after a release'))).toBe(false);
    const azureUpdates = await downloadBytes(page, 'Download updates for Azure Boards (CSV)');
    expect(azureUpdates.download.suggestedFilename()).toMatch(
      /^improvement-plan-azure-boards-updates-.*\.csv$/,
    );
    const updateRecords = readCsv(azureUpdates.bytes.subarray(3).toString('utf8'));
    expect(updateRecords[0]).toEqual(AZURE_UPDATE_COLUMNS);
    expect(updateRecords).toHaveLength(2);
    expect(rowOf(updateRecords, 'Title', 'Detecting problems after a release')).toMatchObject({
      ID: '412',
      'Work Item Type': 'User Story',
      Priority: '1',
      Tags: 'architecture-health-check; deployment',
      State: 'Closed',
    });

    // GitHub: the script, run with bash against a gh that records its calls.
    const github = await downloadBytes(page, 'Download for GitHub (script)');
    expect(github.download.suggestedFilename()).toMatch(/^improvement-plan-github-.*\.sh$/);
    const calls = runGithubScript(github.bytes, 'acme/platform');
    expect(calls.filter((args) => args[0] === 'label').map((args) => args[2])).toEqual(
      expect.arrayContaining(['architecture-health-check', 'architecture', 'deployment', 'priority-high']),
    );
    const edit = calls.find((args) => args[0] === 'issue' && args[1] === 'edit')!;
    expect(edit.slice(0, 6)).toEqual(['issue', 'edit', '412', '--repo', 'acme/platform', '--title']);
    expect(edit[6]).toBe('Detecting problems after a release');
    expect(edit[8]).toContain(`**Your note:** ${NOTE}`);
    expect(calls).toContainEqual([
      'issue',
      'close',
      '412',
      '--repo',
      'acme/platform',
      '--reason',
      'completed',
    ]);
    // arch_1's key is Jira's, so on GitHub it is a new issue; 13 new ones in all.
    const created = calls.filter((args) => args[0] === 'issue' && args[1] === 'create');
    expect(created).toHaveLength(13);
    expect(created.find((args) => args.includes('Making changes'))).toBeDefined();

    // Marked done here, the item goes to Jira as done, on its key.
    const status = page.getByTestId('recommendation-arch_1').getByTestId('plan-status');
    await status.selectOption('done');
    await expect
      .poll(async () => (await trackerKeys(owner.id))[0])
      .toEqual({
        question_id: 'arch_1',
        status: 'done',
        tracker_key: 'OPS-12',
      });
    const again = readCsv((await downloadBytes(page, 'Download for Jira (CSV)')).bytes.toString('utf8'));
    expect(rowOf(again, 'Summary', 'Making changes')).toMatchObject({
      Status: 'Done',
      Resolution: 'Done',
      'Issue Key': 'OPS-12',
    });

    // Only the ticked items are exported.
    await panel.getByRole('button', { name: 'Select none' }).click();
    await page.getByTestId('export-item-arch_1').getByRole('checkbox').check();
    const one = readCsv((await downloadBytes(page, 'Download for Jira (CSV)')).bytes.toString('utf8'));
    expect(one.slice(1).map((fields) => fields[0])).toEqual(['Making changes']);
    expect(errors).toEqual([]);
  });
});

/** Runs the downloaded script with bash, gh being a stand-in that records its arguments; the calls. */
function runGithubScript(script: Buffer, repo: string): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'plan-export-'));
  const log = path.join(dir, 'calls.jsonl');
  const gh = path.join(dir, 'gh');
  writeFileSync(
    gh,
    [
      `#!${process.execPath}`,
      "const fs = require('node:fs');",
      `fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(process.argv.slice(2)) + '\\n');`,
      "if (process.argv[2] === 'issue' && process.argv[3] === 'create')",
      "  console.log('https://github.com/acme/platform/issues/' + fs.readFileSync(" +
        JSON.stringify(log) +
        ", 'utf8').split('\\n').length);",
      '',
    ].join('\n'),
  );
  chmodSync(gh, 0o755);
  const file = path.join(dir, 'plan.sh');
  writeFileSync(file, script);
  const output = execFileSync('bash', [file, repo], {
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
    encoding: 'utf8',
  });
  expect(output).toContain('Making changes: https://github.com/acme/platform/issues/');
  expect(output).toContain('Detecting problems after a release: #412');
  return readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string[]);
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, acceptDownloads: true });

  test('the export in Danish: its messages, a refused key and a file in the reader’s language (da)', async ({
    page,
  }) => {
    const owner = await createUser('Plan Eksportør', 'Eksport ApS');
    const report = await submitReport(owner, MIXED);
    await setPlanItem(owner, report, 'deploy_3', 'done');
    await signInProgrammatically(page, owner);
    await open(page, `/reports/${report.id}`, 'da');

    const panel = page.getByTestId('plan-export');
    await panel.getByText('Eksportér til dit opgavesystem').click();
    await expectNoHorizontalOverflow(page);

    await panel.getByRole('button', { name: 'Fravælg alle' }).click();
    await panel.getByRole('button', { name: 'Hent til Jira (CSV)' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Vælg mindst ét punkt at eksportere.');
    await panel.getByRole('button', { name: 'Vælg alle', exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);

    const row = page.getByTestId('export-item-arch_1');
    await row.getByLabel('Nøgle i opgavesystemet').fill('OPS 12');
    await row.getByRole('button', { name: 'Gem nøgle' }).click();
    await expect(row.getByRole('alert')).toHaveText(
      'Skriv en Jira-nøgle som OPS-12 eller et nummer som 412.',
    );
    expect(await trackerKeys(owner.id)).toEqual([
      { question_id: 'deploy_3', status: 'done', tracker_key: null },
    ]);

    const jira = readCsv((await downloadBytes(page, 'Hent til Jira (CSV)')).bytes.toString('utf8'));
    const detecting = rowOf(jira, 'Summary', 'Opdagelse af problemer efter en udgivelse');
    expect(detecting.Status).toBe('Done');
    expect(detecting.Description).toContain('Område: Udrulning');
    expect(detecting.Description).toContain('Status i planen: Færdig');
  });
});

// Notes per answer: why an answer was given, with links to the evidence.
// - A person writes a note and links on a question while answering: a wrong link is named, the note
//   survives a reload, the review shows it, and it is submitted with the answers. The report shows it
//   beside the answer (links open safely in a new tab), where it is changed, added and deleted in place;
//   the CSV and JSON downloads carry each note with its answer, and the printed report (Chromium's PDF)
//   carries the notes without the controls. At 360 px nothing scrolls sideways.
// - In a team round a member shares one note with the team and keeps another to themselves; another
//   member shares one through the API. Once the round closes with its minimum of answers, the team report
//   shows the shared notes beside the question's distribution (and in its PDF and CSV), never the private
//   one and never who wrote which or what they answered.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, settled } from '../support/page-health.ts';
import { normaliseSpace, pdfText } from '../support/pdf-text.ts';
import { reportsOf, rpcAsUser } from '../support/rest.ts';
import { QUESTIONS, answersFor } from '../support/spec-table.ts';
import { type TestUser, createUser, signInProgrammatically } from '../support/stack.ts';
import { allAt, answerTeamAs, closeRoundAs, createTeamAs, inviteAs, joinAs } from '../support/teams.ts';

const RUNBOOK = 'https://runbooks.example.com/deploy#rollback';
const DASHBOARD = 'https://grafana.example.com/d/api-latency?from=now-7d';

async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInProgrammatically(page, user);
  return page;
}

/** Clicks a download button and reads the file it saves, without a byte-order mark. */
async function downloadText(button: Locator): Promise<string> {
  const downloading = button.page().waitForEvent('download');
  await button.click();
  const download = await downloading;
  return (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question on screen has settled (its radios are there; past the first one its heading has the focus). */
async function atQuestion(page: Page, index: number) {
  const [id] = QUESTIONS[index]!;
  await expect(page.locator(`input[type="radio"][name="${id}"]`).first()).toBeVisible();
  if (index > 0) await expect(page.locator('fieldset h1')).toBeFocused();
}

/** Answers questions from..19 with the keyboard (number key, Enter), as a person would. */
async function answerRest(page: Page, positions: number[], from: number) {
  for (let i = from; i < QUESTIONS.length; i++) {
    await atQuestion(page, i);
    const [id, options] = QUESTIONS[i]!;
    await page.keyboard.press(String(positions[i]! + 1));
    await expect(page.locator(`input[name="${id}"][value="${options[positions[i]!]}"]`)).toBeChecked();
    await page.keyboard.press('Enter');
  }
}

/** On the question on screen: picks the answer at `position`, then opens "Add a note" and writes it. */
async function answerWithNote(page: Page, index: number, position: number, note: string, links: string) {
  await atQuestion(page, index);
  const [id, options] = QUESTIONS[index]!;
  await page.locator(`input[name="${id}"][value="${options[position]}"]`).check();
  const disclosure = page.getByTestId('answer-note');
  await disclosure.getByText('Add a note').click();
  await disclosure.getByLabel('Note', { exact: true }).fill(note);
  if (links) await disclosure.getByLabel('Links', { exact: true }).fill(links);
}

test('notes and links written while answering are on the report, changed there in place, and in its PDF', async ({
  page,
}) => {
  const person = await createUser('Nora Notes', 'Notes ApS');
  await signInProgrammatically(page, person);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/assessment');
  await settled(page);

  // Question 1: an answer, a note and two links, one of them not a web address yet.
  await answerWithNote(
    page,
    0,
    1,
    'We split the monolith by team in 2024.',
    `runbooks.example.com\n${DASHBOARD}`,
  );
  const disclosure = page.getByTestId('answer-note');
  await disclosure.getByLabel('Links', { exact: true }).blur();
  await expect(disclosure.getByRole('alert')).toHaveText(
    '“runbooks.example.com” is not a web address. Start it with http:// or https://.',
  );
  await expectNoHorizontalOverflow(page);
  await disclosure.getByLabel('Links', { exact: true }).fill(`${RUNBOOK}\n${DASHBOARD}`);
  await expect(disclosure.getByRole('alert')).toHaveCount(0);

  // Nothing typed is lost on a reload: the note comes back open, as it was.
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('answer-note').getByLabel('Note', { exact: true })).toHaveValue(
    'We split the monolith by team in 2024.',
  );
  await expect(page.getByTestId('answer-note').getByLabel('Links', { exact: true })).toHaveValue(
    `${RUNBOOK}\n${DASHBOARD}`,
  );
  await page.getByRole('button', { name: 'Next' }).click();

  // Questions 2–6 by keyboard; question 7 (deploy_2) gets a note without links.
  const positions = [1, 2, 1, 2, 3, 2, 0, 1, 2, 3, 1, 2, 1, 2, 3, 2, 1, 2, 1, 2];
  for (let i = 1; i < 6; i++) {
    await atQuestion(page, i);
    await page.keyboard.press(String(positions[i]! + 1));
    await page.keyboard.press('Enter');
  }
  await answerWithNote(page, 6, positions[6]!, 'Rollbacks are a redeploy of the last tag.', '');
  await page.getByRole('button', { name: 'Next' }).click();
  await answerRest(page, positions, 7);

  // The review shows both notes, and the submission takes them along.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByTestId('review-note')).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit and see my report' }).click();
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
  await settled(page);

  const section = page.getByTestId('notes-section');
  const first = page.getByTestId('note-question-arch_1');
  await expect(first.getByTestId('report-note')).toContainText('We split the monolith by team in 2024.');
  const links = first.getByRole('link');
  await expect(links).toHaveCount(2);
  for (const [index, href] of [RUNBOOK, DASHBOARD].entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href);
    await expect(links.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(links.nth(index)).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByTestId('note-question-deploy_2').getByTestId('report-note')).toHaveText(
    'Rollbacks are a redeploy of the last tag.',
  );
  await expectNoHorizontalOverflow(page);

  // Changed in place (the database takes the edit), a note added to another answer, and one deleted.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Edit the note on question 7' }).click();
  await page
    .getByTestId('note-question-deploy_2')
    .getByLabel('Note', { exact: true })
    .fill('Rollbacks are a redeploy of the last tag; it takes 4 minutes.');
  await page.getByTestId('note-question-deploy_2').getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('note-question-deploy_2').getByTestId('report-note')).toHaveText(
    'Rollbacks are a redeploy of the last tag; it takes 4 minutes.',
  );
  await section.getByLabel('Question', { exact: true }).selectOption('sec_1');
  await section.getByRole('button', { name: 'Add a note' }).click();
  await section
    .getByTestId('add-note')
    .getByLabel('Note', { exact: true })
    .fill('SSO through the company IdP.');
  await section.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('note-question-sec_1').getByTestId('report-note')).toHaveText(
    'SSO through the company IdP.',
  );
  await page.getByRole('button', { name: 'Delete the note on question 11' }).click();
  await page.getByTestId('note-question-sec_1').getByRole('button', { name: 'Delete note' }).click();
  await expect(page.getByTestId('note-question-sec_1')).toHaveCount(0);

  // What is stored is what the page shows, after a reload too.
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('note-question-deploy_2').getByTestId('report-note')).toHaveText(
    'Rollbacks are a redeploy of the last tag; it takes 4 minutes.',
  );
  await expect(page.getByTestId('note-question-sec_1')).toHaveCount(0);

  // The downloads carry each note with its answer: the CSV in two columns, the JSON in the answer.
  const csv = await downloadText(page.getByRole('button', { name: 'Download answers (CSV)' }));
  const csvLines = csv.split('\r\n');
  expect(csvLines[0]).toMatch(/,score,note,note_links$/);
  expect(csvLines[1]).toMatch(
    new RegExp(
      `^Architecture,arch_1,.*,We split the monolith by team in 2024\\.,${escapeRegExp(`${RUNBOOK} ${DASHBOARD}`)}$`,
    ),
  );
  // Quoted: a semicolon splits cells in a Danish spreadsheet.
  expect(csvLines[7]).toMatch(/,"Rollbacks are a redeploy of the last tag; it takes 4 minutes\.",$/);
  expect(csvLines[11]).toMatch(/,,$/);
  const json = JSON.parse(await downloadText(page.getByRole('button', { name: 'Download data (JSON)' }))) as {
    answers: { note?: string; links?: string[] }[];
  };
  expect(json.answers[0]).toMatchObject({
    note: 'We split the monolith by team in 2024.',
    links: [RUNBOOK, DASHBOARD],
  });
  expect(json.answers[6]).toMatchObject({
    note: 'Rollbacks are a redeploy of the last tag; it takes 4 minutes.',
    links: [],
  });
  expect(json.answers[10]).not.toHaveProperty('note');

  // The printed report carries the notes and their addresses, and none of the controls.
  const text = normaliseSpace(pdfText(await page.pdf({ format: 'A4', printBackground: true })));
  for (const expected of [
    'Your notes on the answers',
    'We split the monolith by team in 2024.',
    RUNBOOK,
    'Rollbacks are a redeploy of the last tag; it takes 4 minutes.',
  ])
    expect(text.replace(/\s/g, ''), expected).toContain(expected.replace(/\s/g, ''));
  for (const control of ['Edit note', 'Delete note', 'Add a note', 'SSO through the company IdP.'])
    expect(text).not.toContain(control);
});

test('a note shared in a team round is on the team report beside the question, without who wrote it', async ({
  browser,
}) => {
  const owner = await createUser('Tove Owner', 'Team Notes ApS');
  const writer = await createUser('Wilma Writer', 'Team Notes ApS');
  const other = await createUser('Otto Other', 'Team Notes ApS');
  const teamId = await createTeamAs(owner, 'Order service');
  const { token } = await inviteAs(owner, teamId);
  await joinAs(writer, token);
  await joinAs(other, token);

  // The writer answers on the page: a shared note on question 1, a private one on question 2.
  const page = await signedInPage(browser, writer);
  await page.goto(`/team-assessments/${teamId}/answer`);
  await settled(page);
  await answerWithNote(page, 0, 0, 'Every release needs three teams in one room.', RUNBOOK);
  await page
    .getByTestId('answer-note')
    .getByRole('checkbox', { name: 'Share this note with the team' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await answerWithNote(page, 1, 0, 'Only for me: I was not here in 2023.', '');
  await page.getByRole('button', { name: 'Next' }).click();
  await answerRest(page, allAt(0), 2);
  await expect(page.getByTestId('review-note').first()).toContainText('shared with the team');
  await page.getByRole('button', { name: 'Submit my answers to the team' }).click();
  await expect(page).toHaveURL(new RegExp(`/team-assessments/${teamId}$`));

  // Another member shares a note through the API (the page's own call); the owner answers without one.
  const shared = await rpcAsUser(
    other.session.access_token,
    'submit_team_assessment',
    JSON.stringify({
      team_id: teamId,
      answers: answersFor(allAt(3)),
      submission_id: randomUUID(),
      notes: { arch_1: { note: 'Our part deploys on its own since May.', links: [], share_with_team: true } },
    }),
  );
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  await answerTeamAs(owner, teamId, allAt(2));
  await closeRoundAs(owner, teamId);

  // The team report: both shared notes beside question 1's distribution, nothing on question 2.
  await page.goto(`/team-assessments/${teamId}/report`);
  await settled(page);
  const question = (id: string) => page.getByTestId('team-questions').locator(`[data-question="${id}"]`);
  await expect(question('arch_1').getByTestId('option')).toHaveCount(4);
  const notes = question('arch_1').getByTestId('team-shared-notes');
  await expect(notes.getByText('2 notes the team shared')).toBeVisible();
  await expect(notes).toContainText('Every release needs three teams in one room.');
  await expect(notes).toContainText('Our part deploys on its own since May.');
  await expect(notes.getByRole('link')).toHaveAttribute('href', RUNBOOK);
  await expect(notes.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(question('arch_2').getByTestId('team-shared-notes')).toHaveCount(0);
  const reportText = await page.getByTestId('team-report').innerText();
  expect(reportText).not.toContain('Only for me');
  // Nothing near a note says whose it is or what they picked.
  const notesText = await notes.innerText();
  for (const giveaway of ['Tove', 'Wilma', 'Otto', 'Your answer', 'The team’s answer'])
    expect(notesText).not.toContain(giveaway);
  // The notes come in a fixed order (by text), not in the order the members answered.
  const order = await notes.locator(':scope > ul > li').allInnerTexts();
  expect(order.map((item) => item.split('\n')[0])).toEqual(
    ['Every release needs three teams in one room.', 'Our part deploys on its own since May.'].sort(),
  );

  // The owner sees the same, and the team report's PDF carries the shared notes.
  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto(`/team-assessments/${teamId}/report`);
  await settled(ownerPage);
  await expect(
    ownerPage
      .getByTestId('team-questions')
      .locator('[data-question="arch_1"]')
      .getByTestId('team-shared-notes'),
  ).toContainText('Our part deploys on its own since May.');
  const pdf = normaliseSpace(pdfText(await ownerPage.pdf({ format: 'A4', printBackground: true })));
  expect(pdf).toContain('Every release needs three teams in one room.');
  expect(pdf).not.toContain('Only for me');
  // Its CSV carries them in one field of question 1's row (a blank line between notes), and no other.
  const csv = (await downloadText(ownerPage.getByTestId('team-report-csv'))).split('\r\n');
  expect(csv[0]).toMatch(/,notes shared by the team$/);
  expect(csv.join('\r\n')).toContain(
    `,"Every release needs three teams in one room.\n${RUNBOOK}\n\nOur part deploys on its own since May."\r\n`,
  );
  expect(csv.join('\r\n')).not.toContain('Only for me');

  // The writer's own report of their answer has both notes, and says which one the team sees.
  // (Their only report: the answer to the round.)
  const reports = await reportsOf(writer.id);
  expect(reports).toHaveLength(1);
  const answer = reports[0]!;
  await page.goto(`/reports/${answer.id}`);
  await settled(page);
  await expect(page.getByTestId('note-question-arch_1').getByText('Shared with the team')).toBeVisible();
  await expect(page.getByTestId('note-question-arch_2').getByTestId('report-note')).toHaveText(
    'Only for me: I was not here in 2023.',
  );
  await expect(page.getByTestId('note-question-arch_2').getByText('Shared with the team')).toHaveCount(0);
});

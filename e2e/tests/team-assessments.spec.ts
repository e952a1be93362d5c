// Team assessments (docs/product.md §9): three people in three browsers. The owner creates one for a
// named system and invites by link; a signed-out invitee registers through the link and lands back on
// the invitation; a second member joins in Danish. Both answer with the assessment flow. While the round
// is open the report shows no figure: members see how many have answered, the owner also who, with the
// minimum (3, which the owner may raise) and why; the owner closes the round. The same round, set up
// through the API in a test of its own (so the two run side by side), then shows in the report the
// distributions (each reader's own answer marked), agreement and "talk about these first", and removing
// a member afterwards changes none of it. An outsider and a removed member get no access; a revoked
// link is refused; a closed round takes no answers; a second round shows the trend. The owner also
// invites by e-mail: the mail reaches the local inbox and its link lets the colleague join.
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { readMail, waitForMail } from '../support/inbox.ts';
import { expectNoHorizontalOverflow } from '../support/page-health.ts';
import { TOPICS } from '../support/report-texts.ts';
import { QUESTIONS } from '../support/spec-table.ts';
import { type TestUser, createUser, signInProgrammatically, uniqueEmail } from '../support/stack.ts';
import { allAt, answerTeamAs, closeRoundAs, createTeamAs, inviteAs, joinAs } from '../support/teams.ts';

const PASSWORD = 'team member 42';
const SYSTEM = 'Payments platform';
const TEAM_URL = /\/team-assessments\/[0-9a-f-]{36}$/;

/** Member 1 (registers through the link): the weakest answer everywhere. */
const FIRST = allAt(0);
/** Member 2: agrees on question 1, is one step away on question 2, and picks the strongest answer on the rest. */
const SECOND = [0, 1, ...allAt(3).slice(2)];

async function contextIn(browser: Browser, language: 'en' | 'da'): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  return context;
}

async function signedInPage(browser: Browser, user: TestUser, language: 'en' | 'da' = 'en'): Promise<Page> {
  const page = await (await contextIn(browser, language)).newPage();
  await signInProgrammatically(page, user);
  return page;
}

/** Answers the 20 questions with the keyboard (number key, Enter) and submits from the review. */
async function answerWithKeyboard(page: Page, positions: number[], submit: string) {
  for (let i = 0; i < QUESTIONS.length; i++) {
    const [id, options] = QUESTIONS[i]!;
    const radio = page.locator(`input[type="radio"][name="${id}"][value="${options[positions[i]!]}"]`);
    await expect(page.locator(`input[type="radio"][name="${id}"]`).first()).toBeVisible();
    // The question listens for keys once it has settled, which is when its heading takes the focus
    // (past the first question): a key pressed before that is lost, as it would be for a person.
    if (i > 0) await expect(page.locator('fieldset h1')).toBeFocused();
    await page.keyboard.press(String(positions[i]! + 1));
    await expect(radio).toBeChecked();
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: submit }).click();
}

/** The counts of a question's four answers as the report shows them, weakest first, and which is the reader's. */
async function distribution(page: Page, section: string, questionId: string) {
  const options = page.getByTestId(section).locator(`[data-question="${questionId}"]`).getByTestId('option');
  await expect(options).toHaveCount(4);
  const counts = await options.evaluateAll((items) =>
    items.map((item) => Number((item as HTMLElement).dataset.count)),
  );
  const mine = await options.evaluateAll((items) =>
    items.findIndex((item) => (item as HTMLElement).dataset.mine === 'true'),
  );
  return { counts, mine };
}

test('three people join and answer for one system; while the round is open the report shows no figure', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser('Olivia Owner', 'Payments ApS');
  const second = await createUser('Dorthe Dansk', 'Payments ApS', 'da');

  // The owner creates the team assessment and an invitation link.
  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto('/team-assessments');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Team assessments' })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Create the team assessment' }).click();
  await expect(ownerPage.getByText('Please name the system.')).toBeVisible();
  await ownerPage.getByLabel('Name of the system').fill(SYSTEM);
  await ownerPage.getByRole('button', { name: 'Create the team assessment' }).click();
  await expect(ownerPage).toHaveURL(TEAM_URL);
  await expect(ownerPage.getByTestId('team-name')).toHaveText(SYSTEM);
  const teamPath = new URL(ownerPage.url()).pathname;
  await ownerPage.getByTestId('create-invitation').click();
  const link = await ownerPage.getByLabel('Invitation link', { exact: true }).inputValue();
  expect(link).toMatch(/\/team-assessments\/join\/[A-Za-z0-9_-]+$/);
  await expect(ownerPage.getByTestId('invitation')).toHaveAttribute('data-status', 'active');

  // A signed-out invitee opens the link, creates an account, confirms it with the e-mailed code and is
  // back on the invitation, now signed in; joining opens the team.
  const firstPage = await (await contextIn(browser, 'en')).newPage();
  await firstPage.goto(link);
  const invited = `Olivia Owner invites you to assess ${SYSTEM} with the team`;
  await expect(firstPage.getByRole('heading', { level: 1, name: invited })).toBeVisible();
  await firstPage.getByRole('link', { name: 'Create a free account' }).click();
  await expect(firstPage).toHaveURL(/\/register\?next=/);
  const firstEmail = uniqueEmail('team-invitee');
  await firstPage.locator('#register-name').fill('Mads Member');
  await firstPage.locator('#register-company').fill('Payments ApS');
  await firstPage.locator('#register-email').fill(firstEmail);
  await firstPage.locator('#register-password').fill(PASSWORD);
  await firstPage.locator('#register-confirmPassword').fill(PASSWORD);
  await firstPage.getByRole('main').getByRole('button', { name: 'Create account' }).click();
  await expect(firstPage.getByTestId('check-inbox')).toBeVisible();
  await firstPage.getByLabel('6-digit code').fill(readMail(await waitForMail(firstEmail)).code);
  await firstPage.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(firstPage).toHaveURL(new URL(link).pathname);
  await firstPage.getByTestId('join-team').click();
  await expect(firstPage).toHaveURL(teamPath);
  await expect(firstPage.getByTestId('team-notice-joined')).toHaveText(
    `Welcome to the team assessment for ${SYSTEM}.`,
  );

  // The second member joins in Danish.
  const secondPage = await signedInPage(browser, second, 'da');
  await secondPage.goto(link);
  const inviteret = `Olivia Owner inviterer dig til at vurdere ${SYSTEM} sammen med teamet`;
  await expect(secondPage.getByRole('heading', { level: 1, name: inviteret })).toBeVisible();
  await secondPage.getByRole('button', { name: 'Bliv medlem af teamvurderingen' }).click();
  await expect(secondPage.getByTestId('team-notice-joined')).toHaveText(
    `Velkommen til teamvurderingen af ${SYSTEM}.`,
  );

  // The owner sees who joined, and that nobody has answered yet; the link was used twice.
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('member')).toHaveCount(3);
  expect((await ownerPage.getByTestId('member-name').allTextContents()).sort()).toEqual([
    'Dorthe Dansk',
    'Mads Member',
    'Olivia Owner',
  ]);
  await expect(ownerPage.getByTestId('round-answers')).toHaveText('0 of 3 members have answered.');
  await expect(ownerPage.getByTestId('invitation')).toContainText('Used 2 times');

  // The first member answers with the keyboard; the team report shows no figure while the round is open.
  await firstPage.getByTestId('answer-round').click();
  await expect(firstPage.getByText(`Answer for ${SYSTEM}`, { exact: true })).toBeVisible();
  await answerWithKeyboard(firstPage, FIRST, 'Submit my answers to the team');
  await expect(firstPage).toHaveURL(teamPath);
  await expect(firstPage.getByTestId('team-notice-submitted')).toContainText(
    'Thank you: your answers are in.',
  );
  await expect(firstPage.getByTestId('round-answered')).toHaveText('You have answered this round.');
  await expect(firstPage.getByTestId('round-minimum')).toHaveText(
    'The team report shows a round’s figures once it is closed, if at least 3 members answered it.',
  );
  await firstPage.getByTestId('open-team-report').click();
  await expect(firstPage.getByTestId('team-report-waiting')).toHaveAttribute('data-status', 'round-open');
  await expect(firstPage.getByTestId('team-report-count')).toHaveText(
    '1 of 3 members have answered. The figures appear when the owner closes the round, if at least 3 members have answered by then.',
  );
  await expect(firstPage.getByTestId('team-report-why')).toContainText('work out what that colleague picked');

  // The second answers in Danish.
  await secondPage.getByTestId('answer-round').click();
  await expect(secondPage.getByText(`Svar for ${SYSTEM}`, { exact: true })).toBeVisible();
  await answerWithKeyboard(secondPage, SECOND, 'Indsend mine svar til teamet');
  await expect(secondPage.getByTestId('team-notice-submitted')).toContainText('Tak: dine svar er modtaget.');

  // A member sees how many have answered, never who; the owner sees who, on the team page and the report.
  await firstPage.goto(teamPath);
  await expect(firstPage.getByTestId('round-answers')).toHaveText('2 of 3 members have answered.');
  await expect(firstPage.getByTestId('member-answered')).toHaveCount(0);
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('member-answered')).toHaveText([
    'Not answered yet',
    'Answered',
    'Answered',
  ]);
  await ownerPage.goto(`${teamPath}/report`);
  await expect(ownerPage.getByTestId('team-report-answered')).toHaveText(['Dorthe Dansk', 'Mads Member']);
  await expect(ownerPage.getByTestId('team-questions')).toHaveCount(0);

  // The owner raises the minimum, and sets it back: a round needs at least 3 answers.
  await ownerPage.goto(teamPath);
  const minimum = ownerPage.getByTestId('minimum-section').getByLabel('Answers a round needs');
  await minimum.fill('2');
  await ownerPage.getByTestId('save-minimum').click();
  await expect(ownerPage.getByTestId('minimum-section').getByRole('alert')).toHaveText(
    'Enter a whole number from 3 to 100.',
  );
  await minimum.fill('4');
  await ownerPage.getByTestId('save-minimum').click();
  await expect(ownerPage.getByTestId('minimum-status')).toHaveText(
    'From now on a round needs at least 4 answers.',
  );
  await expect(ownerPage.getByTestId('round-minimum')).toContainText('at least 4 members');
  await ownerPage.getByTestId('minimum-section').getByLabel('Answers a round needs').fill('3');
  await ownerPage.getByTestId('save-minimum').click();
  await expect(ownerPage.getByTestId('minimum-status')).toHaveText(
    'From now on a round needs at least 3 answers.',
  );

  // The owner answers too (position 2 everywhere), and closes round 1: three answers, the minimum.
  await answerTeamAs(owner, teamPath.split('/').pop()!, allAt(2));
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('round-answers')).toHaveText('3 of 3 members have answered.');
  await ownerPage.getByTestId('close-round').click();
  await expect(ownerPage.getByRole('group', { name: 'Close round 1?' })).toContainText(
    'If at least 3 members have answered',
  );
  await ownerPage.getByTestId('close-round-confirm').click();
  await expect(ownerPage.getByTestId('round-action-status')).toHaveText('Round 1 is closed.');
  await expect(ownerPage.getByTestId('round-status')).toHaveText('Closed');
});

test('the closed round shows where they agree and where they do not; members leave, links are revoked, a second round shows the trend', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The round the test above ends with: the same people and answers, set up through the API.
  const owner = await createUser('Olivia Owner', 'Payments ApS');
  const first = await createUser('Mads Member', 'Payments ApS');
  const second = await createUser('Dorthe Dansk', 'Payments ApS', 'da');
  const teamId = await createTeamAs(owner, SYSTEM);
  const { token } = await inviteAs(owner, teamId);
  await joinAs(first, token);
  await joinAs(second, token);
  await answerTeamAs(first, teamId, FIRST);
  await answerTeamAs(second, teamId, SECOND);
  await answerTeamAs(owner, teamId, allAt(2));
  await closeRoundAs(owner, teamId);
  const teamPath = `/team-assessments/${teamId}`;
  const link = `/team-assessments/join/${token}`;
  const ownerPage = await signedInPage(browser, owner);
  const firstPage = await signedInPage(browser, first);
  const secondPage = await signedInPage(browser, second, 'da');

  // The team report, as the owner sees it: scores 0, 92 and 67, so mean 159 / 3 = 53, spread
  // sqrt(3 * 12953 - 159^2) / 3 = 38.8; agreement 34 % (question 1: positions 0, 0, 2 = 0.605;
  // question 2: 0, 1, 2 = 0.704; the rest 0, 3, 2 = 0.309).
  await ownerPage.goto(`${teamPath}/report`);
  await expect(ownerPage.getByTestId('team-report-title')).toHaveText(`Team report: ${SYSTEM}`);
  await expect(ownerPage.getByTestId('team-report-answers')).toHaveText('3 members have answered.');
  await expect(ownerPage.getByTestId('team-mean')).toHaveText('53.0 / 100');
  await expect(ownerPage.getByTestId('team-spread')).toHaveText('Spread: ± 38.8 points');
  await expect(ownerPage.getByTestId('team-summary').getByTestId('agreement')).toHaveAttribute(
    'data-level',
    'disagree',
  );
  await expect(ownerPage.getByTestId('team-summary').getByTestId('agreement')).toContainText(
    'Agreement: 34%',
  );
  expect(await distribution(ownerPage, 'team-questions', 'arch_1')).toEqual({
    counts: [2, 0, 1, 0],
    mine: 2,
  });
  expect(await distribution(ownerPage, 'team-questions', 'arch_2')).toEqual({
    counts: [1, 1, 1, 0],
    mine: 2,
  });
  expect(await distribution(ownerPage, 'team-questions', 'sec_1')).toEqual({ counts: [1, 0, 1, 1], mine: 2 });
  await expect(
    ownerPage.getByTestId('team-questions').locator('[data-question="arch_1"]').getByTestId('agreement'),
  ).toContainText('Agreement 61%');
  await expect(
    ownerPage.getByTestId('team-questions').locator('[data-question="arch_2"]').getByTestId('agreement'),
  ).toContainText('Agreement 70%');
  // Talk about these first: the widest disagreement (0, 3 and 2), in the product's order, with advice
  // for the weakest answer given.
  const talk = ownerPage.getByTestId('talk-first-item');
  await expect(talk).toHaveCount(3);
  expect(
    await talk.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.question)),
  ).toEqual(['arch_3', 'arch_4', 'arch_5']);
  await expect(talk.first().getByRole('heading', { level: 3 })).toHaveText(`3. ${TOPICS.en.arch_3}`);
  await expect(talk.first().getByTestId('talk-first-advice')).toContainText('What to do:');
  await expect(ownerPage.getByTestId('team-areas')).toBeVisible();
  await expect(ownerPage.getByTestId('team-trend-single')).toBeVisible();
  // CSV, for spreadsheets.
  const download = ownerPage.waitForEvent('download');
  await ownerPage.getByTestId('team-report-csv').click();
  expect((await download).suggestedFilename()).toBe('team-report-payments-platform-round-1.csv');

  // Each member sees their own answer marked, and nobody else's.
  await firstPage.goto(`${teamPath}/report`);
  expect(await distribution(firstPage, 'team-questions', 'arch_2')).toEqual({
    counts: [1, 1, 1, 0],
    mine: 0,
  });
  await secondPage.goto(`${teamPath}/report`);
  await expect(secondPage.getByTestId('team-report-title')).toHaveText(`Teamrapport: ${SYSTEM}`);
  await expect(secondPage.getByRole('heading', { level: 2, name: 'Tal om disse først' })).toBeVisible();
  expect(await distribution(secondPage, 'team-questions', 'arch_2')).toEqual({
    counts: [1, 1, 1, 0],
    mine: 1,
  });
  await expect(
    secondPage.getByTestId('team-questions').locator('[data-question="arch_2"]').getByTestId('my-pick'),
  ).toHaveText('Dit svar');
  await expect(secondPage.getByTestId('team-mean')).toHaveText('53,0 / 100');
  await expect(
    secondPage.getByTestId('talk-first-item').first().getByRole('heading', { level: 3 }),
  ).toHaveText(`3. ${TOPICS.da.arch_3}`);
  // On a phone (360 px) the report and the team's page fit the width.
  await secondPage.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(secondPage);
  await secondPage.goto(teamPath);
  await expect(secondPage.getByTestId('team-page')).toBeVisible();
  await expectNoHorizontalOverflow(secondPage);

  // The owner's dashboard lists the team.
  await ownerPage.goto('/dashboard');
  await expect(ownerPage.getByTestId('dashboard-teams').getByRole('link', { name: SYSTEM })).toHaveAttribute(
    'href',
    teamPath,
  );

  // An outsider gets no access, to the team or its report.
  const outsider = await createUser('Otto Outsider', 'Elsewhere ApS');
  const outsiderPage = await signedInPage(browser, outsider);
  await outsiderPage.goto(teamPath);
  await expect(
    outsiderPage.getByRole('heading', { level: 1, name: 'No access to this team assessment' }),
  ).toBeVisible();
  await outsiderPage.goto(`${teamPath}/report`);
  await expect(outsiderPage.getByTestId('team-access-denied')).toBeVisible();

  // The owner removes the first member: their team page and the report are closed to them now, and
  // the closed round's figures, stored when it closed, stay as they were.
  await ownerPage.goto(teamPath);
  await ownerPage.getByRole('button', { name: 'Remove Mads Member' }).click();
  await ownerPage.getByTestId('remove-member-confirm').click();
  await expect(ownerPage.getByTestId('members-status')).toHaveText('Mads Member has been removed.');
  await expect(ownerPage.getByTestId('member')).toHaveCount(2);
  await firstPage.goto(teamPath);
  await expect(firstPage.getByTestId('team-access-denied')).toBeVisible();
  await firstPage.goto(`${teamPath}/report`);
  await expect(firstPage.getByTestId('team-access-denied')).toBeVisible();
  await secondPage.goto(`${teamPath}/report`);
  await expect(secondPage.getByTestId('team-mean')).toHaveText('53,0 / 100');
  expect(await distribution(secondPage, 'team-questions', 'arch_2')).toEqual({
    counts: [1, 1, 1, 0],
    mine: 1,
  });
  await ownerPage.goto(teamPath);

  // The owner revokes the link (confirming in place); it no longer lets anyone in.
  await ownerPage.getByTestId('revoke-invitation').click();
  await ownerPage.getByTestId('revoke-invitation-confirm').click();
  await expect(ownerPage.getByTestId('invitation')).toHaveAttribute('data-status', 'revoked');
  await outsiderPage.goto(link);
  await expect(
    outsiderPage.getByRole('heading', { level: 1, name: 'This invitation link has been revoked' }),
  ).toBeVisible();
  await expect(outsiderPage.getByTestId('join-team')).toHaveCount(0);

  // Round 2: the owner starts it; the outsider joins with a new link; the owner (position 2), the
  // second member (3) and the newcomer (as the second member did in round 1) answer, closer together
  // now: scores 67, 100, 92, mean 86.3, agreement 86 %; +33.3 points and +52 since round 1.
  await ownerPage.getByTestId('open-round').click();
  await ownerPage.getByTestId('open-round-confirm').click();
  await expect(ownerPage.getByTestId('round-action-status')).toHaveText('Round 2 is open.');
  await joinAs(outsider, (await inviteAs(owner, teamId)).token);
  await answerTeamAs(owner, teamId, allAt(2));
  await answerTeamAs(second, teamId, allAt(3));
  await answerTeamAs(outsider, teamId, SECOND);
  // Open, so no figure yet, three answers or not.
  await ownerPage.goto(`${teamPath}/report`);
  await expect(ownerPage.getByTestId('team-report-waiting')).toHaveAttribute('data-status', 'round-open');
  await ownerPage.goto(teamPath);
  await ownerPage.getByTestId('close-round').click();
  await ownerPage.getByTestId('close-round-confirm').click();
  await expect(ownerPage.getByTestId('round-action-status')).toHaveText('Round 2 is closed.');
  await ownerPage.goto(`${teamPath}/report`);
  await expect(ownerPage.getByTestId('team-report')).toHaveAttribute('data-round', '2');
  await expect(ownerPage.getByTestId('team-mean')).toHaveText('86.3 / 100');
  await expect(ownerPage.getByTestId('team-trend')).toBeVisible();
  await expect(ownerPage.getByTestId('team-round')).toHaveText([
    'Round 1: team score 53.0, agreement 34% · See round 1',
    'Round 2: team score 86.3, agreement 86% · Score +33.3 points, agreement +52 percentage points',
  ]);
  // Round 1 is still there, as it was.
  await ownerPage.getByTestId('round-picker').selectOption('1');
  await expect(ownerPage.getByTestId('team-report')).toHaveAttribute('data-round', '1');
  await expect(ownerPage.getByTestId('team-mean')).toHaveText('53.0 / 100');
  // In Danish the numbers are written the Danish way.
  await secondPage.goto(`${teamPath}/report`);
  await expect(secondPage.getByTestId('team-mean')).toHaveText('86,3 / 100');
});

test('an invitation link that does not exist, and a closed round, each say so in their own words', async ({
  browser,
}) => {
  const owner = await createUser('Rita Revoker', 'Links ApS');
  const teamId = await createTeamAs(owner, 'Billing');
  const { token } = await inviteAs(owner, teamId);
  const page = await signedInPage(browser, await createUser('Ivan Invitee', 'Links ApS'), 'da');
  await page.goto(`/team-assessments/join/${token}x`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dette invitationslink er ikke gyldigt' }),
  ).toBeVisible();
  await expect(page.getByTestId('invitation-dead')).toHaveText(
    'Tjek, at hele linket kom med, eller bed den, der sendte det, om et nyt.',
  );
  await expect(page.getByTestId('join-team')).toHaveCount(0);
  // A closed round: the answer page says so before a single question.
  const member = await createUser('Mia Member', 'Links ApS');
  await joinAs(member, token);
  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto(`/team-assessments/${teamId}`);
  await ownerPage.getByTestId('close-round').click();
  await ownerPage.getByTestId('close-round-confirm').click();
  await expect(ownerPage.getByTestId('round-status')).toHaveText('Closed');
  const memberPage = await signedInPage(browser, member);
  await memberPage.goto(`/team-assessments/${teamId}/answer`);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'This round is closed' })).toBeVisible();
});

test('the owner invites a colleague by e-mail: the mail arrives in the inbox, and its link lets them join', async ({
  browser,
}) => {
  const owner = await createUser('Olga Owner', 'Mail ApS');
  const invitee = await createUser('Ida Invitee', 'Mail ApS', 'da');
  const teamId = await createTeamAs(owner, 'Ledger service');
  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto(`/team-assessments/${teamId}`);
  const form = ownerPage.getByTestId('invite-by-email');
  await form.getByTestId('send-invitation-email').click();
  await expect(form.getByRole('alert')).toHaveText('Enter your colleague’s e-mail address.');
  await form.getByLabel('Colleague’s e-mail address').fill(invitee.email);
  await form.getByLabel('Language of the e-mail').selectOption('da');
  await form.getByTestId('send-invitation-email').click();
  await expect(form.getByTestId('invite-email-status')).toHaveText(
    `The invitation has been sent to ${invitee.email}.`,
  );
  await expect(form.getByLabel('Colleague’s e-mail address')).toHaveValue('');
  // The new invitation is in the owner's list under the address (no link is shown: it went by e-mail).
  const listed = ownerPage.getByTestId('invitation').filter({ hasText: invitee.email });
  await expect(listed).toHaveAttribute('data-status', 'active');
  await expect(ownerPage.getByTestId('new-invitation')).toHaveCount(0);

  // The e-mail, in Danish, names the owner (never the team: the owner's own text) and carries the join link,
  // which opens its page in Danish.
  const mail = await waitForMail(invitee.email);
  expect(mail.Subject).toBe('Olga Owner inviterer dig til en teamvurdering');
  expect(mail.Text).toContain('Linket virker indtil');
  const link = /href="(http:\/\/localhost:3000\/team-assessments\/join\/[A-Za-z0-9_-]+\?lang=da)"/.exec(
    mail.HTML,
  )?.[1];
  expect(link, mail.HTML).toBeTruthy();

  // The invitee opens it, signed in, and joins.
  const inviteePage = await signedInPage(browser, invitee, 'da');
  await inviteePage.goto(link!);
  const inviteret = 'Olga Owner inviterer dig til at vurdere Ledger service sammen med teamet';
  await expect(inviteePage.getByRole('heading', { level: 1, name: inviteret })).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Bliv medlem af teamvurderingen' }).click();
  await expect(inviteePage).toHaveURL(`/team-assessments/${teamId}`);
  await expect(inviteePage.getByTestId('team-notice-joined')).toHaveText(
    'Velkommen til teamvurderingen af Ledger service.',
  );
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('member')).toHaveCount(2);
  await expect(listed).toContainText('Used once');
});

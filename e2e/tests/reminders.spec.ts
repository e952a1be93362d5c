// Reminders to reassess, end to end: a person with a report chooses a cadence on the dashboard; once
// their newest report is that old (the test sets its time back as the service role, as the migration
// says to), the send-reminders function, called as the schedule calls it (the service-role key), mails
// exactly one reminder in their language to the local inbox, and a second run mails nothing more. The
// mail counts the plan as the dashboard does (the same numbers in each state), and every link of it
// opens its page in the mail's language in a new browser set to the other language. The mail's start
// link opens the assessment's start; its unsubscribe link, opened signed out, changes nothing until its
// button is pressed, then says the reminders are off, and the dashboard shows never.
// A mail program's own unsubscribe button (RFC 8058: a POST to the List-Unsubscribe link) does the same
// with no page and no sign-in.
import { type Page, expect, test } from '@playwright/test';
import { type Mail, mailsTo, waitForMail } from '../support/inbox.ts';
import { serviceGet } from '../support/rest.ts';
import { setPlanItem, submitReport } from '../support/reports.ts';
import { E2E_STACK } from '../support/stack-env.ts';
import { type TestUser, createUser, signInProgrammatically, stackKeys } from '../support/stack.ts';
import { waitForHydration } from '../support/first-render.ts';
import { chooseLanguage } from '../support/ui.ts';

const SHOTS = '/tmp/shots25';

/** Areas 60 / 53 / 47 / 60: a report with open recommendations. */
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

const TEXTS = {
  en: {
    states: ['Not planned', 'Planned', 'In progress', 'Done', 'Not applicable'],
    saved: 'Saved.',
    subject: 'Time to check your architecture again',
    start: 'Start the health check',
    stop: 'Stop these reminders',
    off: 'Reminders are off',
  },
  da: {
    states: ['Ikke planlagt', 'Planlagt', 'I gang', 'Færdig', 'Ikke relevant'],
    saved: 'Gemt.',
    subject: 'Tid til at se på din arkitektur igen',
    start: 'Start sundhedstjekket',
    stop: 'Stop disse påmindelser',
    off: 'Påmindelserne er slået fra',
  },
} as const;

function serviceHeaders() {
  const { serviceRoleKey } = stackKeys();
  return {
    apikey: serviceRoleKey,
    authorization: `Bearer ${serviceRoleKey}`,
    'content-type': 'application/json',
  };
}

/** The person's stored cadence, read past RLS. */
async function storedCadence(user: TestUser): Promise<string | undefined> {
  const rows = await serviceGet<{ cadence: string }[]>(
    `reminder_settings?user_id=eq.${user.id}&select=cadence`,
  );
  return rows[0]?.cadence;
}

/** Makes the reminder due now: the newest report is set back by more than a quarter. */
async function ageReports(user: TestUser): Promise<void> {
  const longAgo = new Date(Date.now() - 100 * 24 * 3600 * 1000).toISOString();
  const response = await fetch(`${E2E_STACK.url}/rest/v1/reports?user_id=eq.${user.id}`, {
    method: 'PATCH',
    headers: serviceHeaders(),
    body: JSON.stringify({ created_at: longAgo }),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

/** One run of the schedule's call: the send-reminders function with the service-role key. */
async function runReminders(): Promise<void> {
  const response = await fetch(`${E2E_STACK.url}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: '{}',
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A link of the mail's HTML whose address matches. */
function linkIn(mail: Mail, pattern: RegExp): string {
  const link = [...mail.HTML.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .find((href) => pattern.test(new URL(href).pathname));
  if (!link) throw new Error(`no link to ${pattern} in "${mail.Subject}"`);
  expect(new URL(link).origin).toBe('http://localhost:3000');
  return link;
}

const PLAN_STATES = ['open', 'planned', 'in_progress', 'done', 'not_applicable'] as const;

/** The dashboard's plan counts, in the order of its states. */
async function dashboardCounts(page: Page): Promise<number[]> {
  return Promise.all(
    PLAN_STATES.map(async (state) =>
      Number(await page.getByTestId(`plan-count-${state}`).locator('strong').innerText()),
    ),
  );
}

/** The counts the mail gives in each state ("Not planned: 12 · Planned: 1 · ..."). */
function mailCounts(mail: Mail, language: 'en' | 'da'): number[] {
  return TEXTS[language].states.map((label) => {
    const count = new RegExp(`(?:^|· )${label}: (\\d+)`, 'm').exec(mail.Text)?.[1];
    if (count === undefined) throw new Error(`no count for ${label} in "${mail.Text}"`);
    return Number(count);
  });
}

async function openDashboard(page: Page, language: 'en' | 'da') {
  await page.goto('/dashboard');
  if (language === 'da') await chooseLanguage(page, 'da');
  await expect(page.getByTestId('reminder-cadence')).toBeEnabled();
  // The host renders the dashboard; a choice made before React has taken the control over would be lost.
  await waitForHydration(page, '[data-testid="reminder-cadence"]');
}

for (const language of ['en', 'da'] as const) {
  test(`a reminder set on the dashboard comes once, in the person's language, and stops signed out (${language})`, async ({
    page,
    browser,
  }) => {
    const texts = TEXTS[language];
    const user = await createUser('Rita Reminder', 'Example ApS', language);
    const report = await submitReport(user, MIXED);
    // The plan: one recommendation of the report in each state, and one item for advice the report does
    // not give (arch_4 is answered at the strongest), which neither the dashboard nor the mail counts.
    for (const [questionId, status] of [
      ['arch_1', 'planned'],
      ['arch_2', 'in_progress'],
      ['arch_3', 'done'],
      ['deploy_1', 'not_applicable'],
      ['arch_4', 'in_progress'],
    ] as const)
      await setPlanItem(user, report, questionId, status);
    await signInProgrammatically(page, user);

    await openDashboard(page, language);
    await expect(page.getByTestId('reminder-cadence')).toHaveValue('none');
    await page.getByTestId('reminder-cadence').selectOption('quarterly');
    await expect(page.getByTestId('reminder-state')).toHaveText(texts.saved);
    expect(await storedCadence(user)).toBe('quarterly');

    await ageReports(user);
    await runReminders();
    const mail = await waitForMail(user.email);
    expect(mail.Subject).toBe(texts.subject);
    await runReminders();
    // The second run claims nothing: still the one e-mail, a while later.
    await page.waitForTimeout(1500);
    expect(await mailsTo(user.email)).toHaveLength(1);

    // The mail as a mail program shows it, in Chromium (docs/screenshots/reminder-mail-*.png).
    const reader = await browser.newPage({ viewport: { width: 640, height: 900 } });
    await reader.setContent(mail.HTML);
    await reader.screenshot({ path: `${SHOTS}/reminder-mail-${language}.png`, fullPage: true });
    await reader.close();

    // The plan as the dashboard counts it: 14 recommendations, one in each state but open.
    await openDashboard(page, language);
    const counts = await dashboardCounts(page);
    expect(counts).toEqual([10, 1, 1, 1, 1]);
    expect(mailCounts(mail, language)).toEqual(counts);
    expect(mail.Text).toContain(
      language === 'en'
        ? 'In your improvement plan, 12 of 14 recommendations are open, 1 of them in progress.'
        : 'I din forbedringsplan er 12 af 14 anbefalinger åbne, heraf 1 i gang.',
    );

    // Every link opens in the mail's language, in a browser that has never been here and asks for the
    // other language.
    const links = [...mail.HTML.matchAll(/href="([^"]+)"/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
    expect(links).toHaveLength(2);
    const other = language === 'en' ? 'da-DK' : 'en-GB';
    for (const link of links) {
      const fresh = await browser.newContext({ locale: other });
      const tab = await fresh.newPage();
      await tab.goto(link);
      await expect(tab.locator('html'), link).toHaveAttribute('lang', language);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await fresh.close();
    }

    await page.goto(linkIn(mail, /^\/start$/));
    await expect(page.getByRole('button', { name: texts.start })).toBeVisible();

    const visitor = await browser.newContext({ locale: other });
    const signedOut = await visitor.newPage();
    await signedOut.goto(linkIn(mail, /^\/reminders\/unsubscribe$/));
    const stop = signedOut.getByRole('button', { name: texts.stop });
    await expect(stop).toBeVisible();
    // Opening the link (as a mail scanner does) changed nothing.
    expect(await storedCadence(user)).toBe('quarterly');
    await stop.click();
    await expect(signedOut.getByRole('heading', { level: 1 })).toHaveText(texts.off);
    expect(await storedCadence(user)).toBe('none');
    await visitor.close();

    await openDashboard(page, language);
    await expect(page.getByTestId('reminder-cadence')).toHaveValue('none');
  });
}

test("a mail program's one-click unsubscribe (a POST to the List-Unsubscribe link) turns the reminders off", async ({
  page,
  request,
}) => {
  const user = await createUser('Otto Oneclick', 'Example ApS', 'en');
  await submitReport(user, MIXED);
  await signInProgrammatically(page, user);
  await openDashboard(page, 'en');
  await page.getByTestId('reminder-cadence').selectOption('monthly');
  await expect(page.getByTestId('reminder-state')).toHaveText(TEXTS.en.saved);

  await ageReports(user);
  await runReminders();
  const mail = await waitForMail(user.email);
  expect(mail.ListUnsubscribe.HeaderPost).toBe('List-Unsubscribe=One-Click');
  const [link] = mail.ListUnsubscribe.Links;
  expect(link).toBe(linkIn(mail, /^\/reminders\/unsubscribe$/));

  // As a mail program sends it: the form body, no cookies (Playwright's request context is a fresh one).
  const oneClick = () => request.post(link!, { form: { 'List-Unsubscribe': 'One-Click' } });
  const first = await oneClick();
  expect(first.status()).toBe(200);
  expect(await first.text()).toBe('Reminders are off.\n');
  expect(await storedCadence(user)).toBe('none');
  const again = await oneClick();
  expect(again.status()).toBe(200);
  expect(await again.text()).toBe('These reminders were already turned off.\n');

  await openDashboard(page, 'en');
  await expect(page.getByTestId('reminder-cadence')).toHaveValue('none');
});

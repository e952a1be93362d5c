// Accounts a person can live with, in English and Danish, with every e-mail read from the local inbox:
// password recovery, a confirmed sign-up that resumes a pending assessment submission, sign-in by e-mail
// link and by code, an e-mail change confirmed from both addresses, two-factor sign-in with an
// authenticator app (codes computed here, RFC 6238), "Download my data" and "Delete my account"
// (docs/product.md §3); axe on the states the other suites do not open.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { clickHydrated } from '../support/first-render.ts';
import { readMail, waitForMail } from '../support/inbox.ts';
import { settledAndStill } from '../support/page-health.ts';
import { submitReport } from '../support/reports.ts';
import { profilesByEmail, reportsOf, rpcAsUser, serviceGet } from '../support/rest.ts';
import { E2E_STACK } from '../support/stack-env.ts';
import {
  createUser,
  passwordSession,
  signInProgrammatically,
  stackKeys,
  uniqueEmail,
} from '../support/stack.ts';
import { answersFor } from '../support/spec-table.ts';
import { totp } from '../support/totp.ts';

const PASSWORD = 'correct horse 42';
const NEW_PASSWORD = 'brand new 2026';
const POSITIONS = Array.from({ length: 20 }, (_, i) => i % 4);

const TEXTS = {
  en: {
    forgotLink: 'Forgot your password?',
    emailLink: 'Sign in with an e-mail link or code',
    sendRecovery: 'Send the link',
    recoverySent: (email: string) =>
      `If there is an account for ${email}, a link to choose a new password is on its way. It works for one hour, once.`,
    recoverySubject: 'Reset your password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    savePassword: 'Save the new password',
    passwordChanged: 'Your password has been changed.',
    linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
    sendSignIn: 'E-mail me a link and code',
    checkInbox: 'Check your inbox',
    verifyCode: 'Sign in with the code',
    wrongEmailCode: 'That code is not right, or it has expired. Check it, or ask for a new e-mail.',
    newEmail: 'New e-mail address',
    changeEmail: 'Change e-mail address',
    mfaEnable: 'Turn on two-factor sign-in',
    mfaCode: 'Code from the app',
    mfaVerify: 'Confirm and turn on',
    mfaEnabled: 'Two-factor sign-in is on.',
    secondFactorTitle: 'Two-factor sign-in',
    confirm: 'Confirm',
    wrongTotp:
      'That code is not right. Type the code your app shows now, or wait for the next one if you have just used it.',
    download: 'Download my data',
    deleteOpen: 'Delete my account',
    deleteLabel: 'Type DELETE to confirm',
    deleteWord: 'DELETE',
    deleteConfirm: 'Delete everything',
    deleted: 'Your account and everything in it have been deleted. You are signed out.',
    invalidCredentials: 'Wrong e-mail or password.',
    loginSubmit: 'Sign in',
  },
  da: {
    forgotLink: 'Glemt din adgangskode?',
    emailLink: 'Log ind med et link eller en kode på e-mail',
    sendRecovery: 'Send linket',
    recoverySent: (email: string) =>
      `Hvis der findes en konto for ${email}, er et link til en ny adgangskode på vej. Det virker én gang inden for en time.`,
    recoverySubject: 'Nulstil din adgangskode',
    newPassword: 'Ny adgangskode',
    confirmPassword: 'Gentag adgangskode',
    savePassword: 'Gem den nye adgangskode',
    passwordChanged: 'Din adgangskode er ændret.',
    linkInvalid: 'Linket er udløbet eller allerede brugt. Bed om et nyt.',
    sendSignIn: 'Send mig et link og en kode',
    checkInbox: 'Tjek din indbakke',
    verifyCode: 'Log ind med koden',
    wrongEmailCode: 'Koden er forkert eller udløbet. Tjek den, eller bed om en ny e-mail.',
    newEmail: 'Ny e-mailadresse',
    changeEmail: 'Skift e-mailadresse',
    mfaEnable: 'Slå totrinslogin til',
    mfaCode: 'Kode fra appen',
    mfaVerify: 'Bekræft og slå til',
    mfaEnabled: 'Totrinslogin er slået til.',
    secondFactorTitle: 'Totrinslogin',
    confirm: 'Bekræft',
    wrongTotp:
      'Koden er forkert. Skriv den kode, appen viser nu, eller vent på den næste, hvis du lige har brugt den.',
    download: 'Hent mine data',
    deleteOpen: 'Slet min konto',
    deleteLabel: 'Skriv SLET for at bekræfte',
    deleteWord: 'SLET',
    deleteConfirm: 'Slet det hele',
    deleted: 'Din konto og alt i den er slettet. Du er logget ud.',
    invalidCredentials: 'Forkert e-mail eller adgangskode.',
    loginSubmit: 'Log ind',
  },
} as const;
type Language = keyof typeof TEXTS;
const LANGUAGES: Language[] = ['en', 'da'];

async function startIn(page: Page, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
}

async function expectAxeClean(page: Page) {
  await settledAndStill(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

async function signInWithPassword(page: Page, language: Language, email: string, password: string) {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page
    .getByRole('main')
    .getByRole('button', { name: TEXTS[language].loginSubmit, exact: true })
    .click();
}

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test(`recovering a password: request, the e-mail's link, a new password, signed in (${language})`, async ({
    page,
  }) => {
    const user = await createUser('Rita Recover', 'Recover ApS', language);
    await startIn(page, language);
    await page.goto('/login');
    await page.getByRole('link', { name: t.forgotLink }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expectAxeClean(page);
    await page.locator('#forgot-email').fill(user.email);
    await page.getByRole('button', { name: t.sendRecovery }).click();
    await expect(page.getByTestId('form-message-success')).toHaveText(t.recoverySent(user.email));

    const mail = await waitForMail(user.email);
    expect(mail.Subject).toBe(t.recoverySubject);
    const { link } = readMail(mail);
    await page.goto(link);
    // The link returns in the e-mail's language (?lang=).
    await expect(page).toHaveURL(`/reset-password?lang=${language}`);
    await expect(page.getByLabel(t.newPassword)).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel(t.newPassword).fill(NEW_PASSWORD);
    await page.getByLabel(t.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t.savePassword }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByTestId('account-notice')).toContainText(t.passwordChanged);

    // The new password works, the old one does not; the link cannot be used twice.
    await passwordSession(user.email, NEW_PASSWORD);
    await expect(passwordSession(user.email, user.password)).rejects.toThrow(/400/);
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL('/');
    await page.goto(link);
    await expect(page).toHaveURL(`/reset-password?lang=${language}`);
    await expect(page.getByTestId('form-message-error')).toHaveText(t.linkInvalid);
    await expectAxeClean(page);
  });

  test(`signing in with an e-mail ${language === 'en' ? 'link' : 'code'}, and a wrong code told (${language})`, async ({
    page,
  }) => {
    const user = await createUser('Mads Magic', 'Magic ApS', language);
    await startIn(page, language);
    await page.goto('/login?next=%2Freports');
    await page.getByRole('link', { name: t.emailLink }).click();
    await expect(page).toHaveURL('/login/email?next=%2Freports');
    await expectAxeClean(page);
    await page.locator('#email-sign-in-email').fill(user.email);
    await page.getByRole('button', { name: t.sendSignIn }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkInbox);
    await expectAxeClean(page);
    const mail = readMail(await waitForMail(user.email));

    if (language === 'en') {
      await page.goto(mail.link);
    } else {
      await page.locator('#email-code').fill(mail.code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: t.verifyCode }).click();
      await expect(page.getByTestId('form-message-error')).toHaveText(t.wrongEmailCode);
      await page.locator('#email-code').fill(mail.code);
      await page.getByRole('button', { name: t.verifyCode }).click();
    }
    await expect(page).toHaveURL('/reports');
    await expect(page.getByTestId('header-profile')).toContainText('Mads Magic');
  });
}

test('a sign-up confirmed from the e-mail resumes the pending assessment submission (da)', async ({
  page,
}) => {
  const email = uniqueEmail('confirm-da');
  await startIn(page, 'da');
  // A signed-out visitor has answered all 20 and asked to submit: the assessment keeps that in this browser.
  await page.addInitScript(
    (stored) => {
      if (!window.sessionStorage.getItem('e2e-assessment-planted')) {
        window.sessionStorage.setItem('e2e-assessment-planted', '1');
        window.localStorage.setItem('assessment:v1', stored);
      }
    },
    JSON.stringify({
      submissionId: randomUUID(),
      answers: answersFor(POSITIONS),
      currentIndex: 20,
      startedAt: new Date().toISOString(),
      pendingSubmit: true,
    }),
  );
  await page.goto('/register?next=%2Fassessment');
  await page.locator('#register-name').fill('Karen Konto');
  await page.locator('#register-company').fill('Konto ApS');
  await page.locator('#register-email').fill(email);
  await page.locator('#register-password').fill(PASSWORD);
  await page.locator('#register-confirmPassword').fill(PASSWORD);
  await page.locator('#register-confirmPassword').press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.da.checkInbox);
  await expect(page.getByRole('button', { name: /Send igen om \d+ s/ })).toBeDisabled();
  await expectAxeClean(page);
  // Not confirmed yet: the password alone does not sign in.
  await expect(passwordSession(email, PASSWORD)).rejects.toThrow(/email_not_confirmed/);

  const mail = await waitForMail(email);
  expect(mail.Subject).toBe('Bekræft din e-mailadresse');
  await page.goto(readMail(mail).link);
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const [profile] = await profilesByEmail(email);
  const reports = await reportsOf(profile!.id);
  expect(reports).toHaveLength(1);
  expect(reports[0]!.answers).toEqual(answersFor(POSITIONS));
});

test('changing the e-mail address: pending until both addresses confirm (en)', async ({ page }) => {
  const user = await createUser('Eva Email', 'Email ApS', 'en');
  const next = uniqueEmail('changed');
  await startIn(page, 'en');
  await signInProgrammatically(page, user);
  await page.goto('/profile');
  await page.getByLabel(TEXTS.en.newEmail).fill(next);
  await page.getByRole('button', { name: TEXTS.en.changeEmail }).click();
  const pendingText = `Waiting for confirmation: we sent a link to ${user.email} and to ${next}. Your address changes to ${next} when both links have been opened.`;
  await expect(page.getByTestId('account-email').getByRole('status')).toHaveText(pendingText);
  await expectAxeClean(page);

  const toNew = readMail(await waitForMail(next));
  const toCurrent = readMail(await waitForMail(user.email));
  await page.goto(toCurrent.link);
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByTestId('account-email').getByRole('status')).toHaveText(
    'One address is confirmed. Open the link sent to the other address to finish the change.',
  );
  await page.goto(toNew.link);
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByTestId('account-email')).toContainText(`Your e-mail address is ${next}.`);
  await expect(page.getByTestId('account-email').getByRole('status')).toHaveCount(0);
  await expect(page.getByTestId('account-notice')).toContainText('Your e-mail address has been changed.');
  await passwordSession(next, user.password);
  await expect(passwordSession(user.email, user.password)).rejects.toThrow(/400/);
});

test('two-factor sign-in: enrol with the QR code and secret, then a sign-in asks for the code (da)', async ({
  page,
}) => {
  const user = await createUser('Tove Totp', 'Totp ApS', 'da');
  await startIn(page, 'da');
  await signInProgrammatically(page, user);
  await page.goto('/profile');
  await page.getByRole('button', { name: TEXTS.da.mfaEnable }).click();
  await expect(page.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expectAxeClean(page);
  await page.getByLabel(TEXTS.da.mfaCode).fill(totp(secret));
  await page.getByRole('button', { name: TEXTS.da.mfaVerify }).click();
  await expect(page.getByTestId('account-mfa').getByTestId('form-message-success')).toHaveText(
    TEXTS.da.mfaEnabled,
  );

  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL('/');
  await signInWithPassword(page, 'da', user.email, user.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.da.secondFactorTitle);
  await expectAxeClean(page);
  await page.locator('#login-totp').fill('000000');
  await page.getByRole('button', { name: TEXTS.da.confirm, exact: true }).click();
  await expect(page.getByTestId('form-message-error')).toHaveText(TEXTS.da.wrongTotp);
  // The next step's code: the enrolment spent this step's (a code is never accepted twice).
  await page.locator('#login-totp').fill(totp(secret, Date.now() / 1000 + 30));
  await page.getByRole('button', { name: TEXTS.da.confirm, exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('header-profile')).toContainText('Tove Totp');
});

test('"Download my data" gives a JSON file with the profile, every report with its notes, and the reminder choice (en)', async ({
  page,
}) => {
  const user = await createUser('Dan Download', 'Download ApS', 'en');
  const first = await submitReport(user, POSITIONS);
  const noted = await rpcAsUser(
    user.session.access_token,
    'submit_assessment',
    JSON.stringify({
      answers: answersFor([...POSITIONS].reverse()),
      submission_id: randomUUID(),
      notes: {
        sec_2: { note: 'Secrets move to the vault in Q3.', links: ['https://wiki.example.com/adr/12'] },
      },
    }),
  );
  expect(noted.status, JSON.stringify(noted.body)).toBe(200);
  const second = { id: noted.body.id as string };
  const reminder = await fetch(`${E2E_STACK.url}/rest/v1/reminder_settings`, {
    method: 'POST',
    headers: {
      apikey: stackKeys().anonKey,
      authorization: `Bearer ${user.session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ user_id: user.id, cadence: 'quarterly' }),
  });
  expect(reminder.status, await reminder.text()).toBe(201);
  await startIn(page, 'en');
  await signInProgrammatically(page, user);
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: TEXTS.en.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^architecture-health-check-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { name: string; email: string };
    reports: { id: string; answers: unknown }[];
    answerNotes: { report_id: string; question_id: string; note: string; links: string[] }[];
    reminders: { cadence: string } | null;
  };
  expect(data.profile).toMatchObject({ name: 'Dan Download', email: user.email });
  expect(data.reports.map((report) => report.id).sort()).toEqual([first.id, second.id].sort());
  expect(data.reports.find((report) => report.id === first.id)?.answers).toEqual(answersFor(POSITIONS));
  expect(data.answerNotes).toMatchObject([
    {
      report_id: second.id,
      question_id: 'sec_2',
      note: 'Secrets move to the vault in Q3.',
      links: ['https://wiki.example.com/adr/12'],
    },
  ]);
  expect(data.reminders).toMatchObject({ cadence: 'quarterly' });
});

for (const language of LANGUAGES) {
  test(`"Delete my account" removes the person and their reports, and nobody else's (${language})`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    const leaving = await createUser('Lea Leaving', 'Leaving ApS', language);
    const staying = await createUser('Sam Staying', 'Staying ApS', language);
    await submitReport(leaving, POSITIONS);
    const kept = await submitReport(staying, POSITIONS);
    await startIn(page, language);
    await signInProgrammatically(page, leaving);
    await page.goto('/profile');
    await clickHydrated(page.getByRole('button', { name: t.deleteOpen }));
    const confirmation = page.getByTestId('delete-confirmation');
    await expect(confirmation).toContainText(leaving.email);
    await expect(confirmation).toContainText(
      language === 'en' ? 'every report (1 in all)' : 'alle rapporter (1 i alt)',
    );
    await expectAxeClean(page);
    await page.getByLabel(t.deleteLabel).fill(t.deleteWord);
    await page.getByRole('button', { name: t.deleteConfirm }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('account-notice')).toContainText(t.deleted);
    await expect(page.getByTestId('header-profile')).toHaveCount(0);

    await signInWithPassword(page, language, leaving.email, leaving.password);
    await expect(page.getByTestId('form-message-error')).toHaveText(t.invalidCredentials);
    expect(await profilesByEmail(leaving.email)).toEqual([]);
    expect(await reportsOf(leaving.id)).toEqual([]);
    expect(await serviceGet(`plan_items?user_id=eq.${leaving.id}&select=question_id`)).toEqual([]);
    expect(await profilesByEmail(staying.email)).toHaveLength(1);
    expect((await reportsOf(staying.id)).map((report) => report.id)).toEqual([kept.id]);
    await passwordSession(staying.email, staying.password);
  });
}

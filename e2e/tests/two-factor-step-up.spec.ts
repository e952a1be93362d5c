// Two-factor sign-in asked for wherever a session is aal1 and the account has a verified factor, not only
// right after a password: a session kept from before the factor was verified on another device, a
// sign-in by e-mail code (the dashboard then opened by its address), and a tab closed at the code prompt
// then opened again. Each time /dashboard
// shows the code step at its own address, with nothing of the person's data on the page, in the DOM or
// even asked for (no REST request but the maintenance row), and never the dashboard first; the right
// code then shows the dashboard, with the report, without a reload. The database refuses such a session
// too (restrictive aal2 policies); this spec holds with or without that, as the app must not ask at all.
import { type Page, type Request, expect, test } from '@playwright/test';
import { readMail, waitForMail } from '../support/inbox.ts';
import { submitReport } from '../support/reports.ts';
import { type TestUser, createUser, signInProgrammatically } from '../support/stack.ts';
import { enrolTotp, totp } from '../support/totp.ts';

const POSITIONS = Array.from({ length: 20 }, (_, i) => (i * 3) % 4);

const TEXTS = {
  en: {
    title: 'Two-factor sign-in',
    code: 'Authenticator code',
    confirm: 'Confirm',
    cancel: 'Cancel and sign out',
    finish: 'Finish signing in',
    greeting: (name: string) => `Welcome, ${name}`,
    emailLink: 'Sign in with an e-mail link or code',
    sendSignIn: 'E-mail me a link and code',
    verifyCode: 'Sign in with the code',
    loginSubmit: 'Sign in',
    loginTitle: 'Sign in',
  },
  da: {
    title: 'Totrinslogin',
    code: 'Kode fra godkendelsesappen',
    confirm: 'Bekræft',
    cancel: 'Annullér og log ud',
    finish: 'Afslut login',
    greeting: (name: string) => `Velkommen, ${name}`,
    emailLink: 'Log ind med et link eller en kode på e-mail',
    sendSignIn: 'Send mig et link og en kode',
    verifyCode: 'Log ind med koden',
    loginSubmit: 'Log ind',
    loginTitle: 'Log ind',
  },
} as const;
type Language = keyof typeof TEXTS;

/** Anything of the dashboard, whether or not there is a report yet. */
const DASHBOARD =
  '[data-testid="latest-overall"], [data-testid="dashboard-empty"], [data-testid="greeting-company"]';

/**
 * Watches the page from its first byte: whether any part of the dashboard is ever put in the DOM before
 * the code is given, and every REST request (personal data lives behind all of them but app_config).
 */
async function watch(page: Page, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.addInitScript((selector) => {
    const flags = window as unknown as { __codeGiven?: boolean; __dashboardBeforeCode?: boolean };
    new MutationObserver(() => {
      if (!flags.__codeGiven && document.querySelector(selector)) flags.__dashboardBeforeCode = true;
    }).observe(document, { subtree: true, childList: true });
  }, DASHBOARD);
  const dataRequests: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/rest/v1/') && url.pathname !== '/rest/v1/app_config')
      dataRequests.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  return { dataRequests, stop: () => page.off('request', onRequest) };
}

async function expectCodeStepAlone(page: Page, language: Language, user: TestUser, dataRequests: string[]) {
  const t = TEXTS[language];
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  // Signed in but not yet verified: the header offers the way to the code and out, and names nobody.
  await expect(page.getByTestId('header-second-factor')).toHaveText(t.finish);
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page.getByTestId('header-profile')).toHaveCount(0);
  await expect(page.locator(DASHBOARD)).toHaveCount(0);
  await expect(page.getByText(user.name)).toHaveCount(0);
  await expect(page.getByText(user.company)).toHaveCount(0);
  expect(
    await page.evaluate(
      () => (window as unknown as { __dashboardBeforeCode?: boolean }).__dashboardBeforeCode ?? false,
    ),
  ).toBe(false);
  expect(dataRequests).toEqual([]);
}

async function giveCode(page: Page, language: Language, secret: string) {
  const t = TEXTS[language];
  await page.evaluate(() => ((window as unknown as { __codeGiven?: boolean }).__codeGiven = true));
  // The next step's code: the enrolment spent this step's (a code is never accepted twice).
  await page.getByLabel(t.code).fill(totp(secret, Date.now() / 1000 + 30));
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
}

/** A person with one report and, since then, an authenticator app verified on another device. */
async function personWithFactor(name: string, language: Language) {
  const user = await createUser(name, `${name.split(' ')[0]} ApS`, language);
  await submitReport(user, POSITIONS);
  const { secret } = await enrolTotp(user);
  return { user, secret };
}

test('a session kept from before a factor was verified on another device: the code step on /dashboard, then the dashboard (en)', async ({
  page,
}) => {
  const { user, secret } = await personWithFactor('Stella Stale', 'en');
  const { dataRequests, stop } = await watch(page, 'en');
  // The session this browser kept says nothing of the factor (it was made before it), and it is aal1.
  await signInProgrammatically(page, user);
  await page.goto('/dashboard');
  await expectCodeStepAlone(page, 'en', user, dataRequests);
  stop();

  await giveCode(page, 'en', secret);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.greeting(user.name));
  await expect(page.getByTestId('latest-overall')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('header-profile')).toContainText(user.name);
  // No reload: the step gave way to the page in the same document.
  expect(await page.evaluate(() => (window as unknown as { __codeGiven?: boolean }).__codeGiven)).toBe(true);
});

test('signing in by e-mail code to an account with a factor: the code step on /dashboard, then the dashboard (da)', async ({
  page,
}) => {
  const t = TEXTS.da;
  const { user, secret } = await personWithFactor('Dorte Dobbelt', 'da');
  const { dataRequests, stop } = await watch(page, 'da');
  await page.goto('/login?next=%2Fdashboard');
  await page.getByRole('link', { name: t.emailLink }).click();
  await page.locator('#email-sign-in-email').fill(user.email);
  await page.getByRole('button', { name: t.sendSignIn }).click();
  const mail = readMail(await waitForMail(user.email));
  await page.locator('#email-code').fill(mail.code);
  await page.getByRole('button', { name: t.verifyCode }).click();
  // The sign-in page asks for it first, as after a password; the dashboard, opened by its address, too.
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/dashboard')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await page.goto('/dashboard');
  await expectCodeStepAlone(page, 'da', user, dataRequests);
  stop();

  await giveCode(page, 'da', secret);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.greeting(user.name));
  await expect(page.getByTestId('latest-overall')).toBeVisible();
  await expect(page.getByTestId('header-profile')).toContainText(user.name);
});

test('a tab closed at the code prompt and the app opened again: the code step, not the dashboard; signing out from it (en)', async ({
  page,
  context,
}) => {
  const t = TEXTS.en;
  const { user } = await personWithFactor('Carl Closed', 'en');
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/login');
  await page.locator('#login-email').fill(user.email);
  await page.locator('#login-password').fill(user.password);
  await page.getByRole('main').getByRole('button', { name: t.loginSubmit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await page.close();

  // The aal1 session stayed in this browser's storage.
  const again = await context.newPage();
  const { dataRequests } = await watch(again, 'en');
  await again.goto('/dashboard');
  await expectCodeStepAlone(again, 'en', user, dataRequests);

  await again.getByRole('button', { name: t.cancel }).click();
  await expect(again).toHaveURL(`/login?next=${encodeURIComponent('/dashboard')}`);
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(t.loginTitle);
  await expect(again.getByTestId('header-second-factor')).toHaveCount(0);
  expect(dataRequests).toEqual([]);
});

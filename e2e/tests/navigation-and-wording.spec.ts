// Finding one's way and the words on the way (notices, navigation, wording), at 390 px and 1280 px, in
// English and Danish: signed in, the header (on a phone, its menu) leads to Team assessments and the
// profile, and the header stays a 64 px bar with 44 px targets on a phone; the footer names /teams as the
// people behind the product; the home page tells of team assessments and sharing; starting is worded one
// way everywhere; the notice after deleting an account is opaque, one frame, and covers none of the
// page's text; a shared report speaks about the system, not to its reader as the owner, and names no
// plan; a code from the authenticator app typed a second time is named as used (wait for the next one).
// Screenshots go to /tmp/shots25/.
import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, settled, watchConsole } from '../support/page-health.ts';
import { shareReport, submitReport } from '../support/reports.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';
import { totp } from '../support/totp.ts';

const SHOTS = '/tmp/shots25';
mkdirSync(SHOTS, { recursive: true });

const TEXTS = {
  en: {
    menu: 'Menu',
    nav: 'Main navigation',
    teamAssessments: 'Team assessments',
    profile: 'Profile',
    start: 'Start the health check',
    oldStart: /Take the assessment|Start the assessment/,
    footer: 'Footer',
    people: 'The people behind it',
    peopleTitle: 'The people behind it – Architecture Health Check',
    homeTeams: 'Assess a system with your team, and share the result',
    homeTeamsText: /each on their own/,
    homeSharing: /read-only link/,
    homeTeamsLink: 'Start a team assessment',
    deleteOpen: 'Delete my account',
    deleteLabel: 'Type DELETE to confirm',
    deleteWord: 'DELETE',
    deleteConfirm: 'Delete everything',
    deleted: 'Your account and everything in it have been deleted. You are signed out.',
    sharedCompares: 'How this system compares',
    ownersCompares: 'How you compare',
    sharedAreas:
      'Architecture and Scalability are the strongest areas (60 each); Security needs the most attention (47).',
    recommendations: 'Recommendations',
    withPlan: 'Recommendations and plan',
    secondPerson: /\byour strongest\b|\bHow you compare\b/,
    mfaEnable: 'Turn on two-factor sign-in',
    mfaCode: 'Code from the app',
    mfaVerify: 'Confirm and turn on',
    mfaEnabled: 'Two-factor sign-in is on.',
    loginSubmit: 'Sign in',
    secondFactorTitle: 'Two-factor sign-in',
    secondFactorCode: 'Authenticator code',
    confirm: 'Confirm',
    codeUsed:
      'That code has just been used, and each code works only once. ' +
      'Wait for the next code in your authenticator app (a new one comes every 30 seconds) and type that.',
  },
  da: {
    menu: 'Menu',
    nav: 'Hovednavigation',
    teamAssessments: 'Teamvurderinger',
    profile: 'Profil',
    start: 'Start sundhedstjekket',
    oldStart: /Tag vurderingen|Start vurderingen|Start tjekket/,
    footer: 'Sidefod',
    people: 'Folkene bag',
    peopleTitle: 'Folkene bag – Architecture Health Check',
    homeTeams: 'Vurdér et system med dit team, og del resultatet',
    homeTeamsText: /hver for sig/,
    homeSharing: /skrivebeskyttet link/,
    homeTeamsLink: 'Start en teamvurdering',
    deleteOpen: 'Slet min konto',
    deleteLabel: 'Skriv SLET for at bekræfte',
    deleteWord: 'SLET',
    deleteConfirm: 'Slet det hele',
    deleted: 'Din konto og alt i den er slettet. Du er logget ud.',
    sharedCompares: 'Sådan ligger systemet i forhold til andre',
    ownersCompares: 'Sammenlignet med andre',
    sharedAreas:
      'Arkitektur og Skalerbarhed er de stærkeste områder (60 hver); Sikkerhed kræver mest opmærksomhed (47).',
    recommendations: 'Anbefalinger',
    withPlan: 'Anbefalinger og plan',
    secondPerson: /\bjeres stærkeste\b|\bSammenlignet med andre\b/,
    mfaEnable: 'Slå totrinslogin til',
    mfaCode: 'Kode fra appen',
    mfaVerify: 'Bekræft og slå til',
    mfaEnabled: 'Totrinslogin er slået til.',
    loginSubmit: 'Log ind',
    secondFactorTitle: 'Totrinslogin',
    secondFactorCode: 'Kode fra godkendelsesappen',
    confirm: 'Bekræft',
    codeUsed:
      'Den kode er lige blevet brugt, og hver kode virker kun én gang. ' +
      'Vent på den næste kode i din godkendelsesapp (der kommer en ny hvert 30. sekund), og skriv den.',
  },
} as const;
type Language = keyof typeof TEXTS;

/** Every position in every area; areas 60 / 53 / 47 / 60 (a tie at the top), overall 55. */
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function open(page: Page, path: string, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settled(page);
}

const phone = (page: Page) => page.viewportSize()!.width < 1024;

/** Opens the phone menu when the header is collapsed; on a wide screen the links stand in the header. */
async function showNavigation(page: Page, language: Language) {
  const header = page.getByRole('banner');
  if (phone(page)) {
    // A native disclosure: its <summary> is the button, named Menu, its <details> open or not.
    const button = header.getByTestId('menu-button');
    await expect(button).toHaveAccessibleName(TEXTS[language].menu);
    await expect(header.locator('details')).not.toHaveAttribute('open');
    await button.click();
    await expect(header.locator('details')).toHaveAttribute('open');
  }
  return header.getByRole('navigation', { name: TEXTS[language].nav });
}

/** Signs out from the header (on a phone, from its menu). */
async function signOut(page: Page, language: Language) {
  if (phone(page)) {
    const button = page.getByRole('banner').getByTestId('menu-button');
    await expect(button).toHaveAccessibleName(TEXTS[language].menu);
    await button.click();
  }
  await page.getByTestId('sign-out').click();
}

/** The alpha of a computed colour (rgb, rgba, or a color() function); 1 when none is written. */
function alphaOf(color: string): number {
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return slash[2] ? Number(slash[1]) / 100 : Number(slash[1]);
  const rgba = /^rgba\(([^)]+)\)$/.exec(color);
  if (rgba) return Number(rgba[1]!.split(',')[3]);
  return color === 'transparent' ? 0 : 1;
}

for (const viewport of VIEWPORTS) {
  for (const language of ['en', 'da'] as const) {
    const t = TEXTS[language];
    const at = `${viewport.width} px, ${language}`;

    test.describe(`at ${at}`, () => {
      test.use({ viewport });

      test(`signed in, the header leads to Team assessments and the profile; signed out it does not (${at})`, async ({
        page,
      }) => {
        const problems = await watchConsole(page);
        await signInProgrammatically(page, await createUser('Nora Navigator', 'Navigate ApS', language));
        await open(page, '/dashboard', language);
        const header = page.getByRole('banner');
        await expect(page.getByTestId('header-profile')).toBeAttached();
        expect((await header.boundingBox())!.height, 'the header is one bar').toBeLessThanOrEqual(64);
        const nav = await showNavigation(page, language);
        const teams = nav.getByRole('link', { name: t.teamAssessments, exact: true });
        const profile = nav.getByRole('link', { name: t.profile, exact: true });
        await expect(teams).toBeVisible();
        await expect(profile).toBeVisible();
        await expect(teams).toHaveAttribute('href', '/team-assessments');
        await expect(profile).toHaveAttribute('href', '/profile');
        await expect(nav.getByRole('link', { name: t.start, exact: true })).toHaveAttribute('href', '/start');
        if (phone(page)) {
          // The menu opens over the page; the bar keeps its height and every target is 44 px.
          expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
          for (const link of await nav.getByRole('link').all()) {
            const box = (await link.boundingBox())!;
            expect(box.height, `${await link.textContent()} is 44 px tall`).toBeGreaterThanOrEqual(44);
          }
          if (language === 'da') await page.screenshot({ path: `${SHOTS}/header-menu-390-da.png` });
        } else {
          await page.screenshot({
            path: `${SHOTS}/header-1280-${language}.png`,
            clip: { x: 0, y: 0, width: 1280, height: 80 },
          });
        }

        await teams.click();
        await expect(page).toHaveURL('/team-assessments');
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.teamAssessments);
        await (
          await showNavigation(page, language)
        )
          .getByRole('link', { name: t.profile, exact: true })
          .click();
        await expect(page).toHaveURL('/profile');
        await settled(page);
        await expectNoHorizontalOverflow(page);

        // Signed out, neither is offered.
        await signOut(page, language);
        await expect(page).toHaveURL('/');
        await settled(page);
        const signedOut = await showNavigation(page, language);
        await expect(signedOut.getByRole('link', { name: t.teamAssessments, exact: true })).toHaveCount(0);
        await expect(signedOut.getByRole('link', { name: t.profile, exact: true })).toHaveCount(0);
        expect(problems.messages).toEqual([]);
      });

      test(`footer: the people behind it; home: team assessments and sharing; one wording for starting (${at})`, async ({
        page,
      }) => {
        const problems = await watchConsole(page);
        await open(page, '/', language);
        const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
        expect(text).not.toMatch(t.oldStart);

        const footerLink = page
          .getByRole('navigation', { name: t.footer })
          .getByRole('link', { name: t.people, exact: true });
        await expect(footerLink).toHaveAttribute('href', '/teams');

        const teams = page.getByTestId('home-teams');
        await expect(teams.getByRole('heading', { level: 2 })).toHaveText(t.homeTeams);
        await expect(teams.getByText(t.homeTeamsText)).toBeVisible();
        await expect(teams.getByText(t.homeSharing)).toBeVisible();
        await expect(teams.getByRole('link', { name: t.homeTeamsLink })).toHaveAttribute(
          'href',
          '/team-assessments',
        );

        // The header's way in and the page's buttons say the same.
        const starts = page.getByRole('main').getByRole('link', { name: t.start, exact: true });
        expect(await starts.count()).toBeGreaterThan(0);
        for (const link of await starts.all()) await expect(link).toHaveAttribute('href', '/start');
        await (
          await showNavigation(page, language)
        )
          .getByRole('link', { name: t.start, exact: true })
          .click();
        await expect(page).toHaveURL('/start');
        await settled(page);
        await expect(
          page.getByRole('main').getByRole('button', { name: t.start, exact: true }),
        ).toBeVisible();
        expect((await page.locator('body').innerText()).replace(/\s+/g, ' ')).not.toMatch(t.oldStart);

        await footerLink.click();
        await expect(page).toHaveURL('/teams');
        await settled(page);
        await expect(page).toHaveTitle(t.peopleTitle);

        // A new account's dashboard and reports say it the same way.
        const fresh = await page.context().newPage();
        await signInProgrammatically(fresh, await createUser('Frida Fresh', 'Fresh ApS', language));
        await open(fresh, '/dashboard', language);
        await expect(
          fresh.getByRole('main').getByRole('link', { name: t.start, exact: true }),
        ).toHaveAttribute('href', '/start');
        expect((await fresh.locator('body').innerText()).replace(/\s+/g, ' ')).not.toMatch(t.oldStart);
        await fresh.close();
        expect(problems.messages).toEqual([]);
      });

      test(`after deleting an account the notice is opaque, one frame, and over none of the page's text (${at})`, async ({
        page,
      }) => {
        const problems = await watchConsole(page);
        const leaving = await createUser('Lea Leaving', 'Leaving ApS', language);
        await signInProgrammatically(page, leaving);
        await open(page, '/profile', language);
        await page.getByRole('button', { name: t.deleteOpen }).click();
        await page.getByLabel(t.deleteLabel).fill(t.deleteWord);
        await page.getByRole('button', { name: t.deleteConfirm }).click();
        await expect(page).toHaveURL('/');
        await settled(page);

        const notice = page.getByTestId('account-notice');
        await expect(notice).toHaveText(new RegExp(t.deleted.replace(/[.]/g, '\\.')));
        const found = await page.evaluate(() => {
          const element = document.querySelector('[data-testid="account-notice"]')!;
          const box = element.getBoundingClientRect();
          const overlapping: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (
              !node.textContent?.trim() ||
              element.contains(node) ||
              node.parentElement?.closest('script, style, noscript')
            )
              continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              const across = rect.left < box.right && rect.right > box.left;
              const along = rect.top < box.bottom && rect.bottom > box.top;
              if (rect.width > 0 && rect.height > 0 && across && along)
                overlapping.push(node.textContent.trim().slice(0, 60));
            }
          }
          const region = element.closest('.site-notices');
          return {
            background: getComputedStyle(element).backgroundColor,
            position: getComputedStyle(element).position,
            overlapping,
            frames: region
              ? [...region.querySelectorAll('.rt-CalloutRoot')].map(
                  (frame) => frame.textContent?.trim() ?? '',
                )
              : [],
          };
        });
        expect(alphaOf(found.background), `the notice's background ${found.background}`).toBe(1);
        expect(found.position).toBe('static');
        expect(found.overlapping, 'page text under the notice').toEqual([]);
        expect(found.frames, 'one frame, with the text in it').toEqual([expect.stringContaining(t.deleted)]);
        if (viewport.width === 390 && language === 'en')
          await page.screenshot({ path: `${SHOTS}/notice-390-en.png` });
        await expectNoHorizontalOverflow(page);
        // The deleted account's session is refused once (403) as the browser lets it go; nothing else.
        expect(problems.messages.filter((message) => !/status of 403 \(Forbidden\)/.test(message))).toEqual(
          [],
        );
      });

      test(`a shared report speaks about the system, not to its reader as the owner, and names no plan (${at})`, async ({
        browser,
      }) => {
        const owner = await createUser('Sharon Sharer', 'Share ApS', language);
        const report = await submitReport(owner, MIXED);
        const { token } = await shareReport(owner, report.id, { label: 'The board', expiresAt: null });

        const context = await browser.newContext({ viewport });
        const visitor = await context.newPage();
        const problems = await watchConsole(visitor);
        await open(visitor, `/shared/${token}`, language);
        await expect(visitor.getByTestId('shared-read-only')).toBeVisible();
        await expect(visitor.getByTestId('summary-areas')).toHaveText(t.sharedAreas);
        await expect(visitor.getByRole('heading', { level: 3, name: t.sharedCompares })).toBeVisible();
        await expect(visitor.getByRole('heading', { name: t.ownersCompares, exact: true })).toHaveCount(0);
        await expect(
          visitor.getByRole('heading', { level: 2, name: t.recommendations, exact: true }),
        ).toBeVisible();
        await expect(visitor.getByRole('heading', { name: t.withPlan })).toHaveCount(0);
        await expect(visitor.getByRole('link', { name: t.recommendations, exact: true })).toHaveAttribute(
          'href',
          '#report-plan',
        );
        expect(await visitor.getByTestId('report-document').innerText()).not.toMatch(t.secondPerson);
        await expectNoHorizontalOverflow(visitor);
        await visitor
          .getByTestId('summary-section')
          .screenshot({ path: `${SHOTS}/shared-summary-${viewport.width}-${language}.png` });
        expect(problems.messages).toEqual([]);
        await context.close();
      });

      test(`an authenticator code typed a second time is named as used: wait for the next one (${at})`, async ({
        page,
      }) => {
        const problems = await watchConsole(page);
        const user = await createUser('Otto Once', 'Once ApS', language);
        await signInProgrammatically(page, user);
        await open(page, '/profile', language);
        await page.getByRole('button', { name: t.mfaEnable }).click();
        const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
        const code = totp(secret);
        await page.getByLabel(t.mfaCode).fill(code);
        await page.getByRole('button', { name: t.mfaVerify }).click();
        await expect(page.getByTestId('account-mfa').getByTestId('form-message-success')).toHaveText(
          t.mfaEnabled,
        );

        // Signed out and in again within the minute, with the same code still in the app.
        await signOut(page, language);
        await expect(page).toHaveURL('/');
        await page.goto('/login');
        await page.locator('#login-email').fill(user.email);
        await page.locator('#login-password').fill(user.password);
        await page.getByRole('main').getByRole('button', { name: t.loginSubmit, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.secondFactorTitle);
        await page.getByLabel(t.secondFactorCode).fill(code);
        await page.getByRole('button', { name: t.confirm, exact: true }).click();
        await expect(page.getByTestId('form-message-error')).toHaveText(t.codeUsed);
        if (viewport.width === 390) await page.screenshot({ path: `${SHOTS}/totp-used-390-${language}.png` });

        // The next code signs in.
        await page.getByLabel(t.secondFactorCode).fill(totp(secret, Date.now() / 1000 + 30));
        await page.getByRole('button', { name: t.confirm, exact: true }).click();
        await expect(page).toHaveURL('/dashboard');
        // The refused code is the Auth service's 422, which the browser logs; nothing else.
        expect(
          problems.messages.filter((message) => !/status of 422 \(Unprocessable Entity\)/.test(message)),
        ).toEqual([]);
      });
    });
  }
}

// Accessibility: axe finds no serious or critical violation on the open pages (marketing, sign-in,
// registration, the assessment's start and first question, the sample report), on the signed-in
// profile page and in every state of the team assessments' pages, in English and Danish; and at 360 px wide none of them scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { createUser, signInProgrammatically } from '../support/stack.ts';
import { allAt, answerTeamAs, closeRoundAs, createTeamAs, inviteAs, joinAs } from '../support/teams.ts';

const PAGES = [
  '/',
  '/about',
  '/teams',
  '/press',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/login',
  '/login/email',
  '/forgot-password',
  // Without a recovery link: the "expired or used" state (the form state is checked in account-lifecycle.spec.ts).
  '/reset-password',
  '/register',
  '/start',
  '/assessment',
  '/dummyreport',
  // A share link nobody made: the shared report's "This link does not work" (the other states need a
  // link and an owner: benchmark-sharing.spec.ts checks them).
  '/shared/shr_no-such-link',
  // A reminder's unsubscribe page with its token (reminders.spec.ts follows one from its e-mail).
  '/reminders/unsubscribe?token=rmu_axe-check',
];
const LANGUAGES = ['en', 'da'] as const;
const PHONE = { width: 360, height: 740 };
// Playwright's default viewport, at which the team pages' checks run.
const LAPTOP = { width: 1280, height: 720 };

/** Opens the page in this language and waits until its remote has rendered it. */
async function openIn(page: Page, path: string, language: (typeof LANGUAGES)[number]) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading page|Indlæser/ })).toHaveCount(0);
}

type Finding = { id: string; impact: string | null | undefined; help: string; targets: string[] };

async function seriousViolations(page: Page): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function expectNoSeriousViolations(page: Page) {
  const findings = await seriousViolations(page);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The widest elements, to say what sticks out when something does.
    overflowing: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 360.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} right=${Math.round(element.getBoundingClientRect().right)}`,
      ),
  }));
  expect(widths.scrollWidth, `wider than 360 px: ${widths.overflowing.join(', ')}`).toBeLessThanOrEqual(360);
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    // Each page is opened once, on a phone first, as most first visits arrive: nothing may stick out at
    // 360 px. axe then reads the same page at the laptop width (the layout follows the width through CSS
    // alone, so the document axe reads is the one a laptop would have loaded).
    for (const path of PAGES) {
      test(`${path}: nothing scrolls sideways at 360 px wide, and axe finds no serious or critical violation`, async ({
        page,
      }) => {
        await page.setViewportSize(PHONE);
        await openIn(page, path, language);
        await expectNoHorizontalScroll(page);
        await page.setViewportSize(LAPTOP);
        await expectNoSeriousViolations(page);
      });
    }

    test('/profile (signed in): nothing scrolls sideways at 360 px wide, no button has its text cut off, and axe finds no serious or critical violation', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await signInProgrammatically(page, await createUser('Narrow Person', 'Narrow ApS'));
      await openIn(page, '/profile', language);
      await expect(page.locator('#profile-name')).toHaveValue('Narrow Person');
      await expectNoHorizontalScroll(page);
      // A button that runs past the card around it is cut off there (the card clips it), or its text
      // is cut inside it: a long text button on a phone.
      const clipped = await page.locator('main button').evaluateAll((buttons) =>
        buttons
          .filter((button) => {
            const box = (button.closest('.rt-Card') ??
              document.querySelector('main'))!.getBoundingClientRect();
            return (
              button.getBoundingClientRect().right > box.right + 0.5 ||
              button.scrollWidth > button.clientWidth + 1
            );
          })
          .map((button) => button.textContent),
      );
      expect(clipped).toEqual([]);
      await page.setViewportSize(LAPTOP);
      await expectNoSeriousViolations(page);
    });

    // Team assessments: each state of their pages (docs/product.md §9), set up through the API.
    test('team assessment pages (signed in, every state) have no serious or critical violation', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const owner = await createUser('Axe Owner', 'Axe ApS');
      const member = await createUser('Axe Member', 'Axe ApS');
      const third = await createUser('Axe Third', 'Axe ApS');
      // A round's figures appear when it closes with at least three answers.
      const released = await createTeamAs(owner, 'Axe released');
      const { token: releasedToken } = await inviteAs(owner, released);
      await joinAs(member, releasedToken);
      await joinAs(third, releasedToken);
      await answerTeamAs(owner, released, allAt(1));
      await answerTeamAs(member, released, [0, 1, 2, 3, ...allAt(2).slice(4)]);
      await answerTeamAs(third, released, allAt(3));
      await closeRoundAs(owner, released);
      const full = await createTeamAs(owner, 'Axe platform');
      const { token } = await inviteAs(owner, full);
      await joinAs(member, token);
      await answerTeamAs(owner, full, allAt(1));
      await answerTeamAs(member, full, allAt(2));
      const unanswered = await createTeamAs(member, 'Axe unanswered');
      await signInProgrammatically(page, owner);
      const states: [string, string][] = [
        ['/team-assessments', 'team-list'],
        [`/team-assessments/${full}`, 'invite-section'],
        [`/team-assessments/${released}/report`, 'team-report'],
        [`/team-assessments/${full}/report`, 'team-report-waiting'],
        [`/team-assessments/${full}/answer`, 'team-answer-answered'],
        [`/team-assessments/${unanswered}`, 'team-access-denied'],
        [`/team-assessments/join/${token}`, 'invitation-signed-in'],
        ['/dashboard', 'dashboard-teams'],
      ];
      for (const [path, testId] of states) {
        await openIn(page, path, language);
        await expect(page.getByTestId(testId)).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      // A new invitation link on show, and the confirmation of removing a member.
      await openIn(page, `/team-assessments/${full}`, language);
      await page.getByTestId('create-invitation').click();
      await expect(page.getByTestId('new-invitation')).toBeVisible();
      await page.getByTestId('remove-member').click();
      await expect(page.getByTestId('remove-member-confirm')).toBeVisible();
      await expectNoSeriousViolations(page);
      // Inviting by e-mail: the address's own error, then the e-mail sent (said in the live region beside
      // the button).
      const emailForm = page.getByTestId('invite-by-email');
      await emailForm.getByTestId('send-invitation-email').click();
      await expect(emailForm.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page);
      await emailForm.getByRole('textbox').fill(`axe-invitee-${language}@example.com`);
      await emailForm.getByTestId('send-invitation-email').click();
      await expect(emailForm.getByTestId('invite-email-status')).not.toBeEmpty();
      await expectNoSeriousViolations(page);
    });

    test('team assessment pages (signed out: the invitation; a member answering) have no serious or critical violation', async ({
      page,
      browser,
    }) => {
      const owner = await createUser('Axe Owner', 'Axe ApS');
      const team = await createTeamAs(owner, 'Axe invited');
      const { token } = await inviteAs(owner, team);
      await openIn(page, `/team-assessments/join/${token}`, language);
      await expect(page.getByTestId('invitation-signed-out')).toBeVisible();
      await expectNoSeriousViolations(page);
      const member = await createUser('Axe Answerer', 'Axe ApS');
      await joinAs(member, token);
      const memberPage = await (await browser.newContext()).newPage();
      await signInProgrammatically(memberPage, member);
      await openIn(memberPage, `/team-assessments/${team}/answer`, language);
      await expect(memberPage.getByTestId('team-answer')).toBeVisible();
      await expectNoSeriousViolations(memberPage);
      await memberPage.context().close();
    });
  });
}

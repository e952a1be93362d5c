// The owner's team page on a phone (390 px), in English and Danish: it starts with inviting people (the
// owner's first job), and after "Send the invitation" its confirmation is in the same screen as the
// button, announced in a live region beside it. Screenshots go to /tmp/shots-team-page/
// (team-page-390-{en,da}.png, the whole page once the invitation is sent).
import { mkdirSync } from 'node:fs';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, settled, watchConsole } from '../support/page-health.ts';
import { createUser, signInProgrammatically, uniqueEmail } from '../support/stack.ts';
import { createTeamAs } from '../support/teams.ts';

const SHOTS = '/tmp/shots-team-page';
const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    firstSection: 'Invite people',
    sent: (email: string) => `The invitation has been sent to ${email}.`,
  },
  da: {
    firstSection: 'Invitér folk',
    sent: (email: string) => `Invitationen er sendt til ${email}.`,
  },
} as const;

async function phoneIn(browser: Browser, language: 'en' | 'da'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  return context.newPage();
}

test('on a phone the owner’s team page starts with inviting, and the invitation’s confirmation is in the same screen as its button, in English and Danish', async ({
  browser,
}) => {
  const owner = await createUser('Olivia Owner', 'Phone ApS');
  const teamId = await createTeamAs(owner, 'Payments platform');
  for (const language of ['en', 'da'] as const) {
    const text = TEXT[language];
    const page = await phoneIn(browser, language);
    const problems = await watchConsole(page);
    await signInProgrammatically(page, owner);
    await page.goto(`/team-assessments/${teamId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await settled(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      text.firstSection,
    );

    const form = page.getByTestId('invite-by-email');
    const email = uniqueEmail(`team-phone-${language}`);
    await form.getByRole('textbox').fill(email);
    const send = form.getByTestId('send-invitation-email');
    await send.click();
    const confirmation = page.getByRole('status').filter({ hasText: text.sent(email) });
    await expect(confirmation).toHaveText(text.sent(email));
    // With the button in the middle of the screen, its confirmation is on screen too.
    await send.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await expect(send).toBeInViewport();
    await expect(confirmation).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/team-page-390-${language}.png`, fullPage: true });
    expect(problems.messages).toEqual([]);
    await page.context().close();
  }
});

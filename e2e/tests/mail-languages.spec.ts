// The Auth service's e-mails keep their reader's language: a password recovery asked for in Danish (or
// English) arrives in the product's frame in that language, and every link of it (the Auth service's own,
// which returns to /reset-password, and the site's in the footer) opens its page in that language in a
// browser that has never been here and asks for the other one. (The reminder e-mails' links:
// reminders.spec.ts.)
import { expect, test } from '@playwright/test';
import { PATHS } from '../../packages/platform/src/routing/paths.ts';
import { text } from '../support/first-render.ts';
import { waitForMail } from '../support/inbox.ts';
import { createUser } from '../support/stack.ts';

for (const language of ['da', 'en'] as const) {
  test(`every link of a recovery e-mail asked for in ${language} opens in ${language} in a new browser`, async ({
    page,
    browser,
  }) => {
    const user = await createUser('Lea Link', 'Link ApS', language);
    await page.goto(`${PATHS.forgotPassword}?lang=${language}`);
    await page.getByLabel(text(language, 'auth-shared:fields.email')).fill(user.email);
    await page.getByRole('button', { name: text(language, 'auth-password:forgot.submit') }).click();
    const mail = await waitForMail(user.email);
    expect(mail.Subject).toBe(language === 'da' ? 'Nulstil din adgangskode' : 'Reset your password');
    expect(mail.HTML).toContain(`<html lang="${language}">`);

    const links = [...mail.HTML.matchAll(/href="([^"]+)"/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      const fresh = await browser.newContext({ locale: language === 'da' ? 'en-GB' : 'da-DK' });
      const tab = await fresh.newPage();
      await tab.goto(link);
      await expect(tab.locator('html'), link).toHaveAttribute('lang', language);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await fresh.close();
    }
  });
}

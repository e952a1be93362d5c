// Operators switch maintenance with `npm run maintenance`: within 30 s, without a reload, every route
// but the catch-all shows the maintenance page; switching it off brings the pages back; each toggle
// is logged in the console.
import { expect, test } from '@playwright/test';
import { GLOBAL_STATE } from '../support/global-state.ts';
import { maintenance } from '../support/stack.ts';

test.describe.configure({ mode: 'serial' });
test.afterAll(() => void maintenance('off'));

test(
  'on, then off, through the operator command, each change logged',
  { tag: GLOBAL_STATE },
  async ({ page }) => {
    test.setTimeout(120_000);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    // The page's clock, running as a real one, so the test can move it on 30 seconds instead of waiting.
    await page.clock.install();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    maintenance('on', '--message', 'Back at noon');
    // The shell re-reads the flag every 30 seconds: no reload, no focus change here.
    await page.clock.fastForward('00:30');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toContainText('Back at noon');
    expect(logs).toContain('Maintenance mode turned on');

    for (const path of ['/', '/start', '/dummyreport', '/login', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
    }
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();

    await page.goto('/press');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    maintenance('off');
    // Focus is the other trigger: coming back to the tab re-reads the flag at once.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(logs).toContain('Maintenance mode turned off');
  },
);

// Personal and team answers apart, on a phone (390 px) and a desktop (1280 px), in
// English and Danish. A person answers two assessments of their own (50, then 75) and then a team
// round for "Payments platform" (33). The dashboard shows their own latest report (75), its plan and
// the history 50 → 75, and says the team answer is counted elsewhere; Reports lists the team answer
// marked with the team's system and compares 50 → 75 first; the team answer's page names the system.
// Screenshots of the dashboard go to /tmp/shots25/.
import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, settled, watchConsole } from '../support/page-health.ts';
import { submitReport } from '../support/reports.ts';
import { expectedScores } from '../support/spec-table.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';
import { allAt, answerTeamAs, createTeamAs, inviteAs, joinAs } from '../support/teams.ts';

/** 10 answers at level 1, 10 at level 2: 30 of 60 points, 50. */
const FIFTY = [...allAt(1).slice(0, 10), ...allAt(2).slice(0, 10)];
/** 15 at level 2, 5 at level 3: 45 of 60, 75. */
const SEVENTY_FIVE = [...allAt(2).slice(0, 15), ...allAt(3).slice(0, 5)];
/** Every answer at level 1: 20 of 60, 33. */
const THIRTY_THREE = allAt(1);
const SYSTEM = 'Payments platform';
const SHOTS = '/tmp/shots25';

const TEXT = {
  en: {
    teamNote: 'Your answer to a team assessment is about the team’s system, so it is not counted here.',
    teamLink: 'See your team answers',
    openPlan: 'Open the plan',
    badge: 'Team answer',
    overall: 'Overall',
    better: '+25 better',
    teamFilter: 'Team answers (1)',
    reportNote: `Your answer in the team assessment of ${SYSTEM}.`,
    openTeam: 'Open the team assessment',
  },
  da: {
    teamNote: 'Dit svar i en teamvurdering handler om teamets system, så det tælles ikke med her.',
    teamLink: 'Se dine teamsvar',
    openPlan: 'Åbn planen',
    badge: 'Teamsvar',
    overall: 'Samlet',
    better: '+25 bedre',
    teamFilter: 'Teamsvar (1)',
    reportNote: `Dit svar i teamvurderingen af ${SYSTEM}.`,
    openTeam: 'Åbn teamvurderingen',
  },
} as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

const cells = (page: Page, testId: string) => page.getByTestId(testId).locator('th, td').allInnerTexts();

test('the answer sets score 50, 75 and 33', () => {
  expect([FIFTY, SEVENTY_FIVE, THIRTY_THREE].map((positions) => expectedScores(positions).overall)).toEqual([
    50, 75, 33,
  ]);
});

for (const language of ['en', 'da'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${language}, ${viewport.width} px`, () => {
      test.use({ viewport });

      test('a team answer belongs to the team’s system, not to the person’s own dashboard', async ({
        page,
      }) => {
        const text = TEXT[language];
        const person = await createUser('Pia Person', 'Person ApS', language);
        const owner = await createUser('Olivia Owner', 'Owner ApS', language);
        const first = await submitReport(person, FIFTY);
        const latest = await submitReport(person, SEVENTY_FIVE);
        const teamId = await createTeamAs(owner, SYSTEM);
        await joinAs(person, (await inviteAs(owner, teamId)).token);
        await answerTeamAs(person, teamId, THIRTY_THREE);

        const problems = await watchConsole(page);
        await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        await signInProgrammatically(page, person);

        // ---- the dashboard: the person's own latest report, its plan, the history 50 → 75
        await open(page, '/dashboard');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('latest-overall')).toHaveText('75 / 100');
        const openPlan = page.getByTestId('plan-section').getByRole('link', { name: text.openPlan });
        await expect(openPlan).toHaveAttribute('href', `/reports/${latest.id}`);
        await expect(page.getByTestId('top-section').locator('li')).toHaveCount(3);
        const history = page.getByTestId('history-table').locator('tbody tr');
        await expect(history).toHaveCount(2);
        expect(
          await history.evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent)),
        ).toEqual(['50', '75']);
        await expect(history.nth(0).getByRole('link')).toHaveAttribute('href', `/reports/${first.id}`);
        await expect(page.getByTestId('dashboard-team-answers')).toContainText(text.teamNote);
        await expectNoHorizontalOverflow(page);
        mkdirSync(SHOTS, { recursive: true });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}-${language}.png` });
        await page.screenshot({
          path: `${SHOTS}/dashboard-${viewport.width}-${language}-full.png`,
          fullPage: true,
        });

        // ---- Reports: every report, the team answer marked with its system; 50 → 75 compared first
        await page.getByTestId('dashboard-team-answers').getByRole('link', { name: text.teamLink }).click();
        await expect(page).toHaveURL('/reports?show=team');
        await settled(page);
        const teamItem = page.getByTestId('report-list').locator(':scope > li');
        await expect(teamItem).toHaveCount(1);
        await expect(teamItem).toHaveAttribute('data-kind', 'team');
        await expect(teamItem.getByRole('heading', { level: 2 })).toHaveText(SYSTEM);
        await expect(teamItem.getByTestId('team-answer-badge')).toHaveText(text.badge);
        await expect(teamItem.getByTestId('overall')).toHaveText('33 / 100');
        await expect(page.getByRole('button', { name: text.teamFilter })).toHaveAttribute(
          'aria-pressed',
          'true',
        );

        await open(page, '/reports');
        const listed = page.getByTestId('report-list').locator(':scope > li');
        await expect(listed).toHaveCount(3);
        const kinds = await listed.evaluateAll((items) =>
          items.map((item) => item.getAttribute('data-kind')),
        );
        expect(kinds).toEqual(['team', 'personal', 'personal']);
        expect(await cells(page, 'change-overall')).toEqual([text.overall, '50', '75', text.better]);
        await expectNoHorizontalOverflow(page);
        if (viewport.width === 390)
          await page.screenshot({
            path: `${SHOTS}/reports-${viewport.width}-${language}.png`,
            fullPage: true,
          });

        // ---- the team answer's page names the system
        await page.getByTestId('report-list').getByRole('link', { name: SYSTEM }).click();
        await settled(page);
        await expect(page.getByTestId('report-name')).toHaveText(SYSTEM);
        const note = page.getByTestId('team-answer-note');
        await expect(note).toContainText(text.reportNote);
        await expect(note.getByRole('link', { name: text.openTeam })).toHaveAttribute(
          'href',
          `/team-assessments/${teamId}`,
        );
        await expect(page.getByTestId('plan-control')).toHaveCount(0);
        await expectNoHorizontalOverflow(page);
        if (viewport.width === 390)
          await page.screenshot({ path: `${SHOTS}/team-answer-${viewport.width}-${language}.png` });

        expect(problems.messages).toEqual([]);
      });
    });
  }
}

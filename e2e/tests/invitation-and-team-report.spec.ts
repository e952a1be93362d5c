// An invitation link's state before any sign-up, and the team report's risks and plan, on a phone
// (390 px) and a desktop (1280 px), in English and Danish.
// An invitation link says what it is before anyone is asked to sign up or to join: a revoked link
// opened signed out says so and offers no account, signed in no Join; a valid link names who invites
// and the system. The team report of three members (round closed) opens with the questions they agree
// are weak (the team's top risks), then the team's plan, writes every score in one format, shows the
// band as the product's badge, and words member counts right for one member too. Screenshots go to
// /tmp/shots25/ (team-report-{390,1280}-{en,da}.png, invitation-revoked-390-da.png).
import { mkdirSync } from 'node:fs';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, settled, watchConsole } from '../support/page-health.ts';
import { BAND_LABELS, type Language, TOPICS } from '../support/report-texts.ts';
import { rpcAsUser } from '../support/rest.ts';
import { createUser, signInProgrammatically } from '../support/stack.ts';
import { answerTeamAs, closeRoundAs, createTeamAs, inviteAs, joinAs } from '../support/teams.ts';

const SHOTS = '/tmp/shots25';
const SYSTEM = 'Payments platform';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

// Three members, questions in the product's order (arch_1..5, deploy_1..5, sec_1..5, scal_1..5).
// They agree on weak answers to arch_1 (0, 0, 1), scal_1 (0, 1, 0) and arch_2 (1, 1, 0); they split on
// arch_3 (3, 0, 3). Overall 72, 70, 70: the team's score 70.7 (Established); areas 51.0, 71.0, 97.7, 62.3.
const OWNER = [0, 1, 3, 3, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 0, 2, 2, 3, 2];
const MEMBER = [0, 1, 0, 3, 2, 2, 2, 2, 3, 2, 3, 3, 3, 3, 3, 1, 2, 2, 3, 2];
const THIRD = [1, 0, 3, 3, 1, 2, 2, 3, 2, 2, 3, 2, 3, 3, 3, 0, 2, 2, 3, 2];
/** The agreed weak answers, weakest answer first, then the weaker area (architecture 51.0 before scalability 62.3). */
const RISKS = ['arch_1', 'scal_1', 'arch_2'];
/** The plan: those first, then the team's other improvable answers, weakest area first. */
const PLAN = ['arch_1', 'scal_1', 'arch_2', 'arch_5', 'scal_2'];

const TEXT = {
  en: {
    revoked: 'This invitation link has been revoked',
    register: 'Create a free account',
    valid: `Olivia Owner invites you to assess ${SYSTEM} with the team`,
    join: 'Join the team assessment',
    sections: ['The team’s score', 'The team’s top risks', 'The team’s plan', 'Talk about these first'],
    mean: '70.7 / 100',
    answered: '3 members have answered.',
    soloReport: /^1 of 1 member has answered\. /,
    soloTeam: '1 of 1 member has answered.',
  },
  da: {
    revoked: 'Dette invitationslink er tilbagekaldt',
    register: 'Opret en gratis konto',
    valid: `Olivia Owner inviterer dig til at vurdere ${SYSTEM} sammen med teamet`,
    join: 'Bliv medlem af teamvurderingen',
    sections: ['Teamets score', 'Teamets største risici', 'Teamets plan', 'Tal om disse først'],
    mean: '70,7 / 100',
    answered: '3 medlemmer har svaret.',
    soloReport: /^1 af 1 medlem har svaret\. /,
    soloTeam: '1 af 1 medlem har svaret.',
  },
} as const;

async function pageIn(
  browser: Browser,
  language: Language,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  return context.newPage();
}

async function open(page: Page, path: string, language: Language) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settled(page);
}

for (const language of ['en', 'da'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${language}, ${viewport.width} px`, () => {
      const text = TEXT[language];

      test('a revoked link says so before any sign-up or join; a valid one names who invites and the system', async ({
        browser,
      }) => {
        const owner = await createUser('Olivia Owner', 'Payments ApS');
        const teamId = await createTeamAs(owner, SYSTEM);
        const valid = await inviteAs(owner, teamId);
        const revoked = await inviteAs(owner, teamId);
        const revoking = JSON.stringify({ invitation_id: revoked.id });
        expect((await rpcAsUser(owner.session.access_token, 'revoke_team_invitation', revoking)).status).toBe(
          200,
        );

        // Signed out: the revoked link's own state, and nothing to sign up for.
        const visitor = await pageIn(browser, language, viewport);
        const problems = await watchConsole(visitor);
        await open(visitor, `/team-assessments/join/${revoked.token}`, language);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text.revoked);
        await expect(visitor.getByTestId('team-invitation')).toHaveAttribute('data-state', 'revoked');
        await expect(visitor.getByTestId('invitation-dead')).toBeVisible();
        const main = visitor.getByRole('main');
        await expect(main.getByRole('link', { name: text.register })).toHaveCount(0);
        await expect(main.getByTestId('invitation-signed-out')).toHaveCount(0);
        await expect(main).not.toContainText(SYSTEM);
        await expectNoHorizontalOverflow(visitor);
        if (viewport.width === 390 && language === 'da') {
          mkdirSync(SHOTS, { recursive: true });
          await visitor.screenshot({ path: `${SHOTS}/invitation-revoked-390-da.png` });
        }

        // Signed out, the valid link: who invites and which system, then the way in.
        await open(visitor, `/team-assessments/join/${valid.token}`, language);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text.valid);
        await expect(main.getByRole('link', { name: text.register })).toBeVisible();
        await expectNoHorizontalOverflow(visitor);

        // Signed in: the revoked link has no Join; the valid one has.
        const colleague = await createUser('Mads Member', 'Payments ApS');
        const signedIn = await pageIn(browser, language, viewport);
        const signedInProblems = await watchConsole(signedIn);
        await signInProgrammatically(signedIn, colleague);
        await open(signedIn, `/team-assessments/join/${revoked.token}`, language);
        await expect(signedIn.getByRole('heading', { level: 1 })).toHaveText(text.revoked);
        await expect(signedIn.getByTestId('join-team')).toHaveCount(0);
        await expect(signedIn.getByRole('button', { name: text.join })).toHaveCount(0);
        await open(signedIn, `/team-assessments/join/${valid.token}`, language);
        await expect(signedIn.getByRole('heading', { level: 1 })).toHaveText(text.valid);
        await expect(signedIn.getByRole('button', { name: text.join })).toBeVisible();
        // Nobody joined by looking.
        const team = await rpcAsUser(
          owner.session.access_token,
          'get_team',
          JSON.stringify({ team_id: teamId }),
        );
        expect((team.body.team as { member_count: number }).member_count).toBe(1);

        expect(problems.messages).toEqual([]);
        expect(signedInProblems.messages).toEqual([]);
      });

      test('the team report leads with agreed weak answers and a plan; one score format; band badge; members', async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const owner = await createUser('Olivia Owner', 'Payments ApS');
        const member = await createUser('Mads Member', 'Payments ApS');
        const third = await createUser('Tove Third', 'Payments ApS');
        const teamId = await createTeamAs(owner, SYSTEM);
        const { token } = await inviteAs(owner, teamId);
        await joinAs(member, token);
        await joinAs(third, token);
        await answerTeamAs(owner, teamId, OWNER);
        await answerTeamAs(member, teamId, MEMBER);
        await answerTeamAs(third, teamId, THIRD);
        await closeRoundAs(owner, teamId);

        const page = await pageIn(browser, language, viewport);
        const problems = await watchConsole(page);
        await signInProgrammatically(page, owner);
        await open(page, `/team-assessments/${teamId}/report`, language);
        const report = page.getByTestId('team-report');
        await expect(report).toHaveAttribute('data-round', '1');

        // The agreed weak answers come first, right after the score; then the plan; then the disagreements.
        await expect(report.getByRole('heading', { level: 2 })).toHaveText([
          ...text.sections,
          /.+/,
          /.+/,
          /.+/,
        ]);
        const risks = page.getByTestId('team-risk');
        await expect(risks).toHaveCount(RISKS.length);
        expect(
          await risks.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.question)),
        ).toEqual(RISKS);
        for (const [i, id] of RISKS.entries()) {
          await expect(risks.nth(i).getByRole('heading', { level: 3 })).toContainText(TOPICS[language][id]!);
        }
        const plan = page.getByTestId('team-plan-item');
        expect(
          await plan.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.question)),
        ).toEqual(PLAN);
        for (const [i, id] of PLAN.entries()) {
          await expect(plan.nth(i).getByRole('heading', { level: 3 })).toHaveText(
            `${i + 1}. ${TOPICS[language][id]}`,
          );
        }
        await expect(page.getByTestId('talk-first-item').first()).toHaveAttribute('data-question', 'arch_3');

        // One score format on the whole page (the mean, every area), and the band as a badge.
        await expect(page.getByTestId('team-mean')).toHaveText(text.mean);
        const scores = (await report.innerText()).match(/\d[\d.,]* \/ 100/g) ?? [];
        expect(scores.length).toBeGreaterThanOrEqual(5);
        for (const score of scores)
          expect(score).toMatch(language === 'en' ? /^\d+\.\d \/ 100$/ : /^\d+,\d \/ 100$/);
        const badge = page.getByTestId('team-band').locator('[data-band]');
        await expect(badge).toHaveText(BAND_LABELS[language][2]!);
        await expect(badge).toHaveAttribute('data-band', 'established');
        await expect(page.getByTestId('team-area-architecture').locator('[data-band]')).toHaveAttribute(
          'data-band',
          'developing',
        );
        await expect(page.getByTestId('team-report-answers')).toHaveText(text.answered);
        await expectNoHorizontalOverflow(page);

        mkdirSync(SHOTS, { recursive: true });
        // From the top to the end of the plan: the score, the top risks and the plan.
        const end = (await page.getByTestId('team-plan').boundingBox())!;
        const scrolled = await page.evaluate(() => window.scrollY);
        const height = Math.ceil(end.y + end.height + 24 + scrolled);
        const path = `${SHOTS}/team-report-${viewport.width}-${language}.png`;
        await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height } });

        // A team of one: the counts read right for one member.
        const solo = await createTeamAs(owner, 'Solo service');
        await answerTeamAs(owner, solo, OWNER);
        await open(page, `/team-assessments/${solo}/report`, language);
        await expect(page.getByTestId('team-report-count')).toHaveText(text.soloReport);
        await open(page, `/team-assessments/${solo}`, language);
        await expect(page.getByTestId('round-answers')).toHaveText(text.soloTeam);

        expect(problems.messages).toEqual([]);
      });
    });
  }
}

// A personal page arrives rendered for the person who asks (docs/decisions.md "Rendering on the server"):
// the session lives in cookies as @supabase/ssr keeps them, the host reads it, refreshes it when its
// access token has run out (Set-Cookie on the answer), and renders the page with the person's data read
// with their token, so row-level security and the two-factor rule decide: the owner gets their report,
// someone else the access-denied state, a session owing its code the code step, nobody a redirect to
// /login. The browser then hydrates that markup without reading the data again, in English and Danish,
// on a phone and a desktop. A share link's page arrives rendered as its owner shared it, with link-preview
// metadata; a link that no longer works with its state and status. Signing out clears the cookies, and a
// session kept in localStorage before the upgrade is moved into them. Personal answers are never kept
// by a shared cache.
import { randomUUID } from 'node:crypto';
import { decodeHtmlEntities } from '@ahc/common';
import { type Page, expect, test } from '@playwright/test';
import { PATHS } from '../../packages/platform/src/routing/paths.ts';
import {
  LANGUAGES,
  type Language,
  fetchDocument,
  recordServerMarkup,
  serverMarkupKept,
  text,
  waitForHydration,
  watchHydration,
} from '../support/first-render.ts';
import { settled, watchConsole } from '../support/page-health.ts';
import { shareReport, submitReport } from '../support/reports.ts';
import { rpcAsUser } from '../support/rest.ts';
import {
  SESSION_STORAGE_KEY,
  sessionCookieHeader,
  sessionCookieNames,
  sessionCookies,
} from '../support/session-cookies.ts';
import { type TestUser, createUser, plantStoredSession, signInProgrammatically } from '../support/stack.ts';
import { allAt, answerTeamAs, closeRoundAs, createTeamAs, inviteAs, joinAs } from '../support/teams.ts';
import { enrolTotp } from '../support/totp.ts';

test.use({ locale: 'en-GB' });

const POSITIONS = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3];
const withLanguage = (cookie: string, language: Language) => `${cookie}; language=${language}`;
const scoreText = (language: Language, score: number) =>
  text(language, 'reports-shared:common.outOf100', { score: String(score) });

/** Only one browser may keep it, and no cache at all. */
function expectPersonal(headers: Record<string, string>, at: string) {
  expect(headers['cache-control'], at).toBe('private, no-store');
  expect(headers.vary ?? '', at).toMatch(/\bCookie\b/);
}

test.describe('the raw HTML of a personal page', () => {
  let owner: TestUser;
  let other: TestUser;
  let reportId: string;
  let score: number;
  test.beforeAll(async () => {
    [owner, other] = await Promise.all([createUser('Olga Owner', 'Owner ApS'), createUser('Otto Other')]);
    const report = await submitReport(owner, POSITIONS);
    reportId = report.id;
    score = report.overall_score;
  });

  test("an owner's report holds its h1 and score; another person's cookie the access-denied state; no cookie a redirect to /login", async ({
    request,
  }) => {
    const path = `/reports/${reportId}`;
    for (const language of LANGUAGES) {
      const mine = await fetchDocument(request, path, {
        cookie: withLanguage(sessionCookieHeader(owner.session), language),
      });
      const at = `${path} for its owner in ${language}`;
      expect(mine.status, at).toBe(200);
      expect(mine.rendered, at).toBe(true);
      expect(mine.h1s, at).toEqual([
        text(language, 'reports-report:report.titleFor', { subject: 'Owner ApS' }),
      ]);
      expect(mine.main, at).toContain(scoreText(language, score));
      expectPersonal(mine.headers, at);
      // The data it was rendered with is in the page, for the browser to start from; the tokens are not.
      expect(mine.html, at).toContain(`"queryKey":["reports","detail","${reportId}"]`);
      expect(mine.html, at).not.toContain(owner.session.refresh_token);

      const theirs = await fetchDocument(request, path, {
        cookie: withLanguage(sessionCookieHeader(other.session), language),
      });
      const denied = `${path} for someone else in ${language}`;
      expect(theirs.status, denied).toBe(403);
      expect(theirs.h1s, denied).toEqual([text(language, 'reports-report:states.forbidden.title')]);
      expect(theirs.main, denied).toContain(text(language, 'reports-report:states.forbidden.text'));
      expect(theirs.html, denied).not.toContain(scoreText(language, score));
      expect(theirs.html, denied).not.toContain('Owner ApS');
      expectPersonal(theirs.headers, denied);
    }

    const nobody = await fetchDocument(request, `${path}?tab=plan`);
    expect(nobody.status).toBe(303);
    expect(nobody.headers.location).toBe(`/login?next=${encodeURIComponent(`${path}?tab=plan`)}`);
    expect(nobody.html).toBe('');
    expectPersonal(nobody.headers, 'the redirect');
  });

  test('a session whose access token has run out is refreshed by the host, which sets the new cookies', async ({
    request,
  }) => {
    const user = await createUser('Rita Refresh');
    const expired = { ...user.session, expires_at: Math.floor(Date.now() / 1000) - 60 };
    const response = await request.get(PATHS.dashboard, {
      headers: { accept: 'text/html', cookie: sessionCookieHeader(expired) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    const cookies = response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'set-cookie')
      .map(({ value }) => value);
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_STORAGE_KEY}=`));
    expect(session, cookies.join('\n')).toBeDefined();
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Max-Age=\d+/);
    // Over http (here) the cookie cannot be Secure; over https (or behind a proxy that says so) it is.
    expect(session).not.toMatch(/; Secure/);
    expect(await response.text()).toContain('"viewer"');
    expectPersonal(response.headers(), 'the refreshed answer');
    // The refresh token the cookie held has been used: the new one is in the new cookie.
    expect(session).not.toContain(encodeURIComponent(expired.refresh_token));
  });

  test('/login and /register with a session go on to /dashboard (or ?next=), without one they are the page', async ({
    request,
  }) => {
    const cookie = sessionCookieHeader(owner.session);
    for (const path of [PATHS.login, PATHS.register]) {
      const signedIn = await fetchDocument(request, path, { cookie });
      expect(signedIn.status, path).toBe(303);
      expect(signedIn.headers.location, path).toBe(PATHS.dashboard);
      const onward = await fetchDocument(request, `${path}?next=${encodeURIComponent('/reports')}`, {
        cookie,
      });
      expect(onward.headers.location, path).toBe('/reports');
      const away = await fetchDocument(request, `${path}?next=${encodeURIComponent('//evil.example')}`, {
        cookie,
      });
      expect(away.headers.location, path).toBe(PATHS.dashboard);
      const signedOut = await fetchDocument(request, path);
      expect(signedOut.status, path).toBe(200);
      expect(signedOut.rendered, path).toBe(true);
    }
  });

  test('an aal1 session of a person with a verified factor gets the code step, never their data', async ({
    request,
  }) => {
    const person = await createUser('Tove Twofactor', 'Secret ApS');
    const report = await submitReport(person, POSITIONS);
    await enrolTotp(person);
    // person.session is the password sign-in's: aal1.
    for (const path of [`/reports/${report.id}`, PATHS.dashboard, PATHS.profile]) {
      for (const language of LANGUAGES) {
        const at = `${path} at aal1 in ${language}`;
        const document = await fetchDocument(request, path, {
          cookie: withLanguage(sessionCookieHeader(person.session), language),
        });
        expect(document.status, at).toBe(200);
        expect(document.rendered, at).toBe(true);
        expect(document.h1s, at).toEqual([text(language, 'auth-sign-in:secondFactor.title')]);
        expect(document.html, at).not.toContain('Secret ApS');
        expect(document.html, at).not.toContain(person.email);
        expect(document.html, at).not.toContain(scoreText(language, report.overall_score));
        expect(document.html, at).toContain('"secondFactorRequired":true');
        expectPersonal(document.headers, at);
      }
    }
  });

  test("every personal page's headers forbid shared caching", async ({ request }) => {
    const teamId = await createTeamAs(owner, `Team ${randomUUID().slice(0, 8)}`);
    const cookie = sessionCookieHeader(owner.session);
    const pages = [
      PATHS.dashboard,
      PATHS.reports,
      `/reports/${reportId}`,
      `/team-assessments/${teamId}/report`,
      `/team-assessments/${teamId}`,
      PATHS.profile,
    ];
    for (const path of pages) {
      const document = await fetchDocument(request, path, { cookie });
      expect(document.status, path).toBe(200);
      expectPersonal(document.headers, path);
    }
    // The same pages without a session: a redirect, no more cacheable.
    for (const path of pages)
      expectPersonal((await fetchDocument(request, path)).headers, `${path} signed out`);
    // An open page stays cacheable (revalidated each time).
    expect((await fetchDocument(request, PATHS.about, { cookie })).headers['cache-control']).toBe('no-cache');
  });
});

/** The data reads a report page's first render was made with, as the browser would send them. */
const DATA_READS =
  /\/rest\/v1\/(rpc\/get_report\b|rpc\/get_report_benchmark|reports\?|plan_items\?|answer_notes\?|profiles\?|rpc\/get_team\b|rpc\/get_team_report|rpc\/get_team_history|rpc\/list_my_teams)/;

/** Collects the data reads the page sends from now on. */
function watchDataReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => DATA_READS.test(request.url()) && reads.push(request.url()));
  return reads;
}

test.describe('hydration of a personal page', () => {
  // Not the host's zone: the page's times must still be the reader's from the first HTML on.
  test.use({ timezoneId: 'Europe/Copenhagen' });
  let owner: TestUser;
  let reportId: string;
  let teamId: string;
  test.beforeAll(async () => {
    owner = await createUser('Hilde Hydrate', 'Hydrate ApS');
    const members = await Promise.all([createUser('Member One'), createUser('Member Two')]);
    reportId = (await submitReport(owner, POSITIONS)).id;
    teamId = await createTeamAs(owner, 'Hydrated system');
    for (const member of members) await joinAs(member, (await inviteAs(owner, teamId)).token);
    for (const [index, member] of [owner, ...members].entries())
      await answerTeamAs(member, teamId, allAt(index % 4));
    await closeRoundAs(owner, teamId);
  });

  test('the server markup is kept, nothing is read again, no warning or error, in en and da at 390 and 1280 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = await watchConsole(page);
    const hydration = watchHydration(page);
    const reads = watchDataReads(page);
    await recordServerMarkup(page);
    await signInProgrammatically(page, owner);
    // Any page of the site tells the host the browser's time zone (a cookie, as for the language).
    // An open page is rendered for anyone: the browser reads the profile itself, and that read must
    // be over before the count starts (on a busy machine it can come well after the page settled).
    const profileRead = page.waitForResponse((response) => /\/rest\/v1\/profiles\?/.test(response.url()));
    await page.goto(PATHS.about);
    await settled(page);
    await profileRead;
    await expect
      .poll(async () => (await page.context().cookies()).find(({ name }) => name === 'time-zone')?.value)
      .toBe(encodeURIComponent('Europe/Copenhagen'));
    reads.length = 0;
    const pages = [
      `/reports/${reportId}`,
      PATHS.dashboard,
      PATHS.reports,
      PATHS.profile,
      `/team-assessments/${teamId}/report`,
    ];
    for (const language of LANGUAGES) {
      await page
        .context()
        .addCookies([{ name: 'language', value: language, domain: 'localhost', path: '/' }]);
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      for (const [index, path] of pages.entries()) {
        const width = index % 2 === 0 ? 390 : 1280;
        const at = `${path} in ${language} at ${width} px`;
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(path);
        expect(response?.status(), at).toBe(200);
        const html = (await response?.text()) ?? '';
        expect(html, `${at}: rendered for its reader`).toContain('"viewer"');
        await settled(page);
        await waitForHydration(page, '#root h1');
        const kept = await serverMarkupKept(page);
        expect.soft(kept, at).toMatchObject({ sameH1: true, sameRoot: true, adopted: true });
        await expect(page.getByTestId('header-profile'), at).toBeAttached();
        // Times as the reader's zone writes them, in the HTML already.
        const serverTimes = [...html.matchAll(/<time\b[^>]*>([^<]*)<\/time>/g)].map(([, time]) => time);
        const shownTimes = await page.locator('#root time').allTextContents();
        expect(shownTimes, at).toEqual(serverTimes.map((time) => decodeHtmlEntities(time!)));
        // Quiet: whatever the page would still read has had its time.
        await page.waitForLoadState('networkidle');
        expect(reads, `${at}: read again in the browser`).toEqual([]);
        expect(hydration, at).toEqual([]);
        expect(problems.messages, at).toEqual([]);
      }
    }
  });
});

test.describe('the session in cookies', () => {
  test('signing out clears the session cookies, and the next HTML is signed out', async ({
    page,
    request,
  }) => {
    const user = await createUser('Sigrid Signout');
    await signInProgrammatically(page, user);
    await page.goto(PATHS.dashboard);
    await settled(page);
    expect(await sessionCookieNames(page.context())).not.toEqual([]);
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(PATHS.home);
    await expect.poll(() => sessionCookieNames(page.context())).toEqual([]);
    // What the browser now sends gets the signed-out answer.
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const after = await fetchDocument(request, PATHS.dashboard, { cookie });
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe(`/login?next=${encodeURIComponent(PATHS.dashboard)}`);
    await page.goto(PATHS.dashboard);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(PATHS.dashboard)}`);
    await expect(page.getByTestId('header-profile')).toHaveCount(0);
  });

  test('a session that lived in localStorage before the upgrade is still signed in, moved into cookies', async ({
    page,
  }) => {
    const problems = await watchConsole(page);
    const user = await createUser('Lotte Legacy');
    await plantStoredSession(page, user);
    await page.goto(PATHS.dashboard);
    await expect(page).toHaveURL(PATHS.dashboard);
    await settled(page);
    await expect(page.getByTestId('header-profile')).toContainText('Lotte Legacy');
    await expect.poll(() => sessionCookieNames(page.context())).not.toEqual([]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
    // From now on the host knows the person: the next page arrives rendered for them.
    const response = await page.goto(PATHS.reports);
    expect(await response?.text()).toContain('"viewer"');
    await settled(page);
    expect(problems.messages).toEqual([]);
  });

  test("the cookies are the library's own: a long session is chunked, and read back whole", async ({
    request,
  }) => {
    const user = await createUser(`Long ${'name '.repeat(40)}`.trim());
    const cookies = sessionCookies(user.session);
    expect(cookies.map(({ name }) => name)).toEqual([`${SESSION_STORAGE_KEY}.0`, `${SESSION_STORAGE_KEY}.1`]);
    const document = await fetchDocument(request, PATHS.profile, {
      cookie: sessionCookieHeader(user.session),
    });
    expect(document.status).toBe(200);
    expect(document.h1s).toEqual([text('en', 'auth-account:profile.title')]);
  });
});

test.describe('a share link', () => {
  test("its HTML holds the report's score and the preview metadata; a revoked and an unknown link their state and status", async ({
    request,
  }) => {
    const owner = await createUser('Sharer Person', 'Private Company ApS');
    const report = await submitReport(owner, POSITIONS);
    const make = () => shareReport(owner, report.id, { expiresAt: null });
    const live = await make();
    for (const language of LANGUAGES) {
      const at = `the link in ${language}`;
      const document = await fetchDocument(request, `/shared/${live.token}`, {
        cookie: `language=${language}`,
      });
      expect(document.status, at).toBe(200);
      expect(document.rendered, at).toBe(true);
      expect(document.main, at).toContain(scoreText(language, report.overall_score));
      expect(document.main, at).toContain(text(language, 'reports-sharing:shared.readOnly'));
      const band = (await import('../../packages/assessment-model/src/index.ts')).describeBand(
        (await import('../../packages/assessment-model/src/index.ts')).bandFor(report.overall_score),
        language,
      ).label;
      const title = text(language, 'common:pageTitle', {
        page: text(language, 'reports-sharing:shared.preview.title', {
          score: String(Math.round(report.overall_score)),
          band,
        }),
        product: text(language, 'common:product.name'),
      });
      expect(document.title, at).toBe(title);
      expect(document.meta('og:title'), at).toBe(title);
      expect(document.meta('twitter:title'), at).toBe(title);
      expect(document.meta('twitter:card'), at).toBe('summary');
      const description = text(language, 'reports-sharing:shared.preview.description');
      expect(document.meta('description'), at).toBe(description);
      expect(document.meta('og:description'), at).toBe(description);
      expect(document.meta('robots'), at).toBe('noindex');
      expect(document.headers['x-robots-tag'], at).toBe('noindex');
      // Nothing of the owner's beyond what the link shows.
      expect(document.html, at).not.toContain('Private Company ApS');
      expect(document.html, at).not.toContain('Sharer Person');
      expect(document.html, at).not.toContain(report.id);
      expectPersonal(document.headers, at);
    }

    const revoked = await make();
    await rpcAsUser(
      owner.session.access_token,
      'revoke_share_link',
      JSON.stringify({ link_id: revoked.link.id }),
    );
    const gone = await fetchDocument(request, `/shared/${revoked.token}`);
    expect(gone.status).toBe(410);
    expect(gone.h1s).toEqual([text('en', 'reports-sharing:shared.revoked.title')]);
    expect(gone.html).not.toContain(scoreText('en', report.overall_score));
    expectPersonal(gone.headers, 'a revoked link');

    const unknown = await fetchDocument(request, '/shared/shr_no-such-token-at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.h1s).toEqual([text('en', 'reports-sharing:shared.notFound.title')]);
  });
});

// What a first visit's HTML says before any script runs, read from the raw response (no browser), and
// the texts it should say, taken from the apps' own translation files so a changed text is no test edit.
// Also what the browser does with it: whether the server's markup was hydrated rather than replaced,
// and whether React complained about a mismatch on the way.
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { decodeHtmlEntities } from '@ahc/common';

type Texts = Record<Language, unknown>;

/**
 * A module of the product, loaded by its path when the spec runs rather than by a static import: the
 * translation files and the route table import the platform's types, which would bring the platform's
 * JSX sources into this package's typecheck (its tsconfig has no JSX setting).
 */
const productModule = <T>(file: string): Promise<T> =>
  import(new URL(file, import.meta.url).href) as Promise<T>;

const [
  common,
  shell,
  home,
  about,
  press,
  contact,
  methodology,
  legal,
  authShared,
  signIn,
  registration,
  password,
  start,
  generation,
  reportTexts,
  reportsShared,
  sharing,
  history,
  account,
  routeTable,
] = await Promise.all([
  productModule<{ commonTranslations: Texts }>('../../packages/platform/src/i18n/common.ts'),
  productModule<{ shellTranslations: Texts }>('../../shell/src/i18n/shell-translations.ts'),
  productModule<{ homeTranslations: Texts }>(
    '../../mfe-marketing/src/features/home/i18n/home-translations.ts',
  ),
  productModule<{ aboutTranslations: Texts }>(
    '../../mfe-marketing/src/features/about/i18n/about-translations.ts',
  ),
  productModule<{ pressTranslations: Texts }>(
    '../../mfe-marketing/src/features/press/i18n/press-translations.ts',
  ),
  productModule<{ contactTranslations: Texts }>(
    '../../mfe-marketing/src/features/contact/i18n/contact-translations.ts',
  ),
  productModule<{ methodologyTranslations: Texts }>(
    '../../mfe-marketing/src/features/methodology/i18n/methodology-translations.ts',
  ),
  productModule<{ legalTranslations: Texts }>(
    '../../mfe-marketing/src/features/legal/i18n/legal-translations.ts',
  ),
  productModule<{ sharedTranslations: Texts }>('../../mfe-auth/src/shared/i18n/shared-translations.ts'),
  productModule<{ signInTranslations: Texts }>(
    '../../mfe-auth/src/features/sign-in/i18n/sign-in-translations.ts',
  ),
  productModule<{ registrationTranslations: Texts }>(
    '../../mfe-auth/src/features/registration/i18n/registration-translations.ts',
  ),
  productModule<{ passwordTranslations: Texts }>(
    '../../mfe-auth/src/features/password/i18n/password-translations.ts',
  ),
  productModule<{ startTranslations: Texts }>(
    '../../mfe-assessment/src/features/start/i18n/start-translations.ts',
  ),
  productModule<{ generationTranslations: Texts }>(
    '../../mfe-reports/src/features/generation/i18n/generation-translations.ts',
  ),
  productModule<{ reportTranslations: Texts }>(
    '../../mfe-reports/src/features/report/i18n/report-translations.ts',
  ),
  productModule<{ sharedTranslations: Texts }>('../../mfe-reports/src/shared/i18n/shared-translations.ts'),
  productModule<{ sharingTranslations: Texts }>(
    '../../mfe-reports/src/features/sharing/i18n/sharing-translations.ts',
  ),
  productModule<{ historyTranslations: Texts }>(
    '../../mfe-reports/src/features/history/i18n/history-translations.ts',
  ),
  productModule<{ accountTranslations: Texts }>(
    '../../mfe-auth/src/features/account/i18n/account-translations.ts',
  ),
  productModule<{ ROUTES: readonly RouteEntry[] }>('../../shell/src/routing/route-table.ts'),
]);

export type Language = 'en' | 'da';
export const LANGUAGES: readonly Language[] = ['en', 'da'];

/** The shell's route table (shell/src/routing/route-table.ts), as far as these tests read it. */
type RouteEntry = {
  path: string;
  access: 'open' | 'signedIn' | 'signedOut';
  title: string;
  firstRender?: 'page' | 'link' | 'viewer';
};
export const ROUTES = routeTable.ROUTES;

const NAMESPACES: Record<string, Texts> = {
  common: common.commonTranslations,
  shell: shell.shellTranslations,
  'marketing-home': home.homeTranslations,
  'marketing-about': about.aboutTranslations,
  'marketing-press': press.pressTranslations,
  'marketing-contact': contact.contactTranslations,
  'marketing-methodology': methodology.methodologyTranslations,
  'marketing-legal': legal.legalTranslations,
  'auth-shared': authShared.sharedTranslations,
  'auth-sign-in': signIn.signInTranslations,
  'auth-registration': registration.registrationTranslations,
  'auth-password': password.passwordTranslations,
  'assessment-start': start.startTranslations,
  'reports-generation': generation.generationTranslations,
  'reports-report': reportTexts.reportTranslations,
  'reports-shared': reportsShared.sharedTranslations,
  'reports-sharing': sharing.sharingTranslations,
  'reports-history': history.historyTranslations,
  'auth-account': account.accountTranslations,
};

/**
 * A text as i18next shows it: 'namespace:dotted.key' (a list item by its index), with the
 * $t(namespace:key) references filled in (the product's name) and {{name}} values from `values`.
 */
export function text(language: Language, key: string, values: Record<string, string> = {}): string {
  const [namespace = '', path = ''] = key.split(':');
  let value: unknown = NAMESPACES[namespace]?.[language];
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value
    .replace(/\$t\(([\w-]+:[\w.]+)\)/g, (_, nested: string) => text(language, nested))
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`${key} needs a value for {{${name}}}`);
      return values[name]!;
    });
}

/** The text a reader sees in a piece of markup: no scripts, no comments (React's text separators), one space between words. */
function textOf(markup: string): string {
  const stripped = markup
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decodeHtmlEntities(stripped).replace(/\s+/g, ' ').trim();
}

/** Each tag of a kind with its attributes (names lower case, values decoded). */
function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attributes = ''] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const parsed: Record<string, string> = {};
    for (const [, attribute = '', quoted, bare] of attributes.matchAll(
      /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|([^\s"'>]+)))?/g,
    )) {
      parsed[attribute.toLowerCase()] = decodeHtmlEntities(quoted ?? bare ?? '');
    }
    found.push(parsed);
  }
  return found;
}

export type FirstVisitDocument = {
  status: number;
  headers: Record<string, string>;
  html: string;
  /** <html lang>. */
  lang: string | undefined;
  title: string | undefined;
  /** Text of each h1, in the order they stand. */
  h1s: string[];
  /** Text of the <main> element (empty when there is none). */
  main: string;
  /** Every <link> of the document, with its attributes. */
  links: Record<string, string>[];
  /** Whether the host wrote its first-render state block (it rendered the page). */
  rendered: boolean;
  meta(nameOrProperty: string): string | undefined;
};

function parseDocument(status: number, headers: Record<string, string>, html: string): FirstVisitDocument {
  const metas = tags(html, 'meta');
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  return {
    status,
    headers,
    html,
    lang: tags(html, 'html')[0]?.lang,
    title: title === undefined ? undefined : decodeHtmlEntities(title),
    h1s: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map(([, inner = '']) => textOf(inner)),
    main: textOf(/<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? ''),
    links: tags(html, 'link'),
    rendered: /<script type="application\/json" id="first-render">/.test(html),
    meta: (key) => metas.find((meta) => meta.name === key || meta.property === key)?.content,
  };
}

export type DocumentRequest = { cookie?: string; acceptLanguage?: string };

/** The document a first visit to the path gets, as the host sends it: the bytes before any script ran. */
export async function fetchDocument(
  request: APIRequestContext,
  path: string,
  ask: DocumentRequest = {},
): Promise<FirstVisitDocument> {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (ask.cookie !== undefined) headers.cookie = ask.cookie;
  if (ask.acceptLanguage !== undefined) headers['accept-language'] = ask.acceptLanguage;
  const response = await request.get(path, { headers, failOnStatusCode: false, maxRedirects: 0 });
  return parseDocument(response.status(), response.headers(), await response.text());
}

type ServerMarkupProbe = { firstH1?: Element; rootChild?: Element };

/**
 * Keeps the first h1 and the root's first element the HTML parser inserts, before any script of the
 * page runs (an init script runs first, and mutation records come in document order), so a test can
 * ask later whether those very elements are still the page's: hydration keeps them, a client render
 * that throws the server's markup away makes new ones.
 */
export async function recordServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: ServerMarkupProbe = {};
    (window as unknown as { __serverMarkup: ServerMarkupProbe }).__serverMarkup = probe;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (!probe.rootChild && node.parentElement?.id === 'root') probe.rootChild = node;
          if (!probe.firstH1)
            probe.firstH1 = node.matches('h1') ? node : (node.querySelector('h1') ?? undefined);
        }
      }
      if (probe.firstH1 && probe.rootChild) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * Whether the page's h1 and root are still the parser's elements, and React has taken them over
 * (hydration attaches its props to each element it adopts; a replaced element would be a new one).
 */
export async function serverMarkupKept(
  page: Page,
): Promise<{ sameH1: boolean; sameRoot: boolean; adopted: boolean; h1: string | null }> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __serverMarkup?: ServerMarkupProbe }).__serverMarkup ?? {};
    const h1 = document.querySelector('h1');
    const root = document.getElementById('root')?.firstElementChild ?? null;
    const adopted = (element: Element | undefined) =>
      Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps$')));
    return {
      sameH1: probe.firstH1 !== undefined && probe.firstH1 === h1 && probe.firstH1.isConnected,
      sameRoot: probe.rootChild !== undefined && probe.rootChild === root,
      adopted: adopted(probe.firstH1) && adopted(probe.rootChild),
      h1: probe.firstH1?.textContent ?? null,
    };
  });
}

/** Waits until React has hydrated the element (attached its props): from then on its handlers answer. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps$')));
  }, selector);
}

/**
 * Clicks the element once React has hydrated it. A page rendered on the server shows its buttons before
 * their code arrives, and a click on one that is not hydrated yet does nothing; on a busy machine that
 * gap is seconds. Scrolled into view first, so a part drawn when it becomes visible starts loading.
 */
export async function clickHydrated(locator: Locator): Promise<void> {
  // Tried again as a whole: a part drawn when visible may replace the element while it is scrolled to.
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded({ timeout: 5_000 });
    const hydrated = await locator.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    );
    expect(hydrated, 'hydrated').toBe(true);
  }).toPass({ timeout: 30_000 });
  await locator.click();
}

/** React's words for a hydration mismatch: its development messages and production error codes. */
const HYDRATION_PROBLEM =
  /hydrat|Minified React error #(418|419|423|425)\b|react\.dev\/errors\/(418|419|423|425)\b/i;

/** Collects console errors and warnings that speak of hydration, from now on. */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      HYDRATION_PROBLEM.test(message.text())
    ) {
      problems.push(`${message.type()} at ${page.url()}: ${message.text()}`);
    }
  });
  page.on(
    'pageerror',
    (error) =>
      HYDRATION_PROBLEM.test(error.message) && problems.push(`uncaught at ${page.url()}: ${error.message}`),
  );
  return problems;
}

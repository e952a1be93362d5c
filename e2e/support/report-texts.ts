// What the report pages say, written out for the report, plan and name specs from docs/product.md's
// rules and the texts of the model and the reports remote, not taken from the product's own code:
// practice names, area names and bands in both languages, the executive summary's ranking, and the
// dates and times reports are named by.
import { type Page, expect } from '@playwright/test';
import { CATEGORIES, type Category, QUESTIONS, expectedScores } from './spec-table.ts';
import { intlLocale } from '@ahc/common';

export type Language = 'en' | 'da';

export const TOPICS: Record<Language, Record<string, string>> = {
  en: {
    arch_1: 'Making changes',
    arch_2: 'Side effects of changes',
    arch_3: 'Finding the cause of problems',
    arch_4: 'Connecting to other systems',
    arch_5: 'Documentation and shared knowledge',
    deploy_1: 'Release frequency',
    deploy_2: 'Recovering from a bad release',
    deploy_3: 'Detecting problems after a release',
    deploy_4: 'Time from finished change to production',
    deploy_5: 'Testing releases before everyone gets them',
    sec_1: 'Sign-in security',
    sec_2: 'Managing access rights',
    sec_3: 'Finding security weaknesses',
    sec_4: 'Protecting sensitive data',
    sec_5: 'Compliance',
    scal_1: 'Handling growth in users',
    scal_2: 'Preparing for peaks',
    scal_3: 'Surviving failures',
    scal_4: 'Load and failure testing',
    scal_5: 'Reliability',
  },
  da: {
    arch_1: 'Ændringer i systemet',
    arch_2: 'Sideeffekter af ændringer',
    arch_3: 'Fejlfinding',
    arch_4: 'Forbindelse til andre systemer',
    arch_5: 'Dokumentation og fælles viden',
    deploy_1: 'Udgivelsesfrekvens',
    deploy_2: 'Genopretning efter en dårlig udgivelse',
    deploy_3: 'Opdagelse af problemer efter en udgivelse',
    deploy_4: 'Tid fra færdig ændring til drift',
    deploy_5: 'Test af udgivelser, før alle får dem',
    sec_1: 'Sikkert login',
    sec_2: 'Styring af adgangsrettigheder',
    sec_3: 'Opdagelse af sikkerhedssvagheder',
    sec_4: 'Beskyttelse af følsomme data',
    sec_5: 'Overholdelse af krav',
    scal_1: 'Håndtering af flere brugere',
    scal_2: 'Forberedelse til spidsbelastninger',
    scal_3: 'Modstandskraft ved nedbrud',
    scal_4: 'Test af belastning og nedbrud',
    scal_5: 'Pålidelighed',
  },
};

export const AREAS: Record<Language, Record<Category, string>> = {
  en: {
    architecture: 'Architecture',
    deployment: 'Deployment',
    security: 'Security',
    scalability: 'Scalability',
  },
  da: {
    architecture: 'Arkitektur',
    deployment: 'Udrulning',
    security: 'Sikkerhed',
    scalability: 'Skalerbarhed',
  },
};

export const BANDS = ['foundational', 'developing', 'established', 'advanced'] as const;
export const BAND_LABELS: Record<Language, string[]> = {
  en: ['Foundational', 'Developing', 'Established', 'Advanced'],
  da: ['Grundlæggende', 'Under udvikling', 'Etableret', 'Avanceret'],
};
/** 0–39, 40–59, 60–79, 80–100. */
export const bandIndex = (score: number) => [0, 40, 60, 80].filter((lowest) => score >= lowest).length - 1;

export const SUMMARY_TITLE: Record<Language, string> = { en: 'Executive summary', da: 'Ledelsesresumé' };
/** A report's title naming what it is about: the company it was made for, or a team answer's system. */
export const reportTitleFor = (language: Language, subject: string): string =>
  language === 'en'
    ? `Architecture Health Check report: ${subject}`
    : `Rapport: Architecture Health Check for ${subject}`;

/**
 * The executive summary's three biggest risks: the answers two or more steps below the strongest (high
 * and medium priority; low priority advice is no risk), the weakest first, then those in the area with
 * the lower score, then in assessment order.
 */
export function biggestRisks(positions: number[], count = 3): string[] {
  const { categories } = expectedScores(positions);
  return QUESTIONS.map(([id], i) => ({
    id,
    position: positions[i]!,
    area: categories[CATEGORIES[Math.floor(i / 5)]!],
    i,
  }))
    .filter((q) => q.position < 2)
    .sort((a, b) => a.position - b.position || a.area - b.area || a.i - b.i)
    .slice(0, count)
    .map((q) => q.id);
}

/**
 * The date and time a report is named by in lists, the history and the comparison: to the minute, or
 * to the second for reports that share a minute.
 */
export function reportTimes(createdAts: string[], language: Language): string[] {
  const minute = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return createdAts.map((iso) =>
    createdAts.filter((other) => minute(other) === minute(iso)).length > 1
      ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'medium' }).format(
          new Date(iso),
        )
      : minute(iso),
  );
}

/** Collects console errors and uncaught exceptions of a page from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** The page does not scroll sideways at its width. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, width, overflowing } = await page.evaluate(() => {
    const width = window.innerWidth;
    return {
      width,
      scrollWidth: document.documentElement.scrollWidth,
      overflowing: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} right=${Math.round(element.getBoundingClientRect().right)}`,
        ),
    };
  });
  expect(scrollWidth, `wider than ${width} px: ${overflowing.join(', ')}`).toBeLessThanOrEqual(width);
}

/**
 * Every element matching `selector` shows all of its text: nothing cut off inside it (its content is
 * no wider or taller than its box) and the box itself inside `container`'s box.
 */
export async function expectLabelsFit(page: Page, selector: string, container: string) {
  const problems = await page.evaluate(
    ([selector, container]) =>
      [...document.querySelectorAll(selector!)].flatMap((element) => {
        const box = element.getBoundingClientRect();
        const outer = (element.closest(container!) ?? document.body).getBoundingClientRect();
        const text = (element.textContent ?? '').trim();
        const html = element as HTMLElement;
        const clipped = html.scrollWidth > html.clientWidth + 1 || html.scrollHeight > html.clientHeight + 1;
        const outside =
          box.left < outer.left - 0.5 ||
          box.right > outer.right + 0.5 ||
          box.top < outer.top - 0.5 ||
          box.bottom > outer.bottom + 0.5;
        return clipped || outside || box.width === 0
          ? [
              `"${text}" ${clipped ? 'clipped' : ''}${outside ? 'outside its container' : ''}${box.width === 0 ? 'invisible' : ''}`,
            ]
          : [];
      }),
    [selector, container],
  );
  expect(problems, `labels of ${selector}`).toEqual([]);
}

/** SVG text (chart labels) inside its SVG, whole. */
export async function expectSvgTextInside(page: Page, selector: string) {
  const problems = await page.evaluate((selector) => {
    const texts = [...document.querySelectorAll(selector)] as SVGGraphicsElement[];
    return texts.flatMap((text) => {
      const svg = text.ownerSVGElement!.getBoundingClientRect();
      const box = text.getBoundingClientRect();
      const inside =
        box.left >= svg.left - 0.5 &&
        box.right <= svg.right + 0.5 &&
        box.top >= svg.top - 0.5 &&
        box.bottom <= svg.bottom + 0.5;
      return inside && box.width > 0
        ? []
        : [
            `"${text.textContent}" at ${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(svg.left)}–${Math.round(svg.right)}`,
          ];
    });
  }, selector);
  expect(problems, `chart labels ${selector}`).toEqual([]);
}

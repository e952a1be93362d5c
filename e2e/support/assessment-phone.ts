// What the phone-first assessment specs check in the page: where a question sits on the screen (its
// heading entirely in view, its first answer above the sticky Back/Next bar), the bands written out
// from the product's rule, and the contrast of the chosen answer's card.
import { type Locator, type Page, expect } from '@playwright/test';

export type Language = 'en' | 'da';

export const TEXTS = {
  en: {
    start: 'Start the health check',
    questionOf: (n: number) => `Question ${n} of 20`,
    next: 'Next',
    back: 'Back',
    toResult: 'See my result',
    toReview: 'Review your answers',
    whyWeAsk: 'Why we ask',
    autoAdvance: 'Go to the next question when I pick an answer',
    keyboardHint: 'Tip: press 1–4 to pick an answer and Enter to continue.',
    startKeyboard:
      'You can use the keyboard: number keys 1–4 pick an answer, arrow keys move between answers, and Enter goes to the next question.',
    previewTitle: 'Your result',
    review: 'Check your answers',
    register: 'Create a free account',
    login: 'I already have an account',
    submit: 'Submit and see my report',
    bands: {
      foundational: 'Foundational',
      developing: 'Developing',
      established: 'Established',
      advanced: 'Advanced',
    },
  },
  da: {
    start: 'Start sundhedstjekket',
    questionOf: (n: number) => `Spørgsmål ${n} af 20`,
    next: 'Næste',
    back: 'Tilbage',
    toResult: 'Se mit resultat',
    toReview: 'Gennemgå dine svar',
    whyWeAsk: 'Hvorfor vi spørger',
    autoAdvance: 'Gå videre til næste spørgsmål, når jeg vælger et svar',
    keyboardHint: 'Tip: tryk 1–4 for at vælge et svar og Enter for at fortsætte.',
    startKeyboard:
      'Du kan bruge tastaturet: tallene 1–4 vælger et svar, piletasterne flytter mellem svarene, og Enter går til næste spørgsmål.',
    previewTitle: 'Dit resultat',
    review: 'Tjek dine svar',
    register: 'Opret en gratis konto',
    login: 'Jeg har allerede en konto',
    submit: 'Indsend og se min rapport',
    bands: {
      foundational: 'Grundlæggende',
      developing: 'Under udvikling',
      established: 'Etableret',
      advanced: 'Avanceret',
    },
  },
} as const;

/** The maturity band of a 0–100 score: 0–39, 40–59, 60–79, 80–100. */
export function bandOf(score: number): keyof (typeof TEXTS)['en']['bands'] {
  if (score >= 80) return 'advanced';
  if (score >= 60) return 'established';
  if (score >= 40) return 'developing';
  return 'foundational';
}

export const questionHeading = (page: Page) => page.locator('fieldset h1');
export const answerCards = (page: Page) => page.locator('fieldset label:has(input[type="radio"])');
const stickyNav = (page: Page) => page.getByTestId('assessment-nav');

/** How much of the window is not covered by the sticky Back/Next bar: its top, or the window's bottom. */
async function visibleBottom(page: Page): Promise<number> {
  return stickyNav(page).evaluate((nav) => {
    const sticky = getComputedStyle(nav).position === 'sticky';
    const top = nav.getBoundingClientRect().top;
    return sticky ? Math.min(window.innerHeight, top) : window.innerHeight;
  });
}

type Box = { top: number; bottom: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { top, bottom, height } = element.getBoundingClientRect();
    return { top, bottom, height };
  });
}

/**
 * The question's heading is entirely on the screen, above the sticky bar, and has the focus; with
 * `firstAnswer`, the first answer is wholly visible too.
 */
export async function expectQuestionInView(
  page: Page,
  what: string,
  options: { firstAnswer?: boolean; focused?: boolean } = {},
) {
  const heading = questionHeading(page);
  const bottom = await visibleBottom(page);
  const box = await boxOf(heading);
  expect(box.height, `${what}: heading laid out`).toBeGreaterThan(0);
  expect(box.top, `${what}: heading top ${box.top} within the screen`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${what}: heading bottom ${box.bottom} above ${bottom}`).toBeLessThanOrEqual(
    bottom + 0.5,
  );
  if (options.focused !== false) await expect(heading, `${what}: heading focused`).toBeFocused();
  if (options.firstAnswer) {
    const first = await boxOf(answerCards(page).first());
    expect(first.top, `${what}: first answer top`).toBeGreaterThanOrEqual(0);
    expect(first.bottom, `${what}: first answer bottom ${first.bottom} above ${bottom}`).toBeLessThanOrEqual(
      bottom + 0.5,
    );
  }
}

/** The WCAG contrast ratio of two CSS colours (rgb/rgba on an opaque background). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

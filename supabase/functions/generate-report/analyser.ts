// The built-in report writer, used when no LLM is configured (DESIGN.md section 7). It must be
// deterministic — same answers and language, same report — so it uses no clock, randomness or I/O.
// Structured answers ("arch_1: easy" lines or a JSON object) are scored by the rule in DESIGN.md
// section 5; anything else is treated as free text and analysed by keyword themes. The report is
// returned as a list of pieces (headings, lines, paragraphs) so the handler can stream them one by one.

import { CATEGORIES, type Category, QUESTIONS, QUESTIONS_BY_ID } from "./question-bank.ts";
import {
  type BandId,
  BANDS,
  CATEGORY_NAMES,
  type Language,
  type Localised,
  PRACTICES,
  PRIORITY_LABELS,
  TEXT,
  THEMES,
} from "./analyser-texts.ts";

export type { Language } from "./analyser-texts.ts";

export interface ParsedAnswers {
  /** Question id → option position (0 weakest … 3 strongest), in question-bank order. */
  positions: Map<string, number>;
  /** "id: value" pairs whose id is known but whose value is not one of its option keys. */
  ignored: string[];
}

// A known question id, an optional closing quote, ':' or '=', an optional opening quote, a value.
// This one pattern reads both "arch_1: easy" lines and JSON objects such as {"arch_1":"easy"}.
const PAIR = /(?<![A-Za-z0-9_])((?:arch|deploy|sec|scal)_[1-5])(?![A-Za-z0-9_])["']?\s*[:=]\s*["']?([A-Za-z_]*)/g;

/** Finds structured answers in the text. A later answer to the same question replaces an earlier one. */
export function parseStructuredAnswers(text: string): ParsedAnswers {
  const found = new Map<string, number>();
  const ignored: string[] = [];
  for (const match of text.matchAll(PAIR)) {
    const id = match[1].toLowerCase();
    const value = match[2].toLowerCase();
    const question = QUESTIONS_BY_ID.get(id);
    if (!question) continue;
    const position = question.options.indexOf(value);
    if (position >= 0) found.set(id, position);
    else ignored.push(`${id}: ${value || "(empty)"}`);
  }
  const positions = new Map<string, number>();
  for (const q of QUESTIONS) {
    const p = found.get(q.id);
    if (p !== undefined) positions.set(q.id, p);
  }
  return { positions, ignored };
}

export interface CategoryScore {
  /** Rounded 0–100, or null when no question of the category was answered. */
  score: number | null;
  answered: number;
  total: number;
}

export interface Scores {
  overall: number | null;
  categories: Record<Category, CategoryScore>;
}

/**
 * Question score = p/3 × 100; category = mean of its answered questions; overall = mean of the
 * answered categories' unrounded means. Each result is rounded to an integer only at the end.
 */
export function scoreAnswers(positions: ReadonlyMap<string, number>): Scores {
  const categories = {} as Record<Category, CategoryScore>;
  const exactMeans: number[] = [];
  for (const category of CATEGORIES) {
    const questions = QUESTIONS.filter((q) => q.category === category);
    let sum = 0;
    let answered = 0;
    for (const q of questions) {
      const p = positions.get(q.id);
      if (p === undefined) continue;
      sum += p;
      answered++;
    }
    if (answered === 0) {
      categories[category] = { score: null, answered, total: questions.length };
      continue;
    }
    const exact = (sum * 100) / (3 * answered);
    exactMeans.push(exact);
    categories[category] = { score: roundScore(exact), answered, total: questions.length };
  }
  const overall = exactMeans.length === 0
    ? null
    : roundScore(exactMeans.reduce((a, b) => a + b, 0) / exactMeans.length);
  return { overall, categories };
}

/** Rounds half up, after removing floating-point noise (e.g. 62.49999999 that is really 62.5). */
function roundScore(value: number): number {
  return Math.round(Number(value.toFixed(9)));
}

export function bandFor(score: number): { id: BandId; label: Localised; text: Localised } {
  return BANDS.find((b) => score >= b.min) ?? BANDS[BANDS.length - 1];
}

/** Writes the report for `answers` as a list of text pieces; joined they form the whole report. */
export function writeReport(answers: string, language: Language): string[] {
  const parsed = parseStructuredAnswers(answers);
  return parsed.positions.size > 0 ? structuredReport(parsed, language) : freeTextReport(answers, language);
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => key in values ? String(values[key]) : whole);
}

function heading(text: string): string {
  return `${text}\n${"=".repeat(text.length)}\n\n`;
}

function structuredReport(parsed: ParsedAnswers, lang: Language): string[] {
  const { positions, ignored } = parsed;
  const scores = scoreAnswers(positions);
  const pieces: string[] = [heading(TEXT.title[lang])];
  pieces.push(fill(TEXT.builtInStructured[lang], { answered: positions.size, total: QUESTIONS.length }) + "\n\n");

  const overall = scores.overall ?? 0;
  const overallBand = bandFor(overall);
  pieces.push(fill(TEXT.overall[lang], { score: overall, band: overallBand.label[lang] }) + "\n");
  pieces.push(overallBand.text[lang] + "\n\n");

  pieces.push(TEXT.categoryHeading[lang] + "\n");
  const answeredCategories: { category: Category; score: number }[] = [];
  for (const category of CATEGORIES) {
    const c = scores.categories[category];
    const name = CATEGORY_NAMES[category][lang];
    if (c.score === null) {
      pieces.push(fill(TEXT.categoryUnanswered[lang], { category: name }) + "\n");
      continue;
    }
    answeredCategories.push({ category, score: c.score });
    pieces.push(
      fill(TEXT.categoryLine[lang], {
        category: name,
        score: c.score,
        band: bandFor(c.score).label[lang],
        answered: c.answered,
        total: c.total,
      }) + "\n",
    );
  }
  pieces.push("\n");

  // Ties keep category order: the first highest is "strongest", the first lowest is "weakest".
  const strongest = answeredCategories.reduce((a, b) => (b.score > a.score ? b : a), answeredCategories[0]);
  const weakest = answeredCategories.reduce((a, b) => (b.score < a.score ? b : a), answeredCategories[0]);
  if (answeredCategories.length >= 2 && strongest.score !== weakest.score) {
    pieces.push(
      fill(TEXT.strongestWeakest[lang], {
        strongest: CATEGORY_NAMES[strongest.category][lang],
        strongestScore: strongest.score,
        weakest: CATEGORY_NAMES[weakest.category][lang],
        weakestScore: weakest.score,
      }) + "\n\n",
    );
  }

  pieces.push(heading(TEXT.prioritiesHeading[lang]));
  // Weakest first; equal positions keep question-bank order (a stable sort).
  const gaps = QUESTIONS
    .filter((q) => (positions.get(q.id) ?? 3) < 3)
    .map((q) => ({ question: q, position: positions.get(q.id)! }))
    .sort((a, b) => a.position - b.position);
  if (gaps.length === 0) pieces.push(TEXT.allStrongest[lang] + "\n\n");
  gaps.forEach(({ question, position }, index) => {
    const practice = PRACTICES[question.id];
    pieces.push(
      fill(TEXT.priorityItem[lang], {
        n: index + 1,
        priority: PRIORITY_LABELS[position][lang],
        practice: practice.name[lang],
        category: CATEGORY_NAMES[question.category][lang],
        answer: question.options[position].replace(/_/g, " "),
        level: position + 1,
        recommendation: practice.recommendation[lang],
      }) + "\n\n",
    );
  });

  const unanswered = QUESTIONS.filter((q) => !positions.has(q.id)).map((q) => q.id);
  if (unanswered.length > 0) pieces.push(fill(TEXT.unanswered[lang], { ids: unanswered.join(", ") }) + "\n");
  if (ignored.length > 0) pieces.push(fill(TEXT.ignored[lang], { items: ignored.join("; ") }) + "\n");
  if (unanswered.length > 0 || ignored.length > 0) pieces.push("\n");

  pieces.push(heading(TEXT.nextStepsHeading[lang]));
  const focus = CATEGORY_NAMES[weakest.category][lang];
  for (const line of TEXT.nextStepsStructured[lang]) pieces.push(fill(line, { weakest: focus }) + "\n");
  return pieces;
}

function keywordPattern(keyword: string): RegExp {
  const prefix = keyword.endsWith("*");
  const stem = (prefix ? keyword.slice(0, -1) : keyword).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${stem}${prefix ? "[\\p{L}\\p{N}-]*" : "(?![\\p{L}\\p{N}])"}`, "iu");
}

const THEME_PATTERNS: ReadonlyMap<string, RegExp> = new Map(
  CATEGORIES.flatMap((c) => THEMES[c].flatMap((f) => f.keywords.map((k) => [k, keywordPattern(k)] as const))),
);

/** The first keyword of the finding (in keyword order) that occurs, as written in the text. */
function firstMatch(text: string, keywords: readonly string[]): string | null {
  for (const keyword of keywords) {
    const match = THEME_PATTERNS.get(keyword)!.exec(text);
    if (match) return match[0];
  }
  return null;
}

function freeTextReport(text: string, lang: Language): string[] {
  const pieces: string[] = [heading(TEXT.title[lang]), TEXT.builtInFreeText[lang] + "\n\n"];
  const covered: Category[] = [];
  const sections: string[][] = [];
  for (const category of CATEGORIES) {
    const lines: string[] = [];
    for (const finding of THEMES[category]) {
      const word = firstMatch(text, finding.keywords);
      if (word !== null) lines.push(`- ${finding.text[lang]} ${fill(TEXT.youWrote[lang], { word })}\n`);
    }
    if (lines.length === 0) continue;
    covered.push(category);
    sections.push([heading(CATEGORY_NAMES[category][lang]), ...lines, "\n"]);
  }

  const names = (list: Category[]) => list.map((c) => CATEGORY_NAMES[c][lang]).join(", ");
  if (covered.length === 0) {
    pieces.push(TEXT.noThemes[lang] + "\n");
    for (const line of TEXT.generalAdvice[lang]) pieces.push(line + "\n");
    pieces.push("\n");
  } else {
    pieces.push(fill(TEXT.themesFound[lang], { themes: names(covered) }) + "\n\n");
    for (const section of sections) pieces.push(...section);
    const missing = CATEGORIES.filter((c) => !covered.includes(c));
    if (missing.length > 0) pieces.push(fill(TEXT.notCovered[lang], { themes: names(missing) }) + "\n\n");
  }

  pieces.push(heading(TEXT.nextStepsHeading[lang]));
  for (const line of TEXT.nextStepsFreeText[lang]) pieces.push(line + "\n");
  return pieces;
}

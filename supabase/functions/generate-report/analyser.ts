// The built-in report writer, used when no LLM is configured. It must be deterministic (same answers
// and language, same report), so it uses no clock, randomness or I/O.
//
// Structured answers ("arch_1: easy" lines or a JSON object, any number of them) are scored and
// described by the assessment model, in the reader's language: the scores, bands, insights,
// recommendations and tools are the ones the report page shows, in the same words. Anything else is
// treated as free text and analysed by keyword themes (analyser-texts.ts), the one part of the report
// that is this function's own. The report is returned as a list of pieces (headings, paragraphs) so the
// handler can stream them one by one; joined they are plain text, each heading a line on its own.

import {
  type AssessmentLanguage,
  bandFor,
  CATEGORIES,
  type CategoryId,
  deriveInsights,
  deriveRecommendations,
  describeBand,
  describeCategory,
  describeInsight,
  describePriority,
  describeQuestion,
  describeRecommendation,
  describeTool,
  isOptionOf,
  type PartialAnswers,
  type PartialScores,
  PRIORITIES,
  QUESTION_IDS,
  type QuestionId,
  questionsIn,
  type Recommendation,
  recommendTools,
  scorePartialAnswers,
  textsFor,
} from "../_shared/assessment-model.ts";
import { FIRST_STEP, type Language, TEXT, THEMES } from "./analyser-texts.ts";

export type { Language } from "./analyser-texts.ts";

export interface ParsedAnswers {
  /** The recognised answers: question id → option key. */
  answers: PartialAnswers;
  /** Answers to a known question whose value is not one of its options, in the order found. */
  ignored: { questionId: QuestionId; value: string }[];
}

// A known question id, an optional closing quote, ':' or '=', an optional opening quote, a value.
// This one pattern reads both "arch_1: easy" lines and JSON objects such as {"arch_1":"easy"}.
const PAIR = new RegExp(
  `(?<![A-Za-z0-9_])(${QUESTION_IDS.join("|")})(?![A-Za-z0-9_])["']?\\s*[:=]\\s*["']?([A-Za-z_]*)`,
  "g",
);

/** Finds structured answers in the text. A later answer to the same question replaces an earlier one. */
export function parseStructuredAnswers(text: string): ParsedAnswers {
  const found: Partial<Record<QuestionId, string>> = {};
  const ignored: ParsedAnswers["ignored"] = [];
  for (const match of text.matchAll(PAIR)) {
    const questionId = match[1] as QuestionId;
    const value = match[2].toLowerCase();
    if (isOptionOf(questionId, value)) found[questionId] = value;
    else ignored.push({ questionId, value });
  }
  // In assessment order, whatever order the text had.
  const answers = Object.fromEntries(
    QUESTION_IDS.flatMap((id) => (found[id] === undefined ? [] : [[id, found[id]]])),
  ) as PartialAnswers;
  return { answers, ignored };
}

/** Writes the report for `answers` as a list of text pieces; joined they form the whole report. */
export function writeReport(answers: string, language: Language): string[] {
  const parsed = parseStructuredAnswers(answers);
  return Object.keys(parsed.answers).length > 0
    ? structuredReport(parsed, language)
    : freeTextReport(answers, language);
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => key in values ? String(values[key]) : whole);
}

const heading = (text: string) => `${text}\n`;
const paragraph = (text: string) => `${text}\n\n`;

function structuredReport(parsed: ParsedAnswers, lang: AssessmentLanguage): string[] {
  const { answers, ignored } = parsed;
  const answered = Object.keys(answers).length;
  const scores = scorePartialAnswers(answers);
  const recommendations = deriveRecommendations(answers);
  const pieces: string[] = [
    paragraph(TEXT.title[lang]),
    paragraph(fill(TEXT.builtInStructured[lang], { answered, total: QUESTION_IDS.length })),
  ];

  const overall = scores.overall!; // at least one answer, so at least one scored category
  const band = describeBand(bandFor(overall), lang);
  pieces.push(heading(TEXT.overallHeading[lang]));
  pieces.push(paragraph(`${fill(TEXT.overall[lang], { score: overall, band: band.label })} ${band.description}`));

  pieces.push(...areas(answers, scores, lang));

  pieces.push(heading(TEXT.recommendationsHeading[lang]));
  if (recommendations.length === 0) pieces.push(paragraph(TEXT.allStrongest[lang]));
  for (const priority of PRIORITIES) {
    const items = recommendations.filter((recommendation) => recommendation.priority === priority);
    if (items.length === 0) continue;
    pieces.push(heading(describePriority(priority, lang)));
    for (const item of items) {
      const description = describeRecommendation(item, lang);
      pieces.push(paragraph(fill(TEXT.recommendation[lang], {
        topic: description.topic,
        category: describeCategory(item.category, lang).name,
        answer: description.currentAnswer,
        why: description.why,
        action: description.action,
      })));
    }
  }

  const topic = (questionId: QuestionId) => describeQuestion(questionId, lang).topic;
  const unanswered = QUESTION_IDS.filter((id) => answers[id] === undefined);
  if (unanswered.length > 0) {
    pieces.push(paragraph(fill(TEXT.unanswered[lang], { topics: unanswered.map(topic).join(", ") })));
  }
  for (const { questionId, value } of ignored) {
    pieces.push(paragraph(fill(TEXT.ignored[lang], { topic: topic(questionId), value })));
  }

  const tools = recommendTools(answers);
  if (tools.length > 0) pieces.push(heading(TEXT.toolsHeading[lang]));
  for (const tool of tools) {
    const { name, url, fixes, topics } = describeTool(tool, lang);
    pieces.push(paragraph(fill(TEXT.tool[lang], { name, url, fixes, topics: topics.join(", ") })));
  }

  pieces.push(heading(TEXT.nextStepsHeading[lang]));
  const steps = recommendations.length === 0
    ? TEXT.nextStepsAllStrongest[lang]
    : [firstStep(recommendations, scores, lang), ...TEXT.nextStepsStructured[lang]];
  for (const step of steps) pieces.push(`${step}\n`);
  return pieces;
}

/** Each area: the model's insight for a fully answered one, its score for a partly answered one. */
function areas(answers: PartialAnswers, scores: PartialScores, lang: AssessmentLanguage): string[] {
  const texts = textsFor(lang);
  const insights = deriveInsights(answers, scores.categories).map((insight) => describeInsight(insight, lang));
  const pieces: string[] = [];
  for (const category of CATEGORIES) {
    const insight = insights.find((described) =>
      described.insight.kind === "category" && described.insight.category === category
    );
    if (insight) {
      pieces.push(heading(insight.title), paragraph(insight.lines.join("\n")));
      continue;
    }
    const name = describeCategory(category, lang).name;
    const score = scores.categories[category];
    pieces.push(heading(texts.insights.categoryTitle({ category: name })));
    if (score === null) {
      pieces.push(paragraph(TEXT.categoryUnanswered[lang]));
      continue;
    }
    const summary = texts.insights.categorySummary({
      category: name,
      score,
      band: describeBand(bandFor(score), lang).label,
    });
    const partly = fill(TEXT.categoryPartly[lang], {
      answered: scores.answered[category],
      total: questionsIn(category).length,
    });
    pieces.push(paragraph(`${summary} ${partly}`));
  }
  const across = insights.find((described) => described.insight.kind === "cross_category");
  if (across) pieces.push(heading(across.title), paragraph(across.lines.join("\n")));
  return pieces;
}

/** "Start with" the most important priority there is, in the weakest area that has it. */
function firstStep(recommendations: Recommendation[], scores: PartialScores, lang: AssessmentLanguage): string {
  const top = recommendations[0].priority; // weakest first
  const areasWithTop = CATEGORIES.filter((category) =>
    recommendations.some((recommendation) => recommendation.priority === top && recommendation.category === category)
  );
  const weakest = areasWithTop.reduce((a, b) => ((scores.categories[b] ?? 0) < (scores.categories[a] ?? 0) ? b : a));
  return fill(FIRST_STEP[top][lang], { category: describeCategory(weakest, lang).name });
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

function freeTextReport(text: string, lang: AssessmentLanguage): string[] {
  const pieces: string[] = [paragraph(TEXT.title[lang]), paragraph(TEXT.builtInFreeText[lang])];
  const name = (category: CategoryId) => describeCategory(category, lang).name;
  const covered: CategoryId[] = [];
  const sections: string[][] = [];
  for (const category of CATEGORIES) {
    const findings: string[] = [];
    for (const finding of THEMES[category]) {
      const word = firstMatch(text, finding.keywords);
      if (word !== null) findings.push(paragraph(`${finding.text[lang]} ${fill(TEXT.youWrote[lang], { word })}`));
    }
    if (findings.length === 0) continue;
    covered.push(category);
    sections.push([heading(name(category)), ...findings]);
  }

  if (covered.length === 0) {
    pieces.push(paragraph(`${TEXT.noThemes[lang]} ${TEXT.generalAdvice[lang].join(" ")}`));
  } else {
    pieces.push(paragraph(fill(TEXT.themesFound[lang], { themes: covered.map(name).join(", ") })));
    for (const section of sections) pieces.push(...section);
    const missing = CATEGORIES.filter((category) => !covered.includes(category));
    if (missing.length > 0) {
      pieces.push(paragraph(fill(TEXT.notCovered[lang], { themes: missing.map(name).join(", ") })));
    }
  }

  pieces.push(heading(TEXT.nextStepsHeading[lang]));
  for (const step of TEXT.nextStepsFreeText[lang]) pieces.push(`${step}\n`);
  return pieces;
}

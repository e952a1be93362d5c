// The built-in report writer, used when no LLM is configured. It must be deterministic (same answers
// and language, same report), so it uses no clock, randomness or I/O.
//
// Structured answers ("arch_1: easy" lines or a JSON object, any number of them) are scored and
// described by the assessment model, in the reader's language: the executive summary, scores, bands,
// insights, recommendations and tools are the ones the report page shows, in the same words and order.
// Anything else is treated as free text and analysed by keyword themes (analyser-texts.ts), the one
// part of the report that is this function's own.
//
// The report is Markdown (headings, paragraphs, lists, bold and links; never HTML), returned as a list
// of pieces so the handler can stream them one by one: a heading, a paragraph or a list item each,
// every piece whole lines, and a block ends with a blank line. Joined they are the whole document.

import {
  type AssessmentLanguage,
  bandFor,
  CATEGORIES,
  type CategoryId,
  deriveInsights,
  deriveRecommendations,
  deriveSummary,
  describeBand,
  describeCategory,
  describeInsight,
  describePriority,
  describeQuestion,
  describeRecommendation,
  describeSummary,
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
  type SummaryPoint,
  textsFor,
} from '../_shared/assessment-model.ts';
import { FIRST_STEP, type Language, TEXT, THEMES } from './analyser-texts.ts';

export type { Language } from './analyser-texts.ts';

export interface ParsedAnswers {
  /** The recognised answers: question id → option key. */
  answers: PartialAnswers;
  /** Answers to a known question whose value is not one of its options, in the order found. */
  ignored: { questionId: QuestionId; value: string }[];
}

// A known question id, an optional closing quote, ':' or '=', an optional opening quote, a value.
// This one pattern reads both "arch_1: easy" lines and JSON objects such as {"arch_1":"easy"}.
const PAIR = new RegExp(
  `(?<![A-Za-z0-9_])(${QUESTION_IDS.join('|')})(?![A-Za-z0-9_])["']?\\s*[:=]\\s*["']?([A-Za-z_]*)`,
  'g',
);

/** Finds structured answers in the text. A later answer to the same question replaces an earlier one. */
export function parseStructuredAnswers(text: string): ParsedAnswers {
  const found: Partial<Record<QuestionId, string>> = {};
  const ignored: ParsedAnswers['ignored'] = [];
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
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Text from the visitor (a word of theirs, an unknown answer) with Markdown's special characters escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]#<>|~]/g, '\\$&');
}

// The pieces: a heading, a paragraph, or a list whose items come one piece each (the last one closes
// the list with a blank line).
const heading = (level: 1 | 2 | 3 | 4, text: string) => `${'#'.repeat(level)} ${text}\n\n`;
const paragraph = (text: string) => `${text}\n\n`;
const bullets = (items: readonly string[]) =>
  items.map((item, i) => `- ${item}\n${i === items.length - 1 ? '\n' : ''}`);
/** Items already numbered ("1. …"), as the next steps are written. */
const numberedLines = (items: readonly string[]) =>
  items.map((item, i) => `${item}\n${i === items.length - 1 ? '\n' : ''}`);
const numbered = (items: readonly string[]) => numberedLines(items.map((item, i) => `${i + 1}. ${item}`));
const bold = (text: string) => `**${text}**`;

function structuredReport(parsed: ParsedAnswers, lang: AssessmentLanguage): string[] {
  const { answers, ignored } = parsed;
  const answered = Object.keys(answers).length;
  const scores = scorePartialAnswers(answers);
  const recommendations = deriveRecommendations(answers);
  const pieces: string[] = [
    heading(1, TEXT.title[lang]),
    paragraph(fill(TEXT.builtInStructured[lang], { answered, total: QUESTION_IDS.length })),
  ];

  pieces.push(...summary(scores, recommendations, lang));
  pieces.push(...areas(answers, scores, lang));

  pieces.push(heading(2, TEXT.recommendationsHeading[lang]));
  if (recommendations.length === 0) pieces.push(paragraph(TEXT.allStrongest[lang]));
  for (const priority of PRIORITIES) {
    const items = recommendations.filter((recommendation) => recommendation.priority === priority);
    if (items.length === 0) continue;
    pieces.push(heading(3, describePriority(priority, lang)));
    for (const item of items) {
      const description = describeRecommendation(item, lang);
      const category = describeCategory(item.category, lang).name;
      pieces.push(heading(4, fill(TEXT.recommendationHeading[lang], { topic: description.topic, category })));
      pieces.push(
        ...bullets([
          `${bold(`${TEXT.answerLabel[lang]}:`)} ${description.currentAnswer}`,
          `${bold(`${TEXT.whyLabel[lang]}:`)} ${description.why}`,
          `${bold(`${TEXT.actionLabel[lang]}:`)} ${description.action}`,
        ]),
      );
    }
  }

  const topic = (questionId: QuestionId) => describeQuestion(questionId, lang).topic;
  const unanswered = QUESTION_IDS.filter((id) => answers[id] === undefined);
  if (unanswered.length > 0) {
    pieces.push(paragraph(fill(TEXT.unanswered[lang], { topics: unanswered.map(topic).join(', ') })));
  }
  for (const { questionId, value } of ignored) {
    pieces.push(
      paragraph(fill(TEXT.ignored[lang], { topic: topic(questionId), value: escapeMarkdown(value) })),
    );
  }

  const tools = recommendTools(answers);
  if (tools.length > 0) {
    pieces.push(heading(2, TEXT.toolsHeading[lang]));
    pieces.push(
      ...bullets(
        tools.map((tool) => {
          const { name, url, fixes, topics } = describeTool(tool, lang);
          return fill(TEXT.tool[lang], { name, url, fixes, topics: topics.join(', ') });
        }),
      ),
    );
  }

  pieces.push(heading(2, TEXT.nextStepsHeading[lang]));
  const steps =
    recommendations.length === 0
      ? TEXT.nextStepsAllStrongest[lang]
      : [firstStep(recommendations, scores, lang), ...TEXT.nextStepsStructured[lang]];
  pieces.push(...numberedLines(steps));
  return pieces;
}

/** The executive summary, as the report page opens with it: the model's deriveSummary in its words. */
function summary(
  scores: PartialScores,
  recommendations: Recommendation[],
  lang: AssessmentLanguage,
): string[] {
  const overall = scores.overall!; // at least one answer, so at least one scored category
  const text = describeSummary(
    deriveSummary({ scores: { overall, categories: scores.categories }, recommendations }),
    lang,
  );
  const where = (point: SummaryPoint) =>
    `${bold(point.topic)} (${point.categoryName}, ${point.priorityLabel})`;
  return [
    heading(2, text.title),
    paragraph(`${text.headline} ${text.overall.band.description}`),
    ...(text.areas ? [paragraph(text.areas)] : []),
    heading(3, text.risksTitle),
    ...(text.risks.length === 0
      ? [paragraph(text.noRisks)]
      : numbered(text.risks.map((risk) => `${where(risk)}: ${risk.why}`))),
    heading(3, text.actionsTitle),
    ...(text.actions.length === 0
      ? [paragraph(text.noActions)]
      : numbered(text.actions.map((action) => `${bold(action.topic)}: ${action.action}`))),
  ];
}

/** Each area: the model's insight for a fully answered one, its score for a partly answered one. */
function areas(answers: PartialAnswers, scores: PartialScores, lang: AssessmentLanguage): string[] {
  const texts = textsFor(lang);
  const insights = deriveInsights(answers, scores.categories).map((insight) =>
    describeInsight(insight, lang),
  );
  const pieces: string[] = [heading(2, TEXT.areasHeading[lang])];
  for (const category of CATEGORIES) {
    const insight = insights.find(
      (described) => described.insight.kind === 'category' && described.insight.category === category,
    );
    if (insight) {
      const [line, ...practices] = insight.lines;
      pieces.push(heading(3, insight.title), paragraph(line), ...bullets(practices));
      continue;
    }
    const name = describeCategory(category, lang).name;
    const score = scores.categories[category];
    pieces.push(heading(3, texts.insights.categoryTitle({ category: name })));
    if (score === null) {
      pieces.push(paragraph(TEXT.categoryUnanswered[lang]));
      continue;
    }
    const line = texts.insights.categorySummary({
      category: name,
      score,
      band: describeBand(bandFor(score), lang).label,
    });
    const partly = fill(TEXT.categoryPartly[lang], {
      answered: scores.answered[category],
      total: questionsIn(category).length,
    });
    pieces.push(paragraph(`${line} ${partly}`));
  }
  const across = insights.find((described) => described.insight.kind === 'cross_category');
  if (across) pieces.push(heading(3, across.title), paragraph(across.lines.join(' ')));
  return pieces;
}

/** "Start with" the most important priority there is, in the weakest area that has it. */
function firstStep(
  recommendations: Recommendation[],
  scores: PartialScores,
  lang: AssessmentLanguage,
): string {
  const top = recommendations[0].priority; // weakest first
  const areasWithTop = CATEGORIES.filter((category) =>
    recommendations.some(
      (recommendation) => recommendation.priority === top && recommendation.category === category,
    ),
  );
  const weakest = areasWithTop.reduce((a, b) =>
    (scores.categories[b] ?? 0) < (scores.categories[a] ?? 0) ? b : a,
  );
  return fill(FIRST_STEP[top][lang], { category: describeCategory(weakest, lang).name });
}

function keywordPattern(keyword: string): RegExp {
  const prefix = keyword.endsWith('*');
  const stem = (prefix ? keyword.slice(0, -1) : keyword).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${stem}${prefix ? '[\\p{L}\\p{N}-]*' : '(?![\\p{L}\\p{N}])'}`, 'iu');
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
  const pieces: string[] = [heading(1, TEXT.title[lang]), paragraph(TEXT.builtInFreeText[lang])];
  const name = (category: CategoryId) => describeCategory(category, lang).name;
  const covered: CategoryId[] = [];
  const sections: string[][] = [];
  for (const category of CATEGORIES) {
    const findings: string[] = [];
    for (const finding of THEMES[category]) {
      const word = firstMatch(text, finding.keywords);
      if (word !== null) {
        findings.push(
          paragraph(`${finding.text[lang]} ${fill(TEXT.youWrote[lang], { word: escapeMarkdown(word) })}`),
        );
      }
    }
    if (findings.length === 0) continue;
    covered.push(category);
    sections.push([heading(2, name(category)), ...findings]);
  }

  if (covered.length === 0) {
    pieces.push(paragraph(TEXT.noThemes[lang]), ...bullets(TEXT.generalAdvice[lang]));
  } else {
    pieces.push(paragraph(fill(TEXT.themesFound[lang], { themes: covered.map(name).join(', ') })));
    for (const section of sections) pieces.push(...section);
    const missing = CATEGORIES.filter((category) => !covered.includes(category));
    if (missing.length > 0) {
      pieces.push(paragraph(fill(TEXT.notCovered[lang], { themes: missing.map(name).join(', ') })));
    }
  }

  pieces.push(heading(2, TEXT.nextStepsHeading[lang]));
  pieces.push(...numberedLines(TEXT.nextStepsFreeText[lang]));
  return pieces;
}

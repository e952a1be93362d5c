// What the team report shows, derived from get_team_report's numbers in the reader's language: a
// question's texts with its distribution, the team's answer to each question and from it the agreed
// weak answers (the team's top risks) and the team's plan, the model's recommendation for the weakest
// answer given ("talk about these first"), and the CSV of every question. The figures themselves are
// the database's (computed by the formulas @ahc/assessment-model's team-stats mirrors); nothing here
// recomputes them.
import {
  type AssessmentLanguage,
  type CategoryId,
  type OptionKey,
  type PartialAnswers,
  type Position,
  type QuestionId,
  type Recommendation,
  type TeamFigures,
  consensusLevel,
  consensusPercent,
  deriveRecommendations,
  describeAnswer,
  describeCategory,
  describeQuestion,
  describeRecommendation,
  rankRecommendations,
} from '@ahc/assessment-model';
import type { TeamQuestion } from '../data/team-report.ts';
import type { TeamNotes } from '../../notes/index.ts';
import { csvText } from '#shared/lib/download.ts';

/** The round named in the address (?round=3), or null for the latest; anything else is the latest. */
export function roundFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('round');
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

export type OptionView = { key: OptionKey; text: string; count: number; mine: boolean };

/** A question's options with their counts, weakest first, the reader's own pick marked. */
export function optionViews(question: TeamQuestion, language: AssessmentLanguage): OptionView[] {
  return question.options.map((option) => ({
    key: option.key,
    text: describeAnswer(question.question_id, option.key, language),
    count: option.count,
    mine: option.key === question.my_pick,
  }));
}

/** How many answered a question (the sum of its option counts). */
export const answeredCount = (question: TeamQuestion): number =>
  question.options.reduce((sum, option) => sum + option.count, 0);

export type Advice = { answer: string; why: string; action: string };

/** The model's recommendation for the weakest answer given; null when that answer is already the strongest. */
export function adviceForWeakest(
  questionId: QuestionId,
  weakest: OptionKey | null,
  language: AssessmentLanguage,
): Advice | null {
  if (weakest === null) return null;
  const [recommendation] = deriveRecommendations({ [questionId]: weakest });
  if (!recommendation) return null;
  const described = describeRecommendation(recommendation, language);
  return { answer: described.currentAnswer, why: described.why, action: described.action };
}

/**
 * The team's answer to a question, as one of its options: the median of the answers given, the weaker
 * of the two middle ones when there is an even number (a team is as strong as it can show, not as its
 * most hopeful member says). Null when nobody answered. The options come weakest first, so an
 * option's index is its position.
 */
export function teamAnswer(question: TeamQuestion): { key: OptionKey; position: Position } | null {
  const total = answeredCount(question);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const [index, option] of question.options.entries()) {
    seen += option.count;
    if (seen >= middle) return { key: option.key, position: index as Position };
  }
  return null;
}

/** Weak: one of a question's two weakest answers (the model's high and medium priorities). */
const WEAK_BELOW: Position = 2;

/** A question the team agrees on (agreement 'agree') with a weak answer: nobody sees it otherwise, so it is a risk for sure. */
export function isAgreedWeak(question: TeamQuestion): boolean {
  const answer = teamAnswer(question);
  return (
    answer !== null &&
    answer.position < WEAK_BELOW &&
    question.consensus !== null &&
    consensusLevel(question.consensus) === 'agree'
  );
}

/**
 * The model's recommendations for the team's answers, most important first as in a personal report
 * (weakest answer, then weaker area by the team's mean, then assessment order), with the agreed weak
 * answers ahead of the rest: they are the team's surest risks.
 */
export function teamRecommendations(
  questions: readonly TeamQuestion[],
  categories: Record<CategoryId, TeamFigures>,
): Recommendation[] {
  // Each key is one of its question's options (team-report.ts checks them as they arrive).
  const answers = Object.fromEntries(
    questions.flatMap((question) => {
      const answer = teamAnswer(question);
      return answer ? [[question.question_id, answer.key]] : [];
    }),
  ) as PartialAnswers;
  const means: Partial<Record<CategoryId, number | null>> = Object.fromEntries(
    Object.entries(categories).map(([category, figures]) => [category, figures.mean]),
  );
  const ranked = rankRecommendations(deriveRecommendations(answers), means);
  const agreed = new Set(questions.filter(isAgreedWeak).map((question) => question.question_id));
  return [
    ...ranked.filter((r) => agreed.has(r.questionId)),
    ...ranked.filter((r) => !agreed.has(r.questionId)),
  ];
}

/** How many agreed weak answers the top of the report names, and how many steps the team's plan has. */
export const TEAM_RISKS_SIZE = 5;
export const TEAM_PLAN_SIZE = 5;

export type TeamRisk = {
  question: TeamQuestion;
  recommendation: Recommendation;
  /** Members whose answer was the team's answer or a weaker one, of all who answered. */
  atOrBelow: number;
  total: number;
};

/** The agreed weak answers, most important first (all of them; the page names the first TEAM_RISKS_SIZE). */
export function agreedWeakAnswers(
  questions: readonly TeamQuestion[],
  categories: Record<CategoryId, TeamFigures>,
): TeamRisk[] {
  const byId = new Map(questions.map((question) => [question.question_id, question]));
  return teamRecommendations(questions, categories).flatMap((recommendation) => {
    const question = byId.get(recommendation.questionId)!;
    if (!isAgreedWeak(question)) return [];
    const atOrBelow = question.options
      .slice(0, recommendation.position + 1)
      .reduce((sum, option) => sum + option.count, 0);
    return [{ question, recommendation, atOrBelow, total: answeredCount(question) }];
  });
}

/** The team's plan: the first TEAM_PLAN_SIZE of teamRecommendations. */
export function teamPlan(
  questions: readonly TeamQuestion[],
  categories: Record<CategoryId, TeamFigures>,
): Recommendation[] {
  return teamRecommendations(questions, categories).slice(0, TEAM_PLAN_SIZE);
}

export type CsvLabels = {
  category: string;
  question: string;
  option: (position: number) => string;
  count: (position: number) => string;
  agreement: string;
  weakest: string;
  yourAnswer: string;
  sharedNotes: string;
};

/**
 * RFC 4180 as the personal report's CSV: one row per question, each option's text and count, agreement
 * in percent, and the notes the team shared in one field (each note's text and links on lines of their
 * own, a blank line between notes), never who wrote them.
 */
export function teamReportToCsv(
  questions: readonly TeamQuestion[],
  language: AssessmentLanguage,
  labels: CsvLabels,
  notes: TeamNotes,
): string {
  const positions = [1, 2, 3, 4];
  const header = [
    labels.category,
    'question_id',
    labels.question,
    ...positions.flatMap((position) => [labels.option(position), labels.count(position)]),
    labels.agreement,
    labels.weakest,
    labels.yourAnswer,
    labels.sharedNotes,
  ];
  const rows = questions.map((question) => [
    describeCategory(question.category, language).name,
    question.question_id,
    describeQuestion(question.question_id, language).text,
    ...question.options.flatMap((option) => [
      describeAnswer(question.question_id, option.key, language),
      option.count,
    ]),
    question.consensus === null ? '' : consensusPercent(question.consensus),
    question.weakest === null ? '' : describeAnswer(question.question_id, question.weakest, language),
    question.my_pick === null ? '' : describeAnswer(question.question_id, question.my_pick, language),
    (notes[question.question_id] ?? [])
      .map((note) => [note.note, ...note.links].filter(Boolean).join('\n'))
      .join('\n\n'),
  ]);
  return csvText([header, ...rows]);
}

/** Agreement as the page says it: whole percent and a level in words. */
export function agreementOf(
  consensus: number | null,
): { percent: number; level: ReturnType<typeof consensusLevel> } | null {
  return consensus === null
    ? null
    : { percent: consensusPercent(consensus), level: consensusLevel(consensus) };
}

/** team-report-<system>-round-<n>.csv, the system's name reduced to letters, digits and dashes. */
export function teamReportFileName(teamName: string, roundNumber: number): string {
  const slug = teamName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `team-report-${slug || 'system'}-round-${roundNumber}.csv`;
}

const LOCALES: Record<AssessmentLanguage, string> = { en: 'en-GB', da: 'da-DK' };

/**
 * A team figure in points (a score, a spread, a change) as the reader's language writes it, always
 * with its one decimal: 48.5 and 60.0, 48,5 and 60,0. The database rounds every figure to one decimal,
 * so this is exact, and one page never shows "57.7" beside "60".
 */
export function formatFigure(value: number, language: AssessmentLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A change in points with its sign, in the same format: +33.3, −4.0, 0.0. */
export function formatFigureChange(change: number, language: AssessmentLanguage): string {
  const figure = formatFigure(Math.abs(change), language);
  return change > 0 ? `+${figure}` : change < 0 ? `\u2212${figure}` : figure;
}

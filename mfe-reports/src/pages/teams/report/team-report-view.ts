// What the team report shows, derived from get_team_report's numbers in the reader's language: a
// question's texts with its distribution, the model's recommendation for the weakest answer given
// ("talk about these first"), and the CSV of every question. The numbers themselves are the
// database's (computed by the formulas @ahc/assessment-model's team-stats mirrors); nothing here
// recomputes them.
import {
  type AssessmentLanguage,
  type OptionKey,
  type QuestionId,
  consensusLevel,
  consensusPercent,
  deriveRecommendations,
  describeAnswer,
  describeCategory,
  describeQuestion,
  describeRecommendation,
} from '@ahc/assessment-model';
import type { TeamQuestion } from '../../../data/teams/team-json.ts';
import { csvField } from '../../../reports/export.ts';

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
    text: describeAnswer(question.questionId, option.key, language),
    count: option.count,
    mine: option.key === question.myPick,
  }));
}

/** How many answered a question (the sum of its option counts). */
export const answeredCount = (question: TeamQuestion): number => question.options.reduce((sum, option) => sum + option.count, 0);

export type Advice = { answer: string; why: string; action: string };

/** The model's recommendation for the weakest answer given; null when that answer is already the strongest. */
export function adviceForWeakest(questionId: QuestionId, weakest: OptionKey | null, language: AssessmentLanguage): Advice | null {
  if (weakest === null) return null;
  const [recommendation] = deriveRecommendations({ [questionId]: weakest });
  if (!recommendation) return null;
  const described = describeRecommendation(recommendation, language);
  return { answer: described.currentAnswer, why: described.why, action: described.action };
}

export type CsvLabels = {
  category: string;
  question: string;
  option: (position: number) => string;
  count: (position: number) => string;
  agreement: string;
  weakest: string;
  yourAnswer: string;
};

/** RFC 4180 as the personal report's CSV: one row per question, each option's text and count, agreement in percent. */
export function teamReportToCsv(questions: readonly TeamQuestion[], language: AssessmentLanguage, labels: CsvLabels): string {
  const positions = [1, 2, 3, 4];
  const header = [
    labels.category,
    'question_id',
    labels.question,
    ...positions.flatMap((position) => [labels.option(position), labels.count(position)]),
    labels.agreement,
    labels.weakest,
    labels.yourAnswer,
  ];
  const rows = questions.map((question) => [
    describeCategory(question.category, language).name,
    question.questionId,
    describeQuestion(question.questionId, language).text,
    ...question.options.flatMap((option) => [describeAnswer(question.questionId, option.key, language), option.count]),
    question.consensus === null ? '' : consensusPercent(question.consensus),
    question.weakest === null ? '' : describeAnswer(question.questionId, question.weakest, language),
    question.myPick === null ? '' : describeAnswer(question.questionId, question.myPick, language),
  ]);
  return [header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Agreement as the page says it: whole percent and a level in words. */
export function agreementOf(consensus: number | null): { percent: number; level: ReturnType<typeof consensusLevel> } | null {
  return consensus === null ? null : { percent: consensusPercent(consensus), level: consensusLevel(consensus) };
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

/** A team figure (a mean or a spread, one decimal at most) as the reader's language writes it: 48.5, 48,5. */
export function formatFigure(value: number, language: AssessmentLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value);
}

// Downloads of a report. JSON: the report as a reader would retell it, in the reader's language —
// questions, answers, areas, bands, priorities and plan statuses in words, the executive summary, the
// scores, the owner's note on an answer; no ids, keys or column names of ours. CSV: one row per question
// (category, question id, question text, answer key, answer text, score, the note and its links), for
// spreadsheets.
import {
  QUESTIONS,
  deriveSummary,
  describeAnswer,
  describeCategory,
  describeQuestion,
  describeSummary,
  optionPosition,
  questionScore,
} from '@ahc/assessment-model';
import type { Language } from '@ahc/platform';
import type { ReportNotes } from '../../notes/index.ts';
import { type PlanItem, type PlanState, handledQuestions, planOverview } from '../../plan/index.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import { csvText } from '#shared/lib/download.ts';
import { dateStamp, formatLongDateTime } from '#shared/lib/format.ts';
import { deriveStoredReport, describeStoredReport } from './report-view.ts';

const CSV_HEADER = [
  'category',
  'question_id',
  'question',
  'answer_key',
  'answer',
  'score',
  'note',
  'note_links',
] as const;

/** The words the page uses that are not the model's: the report's title and the plan's states. */
export type ExportLabels = { title: string; planState: (state: PlanState) => string };

/** What a download holds beside the report: the plan (null on a team answer, which has none) and the notes. */
export type ExportExtras = { plan: readonly PlanItem[] | null; notes: ReportNotes };

function reportToReadable(
  row: ReportRow,
  language: Language,
  { plan, notes }: ExportExtras,
  labels: ExportLabels,
) {
  const description = describeStoredReport(row, language);
  // The plan's item for each of this report's recommendations (its own advice); the next actions leave
  // out the handled ones, as the page's do.
  const planItems = planOverview(row.answers, plan ?? []).byQuestion;
  const summary = describeSummary(
    deriveSummary(deriveStoredReport(row), { handled: handledQuestions({ byQuestion: planItems }) }),
    language,
  );
  return {
    report: labels.title,
    name: row.name,
    // A team answer says whose system it is about (the team's name); a personal report has no such field.
    ...(row.team_name ? { teamAssessment: row.team_name } : {}),
    taken: formatLongDateTime(row.created_at, language),
    takenAt: row.created_at,
    preparedFor: row.prepared_for,
    company: row.company,
    overall: {
      score: description.overall.score,
      band: description.overall.band.label,
      meaning: description.overall.band.description,
    },
    summary: {
      headline: summary.headline,
      areas: summary.areas,
      biggestRisks: summary.risks.map((risk) => ({
        practice: risk.topic,
        area: risk.categoryName,
        priority: risk.priorityLabel,
        planStatus: labels.planState(planItems.get(risk.questionId)?.status ?? 'open'),
        why: risk.why,
      })),
      nextActions: summary.actions.map((action) => ({
        practice: action.topic,
        area: action.categoryName,
        action: action.action,
      })),
    },
    areas: description.categories.map((category) => ({
      area: category.name,
      score: category.score,
      band: category.band.label,
    })),
    answers: QUESTIONS.map((question) => {
      const answer = row.answers[question.id];
      const text = describeQuestion(question.id, language);
      const note = notes[question.id];
      return {
        number: question.number,
        area: describeCategory(question.category, language).name,
        practice: text.topic,
        question: text.text,
        answer: describeAnswer(question.id, answer, language),
        score: Math.round(questionScore(optionPosition(question.id, answer))),
        ...(note ? { note: note.note, links: note.links } : {}),
      };
    }),
    recommendations: description.recommendations.map((recommendation) => {
      const item = planItems.get(recommendation.questionId);
      return {
        priority: recommendation.priorityLabel,
        area: describeCategory(recommendation.category, language).name,
        practice: recommendation.topic,
        yourAnswer: recommendation.currentAnswer,
        why: recommendation.why,
        action: recommendation.action,
        ...(plan === null
          ? {}
          : { status: labels.planState(item?.status ?? 'open'), note: item?.note ?? '' }),
      };
    }),
    insights: description.insights.map((insight) => ({ title: insight.title, text: insight.lines })),
    tools: description.tools.map((tool) => ({
      name: tool.name,
      link: tool.url,
      fixes: tool.fixes,
      helpsWith: tool.topics,
    })),
  };
}

export function reportToJson(
  row: ReportRow,
  language: Language,
  extras: ExportExtras,
  labels: ExportLabels,
): string {
  return `${JSON.stringify(reportToReadable(row, language, extras, labels), null, 2)}\n`;
}

/**
 * RFC 4180: comma-separated, CRLF line ends, fields with commas, quotes or line breaks quoted. A note's
 * links are separated by spaces, which an address never contains.
 */
export function reportToCsv(row: ReportRow, language: Language, notes: ReportNotes): string {
  const lines = QUESTIONS.map((question) => {
    const answer = row.answers[question.id];
    const note = notes[question.id];
    return [
      describeCategory(question.category, language).name,
      question.id,
      describeQuestion(question.id, language).text,
      answer,
      describeAnswer(question.id, answer, language),
      Math.round(questionScore(optionPosition(question.id, answer))),
      note?.note ?? '',
      note?.links.join(' ') ?? '',
    ];
  });
  return csvText([CSV_HEADER, ...lines]);
}

/** architecture-report-<date>-<time>.json: two reports of one day get two names. */
export function reportFileName(row: ReportRow, extension: 'json' | 'csv'): string {
  return `architecture-report-${dateStamp(row.created_at)}.${extension}`;
}

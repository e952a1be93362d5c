// Downloads of a report. JSON: for programs, described by the JSON Schema of export-schema.ts
// (docs/report-export.schema.json): question ids, option keys, area, band, priority and plan-state keys,
// scores and ISO 8601 dates, the same in every language, with the words a reader sees beside them in
// `labels` (the report's own language); the owner's notes as written. CSV: one row per question
// (category, question id, question text, answer key, answer text, score, the note and its links), for
// spreadsheets.
import {
  QUESTIONS,
  type QuestionId,
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
import { dateStamp } from '#shared/lib/format.ts';
import { REPORT_FORMAT, REPORT_FORMAT_VERSION } from './export-schema.ts';
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

function reportForPrograms(
  row: ReportRow,
  language: Language,
  { plan, notes }: ExportExtras,
  words: ExportLabels,
) {
  const derived = deriveStoredReport(row);
  const description = describeStoredReport(row, language);
  // The plan's item for each of this report's recommendations (its own advice); the next actions leave
  // out the handled ones, as the page's do.
  const planItems = planOverview(row.answers, plan ?? []).byQuestion;
  const stateOf = (questionId: QuestionId): PlanState => planItems.get(questionId)?.status ?? 'open';
  const summary = deriveSummary(derived, { handled: handledQuestions({ byQuestion: planItems }) });
  const summaryWords = describeSummary(summary, language);
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    scoringVersion: row.scoring_version,
    name: row.name,
    system: row.team_name ? { kind: 'team', team: row.team_name } : { kind: 'personal' },
    takenAt: new Date(row.created_at).toISOString(),
    preparedFor: row.prepared_for,
    company: row.company,
    overall: {
      score: row.overall_score,
      band: derived.bands.overall,
      labels: { band: description.overall.band.label, meaning: description.overall.band.description },
    },
    areas: description.categories.map((area) => ({
      category: area.id,
      score: area.score,
      band: derived.bands.categories[area.id],
      labels: { area: area.name, band: area.band.label },
    })),
    summary: {
      biggestRisks: summary.risks.map((risk) => ({
        questionId: risk.questionId,
        priority: risk.priority,
        planState: stateOf(risk.questionId),
      })),
      nextActions: summary.actions.map((action) => ({ questionId: action.questionId })),
      labels: {
        headline: summaryWords.headline,
        ...(summaryWords.areas === null ? {} : { areas: summaryWords.areas }),
        noRisks: summaryWords.noRisks,
      },
    },
    answers: QUESTIONS.map((question) => {
      const option = row.answers[question.id];
      const position = optionPosition(question.id, option);
      const text = describeQuestion(question.id, language);
      const note = notes[question.id];
      return {
        questionId: question.id,
        number: question.number,
        category: question.category,
        option,
        position,
        score: Math.round(questionScore(position)),
        ...(note ? { note: note.note, links: note.links } : {}),
        labels: {
          area: describeCategory(question.category, language).name,
          practice: text.topic,
          question: text.text,
          answer: describeAnswer(question.id, option, language),
        },
      };
    }),
    recommendations: description.recommendations.map((recommendation) => {
      const item = planItems.get(recommendation.questionId);
      const state = stateOf(recommendation.questionId);
      return {
        questionId: recommendation.questionId,
        category: recommendation.category,
        option: recommendation.optionKey,
        priority: recommendation.priority,
        ...(plan === null ? {} : { plan: { state, note: item?.note ?? '' } }),
        labels: {
          priority: recommendation.priorityLabel,
          area: describeCategory(recommendation.category, language).name,
          practice: recommendation.topic,
          yourAnswer: recommendation.currentAnswer,
          why: recommendation.why,
          action: recommendation.action,
          ...(plan === null ? {} : { planState: words.planState(state) }),
        },
      };
    }),
    insights: description.insights.map(({ insight, title, lines }) => ({
      kind: insight.kind,
      ...(insight.kind === 'category' ? { category: insight.category } : {}),
      labels: { title, text: lines },
    })),
    tools: description.tools.map((tool) => ({
      toolId: tool.toolId,
      name: tool.name,
      link: tool.url,
      questionIds: tool.questionIds,
      labels: { fixes: tool.fixes, helpsWith: tool.topics },
    })),
    labels: { language, title: words.title },
  };
}

export function reportToJson(
  row: ReportRow,
  language: Language,
  extras: ExportExtras,
  labels: ExportLabels,
): string {
  return `${JSON.stringify(reportForPrograms(row, language, extras, labels), null, 2)}\n`;
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

// Downloads of a report: the stored row as JSON, and one CSV row per question (category, question id,
// question text, answer key, answer text, score), with the texts in the reader's language.
import { QUESTIONS, describeAnswer, describeCategory, describeQuestion, optionPosition, questionScore } from '@ahc/assessment-model';
import type { Language } from '@ahc/platform';
import { dateStamp } from './format.ts';
import type { ReportRow } from '../data/reports/report-row.ts';

export const CSV_HEADER = ['category', 'question_id', 'question', 'answer_key', 'answer', 'score'] as const;

export function reportToJson(row: ReportRow): string {
  return `${JSON.stringify(row, null, 2)}\n`;
}

export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: comma-separated, CRLF line ends, fields with commas, quotes or line breaks quoted. */
export function reportToCsv(row: ReportRow, language: Language): string {
  const lines = QUESTIONS.map((question) => {
    const answer = row.answers[question.id];
    return [
      describeCategory(question.category, language).name,
      question.id,
      describeQuestion(question.id, language).text,
      answer,
      describeAnswer(question.id, answer, language),
      Math.round(questionScore(optionPosition(question.id, answer))),
    ];
  });
  return [[...CSV_HEADER], ...lines].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function reportFileName(row: ReportRow, extension: 'json' | 'csv'): string {
  return `architecture-report-${dateStamp(row.created_at)}.${extension}`;
}

/** Hands a file to the browser's download through a Blob and an object URL. */
export function downloadFile(content: string, fileName: string, type: string): void {
  // A byte-order mark lets spreadsheet programs read the CSV's æ, ø and å as UTF-8.
  const parts = type.startsWith('text/csv') ? ['\uFEFF', content] : [content];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

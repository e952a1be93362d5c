// The JSON Schema of the report's JSON download, built from the model's own lists (questions, option
// keys, areas, bands, priorities, plan states, tools), so the schema cannot drift from what the
// download writes. `npm run generate` writes it to docs/report-export.schema.json, where a reader of
// the file finds it; a test keeps that copy current and checks downloads against it.
//
// The rule the schema encodes: every value a program reads is a key, a number or an ISO 8601 date, the
// same in every language; the words a person reads sit beside them in objects called `labels`.
import { BANDS, CATEGORIES, PLAN_STATES, PRIORITIES, QUESTIONS, TOOL_IDS } from '@ahc/assessment-model';

export const REPORT_FORMAT = 'architecture-health-check-report';
export const REPORT_FORMAT_VERSION = 1;

const text = { type: 'string' } as const;
const score = { type: 'integer', minimum: 0, maximum: 100 } as const;
const isoDate = { type: 'string', format: 'date-time' } as const;
const optionalText = { type: ['string', 'null'] } as const;

/** An object with exactly these properties (the required ones named), nothing else. */
function closed(properties: Record<string, unknown>, required: readonly string[] = Object.keys(properties)) {
  return { type: 'object', additionalProperties: false, required: [...required], properties };
}

/** The words of an item in the file's language, each a string; all required unless `required` says otherwise. */
function labels(names: readonly string[], required: readonly string[] = names) {
  return closed(Object.fromEntries(names.map((name) => [name, text])), required);
}

export function reportExportSchema() {
  const questionId = { enum: QUESTIONS.map((question) => question.id) };
  const optionKey = { enum: [...new Set(QUESTIONS.flatMap((question) => question.options))] };
  const category = { enum: [...CATEGORIES] };
  const band = { enum: [...BANDS] };
  const priority = { enum: [...PRIORITIES] };
  const planState = { enum: [...PLAN_STATES] };
  const textList = { type: 'array', items: text };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Architecture Health Check report',
    description:
      'A report as downloaded from its page. Keys, numbers and dates are the same in every language; the words in "labels" are in the language named by labels.language.',
    ...closed(
      {
        format: { const: REPORT_FORMAT },
        formatVersion: { const: REPORT_FORMAT_VERSION },
        scoringVersion: { type: 'integer', minimum: 1 },
        name: { ...optionalText, description: 'The name its owner gave the report, if any.' },
        system: {
          oneOf: [
            closed({ kind: { const: 'personal' } }),
            closed({ kind: { const: 'team' }, team: { ...text, description: "The team's system." } }),
          ],
        },
        takenAt: isoDate,
        preparedFor: optionalText,
        company: optionalText,
        overall: closed({ score, band, labels: labels(['band', 'meaning']) }),
        areas: {
          type: 'array',
          minItems: CATEGORIES.length,
          maxItems: CATEGORIES.length,
          items: closed({ category, score, band, labels: labels(['area', 'band']) }),
        },
        summary: closed({
          biggestRisks: {
            type: 'array',
            description: 'High and medium priority findings only, highest first; empty when there are none.',
            items: closed({ questionId, priority: { enum: ['high', 'medium'] }, planState }),
          },
          nextActions: { type: 'array', items: closed({ questionId }) },
          labels: labels(['headline', 'areas', 'noRisks'], ['headline', 'noRisks']),
        }),
        answers: {
          type: 'array',
          minItems: QUESTIONS.length,
          maxItems: QUESTIONS.length,
          items: closed(
            {
              questionId,
              number: { type: 'integer', minimum: 1, maximum: QUESTIONS.length },
              category,
              option: optionKey,
              position: { type: 'integer', minimum: 0, maximum: 3 },
              score,
              note: { ...text, description: "The owner's note on the answer." },
              links: { type: 'array', items: { type: 'string', format: 'uri' } },
              labels: labels(['area', 'practice', 'question', 'answer']),
            },
            ['questionId', 'number', 'category', 'option', 'position', 'score', 'labels'],
          ),
        },
        recommendations: {
          type: 'array',
          items: closed(
            {
              questionId,
              category,
              option: optionKey,
              priority,
              plan: {
                ...closed({ state: planState, note: text }),
                description:
                  'Where the owner’s plan stands on this advice (absent on a team answer, which has no plan).',
              },
              labels: labels(
                ['priority', 'area', 'practice', 'yourAnswer', 'why', 'action', 'planState'],
                ['priority', 'area', 'practice', 'yourAnswer', 'why', 'action'],
              ),
            },
            ['questionId', 'category', 'option', 'priority', 'labels'],
          ),
        },
        insights: {
          type: 'array',
          items: closed(
            {
              kind: { enum: ['category', 'cross_category'] },
              category,
              labels: closed({ title: text, text: textList }),
            },
            ['kind', 'labels'],
          ),
        },
        tools: {
          type: 'array',
          items: closed({
            toolId: { enum: [...TOOL_IDS] },
            name: text,
            link: { type: 'string', format: 'uri' },
            questionIds: { type: 'array', items: questionId },
            labels: closed({ fixes: text, helpsWith: textList }),
          }),
        },
        labels: closed({ language: { enum: ['en', 'da'] }, title: text }),
      },
      [
        'format',
        'formatVersion',
        'scoringVersion',
        'name',
        'system',
        'takenAt',
        'preparedFor',
        'company',
        'overall',
        'areas',
        'summary',
        'answers',
        'recommendations',
        'insights',
        'tools',
        'labels',
      ],
    ),
  };
}

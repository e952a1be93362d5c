import { readFileSync } from 'node:fs';
import { QUESTIONS, type Answers, describeQuestion } from '@ahc/assessment-model';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '#shared/data/report-row.ts';
import { KNOWN_REPORT_ID, knownReport } from '#shared/testing/fixtures.ts';
import { cellsThatRun, openAsSpreadsheet } from '#shared/testing/spreadsheet.ts';
import type { ReportNotes } from '../../notes/index.ts';
import { reportFileName, reportToCsv, reportToJson } from './export.ts';
import { reportExportSchema } from './export-schema.ts';
import { EXPORT_SCHEMA_FILE, exportSchemaText } from './export-schema-file.ts';

/** A validator of the schema as a consumer of the files would use it (formats checked). */
function schemaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  return ajv.compile(reportExportSchema());
}

/** The document with every `labels` object taken out: what a program reads. */
function withoutLabels(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLabels);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'labels')
      .map(([key, inner]) => [key, withoutLabels(inner)]),
  );
}

/** Every answer at the option of this position. */
const answersAt = (position: number): Answers =>
  Object.fromEntries(QUESTIONS.map((question) => [question.id, question.options[position]])) as Answers;

describe('report downloads', () => {
  it('writes one CSV row per question: category, question id, question text, answer key, answer text, score, note', () => {
    const lines = reportToCsv(knownReport(), 'en', {}).split('\r\n');
    expect(lines).toHaveLength(22); // header, 20 questions, and the final line end
    expect(lines[21]).toBe('');
    expect(lines[0]).toBe('category,question_id,question,answer_key,answer,score,note,note_links');
    // The texts contain commas, so they are quoted (RFC 4180).
    const arch1 = describeQuestion('arch_1', 'en');
    expect(lines[1]).toBe(`Architecture,arch_1,"${arch1.text}",efficient,"${arch1.options[3]!.text}",100,,`);
    expect(lines[2]).toMatch(/^Architecture,arch_2,.*,sometimes,.*,67,,$/);
    expect(lines[4]).toMatch(/^Architecture,arch_4,.*,avoid,.*,0,,$/);
    expect(lines[8]).toMatch(/^Deployment,deploy_3,.*,manual_checks,.*,33,,$/);
    expect(lines[20]).toMatch(/^Scalability,scal_5,.*,occasional_issues,.*,33,,$/);
  });

  const CRM_NOTE = {
    questionId: 'arch_4',
    note: 'We avoid it: the CRM\'s API "changes" every release',
    links: ['https://wiki.example.com/crm', 'https://adr.example.com/12'],
    shareWithTeam: false,
  } as const;
  const SSO_LINKS = ['https://sso.example.com/policy'];
  const NOTES: ReportNotes = {
    arch_4: { ...CRM_NOTE, links: [...CRM_NOTE.links] },
    sec_1: { questionId: 'sec_1', note: '', links: SSO_LINKS, shareWithTeam: false },
  };

  it('writes each note and its links beside its answer in the CSV, quoted where it must be', () => {
    const lines = reportToCsv(knownReport(), 'en', NOTES).split('\r\n');
    expect(lines[4]).toMatch(
      /,avoid,.*,0,"We avoid it: the CRM's API ""changes"" every release",https:\/\/wiki\.example\.com\/crm https:\/\/adr\.example\.com\/12$/,
    );
    expect(lines[11]).toMatch(/^Security,sec_1,.*,,https:\/\/sso\.example\.com\/policy$/);
    // A question without a note ends in two empty fields.
    expect(lines[1]).toMatch(/,100,,$/);
  });

  it('writes notes that begin as formulas as text a spreadsheet shows and never runs; the JSON as written', () => {
    const hostile: ReportNotes = {
      arch_1: {
        questionId: 'arch_1',
        note: '=HYPERLINK("https://evil.example","Open")',
        links: [],
        shareWithTeam: false,
      },
      arch_2: { questionId: 'arch_2', note: '+1+1', links: [], shareWithTeam: false },
      arch_3: { questionId: 'arch_3', note: '-1+1', links: [], shareWithTeam: false },
      arch_4: { questionId: 'arch_4', note: '@SUM(1)', links: [], shareWithTeam: false },
      arch_5: { questionId: 'arch_5', note: '\t=1+1', links: [], shareWithTeam: false },
      deploy_1: { questionId: 'deploy_1', note: '\r=1+1', links: [], shareWithTeam: false },
      deploy_2: { questionId: 'deploy_2', note: 'a;=1+1', links: [], shareWithTeam: false },
    };
    const csv = reportToCsv(knownReport(), 'en', hostile);
    expect(cellsThatRun(csv)).toEqual([]);
    const notes = openAsSpreadsheet(csv).filter(
      (cell) => /^G\d+$/.test(cell.address) && cell.address !== 'G1',
    );
    expect(notes.map((cell) => cell.text)).toEqual([
      `'${hostile.arch_1!.note}`,
      "'+1+1",
      "'-1+1",
      "'@SUM(1)",
      "'\t=1+1",
      "'\r=1+1",
      'a;=1+1',
    ]);
    const json = JSON.parse(reportToJson(knownReport(), 'en', { plan: null, notes: hostile }, labels('en')));
    expect(json.answers[0].note).toBe(hostile.arch_1!.note);
    expect(json.answers[1].note).toBe('+1+1');
  });

  it('writes each note and its links with its answer in the JSON, and nothing for an answer without one', () => {
    const report = JSON.parse(reportToJson(knownReport(), 'en', { plan: null, notes: NOTES }, labels('en')));
    expect(report.answers[3]).toMatchObject({
      questionId: 'arch_4',
      labels: { practice: 'Connecting to other systems' },
      note: CRM_NOTE.note,
      links: CRM_NOTE.links,
    });
    expect(report.answers[10]).toMatchObject({ note: '', links: SSO_LINKS });
    expect(report.answers[0]).not.toHaveProperty('note');
    expect(report.answers[0]).not.toHaveProperty('links');
  });

  it('writes the CSV texts in the reader language', () => {
    const lines = reportToCsv(knownReport(), 'da', {}).split('\r\n');
    expect(lines[1]).toContain(`Arkitektur,arch_1,`);
    expect(lines[1]).toContain(describeQuestion('arch_1', 'da').text);
  });

  const STATES = {
    open: 'Not planned',
    planned: 'Planned',
    in_progress: 'In progress',
    done: 'Done',
    not_applicable: 'Not applicable',
  } as const;
  const labels = (language: 'en' | 'da') => ({
    title: language === 'en' ? 'The report' : 'Rapporten',
    planState: (state: keyof typeof STATES) => STATES[state],
  });

  const PLAN = [
    {
      questionId: 'arch_4',
      optionKey: 'avoid',
      status: 'in_progress',
      note: 'Start with the CRM',
      trackerKey: null,
      updatedAt: '2026-03-15T10:00:00Z',
    },
    {
      questionId: 'arch_1',
      optionKey: 'tricky',
      status: 'done',
      note: '',
      trackerKey: null,
      updatedAt: '2026-03-15T10:00:00Z',
    },
    // Done for other advice on release frequency (this report answers "rarely"): not this one's.
    {
      questionId: 'deploy_1',
      optionKey: 'sometimes',
      status: 'done',
      note: '',
      trackerKey: null,
      updatedAt: '2026-03-15T10:00:00Z',
    },
    {
      questionId: 'deploy_2',
      optionKey: 'manual_fix',
      status: 'done',
      note: '',
      trackerKey: null,
      updatedAt: '2026-03-15T10:00:00Z',
    },
  ] as const;
  const exported = (language: 'en' | 'da', row: ReportRow = knownReport(), plan: boolean = true) =>
    JSON.parse(
      reportToJson(
        { ...row, name: 'Before the migration' },
        language,
        { plan: plan ? [...PLAN] : null, notes: NOTES },
        labels(language),
      ),
    ) as Record<string, unknown> & { summary: { biggestRisks: unknown[]; nextActions: unknown[] } };

  it('writes the JSON for programs: keys, scores and ISO 8601 dates, with the words beside them', () => {
    const report = exported('en');
    expect(report).toMatchObject({
      format: 'architecture-health-check-report',
      formatVersion: 1,
      scoringVersion: 1,
      name: 'Before the migration',
      system: { kind: 'personal' },
      takenAt: '2026-03-14T12:00:00.000Z',
      preparedFor: 'Ada Lovelace',
      company: 'Acme ApS',
      overall: { score: 60, band: 'established', labels: { band: 'Established' } },
      areas: [
        { category: 'architecture', score: 60, band: 'established', labels: { area: 'Architecture' } },
        { category: 'deployment', score: 27, band: 'foundational' },
        { category: 'security', score: 100, band: 'advanced' },
        { category: 'scalability', score: 53, band: 'developing', labels: { band: 'Developing' } },
      ],
      labels: { language: 'en', title: 'The report' },
    });
    // The biggest risks with their plan state: deploy_2's own advice is done, arch_4's in progress;
    // deploy_1's done item was for other advice ("sometimes"), so this report's risk is open.
    expect(report.summary.biggestRisks).toEqual([
      { questionId: 'deploy_1', priority: 'high', planState: 'open' },
      { questionId: 'deploy_2', priority: 'high', planState: 'done' },
      { questionId: 'arch_4', priority: 'high', planState: 'in_progress' },
    ]);
    // The next actions leave out the one done, as the page does.
    expect(report.summary.nextActions.slice(0, 2)).toEqual([
      { questionId: 'deploy_1' },
      { questionId: 'arch_4' },
    ]);
    const answers = report.answers as Record<string, unknown>[];
    expect(answers).toHaveLength(20);
    expect(answers[0]).toEqual({
      questionId: 'arch_1',
      number: 1,
      category: 'architecture',
      option: 'efficient',
      position: 3,
      score: 100,
      labels: {
        area: 'Architecture',
        practice: 'Making changes',
        question: describeQuestion('arch_1', 'en').text,
        answer: describeQuestion('arch_1', 'en').options[3]!.text,
      },
    });
    const recommendations = report.recommendations as Record<string, unknown>[];
    expect(recommendations).toHaveLength(13);
    expect(recommendations[0]).toMatchObject({
      questionId: 'arch_4',
      category: 'architecture',
      option: 'avoid',
      priority: 'high',
      plan: { state: 'in_progress', note: 'Start with the CRM' },
      labels: {
        priority: 'High priority',
        practice: 'Connecting to other systems',
        planState: 'In progress',
      },
    });
    expect(recommendations[1]).toMatchObject({ questionId: 'deploy_1', plan: { state: 'open', note: '' } });
    expect(recommendations[2]).toMatchObject({ questionId: 'deploy_2', plan: { state: 'done' } });
    // Nothing of the database's own: no report, user or submission id, no column names.
    const json = JSON.stringify(report);
    for (const internal of [
      KNOWN_REPORT_ID,
      knownReport().user_id,
      knownReport().submission_id,
      'category_scores',
      'overall_score',
    ])
      expect(json, internal).not.toContain(internal);
  });

  it('writes the same JSON in every language apart from the labels, and each file validates against the schema', () => {
    const validate = schemaValidator();
    const [en, da] = [exported('en'), exported('da')];
    for (const report of [en, da]) expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(withoutLabels(da)).toEqual(withoutLabels(en));
    expect(JSON.stringify(da)).not.toEqual(JSON.stringify(en));
    expect(da).toMatchObject({
      overall: { band: 'established', labels: { band: 'Etableret' } },
      labels: { language: 'da', title: 'Rapporten' },
    });
    // A team answer (no plan) and a report whose advice is all low priority (no biggest risk) too.
    const team = exported(
      'en',
      { ...knownReport(), team_id: 'team-1', team_name: 'Payments platform' },
      false,
    );
    expect(validate(team), JSON.stringify(validate.errors)).toBe(true);
    const nearlyBest = exported('da', { ...knownReport(), answers: answersAt(2) });
    expect(validate(nearlyBest), JSON.stringify(validate.errors)).toBe(true);
    expect(nearlyBest.summary.biggestRisks).toEqual([]);
  });

  it('the schema refuses what a program could not rely on: a word where a key belongs, a field it does not know, a risk of low priority', () => {
    const validate = schemaValidator();
    const report = exported('en');
    const broken = [
      { ...report, overall: { ...(report.overall as object), band: 'Established' } },
      { ...report, takenAt: '14 March 2026 at 12:00' },
      { ...report, surprise: true },
      {
        ...report,
        summary: {
          ...report.summary,
          biggestRisks: [{ questionId: 'arch_1', priority: 'low', planState: 'open' }],
        },
      },
      { ...report, answers: (report.answers as unknown[]).slice(1) },
    ];
    for (const document of broken) expect(validate(document)).toBe(false);
  });

  it('keeps docs/report-export.schema.json as the schema module writes it (`npm run generate`)', () => {
    expect(readFileSync(EXPORT_SCHEMA_FILE, 'utf8')).toBe(exportSchemaText());
  });

  it('names the team’s system in a team answer’s JSON, and a personal report as personal', () => {
    const team = exported(
      'en',
      { ...knownReport(), team_id: 'team-1', team_name: 'Payments platform' },
      false,
    );
    expect(team.system).toEqual({ kind: 'team', team: 'Payments platform' });
    expect(JSON.stringify(team)).not.toContain('team-1');
    expect((team.recommendations as object[])[0]).not.toHaveProperty('plan');
    expect((team.recommendations as { labels: object }[])[0]!.labels).not.toHaveProperty('planState');
  });

  it('names files after the report date and time, so two reports of one day get two names', () => {
    expect(reportFileName(knownReport(), 'json')).toBe('architecture-report-2026-03-14-1200.json');
    expect(reportFileName({ ...knownReport(), created_at: '2026-03-14T15:30:00Z' }, 'csv')).toBe(
      'architecture-report-2026-03-14-1530.csv',
    );
  });
});

import { describeQuestion } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import { KNOWN_REPORT_ID, knownReport } from '#shared/testing/fixtures.ts';
import { cellsThatRun, openAsSpreadsheet } from '#shared/testing/spreadsheet.ts';
import type { ReportNotes } from '../../notes/index.ts';
import { reportFileName, reportToCsv, reportToJson } from './export.ts';

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
      practice: 'Connecting to other systems',
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

  it('writes the JSON as a reader would retell the report: words in the reader language, no ids or keys', () => {
    const plan = [
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
    const json = reportToJson(
      { ...knownReport(), name: 'Before the migration' },
      'en',
      { plan: [...plan], notes: {} },
      labels('en'),
    );
    const report = JSON.parse(json);
    expect(report).toMatchObject({
      report: 'The report',
      name: 'Before the migration',
      taken: '14 March 2026 at 12:00',
      takenAt: '2026-03-14T12:00:00Z',
      preparedFor: 'Ada Lovelace',
      company: 'Acme ApS',
      overall: { score: 60, band: 'Established' },
      areas: [
        { area: 'Architecture', score: 60, band: 'Established' },
        { area: 'Deployment', score: 27, band: 'Foundational' },
        { area: 'Security', score: 100, band: 'Advanced' },
        { area: 'Scalability', score: 53, band: 'Developing' },
      ],
    });
    // The biggest risks with their plan status: deploy_2's own advice is done, arch_4's in progress;
    // deploy_1's done item was for other advice ("sometimes"), so this report's risk is open.
    expect(
      report.summary.biggestRisks.map((risk: { practice: string; planStatus: string }) => [
        risk.practice,
        risk.planStatus,
      ]),
    ).toEqual([
      ['Release frequency', 'Not planned'],
      ['Recovering from a bad release', 'Done'],
      ['Connecting to other systems', 'In progress'],
    ]);
    // The next actions leave out the one done, as the page does.
    expect(
      report.summary.nextActions.map((action: { practice: string }) => action.practice).slice(0, 2),
    ).toEqual(['Release frequency', 'Connecting to other systems']);
    expect(report.answers).toHaveLength(20);
    expect(report.answers[0]).toEqual({
      number: 1,
      area: 'Architecture',
      practice: 'Making changes',
      question: describeQuestion('arch_1', 'en').text,
      answer: describeQuestion('arch_1', 'en').options[3]!.text,
      score: 100,
    });
    expect(report.recommendations).toHaveLength(13);
    expect(report.recommendations[0]).toMatchObject({
      priority: 'High priority',
      area: 'Architecture',
      practice: 'Connecting to other systems',
      status: 'In progress',
      note: 'Start with the CRM',
    });
    expect(report.recommendations[1]).toMatchObject({
      practice: 'Release frequency',
      status: 'Not planned',
      note: '',
    });
    expect(report.recommendations[2]).toMatchObject({
      practice: 'Recovering from a bad release',
      status: 'Done',
    });
    // No id, user, submission, scoring version, question id or option key anywhere.
    for (const internal of [
      KNOWN_REPORT_ID,
      knownReport().user_id,
      knownReport().submission_id,
      'arch_1',
      'deploy_1',
      'efficient',
      'in_progress',
      'not_applicable',
      'scoring',
      'category_scores',
      'overall_score',
    ]) {
      expect(json, internal).not.toContain(internal);
    }
  });

  it('writes the JSON in Danish, and without plan fields when the plan is not known', () => {
    const report = JSON.parse(reportToJson(knownReport(), 'da', { plan: null, notes: {} }, labels('da')));
    expect(report.report).toBe('Rapporten');
    expect(report.overall.band).toBe('Etableret');
    expect(report.areas[3]).toEqual({ area: 'Skalerbarhed', score: 53, band: 'Under udvikling' });
    expect(report.recommendations[0].priority).toBe('Høj prioritet');
    expect(report.recommendations[0]).not.toHaveProperty('status');
  });

  it('names the team’s system in a team answer’s JSON, and nothing of the kind in a personal report’s', () => {
    const team = JSON.parse(
      reportToJson(
        { ...knownReport(), team_id: 'team-1', team_name: 'Payments platform' },
        'en',
        { plan: null, notes: {} },
        labels('en'),
      ),
    );
    expect(team.teamAssessment).toBe('Payments platform');
    expect(JSON.stringify(team)).not.toContain('team-1');
    expect(
      JSON.parse(reportToJson(knownReport(), 'en', { plan: null, notes: {} }, labels('en'))),
    ).not.toHaveProperty('teamAssessment');
  });

  it('names files after the report date and time, so two reports of one day get two names', () => {
    expect(reportFileName(knownReport(), 'json')).toBe('architecture-report-2026-03-14-1200.json');
    expect(reportFileName({ ...knownReport(), created_at: '2026-03-14T15:30:00Z' }, 'csv')).toBe(
      'architecture-report-2026-03-14-1530.csv',
    );
  });
});

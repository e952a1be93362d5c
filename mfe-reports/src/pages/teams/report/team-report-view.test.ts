import { describeAnswer, describeQuestion, describeRecommendation, deriveRecommendations } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import type { TeamQuestion } from '../../../data/teams/team-json.ts';
import { adviceForWeakest, formatFigure, optionViews, roundFromSearch, teamReportFileName, teamReportToCsv } from './team-report-view.ts';

const question: TeamQuestion = {
  questionId: 'arch_2',
  category: 'architecture',
  options: [
    { key: 'always', count: 1 },
    { key: 'often', count: 1 },
    { key: 'sometimes', count: 0 },
    { key: 'rarely', count: 0 },
  ],
  consensus: 0.889,
  weakest: 'always',
  myPick: 'often',
};

const labels = {
  category: 'area',
  question: 'question',
  option: (p: number) => `answer ${p}`,
  count: (p: number) => `count ${p}`,
  agreement: 'agreement',
  weakest: 'weakest answer given',
  yourAnswer: 'your answer',
};

describe('the team report, in words', () => {
  it('reads the round from the address, and anything odd as the latest', () => {
    expect(roundFromSearch('?round=3')).toBe(3);
    for (const search of ['', '?round=0', '?round=-1', '?round=1.5', '?round=abc', '?round=1e3', '?round=9999999']) expect(roundFromSearch(search)).toBeNull();
  });

  it('marks the reader’s own pick among the options, weakest first', () => {
    expect(optionViews(question, 'en').map((o) => [o.key, o.count, o.mine])).toEqual([
      ['always', 1, false],
      ['often', 1, true],
      ['sometimes', 0, false],
      ['rarely', 0, false],
    ]);
    expect(optionViews(question, 'da')[0]!.text).toBe(describeAnswer('arch_2', 'always', 'da'));
  });

  it('gives the model’s recommendation for the weakest answer given, and none for the strongest', () => {
    const expected = describeRecommendation(deriveRecommendations({ arch_2: 'always' })[0]!, 'da');
    expect(adviceForWeakest('arch_2', 'always', 'da')).toEqual({ answer: expected.currentAnswer, why: expected.why, action: expected.action });
    expect(adviceForWeakest('arch_2', 'rarely', 'en')).toBeNull();
    expect(adviceForWeakest('arch_2', null, 'en')).toBeNull();
  });

  it('writes the CSV as RFC 4180, one row per question, in the reader’s language', () => {
    const csv = teamReportToCsv([question], 'en', labels);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe('area,question_id,question,answer 1,count 1,answer 2,count 2,answer 3,count 3,answer 4,count 4,agreement,weakest answer given,your answer');
    expect(row!.startsWith(`Architecture,arch_2,`)).toBe(true);
    expect(row).toContain(describeQuestion('arch_2', 'en').text.includes(',') ? `"${describeQuestion('arch_2', 'en').text}"` : describeQuestion('arch_2', 'en').text);
    expect(row!.endsWith(`,89,${describeAnswer('arch_2', 'always', 'en')},${describeAnswer('arch_2', 'often', 'en')}`)).toBe(true);
    expect(end).toBe('');
  });

  it('names the file after the system and the round, and writes figures the reader’s way', () => {
    // Letters with marks lose them (Å is A and a ring); letters without an ASCII form are left out.
    expect(teamReportFileName('Betalings-platform (Åbo) 2', 3)).toBe('team-report-betalings-platform-abo-2-round-3.csv');
    expect(teamReportFileName('支付平台', 1)).toBe('team-report-system-round-1.csv');
    expect(formatFigure(83.5, 'en')).toBe('83.5');
    expect(formatFigure(83.5, 'da')).toBe('83,5');
    expect(formatFigure(46, 'da')).toBe('46');
  });
});

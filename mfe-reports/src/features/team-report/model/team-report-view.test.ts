import {
  type CategoryId,
  type OptionKey,
  type TeamFigures,
  answersAtPositions,
  describeAnswer,
  describeQuestion,
  describeRecommendation,
  deriveRecommendations,
  teamRoundAggregate,
} from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import { cellsThatRun, openAsSpreadsheet } from '#shared/testing/spreadsheet.ts';
import type { TeamQuestion } from '../data/team-report.ts';
import {
  TEAM_PLAN_SIZE,
  adviceForWeakest,
  agreedWeakAnswers,
  formatFigure,
  formatFigureChange,
  isAgreedWeak,
  optionViews,
  roundFromSearch,
  teamAnswer,
  teamPlan,
  teamRecommendations,
  teamReportFileName,
  teamReportToCsv,
} from './team-report-view.ts';

const question: TeamQuestion = {
  question_id: 'arch_2',
  category: 'architecture',
  options: [
    { key: 'always', count: 1 },
    { key: 'often', count: 1 },
    { key: 'sometimes', count: 0 },
    { key: 'rarely', count: 0 },
  ],
  consensus: 0.889,
  weakest: 'always',
  my_pick: 'often',
};

const labels = {
  category: 'area',
  question: 'question',
  option: (p: number) => `answer ${p}`,
  count: (p: number) => `count ${p}`,
  agreement: 'agreement',
  weakest: 'weakest answer given',
  yourAnswer: 'your answer',
  sharedNotes: 'notes shared by the team',
};

describe('the team report, in words', () => {
  it('reads the round from the address, and anything odd as the latest', () => {
    expect(roundFromSearch('?round=3')).toBe(3);
    for (const search of [
      '',
      '?round=0',
      '?round=-1',
      '?round=1.5',
      '?round=abc',
      '?round=1e3',
      '?round=9999999',
    ])
      expect(roundFromSearch(search)).toBeNull();
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
    expect(adviceForWeakest('arch_2', 'always', 'da')).toEqual({
      answer: expected.currentAnswer,
      why: expected.why,
      action: expected.action,
    });
    expect(adviceForWeakest('arch_2', 'rarely', 'en')).toBeNull();
    expect(adviceForWeakest('arch_2', null, 'en')).toBeNull();
  });

  it('writes the CSV as RFC 4180, one row per question, in the reader’s language', () => {
    const csv = teamReportToCsv([question], 'en', labels, {});
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(
      'area,question_id,question,answer 1,count 1,answer 2,count 2,answer 3,count 3,answer 4,count 4,' +
        'agreement,weakest answer given,your answer,notes shared by the team',
    );
    expect(row!.startsWith(`Architecture,arch_2,`)).toBe(true);
    expect(row).toContain(
      describeQuestion('arch_2', 'en').text.includes(',')
        ? `"${describeQuestion('arch_2', 'en').text}"`
        : describeQuestion('arch_2', 'en').text,
    );
    expect(
      row!.endsWith(
        `,89,${describeAnswer('arch_2', 'always', 'en')},${describeAnswer('arch_2', 'often', 'en')},`,
      ),
    ).toBe(true);
    expect(end).toBe('');
  });

  it('writes the notes the team shared in one quoted field per question: text and links by line, a blank line between notes', () => {
    const csv = teamReportToCsv([question], 'en', labels, {
      arch_2: [
        { note: 'We deploy "green" first', links: ['https://runbooks.example.com/green'] },
        { note: '', links: ['https://adr.example.com/7', 'https://adr.example.com/8'] },
      ],
    });
    expect(csv).toContain(
      ',"We deploy ""green"" first\nhttps://runbooks.example.com/green\n\nhttps://adr.example.com/7\nhttps://adr.example.com/8"\r\n',
    );
  });

  it("opens in a spreadsheet with a teammate's note that begins as a formula shown as text, never run", () => {
    const csv = teamReportToCsv([question], 'en', labels, {
      arch_2: [
        { note: "+cmd|' /C calc'!A0", links: [] },
        { note: '=HYPERLINK("https://evil.example","Open")', links: [] },
      ],
    });
    expect(cellsThatRun(csv)).toEqual([]);
    const notes = openAsSpreadsheet(csv).find((cell) => cell.address === 'O2');
    expect(notes?.text).toBe('\'+cmd|\' /C calc\'!A0\n\n=HYPERLINK("https://evil.example","Open")');
    const first = teamReportToCsv([question], 'da', labels, {
      arch_2: [{ note: '=1+1', links: [] }],
    });
    expect(cellsThatRun(first)).toEqual([]);
    expect(openAsSpreadsheet(first).find((cell) => cell.address === 'O2')?.text).toBe("'=1+1");
  });

  it('names the file after the system and the round, and writes figures the reader’s way', () => {
    // Letters with marks lose them (Å is A and a ring); letters without an ASCII form are left out.
    expect(teamReportFileName('Betalings-platform (Åbo) 2', 3)).toBe(
      'team-report-betalings-platform-abo-2-round-3.csv',
    );
    expect(teamReportFileName('支付平台', 1)).toBe('team-report-system-round-1.csv');
    expect(formatFigure(83.5, 'en')).toBe('83.5');
    expect(formatFigure(83.5, 'da')).toBe('83,5');
  });

  it('writes every figure in points with its one decimal, so 57.7 never stands beside 60', () => {
    expect(formatFigure(60, 'en')).toBe('60.0');
    expect(formatFigure(46, 'da')).toBe('46,0');
    expect(formatFigure(0, 'en')).toBe('0.0');
    expect(formatFigure(100, 'da')).toBe('100,0');
    expect(formatFigureChange(33.3, 'en')).toBe('+33.3');
    expect(formatFigureChange(-4, 'da')).toBe('\u22124,0');
    expect(formatFigureChange(0, 'en')).toBe('0.0');
  });
});

/** The team's questions as get_team_report sends them (the model's aggregate: the same formulas as the database's). */
function questionsOf(members: number[][]): {
  questions: TeamQuestion[];
  categories: Record<CategoryId, TeamFigures>;
} {
  const aggregate = teamRoundAggregate(
    members.map((positions) => ({
      answers: answersAtPositions(positions),
      category_scores: scoresOf(positions),
    })),
  );
  return {
    questions: aggregate.questions.map((q) => ({ ...q, my_pick: null })),
    categories: aggregate.categories,
  };
}
function scoresOf(positions: number[]): Record<CategoryId, number> {
  const area = (from: number) =>
    Math.round((100 * positions.slice(from, from + 5).reduce((a, b) => a + b, 0)) / 15);
  return { architecture: area(0), deployment: area(5), security: area(10), scalability: area(15) };
}
const counts = (...values: number[]): TeamQuestion => ({
  ...question,
  options: (['always', 'often', 'sometimes', 'rarely'] as OptionKey[]).map((key, i) => ({
    key,
    count: values[i]!,
  })),
});

describe('the team’s answers, risks and plan', () => {
  it('takes the median answer as the team’s, the weaker middle one for an even count, and none without answers', () => {
    expect(teamAnswer(counts(0, 1, 1, 1))).toEqual({ key: 'sometimes', position: 2 });
    expect(teamAnswer(counts(1, 1, 0, 0))).toEqual({ key: 'always', position: 0 });
    expect(teamAnswer(counts(1, 0, 0, 3))).toEqual({ key: 'rarely', position: 3 });
    expect(teamAnswer(counts(0, 0, 2, 2))).toEqual({ key: 'sometimes', position: 2 });
    expect(teamAnswer(counts(0, 0, 0, 0))).toBeNull();
  });

  it('calls a question an agreed weak answer when the team agrees and its answer is one of the two weakest', () => {
    const { questions } = questionsOf([
      [0, 1, 1, 2, 0, ...Array.from({ length: 15 }, () => 3)],
      [0, 1, 2, 2, 3, ...Array.from({ length: 15 }, () => 3)],
      [1, 0, 1, 2, 3, ...Array.from({ length: 15 }, () => 3)],
    ]);
    const agreed = questions.filter(isAgreedWeak).map((q) => q.question_id);
    // arch_1 (0, 0, 1) and arch_2 (1, 1, 0) agree on a weak answer; arch_3 (1, 2, 1) agrees on a weak
    // one too; arch_4 (2, 2, 2) agrees on a fair one; arch_5 (0, 3, 3) does not agree.
    expect(agreed).toEqual(['arch_1', 'arch_2', 'arch_3']);
  });

  it('puts the agreed weak answers first, weakest answer then weaker area first, and plans from the team’s answers', () => {
    // Architecture is the weaker area. sec_1 is the weakest answer the team agrees on in the stronger
    // area; arch_5 is split (0, 0, 3): its team answer is the weakest, but the team does not agree.
    const { questions, categories } = questionsOf([
      [2, 2, 2, 1, 0, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3],
      [2, 2, 2, 1, 0, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3],
      [2, 2, 2, 1, 3, 3, 3, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3],
    ]);
    expect(categories.architecture.mean! < categories.security.mean!).toBe(true);
    const risks = agreedWeakAnswers(questions, categories);
    expect(
      risks.map((r) => [r.question.question_id, r.recommendation.priority, r.atOrBelow, r.total]),
    ).toEqual([
      ['sec_1', 'high', 2, 3],
      ['arch_4', 'medium', 3, 3],
    ]);
    const order = ['sec_1', 'arch_4', 'arch_5', 'arch_1', 'arch_2', 'arch_3'];
    expect(teamRecommendations(questions, categories).map((r) => r.questionId)).toEqual(order);
    expect(teamPlan(questions, categories).map((r) => r.questionId)).toEqual([
      'sec_1',
      'arch_4',
      'arch_5',
      'arch_1',
      'arch_2',
    ]);
    expect(TEAM_PLAN_SIZE).toBe(5);
    // The advice is the model's for the team's answer.
    const model = deriveRecommendations({ sec_1: 'simple_password' })[0]!;
    expect(describeRecommendation(teamPlan(questions, categories)[0]!, 'en')).toEqual(
      describeRecommendation(model, 'en'),
    );
  });

  it('has no risk and no plan for a team that agrees on the strongest answer everywhere', () => {
    const { questions, categories } = questionsOf([
      Array.from({ length: 20 }, () => 3),
      Array.from({ length: 20 }, () => 3),
    ]);
    expect(agreedWeakAnswers(questions, categories)).toEqual([]);
    expect(teamPlan(questions, categories)).toEqual([]);
  });
});

// The change between two of the visitor's reports: per category and overall (points out of 100, the
// units of the scores) and per question (which answers moved to a stronger or weaker option, by how
// many levels). Pure: keys and numbers in, keys and numbers out.
import {
  type Answers,
  CATEGORIES,
  type CategoryId,
  type CategoryScores,
  type OptionKey,
  type Position,
  QUESTIONS,
  type QuestionId,
  optionPosition,
  questionScore,
} from '@ahc/assessment-model';

export type ComparableReport = {
  id: string;
  created_at: string;
  answers: Answers;
  overall_score: number;
  category_scores: CategoryScores;
};

type Direction = 'improved' | 'worsened' | 'unchanged';

type ScoreChange = { before: number; after: number; change: number; direction: Direction };

export type QuestionChange = {
  questionId: QuestionId;
  category: CategoryId;
  before: { optionKey: OptionKey; position: Position; score: number };
  after: { optionKey: OptionKey; position: Position; score: number };
  /** Option positions moved (−3..3); positive is stronger. */
  positionChange: number;
  /** Score points moved (rounded question scores, −100..100). */
  scoreChange: number;
  direction: Direction;
};

export type ReportComparison<T extends ComparableReport = ComparableReport> = {
  /** The earlier of the two reports. */
  from: T;
  /** The later of the two reports. */
  to: T;
  overall: ScoreChange;
  categories: (ScoreChange & { category: CategoryId })[];
  /** All 20 questions, in assessment order. */
  questions: QuestionChange[];
  improved: QuestionChange[];
  worsened: QuestionChange[];
  unchangedCount: number;
};

const directionOf = (change: number): Direction =>
  change > 0 ? 'improved' : change < 0 ? 'worsened' : 'unchanged';

function scoreChange(before: number, after: number): ScoreChange {
  return { before, after, change: after - before, direction: directionOf(after - before) };
}

/** Earlier first: the change is always read forwards in time, whichever order the two were picked in. */
export function chronological<T extends Pick<ComparableReport, 'created_at'>>(a: T, b: T): [T, T] {
  return Date.parse(b.created_at) < Date.parse(a.created_at) ? [b, a] : [a, b];
}

export function compareReports<T extends ComparableReport>(first: T, second: T): ReportComparison<T> {
  const [from, to] = chronological(first, second);
  const questions = QUESTIONS.map((question): QuestionChange => {
    const side = (answers: Answers) => {
      const optionKey = answers[question.id];
      const position = optionPosition(question.id, optionKey);
      return { optionKey, position, score: Math.round(questionScore(position)) };
    };
    const before = side(from.answers);
    const after = side(to.answers);
    const positionChange = after.position - before.position;
    return {
      questionId: question.id,
      category: question.category,
      before,
      after,
      positionChange,
      scoreChange: after.score - before.score,
      direction: directionOf(positionChange),
    };
  });
  return {
    from,
    to,
    overall: scoreChange(from.overall_score, to.overall_score),
    categories: CATEGORIES.map((category) => ({
      category,
      ...scoreChange(from.category_scores[category], to.category_scores[category]),
    })),
    questions,
    // Biggest moves first; assessment order among equals.
    improved: questions
      .filter((q) => q.direction === 'improved')
      .sort((a, b) => b.positionChange - a.positionChange),
    worsened: questions
      .filter((q) => q.direction === 'worsened')
      .sort((a, b) => a.positionChange - b.positionChange),
    unchangedCount: questions.filter((q) => q.direction === 'unchanged').length,
  };
}

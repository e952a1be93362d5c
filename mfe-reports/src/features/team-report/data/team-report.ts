// get_team_report's answer in the assessment model's terms. Its shape is the platform's (the database
// declares it); what no generated type can say is that each question is one the model has, each option
// key one of its question's and each category one of the model's. That is checked here, once, as the
// answer arrives: a page then reads questions it can describe, and an answer about a question the model
// does not have is an AppError, never a half-drawn report.
import {
  CATEGORIES,
  type OptionKey,
  type TeamQuestionAggregate,
  isOptionOf,
  isQuestionId,
} from '@ahc/assessment-model';
import {
  type TeamQuestion as TeamQuestionRow,
  type TeamReport as TeamReportRow,
  type TeamReportAnswer as TeamReportRowAnswer,
  toAppError,
} from '@ahc/platform/data';

/** A question of a released round (counts weakest first, consensus, weakest answer) and the reader's pick. */
export type TeamQuestion = TeamQuestionAggregate & { my_pick: OptionKey | null };

/** A released round, its questions in the model's terms. */
export type TeamReport = Omit<TeamReportRow, 'questions' | 'talk_first'> & {
  questions: TeamQuestion[];
  talk_first: TeamQuestion[];
};

export type TeamReportAnswer = Exclude<TeamReportRowAnswer, TeamReportRow> | TeamReport;

const isCategory = (value: string) => (CATEGORIES as readonly string[]).includes(value);

function inModelTerms(question: TeamQuestionRow): TeamQuestion {
  const { question_id: questionId } = question;
  const keys = [...question.options.map((option) => option.key), question.weakest, question.my_pick];
  if (
    !isQuestionId(questionId) ||
    !isCategory(question.category) ||
    !keys.every((key) => key === null || isOptionOf(questionId, key))
  )
    throw toAppError(
      new Error(`get_team_report answered a question the model does not have (${questionId})`),
      {
        during: 'get_team_report',
      },
    );
  return question as TeamQuestion;
}

export function teamReportInModelTerms(answer: TeamReportRowAnswer): TeamReportAnswer {
  if (answer.status !== 'ok') return answer;
  return {
    ...answer,
    questions: answer.questions.map(inModelTerms),
    talk_first: answer.talk_first.map(inModelTerms),
  };
}

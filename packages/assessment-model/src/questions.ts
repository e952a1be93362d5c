// The assessment's structure: four categories of five questions, each with four option keys ordered
// from the weakest practice (position 0) to the strongest (position 3). The database validates and
// scores answers against the same ids, keys and order: scripts/generate-sql.ts writes them into a
// migration, and this package's tests fail until that migration is current.

export const CATEGORIES = ['architecture', 'deployment', 'security', 'scalability'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Question id → its option keys, weakest → strongest. */
export const QUESTION_OPTIONS = {
  arch_1: ['panic', 'tricky', 'easy', 'efficient'],
  arch_2: ['always', 'often', 'sometimes', 'rarely'],
  arch_3: ['days', 'hours', 'minutes', 'rare'],
  arch_4: ['avoid', 'hard', 'api', 'easy'],
  arch_5: ['developer', 'some', 'mostly', 'full'],
  deploy_1: ['rarely', 'sometimes', 'frequent', 'continuous'],
  deploy_2: ['manual_fix', 'undo_difficult', 'rollback_process', 'instant_switch'],
  deploy_3: ['wait_customers', 'manual_checks', 'automated_alerts', 'proactive_monitoring'],
  deploy_4: ['weeks', 'days', 'less_day', 'minutes'],
  deploy_5: ['release_direct', 'manual_testing', 'small_group', 'controlled_testing'],
  sec_1: ['simple_password', 'social_login', 'two_factor', 'strict_security'],
  sec_2: ['no_process', 'manual_removal', 'approval_required', 'auto_removal'],
  sec_3: ['wait_break', 'manual_check', 'alert_system', 'auto_detect'],
  sec_4: ['no_protection', 'encrypt_transfer', 'encrypt_storage', 'full_encryption'],
  sec_5: ['assume_compliant', 'best_practices', 'regular_review', 'strict_audit'],
  scal_1: ['crashes', 'struggles_manual', 'auto_adjust', 'seamless'],
  scal_2: ['hope_for_best', 'manual_preparation', 'auto_scaling', 'tested_strategy'],
  scal_3: ['full_outage', 'backup_slow', 'auto_failover', 'global_resilience'],
  scal_4: ['no_testing', 'occasional_testing', 'regular_testing', 'extreme_simulation'],
  scal_5: ['frequent_outages', 'occasional_issues', 'high_uptime', 'near_perfect'],
} as const satisfies Record<string, readonly [string, string, string, string]>;

type QuestionOptionTable = typeof QUESTION_OPTIONS;
export type QuestionId = keyof QuestionOptionTable;
/** The option keys of one question (all of them, weakest → strongest). */
export type OptionKeyOf<Q extends QuestionId> = QuestionOptionTable[Q][number];
/** The options below the strongest: the answers that give a recommendation. */
export type ImprovableOptionKeyOf<Q extends QuestionId> = QuestionOptionTable[Q][0 | 1 | 2];
/** Any option key of any question. */
export type OptionKey = OptionKeyOf<QuestionId>;
/** Option position, 0 (weakest) .. 3 (strongest). */
export type Position = 0 | 1 | 2 | 3;

/** A complete set of answers: every question id → one of its option keys. */
export type Answers = { [Q in QuestionId]: OptionKeyOf<Q> };

export type Question<Q extends QuestionId = QuestionId> = {
  id: Q;
  category: CategoryId;
  /** 1-based number in the whole assessment (1..20). */
  number: number;
  options: QuestionOptionTable[Q];
};

const PREFIX_TO_CATEGORY: Record<string, CategoryId> = {
  arch: 'architecture',
  deploy: 'deployment',
  sec: 'security',
  scal: 'scalability',
};

/** All 20 question ids in assessment order (grouped by category, in CATEGORIES order). */
export const QUESTION_IDS = Object.keys(QUESTION_OPTIONS) as QuestionId[];

export const QUESTIONS: readonly Question[] = QUESTION_IDS.map((id, index) => ({
  id,
  category: PREFIX_TO_CATEGORY[id.split('_')[0]!]!,
  number: index + 1,
  options: QUESTION_OPTIONS[id],
}));

export const QUESTIONS_PER_CATEGORY = 5;
export const OPTIONS_PER_QUESTION = 4;
export const STRONGEST_POSITION: Position = 3;

export function isQuestionId(value: unknown): value is QuestionId {
  return typeof value === 'string' && Object.hasOwn(QUESTION_OPTIONS, value);
}

export function isOptionOf<Q extends QuestionId>(questionId: Q, value: unknown): value is OptionKeyOf<Q> {
  return typeof value === 'string' && (QUESTION_OPTIONS[questionId] as readonly string[]).includes(value);
}

export function getQuestion<Q extends QuestionId>(questionId: Q): Question<Q> {
  return QUESTIONS.find((question) => question.id === questionId) as Question<Q>;
}

export function categoryOf(questionId: QuestionId): CategoryId {
  return getQuestion(questionId).category;
}

export function questionsIn(category: CategoryId): readonly Question[] {
  return QUESTIONS.filter((question) => question.category === category);
}

/** Position 0..3 of an option (throws for a key the question does not have). */
export function optionPosition<Q extends QuestionId>(questionId: Q, optionKey: OptionKeyOf<Q>): Position {
  const position = (QUESTION_OPTIONS[questionId] as readonly string[]).indexOf(optionKey);
  if (position < 0) throw new RangeError(`Unknown option "${String(optionKey)}" for question ${questionId}`);
  return position as Position;
}

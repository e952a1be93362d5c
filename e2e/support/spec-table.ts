// The question table (option keys weakest → strongest) and docs/product.md §3's
// scoring rule, written out for the tests on purpose: they check the product against the
// specification, not against the product's own model.
export const QUESTIONS: [string, string[]][] = [
  ['arch_1', ['panic', 'tricky', 'easy', 'efficient']],
  ['arch_2', ['always', 'often', 'sometimes', 'rarely']],
  ['arch_3', ['days', 'hours', 'minutes', 'rare']],
  ['arch_4', ['avoid', 'hard', 'api', 'easy']],
  ['arch_5', ['developer', 'some', 'mostly', 'full']],
  ['deploy_1', ['rarely', 'sometimes', 'frequent', 'continuous']],
  ['deploy_2', ['manual_fix', 'undo_difficult', 'rollback_process', 'instant_switch']],
  ['deploy_3', ['wait_customers', 'manual_checks', 'automated_alerts', 'proactive_monitoring']],
  ['deploy_4', ['weeks', 'days', 'less_day', 'minutes']],
  ['deploy_5', ['release_direct', 'manual_testing', 'small_group', 'controlled_testing']],
  ['sec_1', ['simple_password', 'social_login', 'two_factor', 'strict_security']],
  ['sec_2', ['no_process', 'manual_removal', 'approval_required', 'auto_removal']],
  ['sec_3', ['wait_break', 'manual_check', 'alert_system', 'auto_detect']],
  ['sec_4', ['no_protection', 'encrypt_transfer', 'encrypt_storage', 'full_encryption']],
  ['sec_5', ['assume_compliant', 'best_practices', 'regular_review', 'strict_audit']],
  ['scal_1', ['crashes', 'struggles_manual', 'auto_adjust', 'seamless']],
  ['scal_2', ['hope_for_best', 'manual_preparation', 'auto_scaling', 'tested_strategy']],
  ['scal_3', ['full_outage', 'backup_slow', 'auto_failover', 'global_resilience']],
  ['scal_4', ['no_testing', 'occasional_testing', 'regular_testing', 'extreme_simulation']],
  ['scal_5', ['frequent_outages', 'occasional_issues', 'high_uptime', 'near_perfect']],
];

export const CATEGORIES = ['architecture', 'deployment', 'security', 'scalability'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The answers picking, for the i-th question, the option at positions[i]. */
export function answersFor(positions: number[]): Record<string, string> {
  return Object.fromEntries(QUESTIONS.map(([id, options], i) => [id, options[positions[i]!]!]));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Category round(100·Σp/15), overall round(100·Σp/60). */
export function expectedScores(positions: number[]): {
  overall: number;
  categories: Record<Category, number>;
} {
  const categories = Object.fromEntries(
    CATEGORIES.map((category, c) => [
      category,
      Math.round((100 * sum(positions.slice(5 * c, 5 * c + 5))) / 15),
    ]),
  ) as Record<Category, number>;
  return { overall: Math.round((100 * sum(positions)) / 60), categories };
}

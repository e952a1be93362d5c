// The assessment's question bank (SPEC.md section 3): question ids, their category, and the option
// keys ordered weakest → strongest practice. Kept here, inside the function's folder, because an edge
// function is deployed on its own and cannot import the monorepo's packages; it must stay identical to
// SPEC.md's table (question-bank_test.ts pins it).

export type Category = "architecture" | "deployment" | "security" | "scalability";

export interface Question {
  id: string;
  category: Category;
  /** Option keys, weakest (position 0) to strongest (position 3). */
  options: readonly [string, string, string, string];
}

export const CATEGORIES: readonly Category[] = ["architecture", "deployment", "security", "scalability"];

export const QUESTIONS: readonly Question[] = [
  { id: "arch_1", category: "architecture", options: ["panic", "tricky", "easy", "efficient"] },
  { id: "arch_2", category: "architecture", options: ["always", "often", "sometimes", "rarely"] },
  { id: "arch_3", category: "architecture", options: ["days", "hours", "minutes", "rare"] },
  { id: "arch_4", category: "architecture", options: ["avoid", "hard", "api", "easy"] },
  { id: "arch_5", category: "architecture", options: ["developer", "some", "mostly", "full"] },
  { id: "deploy_1", category: "deployment", options: ["rarely", "sometimes", "frequent", "continuous"] },
  {
    id: "deploy_2",
    category: "deployment",
    options: ["manual_fix", "undo_difficult", "rollback_process", "instant_switch"],
  },
  {
    id: "deploy_3",
    category: "deployment",
    options: ["wait_customers", "manual_checks", "automated_alerts", "proactive_monitoring"],
  },
  { id: "deploy_4", category: "deployment", options: ["weeks", "days", "less_day", "minutes"] },
  {
    id: "deploy_5",
    category: "deployment",
    options: ["release_direct", "manual_testing", "small_group", "controlled_testing"],
  },
  {
    id: "sec_1",
    category: "security",
    options: ["simple_password", "social_login", "two_factor", "strict_security"],
  },
  {
    id: "sec_2",
    category: "security",
    options: ["no_process", "manual_removal", "approval_required", "auto_removal"],
  },
  { id: "sec_3", category: "security", options: ["wait_break", "manual_check", "alert_system", "auto_detect"] },
  {
    id: "sec_4",
    category: "security",
    options: ["no_protection", "encrypt_transfer", "encrypt_storage", "full_encryption"],
  },
  {
    id: "sec_5",
    category: "security",
    options: ["assume_compliant", "best_practices", "regular_review", "strict_audit"],
  },
  { id: "scal_1", category: "scalability", options: ["crashes", "struggles_manual", "auto_adjust", "seamless"] },
  {
    id: "scal_2",
    category: "scalability",
    options: ["hope_for_best", "manual_preparation", "auto_scaling", "tested_strategy"],
  },
  {
    id: "scal_3",
    category: "scalability",
    options: ["full_outage", "backup_slow", "auto_failover", "global_resilience"],
  },
  {
    id: "scal_4",
    category: "scalability",
    options: ["no_testing", "occasional_testing", "regular_testing", "extreme_simulation"],
  },
  {
    id: "scal_5",
    category: "scalability",
    options: ["frequent_outages", "occasional_issues", "high_uptime", "near_perfect"],
  },
];

export const QUESTIONS_BY_ID: ReadonlyMap<string, Question> = new Map(QUESTIONS.map((q) => [q.id, q]));

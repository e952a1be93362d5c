// Pins question-bank.ts to SPEC.md section 3's table (copied verbatim below): ids, order of option keys
// (weakest → strongest) and category by id prefix.
// Run all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from "node:assert/strict";
import { CATEGORIES, QUESTIONS } from "./question-bank.ts";

const SPEC_TABLE = `
| arch_1 | panic, tricky, easy, efficient |
| arch_2 | always, often, sometimes, rarely |
| arch_3 | days, hours, minutes, rare |
| arch_4 | avoid, hard, api, easy |
| arch_5 | developer, some, mostly, full |
| deploy_1 | rarely, sometimes, frequent, continuous |
| deploy_2 | manual_fix, undo_difficult, rollback_process, instant_switch |
| deploy_3 | wait_customers, manual_checks, automated_alerts, proactive_monitoring |
| deploy_4 | weeks, days, less_day, minutes |
| deploy_5 | release_direct, manual_testing, small_group, controlled_testing |
| sec_1 | simple_password, social_login, two_factor, strict_security |
| sec_2 | no_process, manual_removal, approval_required, auto_removal |
| sec_3 | wait_break, manual_check, alert_system, auto_detect |
| sec_4 | no_protection, encrypt_transfer, encrypt_storage, full_encryption |
| sec_5 | assume_compliant, best_practices, regular_review, strict_audit |
| scal_1 | crashes, struggles_manual, auto_adjust, seamless |
| scal_2 | hope_for_best, manual_preparation, auto_scaling, tested_strategy |
| scal_3 | full_outage, backup_slow, auto_failover, global_resilience |
| scal_4 | no_testing, occasional_testing, regular_testing, extreme_simulation |
| scal_5 | frequent_outages, occasional_issues, high_uptime, near_perfect |
`;

Deno.test("question bank matches SPEC.md section 3 exactly", () => {
  const spec = SPEC_TABLE.trim().split("\n").map((row) => {
    const [, id, options] = row.split("|").map((cell) => cell.trim());
    return { id, options: options.split(",").map((o) => o.trim()) };
  });
  assert.deepEqual(QUESTIONS.map((q) => ({ id: q.id, options: [...q.options] })), spec);
  const prefix = { architecture: "arch_", deployment: "deploy_", security: "sec_", scalability: "scal_" };
  for (const q of QUESTIONS) assert.ok(q.id.startsWith(prefix[q.category]), q.id);
  for (const c of CATEGORIES) assert.equal(QUESTIONS.filter((q) => q.category === c).length, 5);
});

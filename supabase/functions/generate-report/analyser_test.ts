// Tests of the built-in analyser: determinism, the scoring rule on structured answers, free text, and
// languages. Run all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from "node:assert/strict";
import { bandFor, parseStructuredAnswers, scoreAnswers, writeReport } from "./analyser.ts";
import { PRACTICES } from "./analyser-texts.ts";
import { QUESTIONS } from "./question-bank.ts";

const lines = (position: number) => QUESTIONS.map((q) => `${q.id}: ${q.options[position]}`).join("\n");

// Hand-computed: architecture (0+1+2+3+1)/15 = 46.67 → 47; deployment (3+3+2+3+2)/15 = 86.67 → 87;
// security (0+0+0+1+0)/15 = 6.67 → 7; scalability, two answered, (2+1)/6 = 50;
// overall (46.67 + 86.67 + 6.67 + 50) / 4 = 47.5 → 48.
const MIXED = {
  arch_1: "panic",
  arch_2: "often",
  arch_3: "minutes",
  arch_4: "easy",
  arch_5: "some",
  deploy_1: "continuous",
  deploy_2: "instant_switch",
  deploy_3: "automated_alerts",
  deploy_4: "minutes",
  deploy_5: "small_group",
  sec_1: "simple_password",
  sec_2: "no_process",
  sec_3: "wait_break",
  sec_4: "encrypt_transfer",
  sec_5: "assume_compliant",
  scal_1: "auto_adjust",
  scal_2: "manual_preparation",
};

Deno.test("every question has practice wording and a recommendation in both languages", () => {
  for (const q of QUESTIONS) {
    const p = PRACTICES[q.id];
    assert.ok(p?.name.en && p.name.da && p.recommendation.en && p.recommendation.da, q.id);
  }
});

Deno.test("same input gives the same report", () => {
  for (const input of [lines(1), JSON.stringify(MIXED), "Our monolith crashes when traffic peaks."]) {
    for (const lang of ["en", "da"] as const) {
      assert.deepEqual(writeReport(input, lang), writeReport(input, lang));
    }
  }
});

Deno.test("all weakest answers score 0 and all strongest 100", () => {
  const weakest = scoreAnswers(parseStructuredAnswers(lines(0)).positions);
  const strongest = scoreAnswers(parseStructuredAnswers(lines(3)).positions);
  assert.equal(weakest.overall, 0);
  assert.equal(strongest.overall, 100);
  for (const c of ["architecture", "deployment", "security", "scalability"] as const) {
    assert.deepEqual(weakest.categories[c], { score: 0, answered: 5, total: 5 });
    assert.deepEqual(strongest.categories[c], { score: 100, answered: 5, total: 5 });
  }
  const report = writeReport(lines(0), "en").join("");
  assert.match(report, /Overall score: 0\/100 \(Foundational\)/);
  assert.equal(report.match(/\[High priority\]/g)?.length, 20);
  const best = writeReport(lines(3), "en").join("");
  assert.match(best, /Overall score: 100\/100 \(Advanced\)/);
  assert.match(best, /already at the strongest level/);
});

Deno.test("a mixed case scores as computed by hand, from JSON and from lines alike", () => {
  const fromJson = parseStructuredAnswers(JSON.stringify(MIXED));
  const fromLines = parseStructuredAnswers(Object.entries(MIXED).map(([k, v]) => `${k}: ${v}`).join("\n"));
  assert.deepEqual(fromJson, fromLines);
  const scores = scoreAnswers(fromJson.positions);
  assert.equal(scores.categories.architecture.score, 47);
  assert.equal(scores.categories.deployment.score, 87);
  assert.equal(scores.categories.security.score, 7);
  assert.deepEqual(scores.categories.scalability, { score: 50, answered: 2, total: 5 });
  assert.equal(scores.overall, 48);

  const report = writeReport(JSON.stringify(MIXED), "en").join("");
  assert.match(report, /Overall score: 48\/100 \(Developing\)/);
  assert.match(report, /- Architecture: 47\/100 \(Developing\), 5 of 5 questions answered/);
  assert.match(report, /- Deployment: 87\/100 \(Advanced\)/);
  assert.match(report, /- Security: 7\/100 \(Foundational\)/);
  assert.match(report, /- Scalability: 50\/100 \(Developing\), 2 of 5 questions answered/);
  assert.match(report, /Strongest area: Deployment \(87\/100\)\. Weakest area: Security \(7\/100\)\./);
  assert.match(report, /Not answered: scal_3, scal_4, scal_5\./);
  // Weakest first (p = 0, then 1, then 2), question-bank order within a level.
  const order = [...report.matchAll(/\d+\. \[\w+ priority\] ([^(]+) \(/g)].map((m) => m[1].trim());
  const name = (id: string) => PRACTICES[id].name.en;
  assert.deepEqual(order, [
    ...["arch_1", "sec_1", "sec_2", "sec_3", "sec_5"].map(name),
    ...["arch_2", "arch_5", "sec_4", "scal_2"].map(name),
    ...["arch_3", "deploy_3", "deploy_5", "scal_1"].map(name),
  ]);
});

Deno.test("bands follow 0–39, 40–59, 60–79, 80–100", () => {
  const label = (n: number) => bandFor(n).label.en;
  assert.deepEqual([0, 39, 40, 59, 60, 79, 80, 100].map(label), [
    "Foundational",
    "Foundational",
    "Developing",
    "Developing",
    "Established",
    "Established",
    "Advanced",
    "Advanced",
  ]);
});

Deno.test("unknown option keys are ignored and reported; unknown ids are not answers", () => {
  const parsed = parseStructuredAnswers("arch_1: maybe\narch_9: easy\ndeploy_1 = Frequent");
  assert.deepEqual([...parsed.positions], [["deploy_1", 2]]);
  assert.deepEqual(parsed.ignored, ["arch_1: maybe"]);
  assert.match(writeReport("arch_1: maybe\ndeploy_1: frequent", "en").join(""), /Ignored .*arch_1: maybe/);
});

Deno.test("free text gets a theme analysis that says it is not an AI", () => {
  const text = "We have a monolith, deploy manually over FTP, use only passwords, and had outages when traffic spiked.";
  const pieces = writeReport(text, "en");
  assert.ok(pieces.length > 5, "the report comes in several pieces");
  const report = pieces.join("");
  assert.match(report, /built-in analyser, not by an AI model/);
  for (const word of ["monolith", "manually", "passwords", "outages", "traffic"]) {
    assert.ok(report.includes(`(you wrote "${word}")`), word);
  }
  assert.match(report, /Themes found in your text: Architecture, Deployment, Security, Scalability\./);

  const vague = writeReport("Things are mostly fine, thanks.", "en").join("");
  assert.match(vague, /No known themes were found/);
});

Deno.test("Danish differs from English and is Danish", () => {
  for (const input of [JSON.stringify(MIXED), "Vores monolit går ned, og vi udruller manuelt."]) {
    const en = writeReport(input, "en").join("");
    const da = writeReport(input, "da").join("");
    assert.notEqual(en, da);
    assert.match(da, /Rapport: arkitektur-sundhedstjek/);
    assert.match(da, /Næste skridt/);
  }
  assert.match(writeReport(JSON.stringify(MIXED), "da").join(""), /Samlet score: 48\/100 \(Under udvikling\)/);
  const daFree = writeReport("Vores monolit går ned, og vi udruller manuelt.", "da").join("");
  assert.match(daFree, /\(I skrev "monolit"\)/);
  assert.match(daFree, /\(I skrev "går ned"\)/);
});

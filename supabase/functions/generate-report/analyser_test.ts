// Tests of the built-in analyser. What the report says about structured answers is checked against the
// assessment model itself (the words the report page shows), never against a copy: every question and
// answer in English and Danish, the executive summary, scores, bands, insights, recommendations,
// priorities and tools. Then determinism, partly answered sets, free text and the Markdown layout. Run
// all tests from this folder with:
//   deno test --allow-net=127.0.0.1 --allow-env --allow-read

import assert from 'node:assert/strict';
import {
  type Answers,
  answersAt,
  answersAtPositions,
  answerSetsCoveringEveryOption,
  ASSESSMENT_LANGUAGES,
  type AssessmentLanguage,
  CATEGORIES,
  deriveReport,
  deriveSummary,
  describeCategory,
  describePriority,
  describeQuestion,
  describeReport,
  describeSummary,
  PRIORITIES,
  QUESTION_IDS,
  QUESTIONS,
  scorePartialAnswers,
  textsFor,
} from '../_shared/assessment-model.ts';
import { escapeMarkdown, parseStructuredAnswers, writeReport } from './analyser.ts';
import { FIRST_STEP, TEXT, THEMES } from './analyser-texts.ts';

const asLines = (answers: Partial<Answers>) =>
  Object.entries(answers)
    .map(([id, option]) => `${id}: ${option}`)
    .join('\n');
const report = (answers: Partial<Answers>, language: AssessmentLanguage) =>
  writeReport(asLines(answers), language).join('');

// Every option of every question, over four complete sets.
const COVERING = answerSetsCoveringEveryOption();

// Seventeen answers, three scalability questions left out. Architecture (0+1+2+3+1)/15 = 46.67 → 47;
// deployment (3+3+2+3+2)/15 = 86.67 → 87; security (0+0+0+1+0)/15 = 6.67 → 7; scalability, two
// answered, (2+1)/6 = 50; overall, the mean of the four category means, 47.5 → 48.
const PARTIAL: Partial<Answers> = {
  arch_1: 'panic',
  arch_2: 'often',
  arch_3: 'minutes',
  arch_4: 'easy',
  arch_5: 'some',
  deploy_1: 'continuous',
  deploy_2: 'instant_switch',
  deploy_3: 'automated_alerts',
  deploy_4: 'minutes',
  deploy_5: 'small_group',
  sec_1: 'simple_password',
  sec_2: 'no_process',
  sec_3: 'wait_break',
  sec_4: 'encrypt_transfer',
  sec_5: 'assume_compliant',
  scal_1: 'auto_adjust',
  scal_2: 'manual_preparation',
};

function assertIncludes(text: string, part: string, what: string): void {
  assert.ok(text.includes(part), `${what}: expected the report to include ${JSON.stringify(part)}`);
}

/** A recommendation's three lines, labelled as the report page labels them. */
const labelled = (label: string, text: string) => `- **${label}:** ${text}\n`;

Deno.test(
  'the report says what the report page says, for every question and answer, in English and Danish',
  () => {
    for (const language of ASSESSMENT_LANGUAGES) {
      for (const [index, answers] of COVERING.entries()) {
        const text = report(answers, language);
        const page = describeReport(deriveReport(answers), language);
        const what = `${language}, set ${index + 1}`;
        assertIncludes(text, page.overall.band.label, what);
        assertIncludes(text, page.overall.band.description, what);
        assertIncludes(text, ` ${page.overall.score} `, what);
        for (const insight of page.insights) {
          assertIncludes(text, insight.title, what);
          for (const line of insight.lines) assertIncludes(text, line, what);
        }
        for (const recommendation of page.recommendations) {
          const about = `${what}, ${recommendation.questionId} = ${recommendation.optionKey}`;
          const category = describeCategory(recommendation.category, language).name;
          assertIncludes(text, `\n#### ${recommendation.topic} (${category})\n\n`, about);
          assertIncludes(
            text,
            [
              labelled(TEXT.answerLabel[language], recommendation.currentAnswer),
              labelled(TEXT.whyLabel[language], recommendation.why),
              labelled(TEXT.actionLabel[language], recommendation.action),
            ].join(''),
            about,
          );
        }
        for (const priority of new Set(page.recommendations.map((r) => r.priorityLabel))) {
          assertIncludes(text, `\n### ${priority}\n\n`, what);
        }
        for (const tool of page.tools) {
          assertIncludes(text, `- [${tool.name}](${tool.url}): ${tool.fixes}`, what);
          assertIncludes(text, tool.topics.join(', '), what);
        }
      }
    }
  },
);

Deno.test(
  "the report opens with the model's executive summary: score, band, areas, three risks, three actions",
  () => {
    for (const language of ASSESSMENT_LANGUAGES) {
      for (const answers of [...COVERING, answersAt(0), answersAt(1), answersAt(3)]) {
        const text = report(answers, language);
        const summary = describeSummary(deriveSummary(deriveReport(answers)), language);
        const start = text.indexOf(`\n## ${summary.title}\n\n`);
        assert.ok(start > 0, `${language}: the summary heading`);
        // The summary comes before any other section of the report.
        assert.equal(text.slice(0, start).match(/^## /gm), null, `${language}: nothing before the summary`);
        assertIncludes(text, `${summary.headline} ${summary.overall.band.description}\n\n`, language);
        if (summary.areas) assertIncludes(text, `${summary.areas}\n\n`, language);
        const risks = summary.risks.map(
          (risk, i) =>
            `${i + 1}. **${risk.topic}** (${risk.categoryName}, ${risk.priorityLabel}): ${risk.why}\n`,
        );
        const actions = summary.actions.map(
          (action, i) => `${i + 1}. **${action.topic}**: ${action.action}\n`,
        );
        assertIncludes(
          text,
          `### ${summary.risksTitle}\n\n${risks.length > 0 ? `${risks.join('')}\n` : `${summary.noRisks}\n\n`}`,
          language,
        );
        assertIncludes(
          text,
          `### ${summary.actionsTitle}\n\n${actions.length > 0 ? `${actions.join('')}\n` : `${summary.noActions}\n\n`}`,
          language,
        );
        assert.ok(summary.risks.length <= 3 && summary.actions.length <= 3);
      }
    }
  },
);

Deno.test("every improvable answer of every question gets the model's recommendation, weakest first", () => {
  const covered = new Set<string>();
  for (const answers of COVERING) {
    for (const language of ASSESSMENT_LANGUAGES) {
      const text = report(answers, language);
      const page = describeReport(deriveReport(answers), language);
      const positions = page.recommendations.map((r) =>
        text.indexOf(labelled(TEXT.whyLabel[language], r.why)),
      );
      assert.ok(positions.every((p) => p >= 0));
      assert.deepEqual(
        positions,
        [...positions].sort((a, b) => a - b),
        "in the report page's order",
      );
      for (const r of page.recommendations) covered.add(`${r.questionId}=${r.optionKey}`);
    }
  }
  assert.equal(covered.size, QUESTIONS.length * 3, 'every answer below the strongest of every question');
});

Deno.test('no internal keys in the report: answers and questions are named in words', () => {
  for (const answers of [...COVERING, PARTIAL]) {
    for (const language of ASSESSMENT_LANGUAGES) {
      const text = report(answers, language);
      for (const question of QUESTIONS) {
        assert.ok(!text.includes(question.id), `${language}: ${question.id}`);
        for (const key of question.options) {
          if (key.includes('_')) assert.ok(!text.includes(key), `${language}: ${key}`);
          assert.ok(!new RegExp(`["»]${key}["«]`).test(text), `${language}: quoted ${key}`);
        }
      }
    }
  }
});

Deno.test('the Danish report has no English in it', () => {
  const en = textsFor('en');
  const english = [
    ...Object.values(TEXT).flatMap((text) => [text.en].flat()),
    ...Object.values(FIRST_STEP).map((text) => text.en),
    ...CATEGORIES.map((category) => en.categories[category].name),
    ...Object.values(en.bands).flatMap((band) => [band.label, band.description]),
    ...PRIORITIES.map((priority) => en.priorities[priority]),
    ...QUESTIONS.flatMap((question) => {
      const own = en.questions[question.id];
      const advice = Object.values(own.recommendations as Record<string, { why: string; action: string }>);
      return [
        own.topic,
        ...Object.values(own.options as Record<string, string>),
        ...advice.flatMap((a) => [a.why, a.action]),
      ];
    }),
    ...Object.values(en.tools).map((tool) => tool.fixes),
    en.insights.crossTitle,
    en.summary.title,
    en.summary.risksTitle,
    en.summary.actionsTitle,
    en.summary.noRisks,
    en.summary.noActions,
    'Your overall score',
    ' is your strongest area',
    'needs the most attention',
    'Strongest practice',
    'Most room for improvement',
    ' at a glance',
    ' scores ',
    ' out of 100',
    'you answered',
    'It helps with',
  ]
    .map((text) => text.replace(/\{\w+\}.*$/s, '').trim())
    .filter((text) => text.length >= 5);
  for (const answers of [...COVERING, PARTIAL, answersAt(0), answersAt(3)]) {
    // The product's name is a proper name, the same in both languages.
    const text = report(answers, 'da').replaceAll('Architecture Health Check', '');
    for (const phrase of english)
      assert.ok(!text.includes(phrase), `English in the Danish report: ${phrase}`);
  }
});

Deno.test(
  'only priorities that exist are mentioned, and the first step starts with the most important one',
  () => {
    const cases: [Answers, string | null][] = [
      [answersAt(0), 'high'],
      [answersAt(1), 'medium'],
      [answersAt(2), 'low'],
      [answersAt(3), null],
    ];
    for (const language of ASSESSMENT_LANGUAGES) {
      for (const [answers, top] of cases) {
        const text = report(answers, language);
        const present = new Set(deriveReport(answers).recommendations.map((r) => r.priority));
        for (const priority of PRIORITIES) {
          const label = describePriority(priority, language);
          assert.equal(text.includes(label), present.has(priority), `${language}: ${label}`);
          const step = FIRST_STEP[priority][language].split('{category}')[0];
          assert.equal(text.includes(step), priority === top, `${language}: first step`);
        }
      }
      // Nothing about high priority unless there is some, in any wording.
      for (const position of [1, 2, 3] as const) {
        const text = report(answersAt(position), language).toLowerCase();
        assert.ok(!/high[- ]priority|høj prioritet/.test(text), `${language}, all at position ${position}`);
      }
      assertIncludes(report(answersAt(3), language), TEXT.allStrongest[language], language);
      assertIncludes(report(answersAt(3), language), TEXT.nextStepsAllStrongest[language][2], language);
    }
    // All at position 1 scores 33, a foundational band: its description must not send the reader to
    // high-priority items either (this is the model's text, shown on the report page too).
    assert.equal(deriveReport(answersAt(1)).bands.overall, 'foundational');
  },
);

Deno.test('the first step names the weakest area among those with the most important priority', () => {
  // Medium and low only: architecture has one medium answer (60), security five (33).
  const answers = answersAtPositions([1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3]);
  for (const language of ASSESSMENT_LANGUAGES) {
    const name = describeCategory('security', language).name;
    assertIncludes(
      report(answers, language),
      FIRST_STEP.medium[language].replace('{category}', name),
      language,
    );
  }
});

Deno.test('same input gives the same report', () => {
  for (const input of [
    asLines(PARTIAL),
    JSON.stringify(PARTIAL),
    'Our monolith crashes when traffic peaks.',
  ]) {
    for (const language of ASSESSMENT_LANGUAGES) {
      assert.deepEqual(writeReport(input, language), writeReport(input, language));
    }
  }
});

Deno.test('Markdown that reads as a document: one title, headings a level at a time, blocks whole', () => {
  for (const input of [asLines(PARTIAL), asLines(COVERING[0]), 'We have a monolith and deploy manually.']) {
    for (const language of ASSESSMENT_LANGUAGES) {
      const pieces = writeReport(input, language);
      assert.ok(pieces.length > 10, 'the report comes in many pieces');
      const text = pieces.join('');
      assert.ok(
        text.startsWith(`# ${TEXT.title[language]}\n\n`),
        'the title first, as the one level-1 heading',
      );
      assert.equal(text.match(/^# /gm)?.length, 1, 'one title');
      assert.ok(!/<[a-z/!]/i.test(text), 'no HTML');
      assert.ok(!/^[=\-_*]{3,}\s*$/m.test(text), 'no underline or rule rows');
      // Headings go one level deeper at a time, and each is followed by a blank line.
      let level = 1;
      for (const [, hashes] of text.matchAll(/^(#{1,6}) \S.*\n\n/gm)) {
        assert.ok(hashes.length <= level + 1, `heading level ${hashes.length} after ${level}`);
        level = hashes.length;
      }
      assert.equal(
        text.match(/^#{1,6} /gm)?.length,
        text.match(/^#{1,6} \S.*\n\n/gm)?.length,
        'headings on a line of their own',
      );
      for (const piece of pieces) {
        // A heading or a paragraph ends with a blank line; a list item is one line, the last one of its
        // list followed by a blank line.
        assert.ok(/^(?:[^\n]+\n)+\n?$/.test(piece), `whole lines: ${JSON.stringify(piece.slice(0, 60))}`);
        if (/^(?:- |\d+\. )/.test(piece)) {
          assert.ok(/^[^\n]+\n\n?$/.test(piece), `one list item: ${piece.slice(0, 60)}`);
        } else assert.ok(piece.endsWith('\n\n'), `a block: ${JSON.stringify(piece.slice(0, 60))}`);
        if (piece.startsWith('#')) assert.ok(!/[.:]\n\n$/.test(piece), `a heading, not a sentence: ${piece}`);
      }
    }
  }
});

Deno.test('what the visitor wrote cannot turn into Markdown', () => {
  assert.equal(escapeMarkdown('a*b_c[d](e)#<f>`g|h~i\\'), 'a\\*b\\_c\\[d\\](e)\\#\\<f\\>\\`g\\|h\\~i\\\\');
  const en = writeReport('arch_1: maybe_not\ndeploy_1: frequent', 'en').join('');
  assertIncludes(en, `"maybe\\_not" is not one of the answers`, 'en');
});

Deno.test("a partly answered set is scored by the model's rule over what was answered", () => {
  const scores = scorePartialAnswers(PARTIAL);
  assert.deepEqual(scores.categories, { architecture: 47, deployment: 87, security: 7, scalability: 50 });
  assert.equal(scores.overall, 48);
  const en = report(PARTIAL, 'en');
  assertIncludes(en, 'Your overall score is 48 out of 100: Developing.', 'en');
  assertIncludes(
    en,
    'Scalability scores 50 out of 100: Developing. This is based on 2 of the 5 questions in this area.',
    'en',
  );
  assertIncludes(
    en,
    textsFor('en').insights.categorySummary({ category: 'Security', score: 7, band: 'Foundational' }),
    'en',
  );
  const missing = ['scal_3', 'scal_4', 'scal_5'].map((id) => describeQuestion(id as 'scal_3', 'en').topic);
  assertIncludes(en, `Not answered: ${missing.join(', ')}.`, 'en');
  assert.ok(
    !en.includes(textsFor('en').insights.crossTitle),
    'no insight across areas while one is incomplete',
  );
  const da = report(PARTIAL, 'da');
  assertIncludes(da, 'Jeres samlede score er 48 ud af 100: Under udvikling.', 'da');
  assertIncludes(da, 'Det bygger på 2 af de 5 spørgsmål i dette område.', 'da');

  const one = report({ deploy_1: 'frequent' }, 'en');
  assertIncludes(one, TEXT.categoryUnanswered.en, 'en');
  assertIncludes(one, 'It is based on 1 of 20 questions.', 'en');
});

Deno.test(
  'JSON and lines read the same; unknown options are left out by name; unknown ids are not answers',
  () => {
    assert.deepEqual(
      parseStructuredAnswers(JSON.stringify(PARTIAL)),
      parseStructuredAnswers(asLines(PARTIAL)),
    );
    const parsed = parseStructuredAnswers('arch_1: maybe\narch_9: easy\ndeploy_1 = Frequent');
    assert.deepEqual(parsed.answers, { deploy_1: 'frequent' });
    assert.deepEqual(parsed.ignored, [{ questionId: 'arch_1', value: 'maybe' }]);
    const en = writeReport('arch_1: maybe\ndeploy_1: frequent', 'en').join('');
    assertIncludes(en, `${describeQuestion('arch_1', 'en').topic}: "maybe" is not one of the answers`, 'en');
    const da = writeReport('arch_1: maybe\ndeploy_1: frequent', 'da').join('');
    assertIncludes(da, `${describeQuestion('arch_1', 'da').topic}: »maybe« er ikke et af svarene`, 'da');
    // Answers come out in assessment order, whatever the order of the text.
    assert.deepEqual(Object.keys(parseStructuredAnswers('sec_1: two_factor\narch_2: often').answers), [
      'arch_2',
      'sec_1',
    ]);
    assert.deepEqual(Object.keys(parseStructuredAnswers(asLines(answersAt(0))).answers), QUESTION_IDS);
  },
);

Deno.test('free text gets a theme analysis that says it is not an AI', () => {
  const text =
    'We have a monolith, deploy manually over FTP, use only passwords, and had outages when traffic spiked.';
  const pieces = writeReport(text, 'en');
  assert.ok(pieces.length > 5, 'the report comes in several pieces');
  const en = pieces.join('');
  assertIncludes(en, 'built-in analyser, not by an AI model', 'en');
  for (const word of ['monolith', 'manually', 'passwords', 'outages', 'traffic']) {
    assertIncludes(en, `(you wrote "${word}")`, word);
  }
  const names = CATEGORIES.map((category) => describeCategory(category, 'en').name);
  assertIncludes(en, `Themes found in your text: ${names.join(', ')}.`, 'en');
  for (const name of names)
    assertIncludes(en, `\n## ${name}\n\n`, 'a heading per area, named as the model names it');
  for (const category of CATEGORIES) assert.ok(THEMES[category].length > 0);

  const vague = writeReport('Things are mostly fine, thanks.', 'en').join('');
  assertIncludes(vague, TEXT.noThemes.en, 'en');
});

Deno.test('Danish differs from English and is Danish', () => {
  for (const input of [asLines(PARTIAL), 'Vores monolit går ned, og vi udruller manuelt.']) {
    const en = writeReport(input, 'en').join('');
    const da = writeReport(input, 'da').join('');
    assert.notEqual(en, da);
    assert.ok(da.startsWith(`# ${TEXT.title.da}`));
    assertIncludes(da, `\n## ${TEXT.nextStepsHeading.da}\n\n`, 'da');
  }
  const daFree = writeReport('Vores monolit går ned, og vi udruller manuelt.', 'da').join('');
  assertIncludes(daFree, '(I skrev »monolit«)', 'da');
  assertIncludes(daFree, '(I skrev »går ned«)', 'da');
  assertIncludes(daFree, `\n## ${describeCategory('architecture', 'da').name}\n\n`, 'da');
});

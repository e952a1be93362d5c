import { describe, expect, it } from 'vitest';
import { type ScriptStep, githubScript, githubSteps, shellWord } from './github-script.ts';
import { AWKWARD_NOTE, REPORT_URL, itemOf, trackerExport } from './tracker-export.fixture.ts';

// The GitHub CLI's manual (gh help, the gh-issue-* and gh-label-create pages): each command the script
// runs, how many arguments it takes before its flags, and its flags (all take a value but --force).
// Every command also takes -R/--repo OWNER/REPO. gh issue close's --reason is "completed" or
// "not planned"; gh issue create prints the new issue's address; a label must exist before an issue
// names it.
const GH_COMMANDS: Record<string, { positional: number; flags: string[] }> = {
  'label create': { positional: 1, flags: ['--color', '--description', '--force', '--repo'] },
  'issue create': {
    positional: 0,
    flags: [
      '--assignee',
      '--body',
      '--body-file',
      '--editor',
      '--label',
      '--milestone',
      '--project',
      '--recover',
      '--title',
      '--template',
      '--web',
      '--repo',
    ],
  },
  'issue edit': {
    positional: 1,
    flags: [
      '--add-assignee',
      '--add-label',
      '--add-project',
      '--body',
      '--body-file',
      '--milestone',
      '--remove-assignee',
      '--remove-label',
      '--remove-milestone',
      '--remove-project',
      '--title',
      '--repo',
    ],
  },
  'issue close': { positional: 1, flags: ['--comment', '--reason', '--repo'] },
  'issue reopen': { positional: 1, flags: ['--comment', '--repo'] },
};
const FLAGS_WITHOUT_VALUE = ['--force', '--editor', '--web'];
const CLOSE_REASONS = ['completed', 'not planned'];

type Word = string | { variable: string };

/** The command lines after `repo=$1`, read as a POSIX shell reads them; any other shell syntax throws. */
function commands(script: string): { capture: boolean; words: Word[] }[] {
  const text = script.slice(script.indexOf('repo=$1\n') + 'repo=$1\n'.length);
  const result: { capture: boolean; words: Word[] }[] = [];
  let at = 0;
  while (at < text.length) {
    const capture = text.startsWith('issue=$(', at);
    if (capture) at += 'issue=$('.length;
    const words: Word[] = [];
    while (at < text.length && text[at] !== '\n' && !(capture && text[at] === ')')) {
      if (text[at] === ' ') {
        at += 1;
        continue;
      }
      let word = '';
      let variable: string | null = null;
      while (at < text.length && !/[ \n]/.test(text[at]!) && !(capture && text[at] === ')')) {
        if (text[at] === "'") {
          const end = text.indexOf("'", at + 1);
          if (end < 0) throw new Error('an unclosed quote');
          word += text.slice(at + 1, end);
          at = end + 1;
        } else if (text[at] === '\\') {
          word += text[at + 1];
          at += 2;
        } else if (text.startsWith('"$', at)) {
          const end = text.indexOf('"', at + 1);
          variable = text.slice(at + 2, end);
          at = end + 1;
        } else if (/[A-Za-z0-9_./:@-]/.test(text[at]!)) {
          word += text[at];
          at += 1;
        } else throw new Error(`shell syntax outside quotes: ${text.slice(at, at + 20)}`);
      }
      words.push(variable === null ? word : { variable });
    }
    if (capture) {
      if (text[at] !== ')') throw new Error('a capture is not closed');
      at += 1;
    }
    if (at < text.length && text[at] !== '\n') throw new Error('text after a command');
    at += 1;
    if (words.length > 0) result.push({ capture, words });
  }
  return result;
}

const SCRIPT_WORDS = {
  title: 'The improvement plan, as GitHub issues.',
  usage: 'Usage: bash plan.sh OWNER/REPO',
};
const ghSteps = (steps: ScriptStep[]) => steps.flatMap((step) => ('gh' in step ? [step] : []));

describe('the GitHub script', () => {
  const plan = trackerExport();
  const script = githubScript(plan, SCRIPT_WORDS);

  it('is a bash script: a shebang first, LF line ends, no byte-order mark, stopping at the first failure', () => {
    expect(script.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(script).not.toMatch(/[\r\uFEFF]/);
    expect(script).toContain('\nset -euo pipefail\n');
    expect(script).toContain(`# ${SCRIPT_WORDS.title}\n# ${SCRIPT_WORDS.usage}\n`);
    expect(script).toContain(`printf '%s\\n' ${shellWord(SCRIPT_WORDS.usage)} >&2\n  exit 2\n`);
    expect(script.endsWith('\n')).toBe(true);
  });

  it('uses only gh’s documented commands and flags, each with a value, the repository always named', () => {
    for (const { gh } of ghSteps(githubSteps(plan))) {
      const name = gh.slice(0, 2).join(' ');
      const command = GH_COMMANDS[name];
      expect(command, name).toBeDefined();
      const rest = gh.slice(2 + command!.positional);
      for (let index = 0; index < rest.length; index += 1) {
        const flag = rest[index];
        expect(command!.flags, `${name} ${String(flag)}`).toContain(flag);
        if (FLAGS_WITHOUT_VALUE.includes(flag as string)) continue;
        index += 1;
        expect(rest[index], `${name} ${String(flag)}`).toBeDefined();
        if (flag === '--reason') expect(CLOSE_REASONS).toContain(rest[index]);
      }
      expect(rest).toContain('--repo');
    }
  });

  it('makes every label before any issue names it', () => {
    const steps = ghSteps(githubSteps(plan));
    const created = steps.filter(({ gh }) => gh[0] === 'label').map(({ gh }) => gh[2]);
    const firstIssue = steps.findIndex(({ gh }) => gh[0] === 'issue');
    expect(steps.slice(firstIssue).some(({ gh }) => gh[0] === 'label')).toBe(false);
    const named = steps.flatMap(({ gh }) =>
      gh.flatMap((word, index) =>
        gh[index - 1] === '--label' || gh[index - 1] === '--add-label' ? [word] : [],
      ),
    );
    expect(new Set(named)).toEqual(new Set(created));
    expect(created).toEqual([
      'architecture-health-check',
      'architecture',
      'priority-high',
      'deployment',
      'priority-medium',
      'scalability',
      'priority-low',
    ]);
  });

  it('creates an item without a number, edits one with, and brings the status here to the issue', () => {
    const steps = githubSteps(plan);
    const forItem = (questionId: string) => {
      const title = itemOf(plan, questionId).title;
      const at = steps.findIndex((step) => 'gh' in step && step.gh.includes(title));
      const end = steps.findIndex((step, index) => index > at && 'print' in step);
      return steps.slice(at, end + 1);
    };
    const body = (questionId: string) => {
      const item = itemOf(plan, questionId);
      const facts = [
        `**Why it matters:** ${item.why}`,
        `**Your answer:** ${item.answer}`,
        `**Area:** ${item.areaName}`,
        `**Priority:** ${item.priorityLabel}`,
        `**Status in the plan:** ${item.stateLabel}`,
        ...(item.note ? [`**Your note:** ${item.note}`] : []),
      ];
      return [item.action, facts.join('\n'), `**Report:** ${REPORT_URL}`].join('\n\n');
    };
    const repo = { variable: 'repo' };
    const issue = { variable: 'issue' };
    // In progress, with a Jira key (no issue number): a new issue, left open.
    expect(forItem('arch_4')).toEqual([
      {
        gh: [
          'issue',
          'create',
          '--repo',
          repo,
          '--title',
          'Connecting to other systems',
          '--body',
          body('arch_4'),
          '--label',
          'architecture-health-check',
          '--label',
          'architecture',
          '--label',
          'priority-high',
        ],
        capturesIssue: true,
      },
      { print: ['Connecting to other systems', issue] },
    ]);
    // Done, recorded as #412: that issue is edited and closed as completed.
    expect(forItem('deploy_1')).toEqual([
      {
        gh: [
          'issue',
          'edit',
          '412',
          '--repo',
          repo,
          '--title',
          'Release frequency',
          '--body',
          body('deploy_1'),
          '--add-label',
          'architecture-health-check',
          '--add-label',
          'deployment',
          '--add-label',
          'priority-high',
        ],
      },
      { gh: ['issue', 'close', '412', '--repo', repo, '--reason', 'completed'] },
      { print: ['Release frequency', '#412'] },
    ]);
    // Not applicable, no number: created, then closed as not planned.
    expect(forItem('deploy_2').slice(1)).toEqual([
      { gh: ['issue', 'close', issue, '--repo', repo, '--reason', 'not planned'] },
      { print: [itemOf(plan, 'deploy_2').title, issue] },
    ]);
    // Planned, recorded as #7: edited and reopened, in case it was closed.
    const reopened = trackerExport('en', [
      {
        questionId: 'arch_3',
        optionKey: 'hours',
        status: 'planned',
        note: '',
        trackerKey: '7',
        updatedAt: 'x',
      },
    ]);
    const arch3 = githubSteps(reopened).filter((step) => 'gh' in step && step.gh.includes('7'));
    expect(arch3.map((step) => ('gh' in step ? step.gh.slice(0, 3) : []))).toEqual([
      ['issue', 'edit', '7'],
      ['issue', 'reopen', '7'],
    ]);
  });

  it('is read by the shell as exactly those words: every text of the plan one quoted word, whatever it holds', () => {
    const expected = githubSteps(plan).map((step) =>
      'gh' in step
        ? { capture: step.capturesIssue === true, words: ['gh', ...step.gh] }
        : { capture: false, words: ['printf', '%s: %s\\n', ...step.print] },
    );
    expect(commands(script)).toEqual(expected);
    expect(
      commands(script).some(({ words }) =>
        words.some((word) => typeof word === 'string' && word.includes(AWKWARD_NOTE)),
      ),
    ).toBe(true);
  });

  it('quotes a text as one shell word', () => {
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
    expect(shellWord('$(id) `id` "x"')).toBe(`'$(id) \`id\` "x"'`);
  });

  it('keeps the reader’s language, Danish letters included', () => {
    const danish = githubScript(trackerExport('da'), {
      title: 'Forbedringsplanen',
      usage: 'Brug: bash plan.sh EJER/REPO',
    });
    expect(danish).toContain('gh issue edit 412 --repo "$repo" --title Udgivelsesfrekvens --body ');
    expect(danish).toContain('**Status in the plan:** Færdig');
  });
});

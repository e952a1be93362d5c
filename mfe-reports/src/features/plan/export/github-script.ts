// The plan for GitHub: a bash script of GitHub CLI calls (`gh`), run as `bash <file> OWNER/REPO`.
//
// Why a gh script rather than GitHub's issue import format: that format is a preview REST endpoint
// taking one issue per request with a token the person would have to handle, and it only creates.
// The script needs nothing but gh signed in, and gh does all the plan needs: `gh issue create` for an
// item without an issue number, `gh issue edit` for one with the number the person recorded, then
// `gh issue close --reason completed` (done), `--reason "not planned"` (not applicable) or
// `gh issue reopen` (anything else), so the status here reaches the issue. It prints each item's
// issue, for the person to record its number here.
//
// The labels are made first (`gh label create --force`, with fixed colours so that a rerun keeps them),
// since gh refuses an issue with a label the repository lacks. Every text from the plan is one
// single-quoted shell word (a quote inside as '\''), so no text can run as a command (a word of only
// letters, digits and . / : @ _ - is written bare); a comment line holds only this page's own words.
// LF line ends and no byte-order mark, which a shebang does not survive.
import type { CategoryId, Priority } from '@ahc/assessment-model';
import type { PlanState } from '../model/plan-view.ts';
import { itemNumber } from './tracker-key.ts';
import { PLAN_LABEL, type TrackerExport, type TrackerItem, descriptionFacts } from './tracker-items.ts';

/** A shell variable the script sets: the repository it was given, and the issue just created. */
type ShellVariable = { variable: 'repo' | 'issue' };
const REPO: ShellVariable = { variable: 'repo' };
const ISSUE: ShellVariable = { variable: 'issue' };

type Word = string | ShellVariable;

/** One line of the script: a gh call (its words after `gh`), or a line printed for the person. */
export type ScriptStep = { gh: Word[]; capturesIssue?: boolean } | { print: [title: string, issue: Word] };

/** The script's own words, in the reader's language. */
export type ScriptWords = { title: string; usage: string };

type GithubLabel = typeof PLAN_LABEL | CategoryId | `priority-${Priority}`;

const LABEL_COLOURS: Record<GithubLabel, string> = {
  [PLAN_LABEL]: '1d76db',
  architecture: '5319e7',
  deployment: '0e8a16',
  security: 'b60205',
  scalability: 'fbca04',
  'priority-high': 'd93f0b',
  'priority-medium': 'fbca04',
  'priority-low': 'c2e0c6',
};

const labelsOf = (item: TrackerItem): GithubLabel[] => [PLAN_LABEL, item.area, `priority-${item.priority}`];

/** GitHub's close reasons, as gh names them; undefined: the issue stays (or is made) open. */
const CLOSE_REASON: Record<PlanState, 'completed' | 'not planned' | undefined> = {
  open: undefined,
  planned: undefined,
  in_progress: undefined,
  done: 'completed',
  not_applicable: 'not planned',
};

/** The issue's body in Markdown: the recommendation, then its facts, then the report's address. */
function body(item: TrackerItem, plan: TrackerExport): string {
  const facts = descriptionFacts(item, plan.words).map(([label, value]) => `**${label}:** ${value}`);
  return [item.action, facts.join('\n'), `**${plan.words.report}:** ${plan.reportUrl}`].join('\n\n');
}

function itemSteps(item: TrackerItem, plan: TrackerExport): ScriptStep[] {
  const number = itemNumber(item.trackerKey);
  const issue: Word = number ?? ISSUE;
  const texts = ['--title', item.title, '--body', body(item, plan)];
  const write: ScriptStep = number
    ? {
        gh: [
          'issue',
          'edit',
          number,
          '--repo',
          REPO,
          ...texts,
          ...labelsOf(item).flatMap((l) => ['--add-label', l]),
        ],
      }
    : {
        gh: ['issue', 'create', '--repo', REPO, ...texts, ...labelsOf(item).flatMap((l) => ['--label', l])],
        capturesIssue: true,
      };
  const reason = CLOSE_REASON[item.state];
  const status: ScriptStep[] = reason
    ? [{ gh: ['issue', 'close', issue, '--repo', REPO, '--reason', reason] }]
    : number
      ? [{ gh: ['issue', 'reopen', number, '--repo', REPO] }]
      : [];
  return [write, ...status, { print: [item.title, number ? `#${number}` : ISSUE] }];
}

/** What the script does, step by step: the labels, then each item's write and status. */
export function githubSteps(plan: TrackerExport): ScriptStep[] {
  const labels = [...new Set(plan.items.flatMap(labelsOf))];
  return [
    ...labels.map((label) => ({
      gh: ['label', 'create', label, '--repo', REPO, '--color', LABEL_COLOURS[label], '--force'],
    })),
    ...plan.items.flatMap((item) => itemSteps(item, plan)),
  ];
}

/** A shell word that is exactly the text: single quotes, each quote inside closed, escaped and reopened. */
export const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Words of only these characters mean the same to the shell bare, and read better so. */
const PLAIN_WORD = /^[A-Za-z0-9_./:@-]+$/;

const renderWord = (word: Word) =>
  typeof word !== 'string' ? `"$${word.variable}"` : PLAIN_WORD.test(word) ? word : shellWord(word);

function renderStep(step: ScriptStep): string {
  if ('print' in step) return `printf '%s: %s\\n' ${step.print.map(renderWord).join(' ')}`;
  const call = `gh ${step.gh.map(renderWord).join(' ')}`;
  return step.capturesIssue ? `issue=$(${call})` : call;
}

export function githubScript(plan: TrackerExport, words: ScriptWords): string {
  const comment = (text: string) => text.split('\n').map((line) => `# ${line}`);
  return [
    '#!/usr/bin/env bash',
    ...comment(words.title),
    ...comment(words.usage),
    'set -euo pipefail',
    'if [ "$#" -ne 1 ]; then',
    `  printf '%s\\n' ${shellWord(words.usage)} >&2`,
    '  exit 2',
    'fi',
    'repo=$1',
    ...githubSteps(plan).map(renderStep),
    '',
  ].join('\n');
}

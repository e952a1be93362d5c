// The plan as the CSV that Jira's CSV importer takes: one row per item, the header named by Jira's own
// field names, so the import wizard maps every column by itself. A field that takes several values
// (Labels) repeats its column, one value each, as the importer asks. Status and Resolution follow the
// status here in the names of Jira's default workflow ("To Do", "In Progress", "Done") and resolutions
// ("Done", "Won't Do"); a Jira issue key the person recorded goes in Issue Key, so that an import that
// maps it (the administrators' CSV import) updates that issue instead of creating another.
//
// No byte-order mark (PlanExport downloads it without): the wizard asks for the file's encoding, UTF-8
// by default, so æ, ø and å need none; and Java's UTF-8 decoder, which Jira runs on, keeps a leading
// mark unless the reader strips it, which could make the first column "\uFEFFSummary" and leave it
// unmapped.
import type { Priority } from '@ahc/assessment-model';
import { csvText } from '#shared/lib/download.ts';
import type { PlanState } from '../model/plan-view.ts';
import { jiraIssueKey } from './tracker-key.ts';
import { PLAN_LABEL, type TrackerExport, type TrackerItem, descriptionFacts } from './tracker-items.ts';

export const JIRA_HEADER = [
  'Summary',
  'Issue Type',
  'Description',
  'Priority',
  'Labels',
  'Labels',
  'Status',
  'Resolution',
  'Issue Key',
] as const;

/** Every Jira project with the default scheme has the Task issue type. */
const ISSUE_TYPE = 'Task';

/** The default priority scheme's names (Highest, High, Medium, Low, Lowest). */
const JIRA_PRIORITY: Record<Priority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

const JIRA_STATUS: Record<PlanState, { status: string; resolution: string }> = {
  open: { status: 'To Do', resolution: '' },
  planned: { status: 'To Do', resolution: '' },
  in_progress: { status: 'In Progress', resolution: '' },
  done: { status: 'Done', resolution: 'Done' },
  not_applicable: { status: 'Done', resolution: "Won't Do" },
};

/** Plain lines: Jira's description shows them as they are, and makes the report's address a link. */
function description(item: TrackerItem, plan: TrackerExport): string {
  const facts = descriptionFacts(item, plan.words).map(([label, value]) => `${label}: ${value}`);
  return [item.action, '', ...facts, '', `${plan.words.report}: ${plan.reportUrl}`].join('\n');
}

export function jiraCsv(plan: TrackerExport): string {
  const rows = plan.items.map((item) => [
    item.title,
    ISSUE_TYPE,
    description(item, plan),
    JIRA_PRIORITY[item.priority],
    PLAN_LABEL,
    item.area,
    JIRA_STATUS[item.state].status,
    JIRA_STATUS[item.state].resolution,
    jiraIssueKey(item.trackerKey) ?? '',
  ]);
  return csvText([JIRA_HEADER, ...rows]);
}

// The plan as the CSV that Azure Boards' "Import work items" (Boards > Queries) takes: one row per item,
// the header named by the fields' display names. A row with an ID updates that work item and one
// without creates a new one, in the same file; so an item whose work item ID the person recorded is
// updated, State included, and the rest are added.
//
// The work item type and its states depend on the project's process, which the person picks: the
// backlog item of each of the four (Issue, User Story, Product Backlog Item, Requirement). A new work
// item is created in its type's first state whatever the file says (Azure refuses any other value
// there), so a new row carries that state and the status here arrives with the next export, once the
// ID is recorded. Priority is Azure's 1 (highest) to 4; Tags are separated by semicolons; Description
// is an HTML field, so its text is laid out as paragraphs of escaped text (made in the browser's DOM).
//
// With a byte-order mark (downloadFile's default for a CSV): Azure's documentation has the file edited
// in Excel, which reads æ, ø and å as UTF-8 only with the mark, and a UTF-8 reader that knows the mark
// (as .NET's do by default) skips it.
import type { Priority } from '@ahc/assessment-model';
import { csvText } from '#shared/lib/download.ts';
import type { PlanState } from '../model/plan-view.ts';
import { itemNumber } from './tracker-key.ts';
import { PLAN_LABEL, type TrackerExport, type TrackerItem, descriptionFacts } from './tracker-items.ts';

export const AZURE_HEADER = [
  'ID',
  'Work Item Type',
  'Title',
  'Description',
  'Priority',
  'Tags',
  'State',
] as const;

export const AZURE_PROCESSES = ['basic', 'agile', 'scrum', 'cmmi'] as const;
export type AzureProcess = (typeof AZURE_PROCESSES)[number];

type ProcessStates = { type: string; first: string; states: Record<PlanState, string> };

/** Each process's backlog item type and its states (Agile and Scrum have Removed; Basic and CMMI do not). */
export const AZURE_WORK_ITEMS: Record<AzureProcess, ProcessStates> = {
  basic: {
    type: 'Issue',
    first: 'To Do',
    states: { open: 'To Do', planned: 'To Do', in_progress: 'Doing', done: 'Done', not_applicable: 'Done' },
  },
  agile: {
    type: 'User Story',
    first: 'New',
    states: { open: 'New', planned: 'New', in_progress: 'Active', done: 'Closed', not_applicable: 'Removed' },
  },
  scrum: {
    type: 'Product Backlog Item',
    first: 'New',
    states: {
      open: 'New',
      planned: 'Approved',
      in_progress: 'Committed',
      done: 'Done',
      not_applicable: 'Removed',
    },
  },
  cmmi: {
    type: 'Requirement',
    first: 'Proposed',
    states: {
      open: 'Proposed',
      planned: 'Proposed',
      in_progress: 'Active',
      done: 'Closed',
      not_applicable: 'Closed',
    },
  },
};

const AZURE_PRIORITY: Record<Priority, number> = { high: 1, medium: 2, low: 3 };

/** A paragraph of text, its line breaks kept, with a bold label before it when given. */
function paragraph(text: string, label?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  if (label !== undefined) {
    const strong = document.createElement('strong');
    strong.textContent = `${label}:`;
    p.append(strong, ' ');
  }
  text.split('\n').forEach((line, index) => {
    if (index > 0) p.append(document.createElement('br'));
    p.append(line);
  });
  return p;
}

/**
 * The description's HTML, made with the DOM and written out by the browser's serialiser, which escapes
 * every text and attribute value: a note's "<b>" arrives as text, never as markup.
 */
function description(item: TrackerItem, plan: TrackerExport): string {
  const root = document.createElement('div');
  root.append(paragraph(item.action));
  for (const [label, value] of descriptionFacts(item, plan.words)) root.append(paragraph(value, label));
  const report = paragraph('', plan.words.report);
  const link = document.createElement('a');
  link.setAttribute('href', plan.reportUrl);
  link.textContent = plan.reportUrl;
  report.append(link);
  root.append(report);
  return root.innerHTML;
}

export function azureBoardsCsv(plan: TrackerExport, process: AzureProcess): string {
  const workItem = AZURE_WORK_ITEMS[process];
  const rows = plan.items.map((item) => {
    const id = itemNumber(item.trackerKey);
    return [
      id ?? '',
      workItem.type,
      item.title,
      description(item, plan),
      AZURE_PRIORITY[item.priority],
      `${PLAN_LABEL}; ${item.area}`,
      id ? workItem.states[item.state] : workItem.first,
    ];
  });
  return csvText([AZURE_HEADER, ...rows]);
}

// The plan as the CSV files that Azure Boards' "Import work items" (Boards > Queries) takes, the header
// named by the fields' display names, following Microsoft's rules for the two kinds of import
// ("Export, update, and import work items in bulk with CSV files",
// https://learn.microsoft.com/en-us/azure/devops/boards/queries/import-work-items-from-csv?view=azure-devops):
// - new work items: the file has Work Item Type and Title and no ID field, and a new work item is
//   created in its type's first state (no other State is taken there), so the file for new items has
//   neither an ID nor a State column, and the status here arrives with the next export, once the ID
//   is recorded;
// - existing work items: the file names each item by its ID, with the fields to change, State among
//   them, so the file for recorded items has ID and State.
// One file of each kind, each imported on its own: items whose work item ID the person recorded go into
// the update, the rest into the new items.
//
// The work item type and its states depend on the project's process, which the person picks: the
// backlog item of each of the four (Issue, User Story, Product Backlog Item, Requirement). Priority is
// Azure's 1 (highest) to 4; Tags are separated by semicolons; Description is an HTML field, so its
// text is laid out as paragraphs of escaped text (made in the browser's DOM).
//
// With a byte-order mark (downloadFile's default for a CSV): Azure's documentation has the file edited
// in Excel, which reads æ, ø and å as UTF-8 only with the mark, and a UTF-8 reader that knows the mark
// (as .NET's do by default) skips it.
import type { Priority } from '@ahc/assessment-model';
import { csvText } from '#shared/lib/download.ts';
import type { PlanState } from '../model/plan-view.ts';
import { itemNumber } from './tracker-key.ts';
import { PLAN_LABEL, type TrackerExport, type TrackerItem, descriptionFacts } from './tracker-items.ts';

/** The columns of the file that creates work items: no ID, no State. */
export const AZURE_NEW_HEADER = ['Work Item Type', 'Title', 'Description', 'Priority', 'Tags'] as const;
/** The columns of the file that updates recorded work items. */
export const AZURE_UPDATE_HEADER = [
  'ID',
  'Work Item Type',
  'Title',
  'State',
  'Description',
  'Priority',
  'Tags',
] as const;

/** Which import a file is for: creating work items, or updating those whose IDs are recorded. */
export type AzureImport = 'new' | 'update';

export const AZURE_PROCESSES = ['basic', 'agile', 'scrum', 'cmmi'] as const;
export type AzureProcess = (typeof AZURE_PROCESSES)[number];

type ProcessStates = { type: string; states: Record<PlanState, string> };

/** Each process's backlog item type and its states (Agile and Scrum have Removed; Basic and CMMI do not). */
export const AZURE_WORK_ITEMS: Record<AzureProcess, ProcessStates> = {
  basic: {
    type: 'Issue',
    states: { open: 'To Do', planned: 'To Do', in_progress: 'Doing', done: 'Done', not_applicable: 'Done' },
  },
  agile: {
    type: 'User Story',
    states: { open: 'New', planned: 'New', in_progress: 'Active', done: 'Closed', not_applicable: 'Removed' },
  },
  scrum: {
    type: 'Product Backlog Item',
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

/** The items that go into a file of this kind: recorded work item IDs update, the rest are new. */
export function azureImportItems(items: readonly TrackerItem[], kind: AzureImport): TrackerItem[] {
  return items.filter((item) => (itemNumber(item.trackerKey) !== null) === (kind === 'update'));
}

/** The file for one kind of import, of the plan's items of that kind (azureImportItems). */
export function azureBoardsCsv(plan: TrackerExport, process: AzureProcess, kind: AzureImport): string {
  const workItem = AZURE_WORK_ITEMS[process];
  const rows = azureImportItems(plan.items, kind).map((item) => {
    const fields = {
      'Work Item Type': workItem.type,
      Title: item.title,
      Description: description(item, plan),
      Priority: AZURE_PRIORITY[item.priority],
      Tags: `${PLAN_LABEL}; ${item.area}`,
      ID: itemNumber(item.trackerKey) ?? '',
      State: workItem.states[item.state],
    };
    return (kind === 'new' ? AZURE_NEW_HEADER : AZURE_UPDATE_HEADER).map((column) => fields[column]);
  });
  return csvText([kind === 'new' ? AZURE_NEW_HEADER : AZURE_UPDATE_HEADER, ...rows]);
}

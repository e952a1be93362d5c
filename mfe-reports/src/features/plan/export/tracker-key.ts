// The key a plan item has in the person's tracker, as they type or paste it: a Jira issue key (OPS-12),
// or the number of an Azure Boards work item or a GitHub issue (412). What the database takes is the
// normalised form (plan_items_tracker_key_format): capitals, no "#", no address around it. The export
// builders tell the two shapes apart, since a Jira key means nothing to Azure Boards or GitHub.

/** The database's rule, letter for letter (plan_items_tracker_key_format in supabase/schemas/plan.sql). */
const TRACKER_KEY_PATTERN = /^(?:[A-Z][A-Z0-9_]{0,29}-[1-9][0-9]{0,9}|[1-9][0-9]{0,9})$/;

/** What the person entered: a key to store, none (an empty field clears it), or not a key. */
export type TrackerKeyEntry = { kind: 'key'; key: string } | { kind: 'none' } | { kind: 'invalid' };

function lastPathSegment(address: string): string {
  try {
    return new URL(address).pathname.split('/').filter(Boolean).at(-1) ?? '';
  } catch {
    return '';
  }
}

/**
 * Reads a typed or pasted key: "ops-12", "#412", or an issue's address (…/browse/OPS-12,
 * …/issues/412, …/_workitems/edit/412) give the key the tracker shows.
 */
export function readTrackerKey(input: string): TrackerKeyEntry {
  let text = input.trim();
  if (text === '') return { kind: 'none' };
  if (/^https?:\/\//i.test(text)) text = lastPathSegment(text);
  const key = text.replace(/^#/, '').toUpperCase();
  return TRACKER_KEY_PATTERN.test(key) ? { kind: 'key', key } : { kind: 'invalid' };
}

/** The key when it is a Jira issue key (the Jira export's Issue Key), else null. */
export const jiraIssueKey = (key: string | null): string | null => (key && /^[A-Z]/.test(key) ? key : null);

/** The key when it is a number (an Azure Boards work item's ID, a GitHub issue's number), else null. */
export const itemNumber = (key: string | null): string | null => (key && /^[1-9]/.test(key) ? key : null);

// What the release command prints: one line per change, the history as lines, and the status as a
// table of environments x remotes with each version's error rate over the registry's health window.
import type { Command } from './args.ts';
import type { AuditEntry, PreviewEntry, PreviewLink, StatusRow } from './registry.ts';

/** 2026-11-28 10:04 (UTC), to the minute: what an operator compares. */
const minute = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

function errorRate(loads: number | null, failures: number | null, visitors: number | null): string {
  if (!loads) return '-';
  const from = visitors === 1 ? '1 visitor' : `${visitors ?? 0} visitors`;
  return `${((100 * (failures ?? 0)) / loads).toFixed(1)} % of ${loads} (${from})`;
}

/** Columns padded to their widest cell, two spaces apart. */
function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatStatus(rows: readonly StatusRow[]): string {
  if (rows.length === 0) return 'No environments.';
  const header = ['ENVIRONMENT', 'REMOTE', 'LIVE', 'SINCE', 'ERRORS', 'CANARY', '%', 'SINCE', 'ERRORS'];
  const lines = rows.map((row) => [
    row.environment,
    row.remote,
    row.live_version ?? '(none)',
    minute(row.live_since),
    row.live_version ? errorRate(row.live_loads, row.live_failures, row.live_visitors) : '',
    row.canary_version ?? '',
    row.canary_percent === null ? '' : String(row.canary_percent),
    minute(row.canary_since),
    row.canary_version ? errorRate(row.canary_loads, row.canary_failures, row.canary_visitors) : '',
  ]);
  return (
    `${table([header, ...lines])}\nErrors: failed loads and renders per page load in the last ` +
    `${rows[0]!.window_minutes} minutes, of the page loads the host served and the shell started, each ` +
    'visitor counted at most a few times (UTC times).'
  );
}

/** One change in words: "production reports: promote r1 -> r2". */
export function describeChange(entry: AuditEntry): string {
  const where = entry.environment ? `${entry.environment} ${entry.remote}` : entry.remote;
  const what = (() => {
    switch (entry.action) {
      case 'publish':
        return `published ${entry.to_version}`;
      case 'canary':
        return entry.canary_percent
          ? `canary ${entry.to_version} at ${entry.canary_percent} %`
          : `canary ${entry.from_version ?? '(none)'} ended`;
      case 'preview':
        return `preview link to ${entry.to_version}`;
      case 'revoke-preview':
        return `preview link to ${entry.from_version} revoked`;
      case 'auto-rollback':
        return `canary ${entry.from_version} rolled back by itself (everyone gets ${entry.to_version})`;
      default:
        return `${entry.action} ${entry.from_version ?? '(none)'} -> ${entry.to_version}`;
    }
  })();
  return `${where}: ${what}`;
}

export function formatHistory(entries: readonly AuditEntry[]): string {
  if (entries.length === 0) return 'No changes yet.';
  return table(
    entries.map((entry) => [
      minute(entry.at),
      describeChange(entry),
      `by ${entry.actor}`,
      entry.reason ? `(${entry.reason})` : '',
    ]),
  );
}

/** The link to hand to whoever should see the version, and until when it works. */
export function formatPreviewLink(
  command: Extract<Command, { name: 'preview' }>,
  link: PreviewLink,
  label: string,
): string {
  return [
    `${command.env} ${command.remote}: preview link to ${command.version} ` +
      `(on ${label}, audit #${link.audit_id}).`,
    `Open in the browser that should see it, until ${minute(link.expires_at)} UTC:`,
    `${command.site}/?release-preview=${link.token}`,
  ].join('\n');
}

/** The preview links that work, one line each: its id (to revoke it), where, what, until when, by whom. */
export function formatPreviewList(entries: readonly PreviewEntry[]): string {
  if (entries.length === 0) return 'No preview link works now.';
  return table([
    ['ID', 'ENVIRONMENT', 'REMOTE', 'VERSION', 'UNTIL', 'MADE', 'BY'],
    ...entries.map((entry) => [
      String(entry.id),
      entry.environment,
      entry.remote,
      entry.version,
      minute(entry.expires_at),
      minute(entry.created_at),
      entry.created_by,
    ]),
  ]);
}

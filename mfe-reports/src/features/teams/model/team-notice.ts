// What a team's page was opened after, carried in the navigation's state (never in the address, so a
// reload or a shared link does not repeat it): joining by a link, being a member already, or having
// answered the round (with the member's own new report). The assessment remote sets 'submitted'.
export type TeamNotice =
  { kind: 'joined' } | { kind: 'already-member' } | { kind: 'submitted'; reportId: string | null };

export function readTeamNotice(state: unknown): TeamNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { teamNotice?: unknown }).teamNotice;
  if (notice === 'joined' || notice === 'already-member') return { kind: notice };
  if (notice === 'submitted') {
    const reportId = (state as { reportId?: unknown }).reportId;
    return { kind: 'submitted', reportId: typeof reportId === 'string' ? reportId : null };
  }
  return null;
}

// What a team's page was opened after, carried in the navigation's state (never in the address, so a
// reload or a shared link does not repeat it): joining by a link, being a member already, or having
// answered the round (with the member's own new report). The assessment remote writes 'submitted' and
// the reports remote reads it, so the state is written and read here only.
export type TeamNotice =
  { kind: 'joined' } | { kind: 'already-member' } | { kind: 'submitted'; reportId: string | null };

/** The navigation state to open a team's page with (React Router's `state`). */
export type TeamNoticeState = { teamNotice: TeamNotice['kind']; reportId?: string | null };

export function teamNoticeState(notice: TeamNotice): TeamNoticeState {
  return notice.kind === 'submitted'
    ? { teamNotice: notice.kind, reportId: notice.reportId }
    : { teamNotice: notice.kind };
}

/** The notice a team's page was opened with, or null (no state, or someone else's). */
export function readTeamNotice(state: unknown): TeamNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { teamNotice, reportId } = state as { teamNotice?: unknown; reportId?: unknown };
  if (teamNotice === 'joined' || teamNotice === 'already-member') return { kind: teamNotice };
  if (teamNotice === 'submitted')
    return { kind: 'submitted', reportId: typeof reportId === 'string' ? reportId : null };
  return null;
}

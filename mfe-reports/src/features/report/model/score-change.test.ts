import { describe, expect, it } from 'vitest';
import { reportRow } from '#shared/testing/fixtures.ts';
import { scoreChangeSince } from './score-change.ts';

const at = (id: string, level: number, createdAt: string, teamName: string | null = null) => ({
  ...reportRow(id, Array(20).fill(level), createdAt),
  team_name: teamName,
});

describe('scoreChangeSince', () => {
  // Overall 0, 33 and 67 (every answer at position 0, 1, 2).
  const first = at('a', 0, '2026-11-20T09:00:00Z');
  const second = at('b', 2, '2026-11-25T09:00:00Z');
  const team = at('t', 1, '2026-11-26T09:00:00Z', 'Payments platform');
  const third = at('c', 1, '2026-11-27T09:00:00Z');
  const reports = [third, team, second, first];

  it('is the change in the overall score since the personal report taken just before', () => {
    expect(scoreChangeSince(reports, second)).toEqual({ change: 67, since: '2026-11-20T09:00:00Z' });
    // A team answer in between is another system's: it is not the previous report.
    expect(scoreChangeSince(reports, third)).toEqual({ change: -34, since: '2026-11-25T09:00:00Z' });
  });

  it('is nothing for the first report, or for a team answer', () => {
    expect(scoreChangeSince(reports, first)).toBeNull();
    expect(scoreChangeSince(reports, team)).toBeNull();
  });
});

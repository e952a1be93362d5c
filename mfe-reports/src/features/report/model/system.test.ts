import { describe, expect, it } from 'vitest';
import { KNOWN_POSITIONS, reportRow } from '#shared/testing/fixtures.ts';
import {
  defaultComparison,
  filterReports,
  isTeamAnswer,
  personalReports,
  previousReport,
  sameSystem,
  systemKey,
} from './system.ts';

const payments = { team_id: 'team-1', team_name: 'Payments platform' };
const checkout = { team_id: 'team-2', team_name: 'Checkout' };
/** Newest first, as the pages list them: 33 for Payments platform after the person's own 75 and 50. */
const reports = () => [
  reportRow('t33', KNOWN_POSITIONS, '2026-03-03T10:00:00Z', payments),
  reportRow('p75', KNOWN_POSITIONS, '2026-03-02T10:00:00Z'),
  reportRow('p50', KNOWN_POSITIONS, '2026-03-01T10:00:00Z'),
];
const ids = (rows: readonly { id: string }[] | null) => rows?.map((row) => row.id) ?? null;

describe('which system a report is about', () => {
  it('a report with a team name is a team answer; without one (or without the columns, as shared) a personal report', () => {
    const [team, own] = reports();
    expect(isTeamAnswer(team!)).toBe(true);
    expect(isTeamAnswer(own!)).toBe(false);
    expect(isTeamAnswer({})).toBe(false);
    expect(ids(personalReports(reports()))).toEqual(['p75', 'p50']);
  });

  it('one system per team, also once the team is deleted (its answers keep the name only)', () => {
    expect(systemKey(reports()[1]!)).toBe('own');
    expect(systemKey(payments)).toBe('team:team-1');
    expect(systemKey({ team_id: null, team_name: 'Payments platform' })).toBe('team-name:Payments platform');
    expect(sameSystem(payments, { ...payments })).toBe(true);
    expect(sameSystem(payments, checkout)).toBe(false);
    expect(sameSystem(payments, {})).toBe(false);
  });

  it('filters the list: all, the person’s own, or team answers', () => {
    expect(ids(filterReports(reports(), 'all'))).toEqual(['t33', 'p75', 'p50']);
    expect(ids(filterReports(reports(), 'personal'))).toEqual(['p75', 'p50']);
    expect(ids(filterReports(reports(), 'team'))).toEqual(['t33']);
  });
});

describe('defaultComparison', () => {
  it('starts with the two newest personal reports, earlier first, whatever team answers came after', () => {
    expect(ids(defaultComparison(reports()))).toEqual(['p50', 'p75']);
  });

  it('without two personal reports: the newest report and the previous one about the same system', () => {
    const rows = [
      reportRow('c2', KNOWN_POSITIONS, '2026-03-05T10:00:00Z', checkout),
      reportRow('t2', KNOWN_POSITIONS, '2026-03-04T10:00:00Z', payments),
      reportRow('own', KNOWN_POSITIONS, '2026-03-03T10:00:00Z'),
      reportRow('t1', KNOWN_POSITIONS, '2026-03-02T10:00:00Z', payments),
    ];
    expect(ids(defaultComparison(rows))).toEqual(['t1', 't2']);
  });

  it('else the two newest, and nothing below two reports', () => {
    const rows = [
      reportRow('c', KNOWN_POSITIONS, '2026-03-05T10:00:00Z', checkout),
      reportRow('own', KNOWN_POSITIONS, '2026-03-03T10:00:00Z'),
    ];
    expect(ids(defaultComparison(rows))).toEqual(['own', 'c']);
    expect(defaultComparison(rows.slice(0, 1))).toBeNull();
  });
});

describe('previousReport', () => {
  it('is the report taken just before, whatever order the list is in', () => {
    const reports = [
      reportRow('c', KNOWN_POSITIONS, '2026-03-01T10:00:00Z'),
      reportRow('a', KNOWN_POSITIONS, '2026-01-01T10:00:00Z'),
      reportRow('b', KNOWN_POSITIONS, '2026-03-01T09:59:00Z'),
    ];
    expect(previousReport(reports, reports[0]!)!.id).toBe('b');
    expect(previousReport(reports, reports[2]!)!.id).toBe('a');
    expect(previousReport(reports, reports[1]!)).toBeNull();
  });

  it("is about the same system: a team answer in between is not a personal report's previous one", () => {
    const team = { team_id: 't1', team_name: 'Payments platform' };
    const reports = [
      reportRow('a', KNOWN_POSITIONS, '2026-01-01T10:00:00Z'),
      reportRow('t', KNOWN_POSITIONS, '2026-02-01T10:00:00Z', team),
      reportRow('b', KNOWN_POSITIONS, '2026-03-01T10:00:00Z'),
      reportRow('u', KNOWN_POSITIONS, '2026-04-01T10:00:00Z', team),
    ];
    expect(previousReport(reports, reports[2]!)!.id).toBe('a');
    expect(previousReport(reports, reports[3]!)!.id).toBe('t');
    expect(previousReport(reports, reports[1]!)).toBeNull();
  });
});

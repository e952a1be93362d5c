import { describe, expect, it } from 'vitest';
import { itemNumber, jiraIssueKey, readTrackerKey } from './tracker-key.ts';

describe('readTrackerKey', () => {
  it.each([
    ['OPS-12', 'OPS-12'],
    ['  ops-12 ', 'OPS-12'],
    ['PLAT_2-9', 'PLAT_2-9'],
    ['412', '412'],
    ['#412', '412'],
    ['https://acme.atlassian.net/browse/OPS-12', 'OPS-12'],
    ['https://github.com/acme/platform/issues/412', '412'],
    ['https://dev.azure.com/acme/platform/_workitems/edit/412/', '412'],
  ])('reads %j as the key %s', (input, key) => {
    expect(readTrackerKey(input)).toEqual({ kind: 'key', key });
  });

  it('reads an empty field as no key (the key is removed)', () => {
    expect(readTrackerKey('   ')).toEqual({ kind: 'none' });
  });

  // The database's rule refuses the same (supabase/tests/132_plan_tracker_keys.sql).
  it.each([
    '0',
    '012',
    'OPS-0',
    'OPS-',
    '-12',
    'OPS 12',
    '1OPS-2',
    '12345678901',
    `A${'B'.repeat(30)}-1`,
    '##4',
    'https://github.com/acme/platform/issues/',
    'http://[bad',
  ])('refuses %j', (input) => {
    expect(readTrackerKey(input)).toEqual({ kind: 'invalid' });
  });

  it('tells a Jira key from an item number, for the tracker each belongs to', () => {
    expect([jiraIssueKey('OPS-12'), jiraIssueKey('412'), jiraIssueKey(null)]).toEqual(['OPS-12', null, null]);
    expect([itemNumber('412'), itemNumber('OPS-12'), itemNumber(null)]).toEqual(['412', null, null]);
  });
});

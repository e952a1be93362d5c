import { describe, expect, it } from 'vitest';
import {
  describeChange,
  formatHistory,
  formatPreviewLink,
  formatPreviewList,
  formatStatus,
} from './format.ts';
import type { AuditEntry, StatusRow } from './registry.ts';

const row = (change: Partial<StatusRow>): StatusRow => ({
  environment: 'production',
  remote: 'reports',
  live_version: null,
  live_since: null,
  live_loads: 0,
  live_failures: 0,
  live_visitors: 0,
  canary_version: null,
  canary_percent: null,
  canary_since: null,
  canary_loads: null,
  canary_failures: null,
  canary_visitors: null,
  window_minutes: 10,
  ...change,
});

const entry = (change: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-28T10:04:31.123+00:00',
  actor: 'service_role',
  environment: 'production',
  remote: 'reports',
  action: 'promote',
  from_version: 'r1',
  to_version: 'r2',
  canary_percent: null,
  reason: null,
  ...change,
});

describe('formatStatus', () => {
  it('is a table of environments x remotes with live, canary and error rates', () => {
    expect(
      formatStatus([
        row({ remote: 'auth' }),
        row({
          live_version: 'r1',
          live_since: '2026-11-27T09:00:00+00:00',
          live_loads: 400,
          live_failures: 2,
          live_visitors: 137,
          canary_version: 'r2',
          canary_percent: 10,
          canary_since: '2026-11-28T10:04:00+00:00',
          canary_loads: 0,
          canary_failures: 0,
          canary_visitors: 0,
        }),
        row({
          remote: 'auth',
          environment: 'staging',
          live_version: 'a1',
          live_since: '2026-11-27T09:00:00+00:00',
          live_loads: 3,
          live_failures: 3,
          live_visitors: 1,
        }),
      ]),
    ).toBe(
      [
        'ENVIRONMENT  REMOTE   LIVE    SINCE             ERRORS                       CANARY  %   SINCE             ERRORS',
        'production   auth     (none)',
        'production   reports  r1      2026-11-27 09:00  0.5 % of 400 (137 visitors)  r2      10  2026-11-28 10:04  -',
        'staging      auth     a1      2026-11-27 09:00  100.0 % of 3 (1 visitor)',
        'Errors: failed loads and renders per page load in the last 10 minutes, of the page loads the host ' +
          'served and the shell started, each visitor counted at most a few times (UTC times).',
      ].join('\n'),
    );
  });

  it('says so when there is nothing to show', () => {
    expect(formatStatus([])).toBe('No environments.');
  });
});

describe('formatPreviewList', () => {
  it('lists each working link with the id that revokes it, never its token', () => {
    expect(
      formatPreviewList([
        {
          id: 7,
          environment: 'production',
          remote: 'reports',
          version: 'r2',
          created_at: '2026-11-28T10:04:31+00:00',
          created_by: 'service_role',
          expires_at: '2026-11-28T11:04:31+00:00',
          revoked_at: null,
          revoked_by: null,
        },
      ]),
    ).toBe(
      [
        'ID  ENVIRONMENT  REMOTE   VERSION  UNTIL             MADE              BY',
        '7   production   reports  r2       2026-11-28 11:04  2026-11-28 10:04  service_role',
      ].join('\n'),
    );
    expect(formatPreviewList([])).toBe('No preview link works now.');
  });
});

describe('describeChange', () => {
  it.each([
    [entry({ action: 'publish', environment: null, from_version: null }), 'reports: published r2'],
    [entry({ from_version: null }), 'production reports: promote (none) -> r2'],
    [
      entry({ action: 'canary', from_version: null, canary_percent: 10 }),
      'production reports: canary r2 at 10 %',
    ],
    [entry({ action: 'canary', to_version: null, canary_percent: 0 }), 'production reports: canary r1 ended'],
    [
      entry({ action: 'rollback', from_version: 'r2', to_version: 'r1' }),
      'production reports: rollback r2 -> r1',
    ],
    [
      entry({ action: 'revoke-preview', from_version: 'r2', to_version: null }),
      'production reports: preview link to r2 revoked',
    ],
    [
      entry({ action: 'auto-rollback', from_version: 'r2', to_version: 'r1', canary_percent: 0 }),
      'production reports: canary r2 rolled back by itself (everyone gets r1)',
    ],
  ])('%#: %s', (change, text) => {
    expect(describeChange(change)).toBe(text);
  });
});

describe('formatHistory', () => {
  it('is one line per change, newest first as the registry answers', () => {
    expect(
      formatHistory([
        entry({ id: 2, action: 'rollback', from_version: 'r2', to_version: 'r1', reason: 'charts broken' }),
        entry({ at: '2026-11-28T09:00:00+00:00' }),
      ]),
    ).toBe(
      [
        '2026-11-28 10:04  production reports: rollback r2 -> r1  by service_role  (charts broken)',
        '2026-11-28 09:00  production reports: promote r1 -> r2   by service_role',
      ].join('\n'),
    );
  });

  it('says so when there is none', () => {
    expect(formatHistory([])).toBe('No changes yet.');
  });
});

describe('a preview link', () => {
  it('is printed as the address to open, with its expiry, and audited as a preview', () => {
    const command = {
      name: 'preview' as const,
      remote: 'reports' as const,
      version: 'r2',
      env: 'production',
      minutes: 60,
      site: 'https://app.example.com',
      reason: null,
    };
    const link = { token: 'ab'.repeat(32), expires_at: '2026-11-28T11:04:31.123+00:00', audit_id: 7 };
    expect(formatPreviewLink(command, link, 'the local stack').split('\n')).toEqual([
      'production reports: preview link to r2 (on the local stack, audit #7).',
      'Open in the browser that should see it, until 2026-11-28 11:04 UTC:',
      `https://app.example.com/?release-preview=${'ab'.repeat(32)}`,
    ]);
    expect(describeChange(entry({ action: 'preview', from_version: null }))).toBe(
      'production reports: preview link to r2',
    );
  });
});

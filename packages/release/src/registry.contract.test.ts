// The registry through the REST API of a throw-away local stack, as the release command calls it: each
// command's function, a refusal told in the command's words, and what a visitor's key can and cannot do.
import { useStack } from 'local-supabase/testing';
import type { Target } from './target.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeChange, formatStatus } from './format.ts';
import { RegistryError, callRegistry, type AuditEntry, type StatusRow } from './registry.ts';

const stack = useStack();
let operator: Target;

const publish = (version: string) =>
  callRegistry<AuditEntry>(operator, 'publish_remote_version', {
    remote: 'reports',
    version,
    manifest_url: `https://reports.example.com/${version}/mf-manifest.json`,
    exposed_modules: ['./ReportPage'],
    shared_packages: { react: { version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' } },
    contract_major: 2,
    commit: '0123abc',
    reason: null,
  });

beforeAll(() => {
  operator = { url: stack().url, serviceRoleKey: stack().keys.serviceRoleKey, label: 'the test stack' };
});

describe('the release registry over REST', () => {
  it('publishes, promotes, runs a canary and tells it in status and history', async () => {
    expect(describeChange(await publish('r1'))).toBe('reports: published r1');
    await publish('r2');
    const promoted = await callRegistry<AuditEntry>(operator, 'promote_remote_version', {
      environment: 'local',
      remote: 'reports',
      version: 'r1',
      reason: 'first',
    });
    expect(describeChange(promoted)).toBe('local reports: promote (none) -> r1');
    await callRegistry(operator, 'set_remote_canary', {
      environment: 'local',
      remote: 'reports',
      version: 'r2',
      percent: 25,
      reason: null,
    });

    const status = await callRegistry<StatusRow[]>(operator, 'release_status', { only_environment: 'local' });
    expect(
      status.map((row) => [row.remote, row.live_version, row.canary_version, row.canary_percent]),
    ).toEqual([
      ['marketing', null, null, null],
      ['auth', null, null, null],
      ['assessment', null, null, null],
      ['reports', 'r1', 'r2', 25],
    ]);
    expect(formatStatus(status)).toContain('local        reports     r1');

    const history = await callRegistry<AuditEntry[]>(operator, 'release_history', {
      environment: 'local',
      remote: 'reports',
      max_rows: 10,
    });
    expect(history.map((entry) => entry.action)).toEqual(['canary', 'promote', 'publish', 'publish']);
  });

  it('gives a visitor the page load configuration, and nothing else', async () => {
    const { data, error } = await stack().client().rpc('release_config', { environment: 'local' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        remote: 'reports',
        live_version: 'r1',
        live_version_id: expect.any(Number),
        live_manifest_url: 'https://reports.example.com/r1/mf-manifest.json',
        canary_version: 'r2',
        canary_version_id: expect.any(Number),
        canary_manifest_url: 'https://reports.example.com/r2/mf-manifest.json',
        canary_percent: 25,
      },
    ]);
    const visitor = { ...operator, serviceRoleKey: stack().keys.anonKey };
    await expect(
      callRegistry(visitor, 'rollback_remote', { environment: 'local', remote: 'reports', reason: null }),
    ).rejects.toThrow(/^not allowed \(this key may not change releases: use the service-role key\): /);
    await expect(
      callRegistry(visitor, 'report_remote_failure', { remote: 'reports', version: 'r2', kind: 'load' }),
    ).resolves.toBeNull();
  });

  it("tells a refusal in the registry's words", async () => {
    await expect(
      callRegistry(operator, 'rollback_remote', { environment: 'local', remote: 'reports', reason: null }),
    ).rejects.toThrow(
      new RegistryError(
        'refused: reports r1 is the first version that was live in local: there is no earlier one to roll back to.',
      ),
    );
    await expect(publish('r1')).rejects.toThrow(/^refused: The reports remote already has a version "r1"/);
    await expect(
      callRegistry(operator, 'promote_remote_version', {
        environment: 'moon',
        remote: 'reports',
        version: 'r1',
      }),
    ).rejects.toThrow('not found: There is no environment "moon" (there are: local, production, staging).');
  });
});

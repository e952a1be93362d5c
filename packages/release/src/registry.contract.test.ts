// The registry through the REST API of a throw-away local stack, as the release command calls it: each
// command's function, a refusal told in the command's words, and what a visitor's key can and cannot do.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useStack } from 'local-supabase/testing';
import type { Target } from './target.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeChange, formatStatus } from './format.ts';
import { RegistryError, callRegistry } from './registry.ts';

const stack = useStack();
let operator: Target;

const publish = (version: string) =>
  callRegistry(operator, 'publish_remote_version', {
    remote: 'reports',
    version,
    manifest_url: `https://reports.example.com/${version}/mf-manifest.json`,
    exposed_modules: ['./ReportPage'],
    shared_packages: { react: { version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' } },
    contract_major: 2,
    commit: '0123abc',
  });

beforeAll(() => {
  operator = { url: stack().url, serviceRoleKey: stack().keys.serviceRoleKey, label: 'the test stack' };
});

describe('the release registry over REST', () => {
  it('publishes, promotes, runs a canary and tells it in status and history', async () => {
    expect(describeChange(await publish('r1'))).toBe('reports: published r1');
    await publish('r2');
    const promoted = await callRegistry(operator, 'promote_remote_version', {
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
    });

    const status = await callRegistry(operator, 'release_status', { only_environment: 'local' });
    expect(
      status.map((row) => [row.remote, row.live_version, row.canary_version, row.canary_percent]),
    ).toEqual([
      ['marketing', null, null, null],
      ['auth', null, null, null],
      ['assessment', null, null, null],
      ['reports', 'r1', 'r2', 25],
    ]);
    expect(formatStatus(status)).toContain('local        reports     r1');

    const history = await callRegistry(operator, 'release_history', {
      environment: 'local',
      remote: 'reports',
      max_rows: 10,
    });
    expect(history.map((entry) => entry.action)).toEqual(['canary', 'promote', 'publish', 'publish']);
  });

  it("gives the host's key a page load's configuration, and a visitor's key nothing", async () => {
    expect(await callRegistry(operator, 'release_config', { environment: 'local' })).toEqual([
      {
        remote: 'reports',
        live_version: 'r1',
        live_manifest_url: 'https://reports.example.com/r1/mf-manifest.json',
        canary_version: 'r2',
        canary_manifest_url: 'https://reports.example.com/r2/mf-manifest.json',
        canary_percent: 25,
      },
    ]);
    const visitor = { ...operator, serviceRoleKey: stack().keys.anonKey };
    for (const call of [
      () => callRegistry(visitor, 'release_config', { environment: 'local' }),
      () => callRegistry(visitor, 'release_config', { environment: 'moon' }),
      () => callRegistry(visitor, 'rollback_remote', { environment: 'local', remote: 'reports' }),
      () => callRegistry(visitor, 'record_release_health', { environment: 'local', events: [] }),
      () => callRegistry(visitor, 'list_release_previews', { include_ended: false }),
    ])
      await expect(call()).rejects.toThrow(
        /^not allowed \(this key may not change releases: use the service-role key\): /,
      );
    // The function visitors once reported failures with is gone.
    await expect(
      // A name the generated types no longer have, so it is cast: the point is what the API answers.
      callRegistry(
        visitor,
        'report_remote_failure' as 'release_config',
        {
          remote: 'reports',
          version: 'r2',
          kind: 'load',
        } as never,
      ),
    ).rejects.toThrow(/^failed \(404\)/);
  });

  it("counts the host's reports of page loads once each, and shows them with their visitors", async () => {
    const event = (load: number, visitor: number, kind = 'start') => ({
      load: load.toString(16).padStart(32, '0'),
      visitor: visitor.toString(16).padStart(32, '0'),
      remote: 'reports',
      version: 'r2',
      event: kind,
    });
    expect(
      await callRegistry(operator, 'record_release_health', {
        environment: 'local',
        events: [event(1, 1), event(1, 1), event(2, 2), event(2, 2, 'render')],
      }),
    ).toEqual({ counted: 3, ignored: 1 });
    const status = await callRegistry(operator, 'release_status', { only_environment: 'local' });
    expect(status.find((row) => row.remote === 'reports')).toMatchObject({
      canary_loads: 2,
      canary_failures: 1,
      canary_visitors: 2,
    });
    expect(formatStatus(status)).toContain('50.0 % of 2 (2 visitors)');
  });

  it('lists preview links and revokes a leaked one by its token', async () => {
    const link = await callRegistry(operator, 'create_release_preview', {
      environment: 'local',
      remote: 'reports',
      version: 'r2',
      minutes: 30,
    });
    const listed = await callRegistry(operator, 'list_release_previews', {
      environment: 'local',
      include_ended: false,
    });
    expect(listed.map((entry) => entry.version)).toEqual(['r2']);
    expect(JSON.stringify(listed)).not.toContain(link.token);
    const revoked = await callRegistry(operator, 'revoke_release_preview', {
      token: link.token,
      reason: 'posted in a public channel',
    });
    expect(describeChange(revoked)).toBe('local reports: preview link to r2 revoked');
    expect(
      await callRegistry(operator, 'release_preview', { environment: 'local', token: link.token }),
    ).toEqual([]);
    await expect(
      callRegistry(operator, 'revoke_release_preview', {
        preview_id: listed[0]!.id,
      }),
    ).rejects.toThrow(/^refused: Preview link \d+ already works no more \(revoked\)\.$/);
  });

  it("tells a refusal in the registry's words", async () => {
    await expect(
      callRegistry(operator, 'rollback_remote', { environment: 'local', remote: 'reports' }),
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

describe('a registry that cannot be reached', () => {
  it('says so, with the network error, not a refusal', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const nowhere = { url: `http://127.0.0.1:${port}`, serviceRoleKey: 'key', label: 'the closed port' };
    await expect(callRegistry(nowhere, 'release_status', {})).rejects.toThrow(
      /^could not reach the closed port: is it running\? \(connect ECONNREFUSED 127\.0\.0\.1:\d+/,
    );
  });
});

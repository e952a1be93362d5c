// A canary's health, end to end: the shell's host in front of a local stack, as an attacker and as real
// visitors meet it. HEAD floods in the canary's bucket and forged failure reports move no figure and end
// no canary; real page loads (a GET document, its token handed back by the page) do; one visitor's
// padding counts a few loads only, so a canary that fails every real load is still rolled back.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShellHost } from '@ahc/web-server';
import { useStack } from 'local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppConfig } from '@ahc/platform/testing/app-config';

const stack = useStack();
let host: Awaited<ReturnType<typeof startShellHost>>;
const manifest = (version: string) => `http://127.0.0.1:9/marketing/${version}/mf-manifest.json`;

/** A registry function called with the stack's service-role key, as the release command calls it. */
async function registry<T>(fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await stack().admin().rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data as T;
}

type Status = {
  remote: string;
  canary_version: string | null;
  canary_loads: number | null;
  canary_failures: number | null;
};
const canary = async () =>
  (await registry<Status[]>('release_status', { only_environment: 'local' })).find(
    (row) => row.remote === 'marketing',
  )!;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'host-health-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(dir, 'route-remotes.json'),
    JSON.stringify([{ path: '/', remote: 'marketing', module: './HomePage' }]),
  );
  host = await startShellHost({
    dir,
    port: 0,
    host: '127.0.0.1',
    appConfig: () =>
      testAppConfig({
        supabaseUrl: stack().url,
        supabaseAnonKey: stack().keys.anonKey,
        remotes: { marketing: manifest('0.0.0') },
      }),
    functionsUrl: `${stack().url}/functions/v1`,
    releases: { environment: 'local' },
    secretKey: stack().keys.secretKey,
    // The test stands for the load balancer in front of the host, which names each visitor.
    trustedProxies: ['127.0.0.1'],
  });
  for (const version of ['m1', 'm2'])
    await registry('publish_remote_version', {
      remote: 'marketing',
      version,
      manifest_url: manifest(version),
      exposed_modules: ['./HomePage'],
      shared_packages: {},
      contract_major: 2,
    });
  await registry('promote_remote_version', { environment: 'local', remote: 'marketing', version: 'm1' });
  await registry('set_remote_canary', {
    environment: 'local',
    remote: 'marketing',
    version: 'm2',
    percent: 10,
  });
  const { error } = await stack()
    .admin()
    .from('app_config')
    .upsert({
      key: 'release_health',
      value: { min_loads: 20, min_visitors: 5, min_failing_visitors: 3, max_error_rate_percent: 5 },
    });
  expect(error).toBeNull();
});

afterAll(() => {
  host.server.close();
});

/** A page load in the canary's bucket, as a visitor's browser makes it: the document, then its token. */
async function pageLoad(visitor: string, method = 'GET'): Promise<string | undefined> {
  const response = await fetch(`${host.url}/`, {
    method,
    headers: { cookie: 'ahc_release_bucket=0', 'x-forwarded-for': visitor },
  });
  const html = await response.text();
  const config = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)?.[1];
  return config ? (JSON.parse(config) as { releaseLoad?: string }).releaseLoad : undefined;
}

async function report(visitor: string, token: unknown, event: string): Promise<number> {
  const response = await fetch(`${host.url}/release-health`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({ token, remote: 'marketing', event }),
  });
  await response.text();
  return response.status;
}

describe("a canary's health behind the shell's host", () => {
  it('moves for no HEAD flood and no forged failure', async () => {
    for (let i = 0; i < 55; i += 1) expect(await pageLoad('198.51.100.66', 'HEAD')).toBeUndefined();
    const anon = stack().client();
    for (let i = 0; i < 3; i += 1) {
      const { error } = await anon.rpc('report_remote_failure', {
        remote: 'marketing',
        version: 'm2',
        kind: 'load',
      });
      expect(error).not.toBeNull();
      expect(
        (await anon.rpc('record_release_health', { environment: 'local', events: [] })).error?.code,
      ).toBe('42501');
      expect(await report('198.51.100.66', `forged.${i}`, 'load')).toBe(403);
    }
    await host.flushReleaseReports();
    expect(await canary()).toMatchObject({ canary_version: 'm2', canary_loads: 0, canary_failures: 0 });
  });

  it("counts one visitor's padding as ten loads, and ends a canary that fails every real load", async () => {
    for (let i = 0; i < 100; i += 1) {
      const token = await pageLoad('198.51.100.77');
      expect(await report('198.51.100.77', token, 'start')).toBe(i < 30 ? 204 : 429);
    }
    await host.flushReleaseReports();
    expect(await canary()).toMatchObject({ canary_version: 'm2', canary_loads: 10, canary_failures: 0 });
    // Six real visitors, two page loads each, every one failing.
    for (let visitor = 1; visitor <= 6; visitor += 1)
      for (let load = 0; load < 2; load += 1) {
        const token = await pageLoad(`203.0.113.${visitor}`);
        expect(await report(`203.0.113.${visitor}`, token, 'start')).toBe(204);
        expect(await report(`203.0.113.${visitor}`, token, 'load')).toBe(204);
      }
    await host.flushReleaseReports();
    expect(await canary()).toMatchObject({ canary_version: null });
    const [rollback] = await registry<{ action: string; reason: string }[]>('release_history', {
      environment: 'local',
      remote: 'marketing',
      max_rows: 1,
    });
    expect(rollback).toMatchObject({
      action: 'auto-rollback',
      reason:
        '12 failures in 22 page loads by 7 visitors (6 of whom saw it fail) in the last 10 minutes (more than 5 %).',
    });
  });
});

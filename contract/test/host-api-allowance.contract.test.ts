// The report generator's allowance per visitor, through the shell's host: every request reaches the
// function from the host's own address, and the host forwards who the visitor is (their address in
// Sb-Forwarded-For, with the project's secret key), so two visitors behind the host each have their own
// allowance. Nobody else can name an address: a visitor who sends the header through the host, or a
// caller who sends it to Supabase directly, is counted as themselves.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShellHost } from '@ahc/web-server';
import { useStack } from 'local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppConfig } from '@ahc/platform/testing/app-config';

const ALLOWANCE = 2;
const stack = useStack({ functionEnv: { GENERATE_REPORT_RATE_LIMIT: String(ALLOWANCE) } });
let host: Awaited<ReturnType<typeof startShellHost>>;

beforeAll(async () => {
  host = await startShellHost({
    dir: mkdtempSync(path.join(os.tmpdir(), 'host-api-')),
    port: 0,
    host: '127.0.0.1',
    appConfig: () => testAppConfig({ supabaseUrl: stack().url, supabaseAnonKey: stack().keys.anonKey }),
    functionsUrl: `${stack().url}/functions/v1`,
    secretKey: stack().keys.secretKey,
    // The test stands for the load balancer in front of the host, which appends each visitor's address.
    trustedProxies: ['127.0.0.1'],
  });
});

afterAll(() => {
  host.server.close();
});

/** One report request as a visitor's browser sends it to the host, through the load balancer. */
async function viaHost(visitor: string, extra: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${host.url}/api/generate-report`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${stack().keys.anonKey}`,
      apikey: stack().keys.anonKey,
      'x-forwarded-for': visitor,
      ...extra,
    },
    body: JSON.stringify({ answers: 'arch_1: panic' }),
  });
  await response.text();
  return response.status;
}

/** The same request sent to Supabase's function directly, with the headers a caller chooses. */
async function direct(headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${stack().url}/functions/v1/generate-report`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${stack().keys.anonKey}`,
      apikey: stack().keys.anonKey,
      ...headers,
    },
    body: JSON.stringify({ answers: 'arch_1: panic' }),
  });
  await response.text();
  return response.status;
}

describe("the report generator's allowance behind the shell's host", () => {
  it('is per visitor: right after one visitor used theirs, the next still has a whole one', async () => {
    const first = [];
    for (let i = 0; i <= ALLOWANCE; i += 1) first.push(await viaHost('203.0.113.1'));
    expect(first).toEqual([...Array<number>(ALLOWANCE).fill(200), 429]);
    const next = [];
    for (let i = 0; i < ALLOWANCE; i += 1) next.push(await viaHost('203.0.113.2'));
    expect(next).toEqual(Array<number>(ALLOWANCE).fill(200));
  });

  it('cannot be renewed by a visitor who names another address to the host: the host says who they are', async () => {
    expect(await viaHost('203.0.113.1', { 'sb-forwarded-for': '203.0.113.99' })).toBe(429);
    expect(
      await viaHost('203.0.113.1', {
        'sb-forwarded-for': '203.0.113.98',
        apikey: stack().keys.serviceRoleKey,
      }),
    ).toBe(429);
  });

  it('cannot be renewed by a caller who sends a forwarded address to Supabase without the secret key', async () => {
    const statuses = [];
    for (let i = 0; i <= ALLOWANCE; i += 1)
      statuses.push(
        await direct({
          'sb-forwarded-for': `198.51.100.${i + 1}`,
          'x-forwarded-for': `198.51.100.${i + 50}`,
        }),
      );
    expect(statuses).toEqual([...Array<number>(ALLOWANCE).fill(200), 429]);
  });
});

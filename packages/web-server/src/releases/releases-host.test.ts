// The shell's host on the release registry, as browsers meet it: each page load's versions come from
// the registry (live, or canary by the visitor's sticky bucket, or a preview link's), the document's
// configuration names the very versions its markup was rendered with, the cookies it sets are HttpOnly
// and SameSite=Lax, and a page that depends on the visitor is private. Only a document served by GET
// carries a load's token, and only reports with such a token reach the registry.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@ahc/platform/app-config';
import { startShellHost } from '../servers.ts';
import { BUCKET_COOKIE, PREVIEW_COOKIE } from './visitor-cookies.ts';
import { testAppConfig } from '@ahc/platform/testing/app-config';

const SHELL_BUILD = `"use strict";
exports.sharedModules = {};
exports.platformMajor = 2;
exports.render = async function render(request) {
  return { html: '<main>' + (request.page ? request.page.component() : 'frame') + '</main>', status: 200,
           title: 'Home', description: 'd' };
};`;
const remoteBuild = (version: string) =>
  `exports.modules = { './HomePage': { default: () => 'home of ${version}' } };
exports.platformContract = '^2.0.0';`;
const PREVIEW_TOKEN = 'p'.repeat(43);

let supabase: http.Server;
let supabaseUrl = '';
let host: Awaited<ReturnType<typeof startShellHost>>;
const rpcCalls: { fn: string; body: Record<string, unknown>; key: string | undefined }[] = [];
const SECRET = 'sb_secret_of_the_host';
const healthBatches = () =>
  rpcCalls
    .filter((call) => call.fn === 'record_release_health')
    .flatMap((call) => call.body.events as object[]);

beforeAll(async () => {
  // Supabase (the maintenance row and the registry's functions) and the marketing remote's versions.
  supabase = http.createServer((req, res) => {
    const url = req.url ?? '';
    const answer = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.startsWith('/rest/v1/app_config')) return answer({ value: { enabled: false, message: '' } });
    const version = /^\/marketing\/([^/]+)\/server\/index\.cjs$/.exec(url)?.[1];
    if (version) return res.writeHead(200).end(remoteBuild(version));
    const fn = /^\/rest\/v1\/rpc\/(\w+)$/.exec(url)?.[1];
    if (!fn) return res.writeHead(404).end();
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      rpcCalls.push({ fn, body, key: req.headers.apikey as string | undefined });
      const manifest = (v: string) => `${supabaseUrl}/marketing/${v}/mf-manifest.json`;
      if (fn === 'release_config')
        return answer([
          {
            remote: 'marketing',
            live_version: '1.0.0',
            live_manifest_url: manifest('1.0.0'),
            canary_version: '1.1.0',
            canary_manifest_url: manifest('1.1.0'),
            canary_percent: 50,
          },
        ]);
      if (fn === 'release_preview')
        return answer(
          body.token === PREVIEW_TOKEN
            ? [
                {
                  remote: 'marketing',
                  version: '2.0.0',
                  manifest_url: manifest('2.0.0'),
                  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
                },
              ]
            : [],
        );
      answer(null);
    });
  });
  await new Promise<void>((resolve) => supabase.listen(0, '127.0.0.1', resolve));
  supabaseUrl = `http://127.0.0.1:${(supabase.address() as AddressInfo).port}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-host-releases-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(dir, 'route-remotes.json'),
    JSON.stringify([{ path: '/', remote: 'marketing', module: './HomePage', firstRender: 'page' }]),
  );
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'index.cjs'), SHELL_BUILD);
  host = await startShellHost({
    dir,
    port: 0,
    host: '127.0.0.1',
    functionsUrl: 'http://127.0.0.1:9/functions/v1',
    appConfig: () =>
      testAppConfig({
        supabaseUrl,
        remotes: { marketing: 'http://127.0.0.1:9/marketing/0.9.0/mf-manifest.json' },
      }),
    releases: { environment: 'production' },
    secretKey: SECRET,
    // The test stands for the load balancer in front of the host, which names each visitor.
    trustedProxies: ['127.0.0.1'],
  });
});

afterAll(() => {
  host.server.close();
  supabase.close();
});

async function load(cookie?: string, pathname = '/', visitor = '203.0.113.1', method = 'GET') {
  const response = await fetch(`${host.url}${pathname}`, {
    method,
    headers: { 'x-forwarded-for': visitor, ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  const html = await response.text();
  const config = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)?.[1];
  return {
    response,
    html,
    config: config ? (JSON.parse(config) as AppConfig) : undefined,
    rendered: /<main>(.*?)<\/main>/.exec(html)?.[1],
  };
}

/** A GET with the path exactly as written (fetch would normalise it first). */
function rawGet(rawPath: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(host.url);
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        response.resume();
        resolve(response);
      })
      .on('error', reject);
  });
}

describe('a page load on the release registry', () => {
  it('asks the registry with the host’s secret key, for the host’s environment', async () => {
    await load(`${BUCKET_COOKIE}=80`);
    expect(rpcCalls.find((call) => call.fn === 'release_config')).toEqual({
      fn: 'release_config',
      body: { environment: 'production' },
      key: SECRET,
    });
  });

  it('marks a page that depends on the visitor private, for every cache but their own', async () => {
    for (const cookie of [undefined, `${BUCKET_COOKIE}=10`, `${BUCKET_COOKIE}=90`]) {
      const { response } = await load(cookie);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toContain('Cookie');
    }
  });

  it('gives a visitor without a bucket one, in an HttpOnly, SameSite=Lax, year-long cookie', async () => {
    const { response, config } = await load();
    const cookie = response.headers.get('set-cookie') ?? '';
    const bucket = Number(new RegExp(`^${BUCKET_COOKIE}=(\\d+);`).exec(cookie)?.[1]);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    expect(cookie).toContain('; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(config?.releases?.marketing).toBe(bucket < 50 ? '1.1.0' : '1.0.0');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
  });

  it('serves the canary below its percentage and the live version above, the same on every reload', async () => {
    for (let reload = 0; reload < 3; reload += 1) {
      const low = await load(`${BUCKET_COOKIE}=49`);
      const high = await load(`${BUCKET_COOKIE}=50`);
      expect(low.config?.releases).toEqual({ marketing: '1.1.0' });
      expect(high.config?.releases).toEqual({ marketing: '1.0.0' });
      expect(low.response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('renders the page with the very version its configuration names, and allows its origin', async () => {
    for (const [bucket, version] of [
      [10, '1.1.0'],
      [90, '1.0.0'],
    ] as const) {
      const { config, rendered, response } = await load(`${BUCKET_COOKIE}=${bucket}`);
      expect(config?.remotes.marketing).toBe(`${supabaseUrl}/marketing/${version}/mf-manifest.json`);
      expect(rendered).toBe(`home of ${version}`);
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${supabaseUrl}`);
    }
  });

  it('turns a preview link into a cookie and the clean address; that browser then gets the version', async () => {
    const link = await load(undefined, `/?lang=en&release-preview=${PREVIEW_TOKEN}`);
    expect(link.response.status).toBe(303);
    expect(link.response.headers.get('location')).toBe('/?lang=en');
    const cookie = link.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=${PREVIEW_TOKEN}; Path=/; Max-Age=35\\d\\d; HttpOnly; SameSite=Lax$`),
    );
    expect(link.response.headers.get('cache-control')).toBe('no-store');
    const previewing = await load(`${BUCKET_COOKIE}=90; ${PREVIEW_COOKIE}=${PREVIEW_TOKEN}`);
    expect(previewing.config?.releases).toEqual({ marketing: '2.0.0' });
    expect(previewing.rendered).toBe('home of 2.0.0');
    expect((await load(`${BUCKET_COOKIE}=90`)).config?.releases).toEqual({ marketing: '1.0.0' });
  });

  it.each([
    '/.//evil.example/x',
    '/%2e//evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '/./\\evil.example/x',
    '/%5C%5Cevil.example/x',
  ])('redirects a preview link at %s to a path on this site, never to another origin', async (spelling) => {
    const response = await rawGet(`${spelling}?release-preview=${PREVIEW_TOKEN}`);
    // A path the host cannot read as one of the site's (an encoded backslash) is no page at all.
    if (response.statusCode === 404) return;
    expect(response.statusCode).toBe(303);
    const location = response.headers.location ?? '';
    expect(location.startsWith('/')).toBe(true);
    expect(new URL(location, 'https://app.example').origin).toBe('https://app.example');
  });

  it('clears the cookie of a token that is no longer valid, and serves the page as for anyone', async () => {
    const stale = 's'.repeat(43);
    const { response, config } = await load(`${BUCKET_COOKIE}=90; ${PREVIEW_COOKIE}=${stale}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe(
      `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
    expect(config?.releases).toEqual({ marketing: '1.0.0' });
    const link = await load(undefined, `/?release-preview=${stale}`);
    expect(link.response.headers.get('location')).toBe('/');
    expect(link.response.headers.get('set-cookie')).toContain(`${PREVIEW_COOKIE}=; Path=/; Max-Age=0`);
  });
});

/** One report as the shell sends it: same origin, JSON. */
async function report(
  body: unknown,
  { visitor = '203.0.113.1', headers = {} }: { visitor?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${host.url}/release-health`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const tokenOf = (config: AppConfig | undefined) => config?.releaseLoad ?? '';

describe('the health of a page load', () => {
  it('is reported with the token its document carries, and only a GET document carries one', async () => {
    const page = await load(`${BUCKET_COOKIE}=10`);
    expect(tokenOf(page.config)).toMatch(/^[\w-]+\.[\w-]+$/);
    // The token is the page's own, not the rendered markup's: the same version rendered alike.
    expect(page.rendered).toBe('home of 1.1.0');
    expect((await load(`${BUCKET_COOKIE}=10`)).config?.releaseLoad).not.toBe(page.config?.releaseLoad);
    const head = await load(`${BUCKET_COOKIE}=10`, '/', '203.0.113.1', 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.html).toBe('');

    expect(await report({ token: tokenOf(page.config), remote: 'marketing', event: 'start' })).toEqual({
      status: 204,
      text: '',
    });
    expect(await report({ token: tokenOf(page.config), remote: 'marketing', event: 'render' })).toMatchObject(
      {
        status: 204,
      },
    );
    await host.flushReleaseReports();
    expect(healthBatches()).toEqual([
      {
        load: expect.stringMatching(/^[0-9a-f]{32}$/),
        visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
        remote: 'marketing',
        version: '1.1.0',
        event: 'start',
      },
      expect.objectContaining({ remote: 'marketing', version: '1.1.0', event: 'render' }),
    ]);
    expect(rpcCalls.filter((call) => call.fn === 'record_release_health').map((call) => call.key)).toEqual([
      SECRET,
    ]);
    expect(JSON.stringify(healthBatches())).not.toContain('203.0.113.1');
  });

  it('moves nothing for a flood of HEAD requests: they get no token, and no report without one is taken', async () => {
    const before = healthBatches().length;
    for (let i = 0; i < 60; i += 1) {
      const head = await load(`${BUCKET_COOKIE}=0`, '/', '203.0.113.2', 'HEAD');
      expect(head.html).toBe('');
    }
    for (const body of [
      { remote: 'marketing', event: 'load' },
      { token: '', remote: 'marketing', event: 'load' },
      { token: 'forged.token', remote: 'marketing', event: 'load' },
    ])
      expect((await report(body, { visitor: '203.0.113.2' })).status).toBe(403);
    await host.flushReleaseReports();
    expect(healthBatches().length).toBe(before);
  });

  it("takes no report of another visitor's token, another remote, or a changed token", async () => {
    const before = healthBatches().length;
    const token = tokenOf((await load(`${BUCKET_COOKIE}=10`, '/', '203.0.113.3')).config);
    expect(
      (await report({ token, remote: 'marketing', event: 'load' }, { visitor: '198.51.100.9' })).status,
    ).toBe(403);
    expect(
      (await report({ token, remote: 'reports', event: 'load' }, { visitor: '203.0.113.3' })).status,
    ).toBe(403);
    const [body, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const changed = Buffer.from(JSON.stringify({ ...payload, r: { marketing: '1.0.0' } })).toString(
      'base64url',
    );
    expect(
      (
        await report(
          { token: `${changed}.${signature}`, remote: 'marketing', event: 'load' },
          { visitor: '203.0.113.3' },
        )
      ).status,
    ).toBe(403);
    await host.flushReleaseReports();
    expect(healthBatches().length).toBe(before);
  });

  it("takes reports from the site's own pages only, as JSON, a few a minute per visitor", async () => {
    const token = tokenOf((await load(`${BUCKET_COOKIE}=10`, '/', '203.0.113.4')).config);
    const good = { token, remote: 'marketing', event: 'start' };
    const as = (headers: Record<string, string>) => report(good, { visitor: '203.0.113.4', headers });
    expect((await as({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await as({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await as({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await report('{"token":', { visitor: '203.0.113.4' })).status).toBe(400);
    expect(
      (await report({ token, remote: 'marketing', event: 'crash' }, { visitor: '203.0.113.4' })).status,
    ).toBe(400);
    expect(
      (
        await report(
          { token: 'x'.repeat(5000), remote: 'marketing', event: 'start' },
          { visitor: '203.0.113.4' },
        )
      ).status,
    ).toBe(413);
    const get = await fetch(`${host.url}/release-health`);
    expect(get.status).toBe(405);
    await get.text();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await report(good, { visitor: '203.0.113.5' })).status);
    expect(statuses.slice(0, 29)).toEqual(Array(29).fill(403));
    expect(statuses.at(-1)).toBe(429);
  });
});

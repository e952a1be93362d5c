// The shell's host on the release registry, as browsers meet it: each page load's versions come from
// the registry (live, or canary by the visitor's sticky bucket, or a preview link's), the document's
// configuration names the very versions its markup was rendered with, and the cookies it sets are
// HttpOnly and SameSite=Lax.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShellAppConfig, startShellHost } from '../servers.ts';
import { BUCKET_COOKIE, PREVIEW_COOKIE } from './visitor-cookies.ts';

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
    appConfig: (): ShellAppConfig => ({
      supabaseUrl,
      supabaseAnonKey: 'anon'.repeat(10),
      remotes: { marketing: 'http://127.0.0.1:9/marketing/0.9.0/mf-manifest.json' },
      generateReportUrl: '/api/generate-report',
    }),
    releases: { environment: 'production' },
  });
});

afterAll(() => {
  host.server.close();
  supabase.close();
});

async function load(cookie?: string, pathname = '/') {
  const response = await fetch(`${host.url}${pathname}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  const html = await response.text();
  const config = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)?.[1];
  return {
    response,
    html,
    config: config ? (JSON.parse(config) as ShellAppConfig) : undefined,
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
  it('asks the registry with the anon key, for the host’s environment', async () => {
    await load(`${BUCKET_COOKIE}=80`);
    expect(rpcCalls.find((call) => call.fn === 'release_config')).toEqual({
      fn: 'release_config',
      body: { environment: 'production' },
      key: 'anon'.repeat(10),
    });
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

// The shell's host as a browser meets it: a page request gets index.html with the configuration and the
// first page's preloads written in; files are served as built.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@ahc/platform/app-config';
import { testAppConfig } from '@ahc/platform/testing/app-config';
import { startShellHost } from '../servers.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-host-'));
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(dir, 'route-remotes.json'),
  JSON.stringify([
    { path: '/', remote: 'marketing', module: './HomePage' },
    { path: '/reports/:reportId', remote: 'reports', module: './ReportPage' },
  ]),
);
writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
writeFileSync(path.join(dir, 'static', 'js', 'main.js'), 'console.log(2)');
// What the host keeps beside the site's files: its own server build and a hidden file.
mkdirSync(path.join(dir, 'server'));
writeFileSync(path.join(dir, 'server', 'index.cjs'), 'module.exports = "the host\'s own";');
writeFileSync(path.join(dir, '.env.local'), 'SECRET=1');

let remote: http.Server;
let shell: Awaited<ReturnType<typeof startShellHost>>;
let remoteUrl: string;

beforeAll(async () => {
  remote = http.createServer((req, res) => {
    if (req.url === '/mf-manifest.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [
            { path: './ReportPage', assets: { js: { sync: ['static/js/report.js'] }, css: { sync: [] } } },
          ],
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  shell = await startShellHost({
    dir,
    port: 0,
    host: '127.0.0.1',
    functionsUrl: 'http://127.0.0.1:9/functions/v1',
    appConfig: () => config(remoteUrl),
  });
});

// The marketing remote is down: its page still gets a document, with the manifest preload only.
const config = (reportsOrigin: string) =>
  testAppConfig({
    remotes: {
      marketing: 'http://127.0.0.1:9/mf-manifest.json',
      reports: `${reportsOrigin}/mf-manifest.json`,
    },
  });

/** A GET with the path exactly as written (fetch would normalise it first). */
function rawRequest(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(shell.url);
    const request = http.get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

afterAll(() => {
  remote.close();
  shell.server.close();
});

describe('the shell host', () => {
  it('refuses to start with a malformed configuration, and says which field is wrong', async () => {
    const start = (appConfig: () => unknown) =>
      startShellHost({
        dir,
        port: 0,
        host: '127.0.0.1',
        functionsUrl: 'http://127.0.0.1:9/functions/v1',
        appConfig: appConfig as () => AppConfig,
      });
    const good = config(remoteUrl);
    await expect(
      start(() => ({ ...good, remotes: { ...good.remotes, auth: 'auth.example' } })),
    ).rejects.toThrow('app-config.json is invalid: remotes.auth: must be an absolute URL');
    await expect(start(() => ({ ...good, supabaseAnonKey: undefined }))).rejects.toThrow(
      'app-config.json is invalid: supabaseAnonKey: must be a string',
    );
  });

  it("writes the configuration and the page's preloads into index.html", async () => {
    const response = await fetch(`${shell.url}/reports/42`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain(`<script type="application/json" id="app-config">`);
    expect(html).toContain(
      `<link rel="preload" href="${remoteUrl}/mf-manifest.json" as="fetch" crossorigin>`,
    );
    expect(html).toContain(`<link rel="preload" href="${remoteUrl}/remoteEntry.js" as="script" crossorigin>`);
    expect(html).toContain(
      `<link rel="preload" href="${remoteUrl}/static/js/report.js" as="script" crossorigin>`,
    );
  });

  it('still answers when the remote is down, and for paths no route knows', async () => {
    const home = await (await fetch(`${shell.url}/`)).text();
    expect(home).toContain(
      '<link rel="preload" href="http://127.0.0.1:9/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(home).not.toContain('remoteEntry.js');
    const unknown = await (await fetch(`${shell.url}/no/such/page`)).text();
    expect(unknown).toContain('id="app-config"');
    expect(unknown).not.toContain('rel="preload"');
  });

  it.each([
    '/server/index.cjs',
    '/%73erver/index.cjs',
    '/%73%65%72%76%65%72/%69ndex.cjs',
    '//server/index.cjs',
    '///server//index.cjs',
    '/./server/index.cjs',
    '/static/../server/index.cjs',
    '/static/%2e%2e/server/index.cjs',
    '/static/%2E%2E/server/index.cjs',
    '/%2e/server/index.cjs',
    '/\\server/index.cjs',
    '/static\\..\\server\\index.cjs',
    '/SERVER/index.cjs',
    '/Server/Index.cjs',
    '/server%2findex.cjs',
    '/server%5Cindex.cjs',
    '/server/index.cjs.gz',
    '/route-remotes.json',
    '/%72oute-remotes.json',
    '/.env.local',
    '/%2eenv.local',
    '/static/../.env.local',
  ])("never serves %s, the host's own file, however it is spelled", async (spelling) => {
    const response = await rawRequest(spelling);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain("the host's own");
    expect(response.body).not.toContain('SECRET');
  });

  it('serves the files under static/ and at the root, by any spelling of their path', async () => {
    expect((await rawRequest('/static/js/main.js')).body).toBe('console.log(2)');
    expect((await rawRequest('//static//js/./main.js')).body).toBe('console.log(2)');
    expect((await rawRequest('/%73tatic/js/main.js')).body).toBe('console.log(2)');
  });

  it('refuses any method but GET and HEAD on its files and pages', async () => {
    for (const [method, pathname] of [
      ['POST', '/'],
      ['PUT', '/start'],
      ['DELETE', '/index.html'],
      ['POST', '/release-health'],
      ['PATCH', '/static/js/main.js'],
    ] as const) {
      const response = await fetch(`${shell.url}${pathname}`, {
        method,
        body: method === 'DELETE' ? undefined : '{}',
      });
      expect(response.status, `${method} ${pathname}`).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      await response.text();
    }
  });

  it('serves files as built, and HEAD without a body', async () => {
    expect(await (await fetch(`${shell.url}/app.js`)).text()).toBe('console.log(1)');
    const head = await fetch(`${shell.url}/start`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

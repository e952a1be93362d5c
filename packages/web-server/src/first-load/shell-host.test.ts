// The shell's host as a browser meets it: a page request gets index.html with the configuration and the
// first page's preloads written in; files are served as built.
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    appConfig: () => ({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'k'.repeat(40),
      // The marketing remote is down: its page still gets a document, with the manifest preload only.
      remotes: { marketing: 'http://127.0.0.1:9/mf-manifest.json', reports: `${remoteUrl}/mf-manifest.json` },
      generateReportUrl: '/api/generate-report',
    }),
  });
});

afterAll(() => {
  remote.close();
  shell.server.close();
});

describe('the shell host', () => {
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

  it('serves files as built, and HEAD without a body', async () => {
    expect(await (await fetch(`${shell.url}/app.js`)).text()).toBe('console.log(1)');
    const head = await fetch(`${shell.url}/start`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

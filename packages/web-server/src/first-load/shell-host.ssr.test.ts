// The shell's host with a server build, as a browser meets it: a page request gets the page rendered in
// the request's language (?lang=, then the cookie, then Accept-Language), with the headers that go with
// it; without a server build, the plain document as before.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShellHost } from '../servers.ts';
import { testAppConfig } from '@ahc/platform/testing/app-config';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta name="description" content="d" /><title>t</title></head>',
  '<body><div id="root"></div></body></html>',
].join('');

/** A shell folder: index.html, route-remotes.json and, when given, the shell's server build. */
function shellDir(serverBuild?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-host-ssr-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(
    path.join(dir, 'route-remotes.json'),
    JSON.stringify([
      { path: '/', remote: 'marketing', module: './HomePage', firstRender: 'page' },
      { path: '/profile', remote: 'marketing', module: './ProfilePage' },
    ]),
  );
  if (serverBuild) {
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'index.cjs'), serverBuild);
  }
  return dir;
}

// The shell's server build: the route's page (from the remote's server build) or the frame, in the
// state's language, with a style attribute; 404 for a path no route knows.
const SHELL_BUILD = `"use strict";
exports.sharedModules = { react: { name: 'shared' } };
exports.platformMajor = 2;
exports.render = async function render(request) {
  const page = request.page ? request.page.component() : 'frame';
  const known = ['/', '/profile'].includes(new URL(request.url, 'http://x').pathname);
  return {
    html: '<main style="color:red">' + page + ' in ' + request.state.language + '</main>',
    status: known ? 200 : 404,
    title: request.state.language === 'da' ? 'Forside' : 'Home',
    description: 'About the page',
  };
};`;
const REMOTE_BUILD = `exports.modules = { './HomePage': { default: () => 'home page with ' + require('react').name } };
exports.platformContract = '^2.0.0';`;

let fake: http.Server;
let fakeUrl = '';
let rowReads = 0;
const hosts: http.Server[] = [];
let rendering = '';
let plain = '';

beforeAll(async () => {
  // Supabase's REST API (the maintenance row) and the marketing remote's origin, in one.
  fake = http.createServer((req, res) => {
    if (req.url === '/rest/v1/app_config?select=value&key=eq.maintenance') {
      rowReads += 1;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ value: { enabled: false, message: '' } }));
    } else if (req.url === '/marketing/1.0.0/server/index.cjs') {
      res.writeHead(200, { 'content-type': 'application/javascript' }).end(REMOTE_BUILD);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const appConfig = () =>
    testAppConfig({
      supabaseUrl: fakeUrl,
      remotes: { marketing: `${fakeUrl}/marketing/1.0.0/mf-manifest.json` },
    });
  const start = async (dir: string) => {
    const host = await startShellHost({
      dir,
      port: 0,
      host: '127.0.0.1',
      functionsUrl: 'http://127.0.0.1:9/functions/v1',
      appConfig,
    });
    hosts.push(host.server);
    return host.url;
  };
  rendering = await start(shellDir(SHELL_BUILD));
  plain = await start(shellDir());
});

afterAll(() => {
  for (const server of [fake, ...hosts]) server.close();
});

const sha256 = (value: string) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;
const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { response, html: await response.text() };
};

describe('the shell host with a server build', () => {
  it('answers a page request with the page rendered, its state and its headers', async () => {
    const { response, html } = await page(`${rendering}/`);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"><main style="color:red">home page with shared in en</main></div>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Home</title>');
    const state = '{"language":"en","maintenance":{"enabled":false,"message":""}}';
    expect(html).toContain(`<script type="application/json" id="first-render">${state}</script>`);
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    expect(rowReads).toBeGreaterThan(0);
  });

  it("allows the markup's style attributes by hash in the one Content-Security-Policy it sends", async () => {
    const { response } = await page(`${rendering}/`);
    const csp = response.headers.get('content-security-policy')!;
    // One policy: the page's replaces the host's default one, it is not sent beside it.
    expect(csp.match(/default-src/g)).toHaveLength(1);
    expect(csp).toContain(`style-src-attr 'unsafe-hashes' ${sha256('color:red')};`);
    expect(csp).not.toContain("style-src-attr 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("never serves the shell's server build as a file of the site", async () => {
    const { response } = await page(`${rendering}/server/index.cjs`);
    expect(response.status).toBe(404);
  });

  it('answers 404, with the rendered page, for a path no route knows', async () => {
    const { response, html } = await page(`${rendering}/no/such/page`);
    expect(response.status).toBe(404);
    expect(html).toContain('<div id="root"><main style="color:red">frame in en</main></div>');
    expect(html).toContain('id="first-render"');
  });

  it('renders a route that is not rendered with its page as the frame', async () => {
    const { response, html } = await page(`${rendering}/profile`);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"><main style="color:red">frame in en</main></div>');
  });

  it('renders in Danish for a browser that asks for it', async () => {
    const { response, html } = await page(`${rendering}/`, { 'accept-language': 'da-DK,da;q=0.9,en;q=0.5' });
    expect(html).toContain('<html lang="da">');
    expect(html).toContain('<title>Forside</title>');
    expect(html).toContain('home page with shared in da');
    expect(response.headers.get('content-language')).toBe('da');
  });

  it('takes the language cookie over Accept-Language, and ?lang= over the cookie', async () => {
    const cookie = await page(`${rendering}/`, {
      cookie: 'theme=dark; language=en',
      'accept-language': 'da',
    });
    expect(cookie.html).toContain('<html lang="en">');
    expect(cookie.response.headers.get('content-language')).toBe('en');
    const query = await page(`${rendering}/?lang=da`, { cookie: 'language=en', 'accept-language': 'en' });
    expect(query.html).toContain('<html lang="da">');
    expect(query.html).toContain('<link rel="alternate" hreflang="en" href="/?lang=en">');
    expect(query.response.headers.get('content-language')).toBe('da');
  });

  it('answers HEAD with the headers of the page and no body', async () => {
    const response = await fetch(`${rendering}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
    expect(await response.text()).toBe('');
  });
});

describe('the shell host without a server build', () => {
  it('answers with the plain document, as before', async () => {
    const { response, html } = await page(`${plain}/`, { 'accept-language': 'da' });
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('id="app-config"');
    expect(html).not.toContain('first-render');
    expect(response.headers.get('vary')).toBeNull();
    expect(response.headers.get('content-language')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("style-src-attr 'none'");
  });

  it('answers 200 with the plain document for a path no route knows', async () => {
    const { response, html } = await page(`${plain}/no/such/page`);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });
});

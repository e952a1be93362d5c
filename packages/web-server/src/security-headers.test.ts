import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_STYLES, contentSecurityPolicy, cspHash, securityHeaders } from './security-headers.ts';
import { startRemoteHost, startShellHost } from './servers.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

/** The source of the Radix ScrollArea the platform's UI kit installs (through Radix Themes). */
function installedScrollArea(): string {
  const fromPlatform = createRequire(new URL('../../platform/package.json', import.meta.url));
  const fromThemes = createRequire(fromPlatform.resolve('@radix-ui/themes'));
  return readFileSync(fromThemes.resolve('@radix-ui/react-scroll-area'), 'utf8');
}

const config = {
  supabaseUrl: 'https://abc.supabase.co',
  supabaseAnonKey: 'anon-key-for-tests-anon-key',
  remotes: {
    marketing: 'https://marketing.example.com/v7/mf-manifest.json',
    auth: 'https://auth.example.com/mf-manifest.json',
    assessment: 'https://auth.example.com/other/mf-manifest.json',
    reports: 'https://reports.example.com/mf-manifest.json',
  },
  generateReportUrl: '/api/generate-report',
};

describe('security headers', () => {
  it('allow scripts from the shell and the remotes only, with no inline script or eval', () => {
    const csp = contentSecurityPolicy(config);
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(script).toBe(
      "script-src 'self' https://marketing.example.com https://auth.example.com https://reports.example.com",
    );
    expect(csp).not.toContain("'unsafe-eval'");
    expect(script).not.toContain("'unsafe-inline'");
  });

  it('allow network calls to Supabase and the remotes, and forbid framing', () => {
    const csp = contentSecurityPolicy(config);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co https://marketing.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('come with the usual companions', () => {
    expect(securityHeaders(config)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('allow stylesheets from the shell and the remotes and the one inline <style> by its hash, never any inline style', () => {
    const csp = contentSecurityPolicy(config);
    expect(directive(csp, 'style-src')).toBe(
      "style-src 'self' https://marketing.example.com https://auth.example.com https://reports.example.com 'sha256-vGQdhYJbTuF+M8iCn1IZCHpdkiICocWHDq4qnQF4Rjw='",
    );
    expect(csp).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'none'");
  });

  it("hash the inline <style> Radix's ScrollArea writes, word for word as the installed version writes it", () => {
    const source = installedScrollArea();
    for (const style of INLINE_STYLES) expect(source).toContain(style);
    expect(cspHash('a{}')).toBe("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
  });

  it('allow the favicon and the web app manifest from the shell', () => {
    const csp = contentSecurityPolicy(config);
    expect(directive(csp, 'img-src')).toContain("'self'");
    expect(directive(csp, 'manifest-src')).toBe("manifest-src 'self'");
  });
});

// The hosts: the remotes' CORS header for the shell, with caches told that it depends on Origin, and
// the shell's favicon with its type.
const SHELL = 'http://localhost:3000';
let remoteBase = '';
let shellBase = '';
const servers: { close(): void }[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-hosts-'));
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(path.join(dir, 'static', 'page.0123456789.css'), 'body { color: red }');
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  const remote = await startRemoteHost({ dir, port: 0, host: '127.0.0.1', allowedOrigins: [SHELL] });
  remoteBase = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
  const shell = await startShellHost({
    dir,
    port: 0,
    host: '127.0.0.1',
    appConfig: () => config,
    functionsUrl: 'http://127.0.0.1:9',
  });
  shellBase = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
  servers.push(remote.server, shell.server);
});
afterAll(() => servers.forEach((server) => server.close()));

describe("a remote's static server", () => {
  it('answers the shell with its CORS header and says the answer varies by Origin, also for a plain <link> load', async () => {
    const plain = await fetch(`${remoteBase}/static/page.0123456789.css`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(plain.headers.get('cache-control')).toContain('immutable');

    const cors = await fetch(`${remoteBase}/static/page.0123456789.css`, { headers: { origin: SHELL } });
    expect(cors.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(cors.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('gives another site no CORS header', async () => {
    const other = await fetch(`${remoteBase}/static/page.0123456789.css`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("the shell's host", () => {
  it('serves the favicon as an icon, under the security headers', async () => {
    const icon = await fetch(`${shellBase}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(icon.headers.get('content-security-policy')).toContain("img-src 'self'");
  });

  it("asks search engines not to index a shared report or a reminder's unsubscribe page, and only those", async () => {
    const shared = await fetch(`${shellBase}/shared/shr_0123456789abcdef`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('x-robots-tag')).toBe('noindex');
    const unsubscribe = await fetch(`${shellBase}/reminders/unsubscribe?token=abc`);
    expect(unsubscribe.headers.get('x-robots-tag')).toBe('noindex');
    const other = await fetch(`${shellBase}/reports`);
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });
});

// The host's server rendering, piece by piece and then whole: the page cache, the maintenance row it
// renders with, remotes' server builds fetched and evaluated against the shell's shared instances, the
// shell's own server build read from its folder, and a first visit rendered from all of them (or null,
// which sends the page to be rendered in the browser).
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteRemote } from '../first-load/route-remotes.ts';
import { evaluateCommonJs } from './commonjs-bundle.ts';
import type { RenderRequest } from './contract.ts';
import { createFirstVisitRenderer } from './first-visit.ts';
import { MAINTENANCE_TTL_MS, createMaintenanceRow } from './maintenance-row.ts';
import { PageCache } from './page-cache.ts';
import { RemoteServerBuildError, createRemoteServerBuilds, serverBuildUrl } from './remote-server-builds.ts';
import { type ShellRenderer, createShellRendererLoader } from './shell-renderer.ts';
import { testAppConfig } from '@ahc/platform/testing/app-config';

type Fetch = typeof fetch;

/** A fetch that answers each URL from the table (404 for anything else) and records what was asked. */
function fakeFetch(answers: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  return vi.fn<Fetch>(async (input, init) => {
    const url = String(input);
    const answer = answers[url];
    return answer ? answer(init) : new Response('not found', { status: 404 });
  });
}
const calls = (fetch: ReturnType<typeof fakeFetch>, url: string) =>
  fetch.mock.calls.filter(([input]) => String(input) === url).length;

const project = { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon-key-anon-key-anon' };
const ROW_URL = 'http://supabase.test/rest/v1/app_config?select=value&key=eq.maintenance';
const row =
  (enabled: boolean, message = '') =>
  () =>
    Response.json({ value: { enabled, message } });

describe('PageCache', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new PageCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('counts setting a key again as a use, without taking a second place', () => {
    const cache = new PageCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('a', 'A2');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A2');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe('C');
  });

  it('forgets a deleted key, and keeps falsy values', () => {
    const cache = new PageCache<number>(3);
    cache.set('zero', 0);
    cache.set('one', 1);
    cache.delete('one');
    cache.delete('never set');
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('zero')).toBe(0);
  });

  it('holds one page with a capacity of one', () => {
    const cache = new PageCache<string>(1);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
  });
});

describe('createMaintenanceRow', () => {
  it('reads the row once per TTL, whoever asks in between, also while the read is under way', async () => {
    let clock = 1_000;
    const fetch = fakeFetch({ [ROW_URL]: row(true, 'Back soon') });
    const maintenanceRow = createMaintenanceRow({ fetch, now: () => clock });
    const [first, second] = await Promise.all([maintenanceRow(project), maintenanceRow(project)]);
    expect(first).toEqual({ enabled: true, message: 'Back soon' });
    expect(second).toEqual(first);
    clock += MAINTENANCE_TTL_MS - 1;
    expect(await maintenanceRow(project)).toEqual(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    clock += 1;
    await maintenanceRow(project);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads with the anon key, and keeps one entry per project', async () => {
    const other = { supabaseUrl: 'http://other.test', supabaseAnonKey: 'other-key-other-key-other' };
    const fetch = fakeFetch({
      [ROW_URL]: row(false),
      'http://other.test/rest/v1/app_config?select=value&key=eq.maintenance': row(true),
    });
    const maintenanceRow = createMaintenanceRow({ fetch, now: () => 0 });
    expect(await maintenanceRow(project)).toEqual({ enabled: false, message: '' });
    expect(await maintenanceRow(other)).toEqual({ enabled: true, message: '' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('apikey')).toBe(project.supabaseAnonKey);
    expect(fetch.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('is null (maintenance on, for the page) until a read has succeeded', async () => {
    let clock = 0;
    const fetch = fakeFetch({ [ROW_URL]: () => new Response('down', { status: 503 }) });
    const maintenanceRow = createMaintenanceRow({ fetch, now: () => clock });
    expect(await maintenanceRow(project)).toBeNull();
    clock += MAINTENANCE_TTL_MS;
    expect(await maintenanceRow(project)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the last value read when a later read fails or finds no row', async () => {
    let clock = 0;
    const answers = [
      row(false, 'first'),
      () => new Response('down', { status: 503 }),
      () => Promise.reject(new TypeError('fetch failed')),
      row(true),
    ];
    let call = 0;
    const fetch = vi.fn<Fetch>(async () => answers[call++]!());
    const maintenanceRow = createMaintenanceRow({ fetch, now: () => clock });
    expect(await maintenanceRow(project)).toEqual({ enabled: false, message: 'first' });
    clock += MAINTENANCE_TTL_MS;
    expect(await maintenanceRow(project)).toEqual({ enabled: false, message: 'first' });
    clock += MAINTENANCE_TTL_MS;
    expect(await maintenanceRow(project)).toEqual({ enabled: false, message: 'first' });
    clock += MAINTENANCE_TTL_MS;
    expect(await maintenanceRow(project)).toEqual({ enabled: true, message: '' });
  });

  it('gives up on a read that does not answer within its timeout', async () => {
    const fetch = vi.fn<Fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const maintenanceRow = createMaintenanceRow({ fetch });
    expect(await maintenanceRow(project)).toBeNull();
    const signal = fetch.mock.calls[0]![1]?.signal;
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as Error).name).toBe('TimeoutError');
  });
});

/** A stand-in for the shell's server build: only its build name and shared instances matter here. */
const shellBuild = (
  build: string,
  sharedModules: Record<string, unknown> = { react: { version: build } },
): ShellRenderer => ({
  build,
  sharedModules,
  platformMajor: 2,
  render: async () => {
    throw new Error('not rendered in these tests');
  },
});

const MANIFEST = 'http://marketing.test/1.2.3/mf-manifest.json';
const BUILD_URL = 'http://marketing.test/1.2.3/server/index.cjs';
/** A remote's server build: its page uses the shared React it requires. */
const REMOTE_BUILD = `"use strict";
const react = require('react');
function HomePage() { return 'home page with react ' + react.version; }
async function pageData() {}
exports.modules = {
  './HomePage': { default: HomePage },
  './ReportPage': { default: HomePage, pageData },
  './NoComponent': { default: 'not a function' },
  './BadData': { default: HomePage, pageData: 'not a function' },
};
exports.platformContract = '^2.0.0';
// A bundle may end in a comment.`;

describe('createRemoteServerBuilds', () => {
  it('finds the server build beside the manifest of the version app-config.json names', () => {
    expect(serverBuildUrl(MANIFEST)).toBe(BUILD_URL);
    expect(serverBuildUrl('https://cdn.test/apps/marketing/mf-manifest.json?v=1')).toBe(
      'https://cdn.test/apps/marketing/server/index.cjs',
    );
  });

  it("evaluates the bundle against the shell's shared instances and gives the exposed module's default export", async () => {
    const fetch = fakeFetch({ [BUILD_URL]: () => new Response(REMOTE_BUILD) });
    const serverComponent = createRemoteServerBuilds({ fetch });
    const page = await serverComponent(MANIFEST, './HomePage', shellBuild('shell-1'));
    expect((page.component as () => string)()).toBe('home page with react shell-1');
    expect(page).not.toHaveProperty('pageData');
    expect(fetch.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("gives a page module's pageData beside its component, and refuses one that is not a function", async () => {
    const fetch = fakeFetch({ [BUILD_URL]: () => new Response(REMOTE_BUILD) });
    const serverComponent = createRemoteServerBuilds({ fetch });
    const shell = shellBuild('shell-1');
    expect((await serverComponent(MANIFEST, './ReportPage', shell)).pageData).toBeTypeOf('function');
    await expect(serverComponent(MANIFEST, './BadData', shell)).rejects.toThrow(
      `${BUILD_URL}'s ./BadData exports a pageData that is not a function`,
    );
  });

  it('fetches and evaluates a build once, for every module of it', async () => {
    const fetch = fakeFetch({ [BUILD_URL]: () => new Response(REMOTE_BUILD) });
    const serverComponent = createRemoteServerBuilds({ fetch });
    const shell = shellBuild('shell-1');
    const [a, b] = await Promise.all([
      serverComponent(MANIFEST, './HomePage', shell),
      serverComponent(MANIFEST, './HomePage', shell),
    ]);
    expect(a.component).toBe(b.component);
    await expect(serverComponent(MANIFEST, './NoComponent', shell)).rejects.toThrow(
      `${BUILD_URL} has no component for ./NoComponent`,
    );
    await expect(serverComponent(MANIFEST, './Missing', shell)).rejects.toThrow(RemoteServerBuildError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  const unshared = ['node:fs', 'child_process', 'react-dom', '__proto__', 'constructor'];
  it.each(unshared)('refuses a require of %s, which the shell does not share', async (request) => {
    const fetch = fakeFetch({
      [BUILD_URL]: () =>
        new Response(
          `require(${JSON.stringify(request)}); exports.modules = {}; exports.platformContract = '^2.0.0';`,
        ),
    });
    const serverComponent = createRemoteServerBuilds({ fetch });
    const failure = serverComponent(MANIFEST, './HomePage', shellBuild('shell-1'));
    await expect(failure).rejects.toThrow(RemoteServerBuildError);
    await expect(failure).rejects.toThrow(
      `${BUILD_URL} requires '${request}', which the shell does not share`,
    );
  });

  it('refuses a build that answers an error status, exports no modules or does not run', async () => {
    for (const [answer, message] of [
      [() => new Response('gone', { status: 404 }), `${BUILD_URL} answered 404`],
      [() => new Response('oops', { status: 500 }), `${BUILD_URL} answered 500`],
      [() => new Response('exports.other = 1;'), `${BUILD_URL} exports no modules`],
      [() => new Response('exports.modules = null;'), `${BUILD_URL} exports no modules`],
    ] as const) {
      const serverComponent = createRemoteServerBuilds({ fetch: fakeFetch({ [BUILD_URL]: answer }) });
      await expect(serverComponent(MANIFEST, './HomePage', shellBuild('shell-1'))).rejects.toThrow(message);
    }
    const broken = createRemoteServerBuilds({
      fetch: fakeFetch({ [BUILD_URL]: () => new Response('exports.modules = {') }),
    });
    await expect(broken(MANIFEST, './HomePage', shellBuild('shell-1'))).rejects.toThrow(SyntaxError);
  });

  it('refuses a body over 16 MB, declared or not', async () => {
    const declared = new Response('exports.modules = {};', {
      headers: { 'content-length': String(16 * 1024 * 1024 + 1) },
    });
    const serverComponent = createRemoteServerBuilds({ fetch: fakeFetch({ [BUILD_URL]: () => declared }) });
    const tooLarge = `${BUILD_URL} is larger than ${16 * 1024 * 1024} bytes`;
    await expect(serverComponent(MANIFEST, './HomePage', shellBuild('shell-1'))).rejects.toThrow(tooLarge);
    // Refused on its header alone: the body is never read.
    expect(declared.bodyUsed).toBe(false);

    const undeclared = `exports.modules = {};//${'x'.repeat(16 * 1024 * 1024)}`;
    const unsized = createRemoteServerBuilds({
      fetch: fakeFetch({ [BUILD_URL]: () => new Response(undeclared) }),
    });
    await expect(unsized(MANIFEST, './HomePage', shellBuild('shell-1'))).rejects.toThrow(tooLarge);

    // Counted in bytes, not characters: 9 M two-byte characters are 18 MB.
    const wide = `exports.modules = {};//${'é'.repeat(9 * 1024 * 1024)}`;
    const multibyte = createRemoteServerBuilds({
      fetch: fakeFetch({ [BUILD_URL]: () => new Response(wide) }),
    });
    await expect(multibyte(MANIFEST, './HomePage', shellBuild('shell-1'))).rejects.toThrow(tooLarge);
  });

  it('refuses a build made for another platform major, as the browser refuses its remote entry', async () => {
    const other = REMOTE_BUILD.replace("'^2.0.0'", "'^3.0.0'");
    const serverComponent = createRemoteServerBuilds({
      fetch: fakeFetch({ [BUILD_URL]: () => new Response(other) }),
    });
    await expect(serverComponent(MANIFEST, './HomePage', shellBuild('shell-1'))).rejects.toThrow(
      `${BUILD_URL} was built for the platform ^3.0.0; the shell provides major 2`,
    );
    const none = REMOTE_BUILD.replace("exports.platformContract = '^2.0.0';", '');
    const unnamed = createRemoteServerBuilds({ fetch: fakeFetch({ [BUILD_URL]: () => new Response(none) }) });
    await expect(unnamed(MANIFEST, './HomePage', shellBuild('shell-1'))).rejects.toThrow(
      'was built for the platform undefined',
    );
  });

  it('remembers a failure for 5 s, then tries again', async () => {
    let clock = 0;
    let up = false;
    const fetch = fakeFetch({
      [BUILD_URL]: () => (up ? new Response(REMOTE_BUILD) : new Response('down', { status: 503 })),
    });
    const serverComponent = createRemoteServerBuilds({ fetch, now: () => clock });
    const shell = shellBuild('shell-1');
    await expect(serverComponent(MANIFEST, './HomePage', shell)).rejects.toThrow('answered 503');
    up = true;
    clock = 4_999;
    await expect(serverComponent(MANIFEST, './HomePage', shell)).rejects.toThrow('answered 503');
    expect(fetch).toHaveBeenCalledTimes(1);
    clock = 5_000;
    expect((await serverComponent(MANIFEST, './HomePage', shell)).component).toBeTypeOf('function');
    expect(fetch).toHaveBeenCalledTimes(2);
    // A success is kept for good: a version folder never changes.
    clock = 1e9;
    await serverComponent(MANIFEST, './HomePage', shell);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('counts the 5 s from the failure, not from the request that started the fetch', async () => {
    let clock = 0;
    let fail!: () => void;
    // The first fetch answers when the test says; any later one at once.
    const fetch = vi.fn<Fetch>(async () => new Response('down', { status: 503 }));
    fetch.mockImplementationOnce(
      () => new Promise((resolve) => (fail = () => resolve(new Response('down', { status: 503 })))),
    );
    const serverComponent = createRemoteServerBuilds({ fetch, now: () => clock });
    const shell = shellBuild('shell-1');
    const first = serverComponent(MANIFEST, './HomePage', shell);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    clock = 3_000;
    fail();
    await expect(first).rejects.toThrow('answered 503');
    clock = 7_999;
    await expect(serverComponent(MANIFEST, './HomePage', shell)).rejects.toThrow('answered 503');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("evaluates a build again for a new shell build, against that build's shared instances", async () => {
    const fetch = fakeFetch({ [BUILD_URL]: () => new Response(REMOTE_BUILD) });
    const serverComponent = createRemoteServerBuilds({ fetch });
    const before = (await serverComponent(MANIFEST, './HomePage', shellBuild('shell-1')))
      .component as () => string;
    const after = (await serverComponent(MANIFEST, './HomePage', shellBuild('shell-2')))
      .component as () => string;
    expect(before()).toBe('home page with react shell-1');
    expect(after()).toBe('home page with react shell-2');
    expect(fetch).toHaveBeenCalledTimes(2);
    await serverComponent(MANIFEST, './HomePage', shellBuild('shell-2'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the 16 builds fetched last', async () => {
    const fetch = vi.fn<Fetch>(async () => new Response(REMOTE_BUILD));
    const serverComponent = createRemoteServerBuilds({ fetch });
    const shell = shellBuild('shell-1');
    const version = (n: number) => `http://marketing.test/${n}/mf-manifest.json`;
    for (let n = 1; n <= 17; n++) await serverComponent(version(n), './HomePage', shell);
    expect(fetch).toHaveBeenCalledTimes(17);
    await serverComponent(version(17), './HomePage', shell);
    await serverComponent(version(2), './HomePage', shell);
    expect(fetch).toHaveBeenCalledTimes(17);
    await serverComponent(version(1), './HomePage', shell);
    expect(fetch).toHaveBeenCalledTimes(18);
  });
});

describe('evaluateCommonJs', () => {
  it('gives what the code puts on exports or module.exports, with exports as this', () => {
    const code = 'exports.a = 1; exports.self = this === exports;';
    expect(evaluateCommonJs(code, '/app/server/index.cjs', () => undefined)).toEqual({ a: 1, self: true });
    expect(
      evaluateCommonJs(
        'module.exports = { b: 2 }; // trailing comment',
        '/app/server/index.cjs',
        () => undefined,
      ),
    ).toEqual({ b: 2 });
  });

  it('passes the require it is given, the file name and its folder', () => {
    const require = vi.fn((request: string) => `shared ${request}`);
    const exports = evaluateCommonJs(
      "exports.react = require('react'); exports.file = __filename; exports.dir = __dirname;",
      'http://remote.test/1.0.0/server/index.cjs',
      require,
    );
    expect(exports).toEqual({
      react: 'shared react',
      file: 'http://remote.test/1.0.0/server/index.cjs',
      dir: 'http://remote.test/1.0.0/server',
    });
    expect(require).toHaveBeenCalledWith('react');
  });

  it("keeps the code's own declarations out of the global scope", () => {
    evaluateCommonJs('var leakedByBundle = 1; function leakedFunction() {}', '/x/index.cjs', () => undefined);
    expect('leakedByBundle' in globalThis).toBe(false);
    expect('leakedFunction' in globalThis).toBe(false);
  });

  it('names the file in the stack of an error the code throws', () => {
    let thrown: unknown;
    try {
      evaluateCommonJs("throw new Error('boom');", '/deploy/shell/server/index.cjs', () => undefined);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toBe('boom');
    expect((thrown as Error).stack).toContain('/deploy/shell/server/index.cjs');
  });
});

/** The shell's folder, with server/index.cjs written by the test. */
function shellDir(): { dir: string; write(code: string, mtime: number): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-renderer-'));
  const file = path.join(dir, 'server', 'index.cjs');
  return {
    dir,
    write(code, mtime) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, code);
      // Set explicitly: two writes within the file system's timestamp resolution would otherwise look alike.
      utimesSync(file, mtime, mtime);
    },
  };
}

describe('createShellRendererLoader', () => {
  const shellCode = (name: string) =>
    `const path = require('node:path');
globalThis.__shellEvaluations = (globalThis.__shellEvaluations ?? 0) + 1;
exports.sharedModules = { react: { name: ${JSON.stringify(name)} } };
exports.platformMajor = 2;
exports.render = async () => ({ html: ${JSON.stringify(name)} + path.sep, status: 200, title: '', description: '' });`;
  const evaluations = () => (globalThis as { __shellEvaluations?: number }).__shellEvaluations ?? 0;
  beforeEach(() => {
    delete (globalThis as { __shellEvaluations?: number }).__shellEvaluations;
  });

  it('answers null when the shell was built without a server build', async () => {
    const { dir } = shellDir();
    expect(await createShellRendererLoader(dir)()).toBeNull();
    expect(await createShellRendererLoader(path.join(dir, 'no-such-folder'))()).toBeNull();
  });

  it("loads the build with Node's require, once while the file is unchanged", async () => {
    const shell = shellDir();
    shell.write(shellCode('first'), 1_000);
    const load = createShellRendererLoader(shell.dir);
    const renderer = await load();
    expect(renderer).not.toBeNull();
    expect(renderer!.sharedModules).toEqual({ react: { name: 'first' } });
    expect((await renderer!.render({} as RenderRequest)).html).toBe(`first${path.sep}`);
    expect(await load()).toBe(renderer);
    expect(evaluations()).toBe(1);
  });

  it('loads it again when the file changes, under a new build name', async () => {
    const shell = shellDir();
    shell.write(shellCode('first'), 1_000);
    const load = createShellRendererLoader(shell.dir);
    const before = await load();
    shell.write(shellCode('second'), 2_000);
    const after = await load();
    expect(after!.sharedModules).toEqual({ react: { name: 'second' } });
    expect(after!.build).not.toBe(before!.build);
    // The same size and a new time is a new build as well.
    shell.write(shellCode('third!'), 3_000);
    shell.write(shellCode('fourth'), 4_000);
    expect((await load())!.sharedModules).toEqual({ react: { name: 'fourth' } });
    expect(evaluations()).toBe(3);
  });

  it.each([
    ['no render', 'exports.sharedModules = {};'],
    ['no shared modules', 'exports.render = async () => ({});'],
    ['null shared modules', 'exports.render = async () => ({}); exports.sharedModules = null;'],
    [
      'a render that is not a function',
      "exports.render = 'render'; exports.sharedModules = {}; exports.platformMajor = 2;",
    ],
    ['no platform major', 'exports.render = async () => ({}); exports.sharedModules = {};'],
  ])(
    'rejects a module with %s, stays failed until the file changes, then loads the new one',
    async (_case, code) => {
      const shell = shellDir();
      shell.write(
        `globalThis.__shellEvaluations = (globalThis.__shellEvaluations ?? 0) + 1;\n${code}`,
        1_000,
      );
      const load = createShellRendererLoader(shell.dir);
      const file = path.join(shell.dir, 'server', 'index.cjs');
      await expect(load()).rejects.toThrow(`${file} does not export render, sharedModules and platformMajor`);
      await expect(load()).rejects.toThrow('does not export render, sharedModules and platformMajor');
      // The same broken build is not read and run again on every request.
      expect(evaluations()).toBe(1);
      shell.write(shellCode('fixed'), 2_000);
      expect((await load())!.sharedModules).toEqual({ react: { name: 'fixed' } });
    },
  );
});

describe('createFirstVisitRenderer', () => {
  // The shell's server build: fixed markup around the route's page (or the spinner), with a style
  // attribute, as the real one has; it tells the test what it was asked through a global.
  const SHELL_BUILD = `"use strict";
exports.sharedModules = { react: { version: 'of the shell' } };
exports.platformMajor = 2;
exports.render = async function render(request) {
  const probe = globalThis.__firstVisitProbe;
  probe.requests.push(request);
  if (probe.gate) await probe.gate;
  if (request.url === '/throws') throw new Error('the page threw');
  const page = request.page ? request.page.component() : 'spinner';
  return {
    html: '<main style="color:red">' + page + ' in ' + request.state.language + '</main>',
    status: request.url === '/nope' ? 404 : 200,
    title: 'Title ' + request.state.language,
    description: 'About',
  };
};`;
  type Probe = { requests: RenderRequest[]; gate?: Promise<void> };
  const probe = () => (globalThis as unknown as { __firstVisitProbe: Probe }).__firstVisitProbe;
  const appConfig = testAppConfig({
    ...project,
    remotes: { marketing: MANIFEST, auth: 'http://auth.test/1.0.0/mf-manifest.json' },
  });
  /** What the stand-in renders for a route without its page, in English. */
  const SPINNER = '<main style="color:red">spinner in en</main>';
  const home: RouteRemote = {
    path: '/',
    remote: 'marketing',
    module: './HomePage',
    access: 'open',
    firstRender: 'page',
  };
  const login: RouteRemote = { path: '/login', remote: 'auth', module: './LoginPage', access: 'signedOut' };

  let dir: string;
  beforeEach(() => {
    (globalThis as unknown as { __firstVisitProbe: Probe }).__firstVisitProbe = { requests: [] };
    const shell = shellDir();
    shell.write(SHELL_BUILD, 1_000);
    dir = shell.dir;
  });
  afterEach(() => {
    delete (globalThis as { __firstVisitProbe?: Probe }).__firstVisitProbe;
  });

  function setUp(answers: Record<string, () => Response | Promise<Response>> = {}) {
    const fetch = fakeFetch({
      [ROW_URL]: row(false),
      [BUILD_URL]: () => new Response(REMOTE_BUILD),
      ...answers,
    });
    const log = vi.fn();
    return { fetch, log, renderFirstVisit: createFirstVisitRenderer(dir, { fetch, log }) };
  }

  it("renders the route's page from its remote's server build, and gives the state it used", async () => {
    const { fetch, log, renderFirstVisit } = setUp();
    const rendered = await renderFirstVisit({ url: '/?ref=mail', route: home, appConfig, language: 'da' });
    expect(rendered).toEqual({
      page: {
        html: '<main style="color:red">home page with react of the shell in da</main>',
        status: 200,
        title: 'Title da',
        description: 'About',
      },
      state: { language: 'da', maintenance: { enabled: false, message: '' } },
    });
    const [request] = probe().requests;
    expect(request).toMatchObject({
      url: '/?ref=mail',
      config: appConfig,
      state: rendered!.state,
      page: { remote: 'marketing', module: './HomePage' },
    });
    expect(calls(fetch, BUILD_URL)).toBe(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('renders a route without firstRender "page", and an unknown path, without a remote page', async () => {
    const { fetch, renderFirstVisit } = setUp();
    const frame = await renderFirstVisit({ url: '/login', route: login, appConfig, language: 'en' });
    expect(frame?.page.html).toBe(SPINNER);
    const unknown = await renderFirstVisit({ url: '/nope', route: undefined, appConfig, language: 'en' });
    expect(unknown?.page.status).toBe(404);
    expect(probe().requests.map((request) => request.page)).toEqual([undefined, undefined]);
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([ROW_URL]);
  });

  it('renders a page once for every request that asks for it the same way', async () => {
    const { fetch, renderFirstVisit } = setUp();
    const request = { url: '/', route: home, appConfig, language: 'en' } as const;
    const [first, second] = await Promise.all([renderFirstVisit(request), renderFirstVisit(request)]);
    const third = await renderFirstVisit(request);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(probe().requests).toHaveLength(1);
    expect(calls(fetch, ROW_URL)).toBe(1);
    // Another language, another address: other pages.
    await renderFirstVisit({ ...request, language: 'da' });
    await renderFirstVisit({ ...request, url: '/?x=1' });
    expect(probe().requests).toHaveLength(3);
  });

  it('renders a page read for its reader afresh for every request, with the reader, and never keeps it', async () => {
    const { renderFirstVisit } = setUp();
    const report: RouteRemote = {
      path: '/reports/:reportId',
      remote: 'marketing',
      module: './HomePage',
      access: 'signedIn',
      firstRender: 'viewer',
    };
    const reader = {
      supabase: { as: 'the person' },
      viewer: { user: { id: 'u1' }, secondFactorRequired: false },
    };
    const request = { url: '/reports/r1', route: report, appConfig, language: 'en', reader } as const;
    await renderFirstVisit(request);
    await renderFirstVisit(request);
    expect(probe().requests).toHaveLength(2);
    for (const sent of probe().requests) {
      expect(sent.reader).toMatchObject(reader);
      expect(sent.reader?.loadPage).toBeTypeOf('function');
      expect(sent.page?.module).toBe('./HomePage');
    }
    // The same address for anyone is another page, kept apart from them: rendered, then cached.
    const anyone = { ...request, reader: undefined, route: { ...report, firstRender: 'page' as const } };
    await renderFirstVisit(anyone);
    await renderFirstVisit(anyone);
    expect(probe().requests).toHaveLength(3);
    expect(probe().requests[2]?.reader).toBeUndefined();
    // Without a reader a personal route is the frame, for anyone.
    await renderFirstVisit({ ...request, reader: undefined });
    expect(probe().requests[3]?.page).toBeUndefined();
  });

  it('answers null, and logs why, when the remote build cannot be had; and tries again later', async () => {
    const { fetch, log, renderFirstVisit } = setUp({
      [BUILD_URL]: () => new Response('down', { status: 502 }),
    });
    expect(await renderFirstVisit({ url: '/', route: home, appConfig, language: 'en' })).toBeNull();
    expect(log).toHaveBeenCalledWith(
      '/ could not be rendered on the server; the browser renders it',
      expect.any(RemoteServerBuildError),
    );
    expect(String(log.mock.calls[0]![1])).toContain(`${BUILD_URL} answered 502`);
    expect(probe().requests).toHaveLength(0);
    // The failed page is not cached; the remote build's own failure is remembered for a few seconds.
    expect(await renderFirstVisit({ url: '/', route: home, appConfig, language: 'en' })).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(calls(fetch, BUILD_URL)).toBe(1);
  });

  it('answers null, and logs why, when the render throws; and renders again on the next request', async () => {
    const { log, renderFirstVisit } = setUp();
    expect(
      await renderFirstVisit({ url: '/throws', route: undefined, appConfig, language: 'en' }),
    ).toBeNull();
    expect(log).toHaveBeenCalledWith(
      '/throws could not be rendered on the server; the browser renders it',
      expect.objectContaining({ message: 'the page threw' }),
    );
    expect(
      await renderFirstVisit({ url: '/throws', route: undefined, appConfig, language: 'en' }),
    ).toBeNull();
    expect(probe().requests).toHaveLength(2);
  });

  it('answers null, without logging, when the shell has no server build', async () => {
    const { fetch, log, renderFirstVisit } = setUp();
    const empty = mkdtempSync(path.join(os.tmpdir(), 'shell-without-server-'));
    const withoutBuild = createFirstVisitRenderer(empty, { fetch, log });
    expect(await withoutBuild({ url: '/', route: home, appConfig, language: 'en' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(await renderFirstVisit({ url: '/', route: home, appConfig, language: 'en' })).not.toBeNull();
  });

  it.each([
    ['on', row(true, 'Back at 3'), { enabled: true, message: 'Back at 3' }],
    ['unreadable', () => new Response('down', { status: 503 }), null],
  ] as const)(
    'renders without the remote page while maintenance is %s',
    async (_case, answer, maintenance) => {
      const { fetch, renderFirstVisit } = setUp({ [ROW_URL]: answer });
      const rendered = await renderFirstVisit({ url: '/', route: home, appConfig, language: 'en' });
      expect(rendered?.state).toEqual({ language: 'en', maintenance });
      expect(rendered?.page.html).toBe(SPINNER);
      expect(probe().requests[0]!.page).toBeUndefined();
      expect(calls(fetch, BUILD_URL)).toBe(0);
    },
  );

  it('answers null beyond 4 renders in flight, rather than waiting', async () => {
    const { log, renderFirstVisit } = setUp();
    let release!: () => void;
    probe().gate = new Promise<void>((resolve) => (release = resolve));
    const visit = (url: string) => renderFirstVisit({ url, route: undefined, appConfig, language: 'en' });
    const inFlight = ['/a', '/b', '/c', '/d'].map(visit);
    await vi.waitFor(() => expect(probe().requests).toHaveLength(4));
    expect(await visit('/e')).toBeNull();
    // A page already being rendered is waited for: it costs no render of its own.
    const sameAsFirst = visit('/a');
    release();
    const pages = await Promise.all([...inFlight, sameAsFirst]);
    expect(pages.map((page) => page?.page.html)).toEqual([SPINNER, SPINNER, SPINNER, SPINNER, SPINNER]);
    expect(log).not.toHaveBeenCalled();
    // Done: there is room again.
    expect(await visit('/e')).not.toBeNull();
    expect(probe().requests).toHaveLength(5);
  });
});

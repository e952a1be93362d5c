import { describe, expect, it, vi } from 'vitest';
import { createRemotePreloads } from './remote-preloads.ts';
import { matchRoute, parseRouteRemotes, type RouteRemote } from './route-remotes.ts';
import { renderShellDocument } from './shell-document.ts';
import { testAppConfig } from '@ahc/platform/testing/app-config';

const routes: RouteRemote[] = [
  { path: '/', remote: 'marketing', module: './HomePage', access: 'open' },
  { path: '/reports/:reportId', remote: 'reports', module: './ReportPage', access: 'open' },
  {
    path: '/team-assessments/join/:token',
    remote: 'reports',
    module: './TeamInvitationPage',
    access: 'open',
  },
  { path: '/team-assessments/:teamId/report', remote: 'reports', module: './TeamReportPage', access: 'open' },
];

describe('matchRoute', () => {
  it('finds the route of a path, parameters included', () => {
    expect(matchRoute(routes, '/')?.module).toBe('./HomePage');
    expect(matchRoute(routes, '/reports/abc')?.module).toBe('./ReportPage');
    expect(matchRoute(routes, '/reports/abc/')?.module).toBe('./ReportPage');
  });

  it('prefers literal segments over parameters, and the earlier route on a tie, as the router does', () => {
    expect(matchRoute(routes, '/team-assessments/join/abc')?.module).toBe('./TeamInvitationPage');
    expect(matchRoute(routes, '/team-assessments/join/report')?.module).toBe('./TeamInvitationPage');
    expect(matchRoute(routes, '/team-assessments/t1/report')?.module).toBe('./TeamReportPage');
  });

  it('finds nothing for unknown or malformed paths', () => {
    expect(matchRoute(routes, '/reports')).toBeUndefined();
    expect(matchRoute(routes, '/reports/a/b')).toBeUndefined();
    expect(matchRoute(routes, '/reports/%E0%A4%A')).toBeUndefined();
  });

  it('reads only well-formed entries from the map', () => {
    expect(parseRouteRemotes({})).toEqual([]);
    expect(
      parseRouteRemotes([{ path: '/', remote: 'marketing', module: './HomePage' }, { path: 1 }, null]),
    ).toHaveLength(1);
  });

  it("reads each route's access and first render, an unknown value as none (an older shell's map is open)", () => {
    expect(
      parseRouteRemotes([
        { path: '/', remote: 'marketing', module: './HomePage', firstRender: 'page' },
        {
          path: '/reports',
          remote: 'reports',
          module: './ReportsPage',
          access: 'signedIn',
          firstRender: 'viewer',
        },
        {
          path: '/shared/:token',
          remote: 'reports',
          module: './SharedReportPage',
          access: 'open',
          firstRender: 'link',
        },
        { path: '/login', remote: 'auth', module: './LoginPage', access: 'signedOut', firstRender: 'static' },
        { path: '/x', remote: 'auth', module: './X', access: 'admin' },
      ]).map(({ access, firstRender }) => [access, firstRender ?? null]),
    ).toEqual([
      ['open', 'page'],
      ['signedIn', 'viewer'],
      ['open', 'link'],
      ['signedOut', null],
      ['open', null],
    ]);
  });
});

const manifestUrl = 'http://localhost:3001/1.0.0/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './HomePage',
      assets: { js: { sync: ['static/js/home.js'] }, css: { sync: ['static/css/home.css'] } },
    },
  ],
};

describe('createRemotePreloads', () => {
  it("preloads the manifest, the entry and the page's chunks, and reads the manifest once in a while", async () => {
    let clock = 0;
    const fetchImpl = vi.fn(async () => Response.json(manifest));
    const preloadsFor = createRemotePreloads(fetchImpl, () => clock);
    const expected = [
      { href: manifestUrl, as: 'fetch' },
      { href: 'http://localhost:3001/1.0.0/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:3001/1.0.0/static/js/home.js', as: 'script' },
      { href: 'http://localhost:3001/1.0.0/static/css/home.css', as: 'style' },
    ];
    expect(await preloadsFor(routes[0]!, manifestUrl)).toEqual(expected);
    expect(await preloadsFor(routes[0]!, manifestUrl)).toEqual(expected);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    clock = 10_001;
    await preloadsFor(routes[0]!, manifestUrl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('falls back to the manifest alone when the remote is down, slow or serves something else', async () => {
    for (const fetchImpl of [
      async () => {
        throw new TypeError('connection refused');
      },
      async () => new Response('nope', { status: 503 }),
      async () => Response.json({ not: 'a manifest' }),
    ]) {
      expect(await createRemotePreloads(fetchImpl)(routes[0]!, manifestUrl)).toEqual([
        { href: manifestUrl, as: 'fetch' },
      ]);
    }
  });
});

describe('renderShellDocument', () => {
  const config = testAppConfig({ supabaseAnonKey: 'key</script><script>alert(1)</script>' });
  const template =
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('writes the configuration as a data block that no value can break out of', () => {
    const html = renderShellDocument(template, config, []);
    const block = html.match(/<script type="application\/json" id="app-config">(.*?)<\/script>/)![1]!;
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(config);
    expect(html.indexOf('app-config')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds the preloads in CORS mode, with their URLs escaped', () => {
    const html = renderShellDocument(template, config, [{ href: 'http://x/a.js?"><script>', as: 'script' }]);
    expect(html).toContain(
      '<link rel="preload" href="http://x/a.js?&#34;&gt;&lt;script&gt;" as="script" crossorigin>',
    );
  });
});

import { PATHS } from '@ahc/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../routing/route-table.ts';
import { LIKELY_NEXT, prefetchLikelyNext, resetPrefetched } from './prefetch-likely-next.ts';

const config = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'k'.repeat(40),
  generateReportUrl: '/api/generate-report',
  remotes: {
    marketing: 'http://m.test/mf-manifest.json',
    auth: 'http://a.test/mf-manifest.json',
    assessment: 'http://s.test/1.0.0/mf-manifest.json',
    reports: 'http://r.test/mf-manifest.json',
  },
};

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './StartPage', assets: { js: { sync: ['static/js/start.js'] }, css: { sync: [] } } },
    {
      path: './LoginPage',
      assets: { js: { sync: ['static/js/login.js'] }, css: { sync: ['static/css/login.css'] } },
    },
  ],
};

afterEach(() => resetPrefetched());

describe('prefetchLikelyNext', () => {
  it("fetches the entry and the page chunks of the next pages' remotes, at low priority in CORS mode", async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(manifest));
    await prefetchLikelyNext(PATHS.home, config, fetchImpl);
    const urls = fetchImpl.mock.calls.map(([url]) => url);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://s.test/1.0.0/mf-manifest.json',
        'http://s.test/1.0.0/remoteEntry.js',
        'http://s.test/1.0.0/static/js/start.js',
        'http://a.test/mf-manifest.json',
        'http://a.test/remoteEntry.js',
        'http://a.test/static/js/login.js',
        'http://a.test/static/css/login.css',
      ]),
    );
    expect(fetchImpl).toHaveBeenCalledWith('http://s.test/1.0.0/static/js/start.js', {
      mode: 'cors',
      credentials: 'omit',
      priority: 'low',
    });
  });

  it('fetches each file once per visit, and nothing from a page with no likely next', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(manifest));
    await prefetchLikelyNext(PATHS.home, config, fetchImpl);
    const first = fetchImpl.mock.calls.length;
    await prefetchLikelyNext(PATHS.home, config, fetchImpl);
    expect(fetchImpl.mock.calls.length).toBe(first);
    await prefetchLikelyNext(PATHS.cookiePolicy, config, fetchImpl);
    expect(fetchImpl.mock.calls.length).toBe(first);
  });

  it('gives up quietly when a remote is down', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
      throw new TypeError('offline');
    });
    await expect(prefetchLikelyNext(PATHS.home, config, fetchImpl)).resolves.toBeUndefined();
  });

  it('names only routes the shell has', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const [from, next] of Object.entries(LIKELY_NEXT)) {
      expect(paths.has(from), from).toBe(true);
      for (const path of next ?? []) expect(paths.has(path), path).toBe(true);
    }
  });
});

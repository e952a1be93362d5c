// The host's release pieces on their own: the registry read (cached, last known good, null before any
// answer), the choice of versions (fallback, canary split, preview) and the visitor's cookies.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { chooseVersions } from './choose-versions.ts';
import { type ReleaseChannel, createRegistryChannels } from './registry-channels.ts';
import { BUCKET_COOKIE, cookieHeader, visitorBucket } from './visitor-cookies.ts';
import { testAppConfig } from '@ahc/platform/testing/app-config';

const project = { supabaseUrl: 'http://supabase.test', key: 'sb_secret_host' };
const base = testAppConfig({
  supabaseUrl: project.supabaseUrl,
  remotes: {
    marketing: 'http://m.test/1.0.0/mf-manifest.json',
    auth: 'http://a.test/1.0.0/mf-manifest.json',
  },
});
const row = (live: string, canary?: { version: string; percent: number }) => ({
  remote: 'marketing',
  live_version: live,
  live_manifest_url: `http://m.test/${live}/mf-manifest.json`,
  canary_version: canary?.version ?? null,
  canary_manifest_url: canary ? `http://m.test/${canary.version}/mf-manifest.json` : null,
  canary_percent: canary?.percent ?? null,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const request = (headers: Record<string, string> = {}) =>
  ({ headers, socket: {} }) as unknown as IncomingMessage;

describe('the registry read', () => {
  it("asks release_config with the host's secret key once per few seconds, then again", async () => {
    let clock = 0;
    const fetch = vi.fn(async () => json([row('1.0.0')]));
    const channels = createRegistryChannels({ fetch, now: () => clock, ttlMs: 5_000 });
    const first = await channels(project, 'production');
    expect(first).toEqual([
      {
        remote: 'marketing',
        live: { version: '1.0.0', manifestUrl: 'http://m.test/1.0.0/mf-manifest.json' },
      },
    ]);
    clock = 4_999;
    await channels(project, 'production');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://supabase.test/rest/v1/rpc/release_config');
    const headers = new Headers(init.headers);
    expect(headers.get('apikey')).toBe('sb_secret_host');
    expect(headers.get('authorization')).toBe('Bearer sb_secret_host');
    expect(JSON.parse(String(init.body))).toEqual({ environment: 'production' });
    clock = 5_000;
    fetch.mockImplementation(async () => json([row('1.1.0')]));
    expect((await channels(project, 'production'))?.[0]?.live.version).toBe('1.1.0');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the last answer that succeeded while Supabase cannot be reached, and has none before', async () => {
    let clock = 0;
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    });
    const channels = createRegistryChannels({ fetch, now: () => clock, ttlMs: 1 });
    expect(await channels(project, 'production')).toBeNull();
    fetch.mockImplementation(async () => json([row('1.0.0', { version: '1.1.0', percent: 10 })]));
    clock = 1;
    const good = await channels(project, 'production');
    fetch.mockImplementation(async () => new Response('{"code":"PT404"}', { status: 404 }));
    clock = 2;
    expect(await channels(project, 'production')).toEqual(good);
    fetch.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    clock = 3;
    expect(await channels(project, 'production')).toEqual(good);
  });
});

describe('the versions of a page load', () => {
  const channels: ReleaseChannel[] = [
    {
      remote: 'marketing',
      live: { version: '1.0.0', manifestUrl: 'http://m.test/1.0.0/mf-manifest.json' },
      canary: { version: '1.1.0', manifestUrl: 'http://m.test/1.1.0/mf-manifest.json', percent: 30 },
    },
  ];

  it("are app-config.json's when the registry has none, or could never be read", () => {
    expect(chooseVersions(base, null, () => 0)).toBe(base);
    expect(chooseVersions(base, [], () => 0)).toBe(base);
  });

  it("take the registry's live version, or its canary for the buckets below the percentage", () => {
    const versions = Array.from({ length: 100 }, (_, bucket) => chooseVersions(base, channels, () => bucket));
    expect(versions.filter((config) => config.releases?.marketing === '1.1.0')).toHaveLength(30);
    expect(versions[29]?.remotes.marketing).toBe('http://m.test/1.1.0/mf-manifest.json');
    expect(versions[30]?.remotes.marketing).toBe('http://m.test/1.0.0/mf-manifest.json');
    expect(versions[30]?.releases).toEqual({ marketing: '1.0.0' });
    // A remote the registry does not name keeps app-config.json's URL, and no version label.
    expect(versions[30]?.remotes.auth).toBe(base.remotes.auth);
  });

  it('draw a bucket only when a canary needs one', () => {
    const bucket = vi.fn(() => 0);
    chooseVersions(base, [{ remote: 'marketing', live: channels[0]!.live }], bucket);
    expect(bucket).not.toHaveBeenCalled();
  });

  it("give a preview's version to its remote whatever the bucket", () => {
    const preview = {
      remote: 'marketing',
      version: '2.0.0',
      manifestUrl: 'http://m.test/2.0.0/mf-manifest.json',
    };
    const config = chooseVersions(base, channels, () => 0, preview);
    expect(config.remotes.marketing).toBe(preview.manifestUrl);
    expect(config.releases).toEqual({ marketing: '2.0.0' });
  });
});

describe("the visitor's cookies", () => {
  it('keep the bucket a visitor was given, and give one with its cookie to a visitor without', () => {
    expect(visitorBucket(request({ cookie: `lang=da; ${BUCKET_COOKIE}=42` }), () => 7)).toEqual({
      bucket: 42,
    });
    const fresh = visitorBucket(request({ cookie: `${BUCKET_COOKIE}=x1` }), () => 7);
    expect(fresh.bucket).toBe(7);
    expect(fresh.setCookie).toBe(`${BUCKET_COOKIE}=7; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
  });

  it('are Secure when the visitor reached the site over https', () => {
    expect(cookieHeader(request({ 'x-forwarded-proto': 'https' }), 'c', 'v', 60)).toBe(
      'c=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure',
    );
    const tls = { headers: {}, socket: { encrypted: true } } as unknown as IncomingMessage;
    expect(cookieHeader(tls, 'c', '', 0)).toBe('c=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});

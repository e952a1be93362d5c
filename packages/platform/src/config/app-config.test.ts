import { REMOTES, type RemoteName as BuildRemoteName } from '@ahc/build-config/apps';
import type { Database } from '../supabase/database.types.ts';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { APP_CONFIG_ELEMENT_ID } from './app-config-element.ts';
import {
  AppConfigError,
  REMOTE_NAMES,
  type RemoteName,
  loadAppConfig,
  parseAppConfig,
  readEmbeddedAppConfig,
} from './app-config.ts';

const valid = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'x'.repeat(40),
  remotes: {
    marketing: 'http://localhost:3001/mf-manifest.json',
    auth: 'http://localhost:3002/mf-manifest.json',
    assessment: 'http://localhost:3003/mf-manifest.json',
    reports: 'http://localhost:3004/mf-manifest.json',
  },
};

describe('app-config.json', () => {
  it('accepts a complete config and defaults the generator URL', () => {
    expect(parseAppConfig(valid).generateReportUrl).toBe('/api/generate-report');
  });

  it('names what is wrong', () => {
    expect(() => parseAppConfig({ ...valid, remotes: { ...valid.remotes, reports: 'not a url' } })).toThrow(
      'remotes.reports: must be an absolute URL',
    );
    expect(() => parseAppConfig({ ...valid, supabaseAnonKey: 'short' })).toThrow(
      'supabaseAnonKey: must be at least 20 characters',
    );
    expect(() => parseAppConfig(null)).toThrow(AppConfigError);
    expect(() => parseAppConfig([])).toThrow('(root): must be a JSON object');
    expect(() => parseAppConfig({ ...valid, supabaseUrl: 'ftp://example.com' })).toThrow(
      'supabaseUrl: must be an absolute URL',
    );
    expect(() => parseAppConfig({ ...valid, remotes: 'x' })).toThrow(
      'remotes: must be an object of manifest URLs',
    );
    expect(() => parseAppConfig({ ...valid, generateReportUrl: '' })).toThrow(
      'generateReportUrl: must not be empty',
    );
    expect(() => parseAppConfig({ ...valid, releases: { auth: 3 } })).toThrow(
      'releases.auth: must be a version label',
    );
  });

  it('names every problem at once, in the order of the fields', () => {
    expect(() => parseAppConfig({ supabaseAnonKey: 7, remotes: {} })).toThrow(
      'app-config.json is invalid: supabaseUrl: must be an absolute URL; supabaseAnonKey: must be a string; ' +
        'remotes.marketing: must be an absolute URL; remotes.auth: must be an absolute URL; ' +
        'remotes.assessment: must be an absolute URL; remotes.reports: must be an absolute URL',
    );
  });

  it('keeps the fields it knows and the release labels, and nothing else', () => {
    const releases = { reports: 'v7' };
    expect(parseAppConfig({ ...valid, releases, unknown: 1, generateReportUrl: '/gen' })).toEqual({
      ...valid,
      generateReportUrl: '/gen',
      releases,
    });
  });

  it('reports an unreachable or broken file clearly', async () => {
    await expect(loadAppConfig('/x', async () => new Response('nope', { status: 404 }))).rejects.toThrow(
      'HTTP 404',
    );
    await expect(loadAppConfig('/x', async () => new Response('{'))).rejects.toThrow('not valid JSON');
    await expect(
      loadAppConfig('/x', async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toThrow('offline');
  });

  describe('written into the page by the host', () => {
    const embed = (text: string, type = 'application/json') => {
      const element = document.createElement('script');
      element.id = APP_CONFIG_ELEMENT_ID;
      element.type = type;
      element.textContent = text;
      document.head.append(element);
    };
    afterEach(() => document.getElementById(APP_CONFIG_ELEMENT_ID)?.remove());

    it('is used without a request', async () => {
      embed(JSON.stringify(valid));
      const neverCalled = async () => {
        throw new Error('fetched');
      };
      await expect(loadAppConfig('/x', neverCalled)).resolves.toMatchObject({
        supabaseUrl: valid.supabaseUrl,
      });
    });

    it('is checked like the file', () => {
      embed(JSON.stringify({ ...valid, supabaseUrl: 'nope' }));
      expect(() => readEmbeddedAppConfig(document)).toThrow('supabaseUrl: must be an absolute URL');
      document.getElementById(APP_CONFIG_ELEMENT_ID)!.textContent = '{';
      expect(() => readEmbeddedAppConfig(document)).toThrow('not valid JSON');
    });

    it('is ignored when absent or not a data block, and the file is fetched', async () => {
      expect(readEmbeddedAppConfig(document)).toBeNull();
      embed(JSON.stringify(valid), 'text/plain');
      expect(readEmbeddedAppConfig(document)).toBeNull();
      await expect(loadAppConfig('/x', async () => Response.json(valid))).resolves.toMatchObject({
        supabaseAnonKey: valid.supabaseAnonKey,
      });
    });
  });
});

describe('the remotes', () => {
  it('are the ones the build makes and the release registry knows, in the same order', () => {
    expect([...REMOTE_NAMES]).toEqual(Object.keys(REMOTES));
    expectTypeOf<RemoteName>().toEqualTypeOf<BuildRemoteName>();
    expectTypeOf<RemoteName>().toEqualTypeOf<Database['public']['Enums']['release_remote']>();
  });
});

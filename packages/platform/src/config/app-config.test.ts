import { describe, expect, it } from 'vitest';
import { AppConfigError, loadAppConfig, parseAppConfig } from './app-config.ts';

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
    expect(() => parseAppConfig({ ...valid, remotes: { ...valid.remotes, reports: 'not a url' } })).toThrow('remotes.reports: must be an absolute URL');
    expect(() => parseAppConfig({ ...valid, supabaseAnonKey: 'short' })).toThrow('supabaseAnonKey: must be at least 20 characters');
    expect(() => parseAppConfig(null)).toThrow(AppConfigError);
    expect(() => parseAppConfig([])).toThrow('(root): must be a JSON object');
  });

  it('reports an unreachable or broken file clearly', async () => {
    await expect(loadAppConfig('/x', async () => new Response('nope', { status: 404 }))).rejects.toThrow('HTTP 404');
    await expect(loadAppConfig('/x', async () => new Response('{'))).rejects.toThrow('not valid JSON');
    await expect(loadAppConfig('/x', async () => { throw new TypeError('offline'); })).rejects.toThrow('offline');
  });
});

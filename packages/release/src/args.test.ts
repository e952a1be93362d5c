import { describe, expect, it } from 'vitest';
import { UsageError, parseArgs, versionFromUrl } from './args.ts';

const URL = 'https://reports.example.com/2026.11.28-1/mf-manifest.json';

describe('parseArgs', () => {
  it('reads every command', () => {
    expect(parseArgs(['publish', 'reports', URL, '--commit', '0123abc'])).toEqual({
      name: 'publish',
      remote: 'reports',
      manifestUrl: URL,
      version: null,
      commit: '0123abc',
      reason: null,
    });
    expect(parseArgs(['promote', 'auth', 'a2', '--env=production', '--reason', 'fixes sign-in'])).toEqual({
      name: 'promote',
      remote: 'auth',
      version: 'a2',
      env: 'production',
      reason: 'fixes sign-in',
    });
    expect(parseArgs(['canary', 'marketing', 'm3', '10', '--env', 'staging'])).toEqual({
      name: 'canary',
      remote: 'marketing',
      version: 'm3',
      percent: 10,
      env: 'staging',
      reason: null,
    });
    expect(parseArgs(['canary', 'marketing', 'm3', '0', '--env', 'staging'])).toMatchObject({ percent: 0 });
    expect(parseArgs(['rollback', 'assessment', '--env', 'production'])).toEqual({
      name: 'rollback',
      remote: 'assessment',
      env: 'production',
      reason: null,
    });
    expect(parseArgs(['status'])).toEqual({ name: 'status', env: null });
    expect(parseArgs(['history', 'reports', '--limit', '5'])).toEqual({
      name: 'history',
      remote: 'reports',
      env: null,
      limit: 5,
    });
    expect(parseArgs(['preview', 'reports', 'r2', '--env', 'production'])).toEqual({
      name: 'preview',
      remote: 'reports',
      version: 'r2',
      env: 'production',
      minutes: 60,
      site: 'http://localhost:3000',
      reason: null,
    });
    expect(
      parseArgs([
        'preview',
        'reports',
        'r2',
        '--env=production',
        '--minutes',
        '15',
        '--site',
        'https://x.dk/a',
      ]),
    ).toMatchObject({ minutes: 15, site: 'https://x.dk' });
    expect(parseArgs(['history', '--env', 'local'])).toEqual({
      name: 'history',
      remote: null,
      env: 'local',
      limit: 50,
    });
    expect(parseArgs(['preview', 'list'])).toEqual({ name: 'preview-list', env: null });
    expect(parseArgs(['preview', 'list', '--env', 'production'])).toEqual({
      name: 'preview-list',
      env: 'production',
    });
    expect(parseArgs(['preview', 'revoke', '12', '--reason', 'leaked'])).toEqual({
      name: 'preview-revoke',
      id: 12,
      token: null,
      reason: 'leaked',
    });
    const token = 'a'.repeat(64);
    for (const named of [
      token,
      `https://app.example/?release-preview=${token}`,
      `http://localhost:3000/start?lang=da&release-preview=${token}`,
    ])
      expect(parseArgs(['preview', 'revoke', named])).toEqual({
        name: 'preview-revoke',
        id: null,
        token,
        reason: null,
      });
  });

  it.each([
    [[], 'say which command'],
    [['deploy'], 'unknown command "deploy"'],
    [['promote', 'billing', 'v1', '--env', 'production'], 'unknown remote "billing"'],
    [['promote', 'reports', 'v1'], 'promote needs --env (the environment to change)'],
    [['promote', 'reports', '--env', 'production'], 'promote needs a remote and a version'],
    [['rollback', 'reports', 'v1', '--env', 'production'], 'unexpected argument "v1"'],
    [
      ['canary', 'reports', 'v2', '100', '--env', 'production'],
      'the percentage must be a whole number from 0 to 99',
    ],
    [
      ['canary', 'reports', 'v2', '5.5', '--env', 'production'],
      'the percentage must be a whole number from 0 to 99',
    ],
    [
      ['publish', 'reports', 'reports.example.com/mf-manifest.json'],
      '"reports.example.com/mf-manifest.json" is not a URL',
    ],
    [
      ['publish', 'reports', 'ftp://reports.example.com/v1/mf-manifest.json'],
      'the manifest URL must be http(s)',
    ],
    [['publish', 'reports', URL, '--env', 'production'], 'publish takes no --env'],
    [['status', '--env'], '--env needs a value'],
    [['status', '--env', 'a', '--env', 'b'], '--env is given twice'],
    [['status', '--force'], 'unknown option --force'],
    [['history', '--limit', '0'], '--limit must be a whole number from 1 to 1000'],
    [['preview', 'reports', 'r2'], 'preview needs --env (the environment to change)'],
    [
      ['preview', 'reports', 'r2', '--env', 'production', '--minutes', '10081'],
      '--minutes must be a whole number from 1 to 10080',
    ],
    [['preview', 'reports', 'r2', '--env', 'production', '--site', 'x.dk'], '"x.dk" is not a URL'],
    [
      ['preview', 'revoke'],
      "preview revoke needs a link's id (preview list shows it), the link or its token",
    ],
    [['preview', 'revoke', 'x y'], '"x y" is not a preview link\'s id, the link or its token'],
    [
      ['preview', 'revoke', 'https://app.example/start'],
      '"https://app.example/start" is not a preview link\'s id, the link or its token',
    ],
    [['preview', 'revoke', '1', '--env', 'production'], 'preview revoke takes no --env'],
    [['preview', 'list', 'extra'], 'unexpected argument "extra"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new UsageError(message));
  });
});

describe('versionFromUrl', () => {
  it('is the folder the manifest sits in', () => {
    expect(versionFromUrl(URL)).toBe('2026.11.28-1');
    expect(versionFromUrl('https://cdn.example.com/reports/v%2B1/mf-manifest.json')).toBe('v+1');
  });

  it('is null for a manifest at the root', () => {
    expect(versionFromUrl('https://reports.example.com/mf-manifest.json')).toBeNull();
  });
});

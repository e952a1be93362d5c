// The one reading of a request's path: every spelling of a path comes out as its plain one, and what
// cannot be read as a path of the site is refused.
import { describe, expect, it } from 'vitest';
import { readRequestPath } from './request-path.ts';

describe('readRequestPath', () => {
  it.each([
    ['/', '/', ''],
    ['/start', '/start', ''],
    ['/reports/42?lang=da', '/reports/42', '?lang=da'],
    ['/%73erver/index.cjs', '/server/index.cjs', ''],
    ['/%73%65%72%76%65%72/index.cjs', '/server/index.cjs', ''],
    ['//server/index.cjs', '/server/index.cjs', ''],
    ['///server//index.cjs', '/server/index.cjs', ''],
    ['/./server/index.cjs', '/server/index.cjs', ''],
    ['/static/../server/index.cjs', '/server/index.cjs', ''],
    ['/static/%2e%2e/server/index.cjs', '/server/index.cjs', ''],
    ['/static/%2E%2E/server/index.cjs', '/server/index.cjs', ''],
    ['/%2e/server/index.cjs', '/server/index.cjs', ''],
    ['/../../etc/passwd', '/etc/passwd', ''],
    ['/\\server/index.cjs', '/server/index.cjs', ''],
    ['/static\\..\\server\\index.cjs', '/server/index.cjs', ''],
    ['/.//evil.example/x?release-preview=t', '/evil.example/x', '?release-preview=t'],
    ['/%2e//evil.example/x', '/evil.example/x', ''],
    ['http://other.example//server/index.cjs?a=1', '/server/index.cjs', '?a=1'],
    ['/a%20b/c', '/a%20b/c', ''],
    ['/%2573erver/index.cjs', '/%2573erver/index.cjs', ''],
    ['/start#section', '/start', ''],
  ])('reads %s as %s', (raw, pathname, search) => {
    expect(readRequestPath(raw)).toMatchObject({ pathname, search });
  });

  it('gives the decoded segments the decisions are made on', () => {
    expect(readRequestPath('/%73erver//index.cjs')?.segments).toEqual(['server', 'index.cjs']);
    expect(readRequestPath('/%2573erver')?.segments).toEqual(['%73erver']);
  });

  it.each([
    '/server%2findex.cjs',
    '/server%2Findex.cjs',
    '/server%5cindex.cjs',
    '/%E0%A4%A',
    '/%zz',
    '/a%00b',
    '/a%0a/b',
    '*',
  ])('refuses %s', (raw) => {
    expect(readRequestPath(raw)).toBeNull();
  });

  it('never answers a path that starts with two slashes', () => {
    for (const raw of ['//evil.example', '/\\/evil.example', '/%5c/evil.example', '/./%2f/x', '/..//x'])
      expect(readRequestPath(raw)?.pathname.startsWith('//') ?? false).toBe(false);
  });
});

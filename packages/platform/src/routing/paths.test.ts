import { describe, expect, it } from 'vitest';
import { PATHS, safeReturnPath, sameSitePath, withNext } from './paths.ts';

/**
 * Return targets that resolve to another origin (or could, as a browser reads them) in every spelling
 * tried: dot segments, percent-encoding of dots, slashes and backslashes (upper and lower case, once and
 * twice), backslashes, tabs and line breaks the URL parser drops, other schemes.
 */
const ELSEWHERE = [
  'https://evil.example',
  'HTTPS://evil.example/x',
  'http:evil.example',
  '//evil',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/.//evil.example/x',
  '/./\\evil.example/x',
  '/%2e//evil.example/x',
  '/%2E//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/././/evil.example/x',
  '/a/..//evil.example/x',
  '/a/%2e%2e//evil.example/x',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%25252e//evil.example/x',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%5C/evil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r//evil.example',
  '/%0a/evil.example',
  '/%00/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
  'evil',
  '%2F%2Fevil.example',
  '',
  null,
  undefined,
  '/\u0000x',
  '\t/x',
  '/%E0%A4%A',
  `/${'a'.repeat(3000)}`,
];

describe('the return-path rule', () => {
  it.each([
    ['/reports/abc?x=1#top', '/reports/abc?x=1#top'],
    ['/dashboard', '/dashboard'],
    ['/reports/./abc', '/reports/abc'],
    ['/reports/x/../abc', '/reports/abc'],
    ['/team-assessments/join/inv_a%2Fb', '/team-assessments/join/inv_a%2Fb'],
    ['/reports?next=%2F%2Fquery-only', '/reports?next=%2F%2Fquery-only'],
  ])('keeps %s, a path on this site, as %s', (candidate, path) => {
    expect(sameSitePath(candidate)).toBe(path);
    expect(safeReturnPath(candidate)).toBe(path);
  });

  it.each(ELSEWHERE)('refuses %s: safeReturnPath goes to the dashboard instead', (candidate) => {
    expect(sameSitePath(candidate)).toBeNull();
    expect(safeReturnPath(candidate)).toBe('/dashboard');
    expect(safeReturnPath(candidate, '/')).toBe('/');
  });

  it('never hands back a path a browser would read as another host', () => {
    for (const candidate of ELSEWHERE) {
      const path = safeReturnPath(candidate);
      expect(new URL(path, 'https://app.example').origin).toBe('https://app.example');
    }
  });
});

describe('team assessment paths', () => {
  it('are under /team-assessments (the marketing page has /teams), with their parts encoded', async () => {
    const { PATHS, teamAnswerPath, teamAssessmentPath, teamInvitationPath, teamReportPath } =
      await import('./paths.ts');
    expect(PATHS.teams).toBe('/teams');
    expect(teamAssessmentPath('t 1')).toBe('/team-assessments/t%201');
    expect(teamReportPath('t1')).toBe('/team-assessments/t1/report');
    expect(teamReportPath('t1', 2)).toBe('/team-assessments/t1/report?round=2');
    expect(teamAnswerPath('t1')).toBe('/team-assessments/t1/answer');
    expect(teamInvitationPath('inv_a/b')).toBe('/team-assessments/join/inv_a%2Fb');
    // An invitation link survives the way through /login?next=: it is a path on this site.
    expect(safeReturnPath(teamInvitationPath('inv_AbC-_9'))).toBe('/team-assessments/join/inv_AbC-_9');
  });
});

describe('withNext', () => {
  it('carries the return target along encoded, and leaves the path bare without one', () => {
    expect(withNext(PATHS.login, '/reports?page=2#top')).toBe('/login?next=%2Freports%3Fpage%3D2%23top');
    expect(withNext(PATHS.register, null)).toBe('/register');
    expect(withNext(PATHS.login, '')).toBe('/login');
  });

  it.each(ELSEWHERE.filter((candidate) => typeof candidate === 'string'))(
    'passes no refused target on: %s',
    (candidate) => {
      expect(withNext(PATHS.login, candidate as string)).toBe('/login');
    },
  );
});

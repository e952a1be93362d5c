import { describe, expect, it } from 'vitest';
import { PATHS, safeReturnPath, withNext } from './paths.ts';

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/reports/abc?x=1#top')).toBe('/reports/abc?x=1#top');
  });

  it.each([
    'https://evil.example',
    '//evil',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil',
    '',
    null,
    undefined,
    '/\u0000x',
    '\t/x',
  ])('refuses %s and goes to the dashboard', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/dashboard');
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
});

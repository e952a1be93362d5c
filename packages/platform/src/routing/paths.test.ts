import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './paths.ts';

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/reports/abc?x=1#top')).toBe('/reports/abc?x=1#top');
  });

  it.each(['https://evil.example', '//evil', '/\\evil.example', 'javascript:alert(1)', 'evil', '', null, undefined, '/\u0000x', '\t/x'])(
    'refuses %s and goes to the dashboard',
    (candidate) => {
      expect(safeReturnPath(candidate)).toBe('/dashboard');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { oauthRedirectTo } from './oauth.ts';

describe('oauthRedirectTo', () => {
  it('comes back to /login on this origin, keeping ?next encoded', () => {
    expect(oauthRedirectTo('https://app.example', null)).toBe('https://app.example/login');
    expect(oauthRedirectTo('https://app.example', '/reports?page=2')).toBe(
      'https://app.example/login?next=%2Freports%3Fpage%3D2',
    );
  });
});

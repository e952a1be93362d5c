import { describe, expect, it } from 'vitest';
import { signInReturnUrl } from './return-url.ts';

describe('signInReturnUrl', () => {
  it('comes back to /login on this origin, keeping ?next encoded', () => {
    expect(signInReturnUrl('https://app.example', null)).toBe('https://app.example/login');
    expect(signInReturnUrl('https://app.example', '/reports?page=2')).toBe(
      'https://app.example/login?next=%2Freports%3Fpage%3D2',
    );
  });

  it.each(['/.//evil.example/x', '/%2e//evil.example/x', '//evil.example', 'https://evil.example/'])(
    "carries no target that leaves the site into a provider's or an e-mail link's return: %s",
    (next) => {
      expect(signInReturnUrl('https://app.example', next)).toBe('https://app.example/login');
    },
  );
});

describe('signInReturnUrl for an e-mail', () => {
  it('carries the e-mail’s language as ?lang=, after ?next', () => {
    expect(signInReturnUrl('https://app.example', null, 'da')).toBe('https://app.example/login?lang=da');
    expect(signInReturnUrl('https://app.example', '/assessment', 'en')).toBe(
      'https://app.example/login?next=%2Fassessment&lang=en',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { emailChangeLinkTarget, recoveryLinkTarget } from './email-links.ts';

describe('the Auth e-mails’ return addresses', () => {
  it('open the page in the e-mail’s language', () => {
    expect(recoveryLinkTarget('https://app.example', 'da')).toBe(
      'https://app.example/reset-password?lang=da',
    );
    expect(emailChangeLinkTarget('https://app.example', 'en')).toBe('https://app.example/profile?lang=en');
  });
});

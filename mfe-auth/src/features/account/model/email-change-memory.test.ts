import { beforeEach, describe, expect, it } from 'vitest';
import { emailChangeCompleted, rememberEmailChange } from './email-change-memory.ts';

beforeEach(() => localStorage.clear());

describe('the e-mail change this browser asked for', () => {
  it('is reported once, when the account has the new address and nothing is pending', () => {
    rememberEmailChange(localStorage, 'u1', ' New@Example.com ');
    expect(
      emailChangeCompleted(localStorage, {
        id: 'u1',
        email: 'old@example.com',
        new_email: 'new@example.com',
      }),
    ).toBe(false);
    expect(emailChangeCompleted(localStorage, { id: 'u1', email: 'new@example.com', new_email: null })).toBe(
      true,
    );
    expect(emailChangeCompleted(localStorage, { id: 'u1', email: 'new@example.com', new_email: null })).toBe(
      false,
    );
  });

  it('is forgotten when abandoned, and never told to another account', () => {
    rememberEmailChange(localStorage, 'u1', 'new@example.com');
    expect(emailChangeCompleted(localStorage, { id: 'u2', email: 'new@example.com' })).toBe(false);
    expect(emailChangeCompleted(localStorage, { id: 'u1', email: 'old@example.com', new_email: null })).toBe(
      false,
    );
    expect(localStorage.getItem('account:email-change')).toBeNull();
    localStorage.setItem('account:email-change', '{');
    expect(emailChangeCompleted(localStorage, { id: 'u1', email: 'new@example.com' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkNewPassword,
  firstInvalid,
  validateLogin,
  validateProfile,
  validateRegistration,
} from './validation.ts';

const valid = {
  name: 'Ada',
  company: '',
  email: 'ada@example.com',
  password: 'abcdefg1',
  confirmPassword: 'abcdefg1',
};

describe('checkEmail', () => {
  it.each([
    ['', 'validation.emailRequired'],
    ['   ', 'validation.emailRequired'],
    ['ada', 'validation.emailInvalid'],
    ['ada@example', 'validation.emailInvalid'],
    ['ada @example.com', 'validation.emailInvalid'],
    [`${'a'.repeat(250)}@x.com`, 'validation.emailTooLong'],
    ['ada@example.com', undefined],
    ['  Ada@Example.com ', undefined],
  ])('%j → %s', (email, key) => expect(checkEmail(email)).toBe(key));
});

describe('checkNewPassword', () => {
  it.each([
    ['', 'validation.passwordRequired'],
    ['abc1', 'validation.passwordTooShort'],
    ['abcdefgh', 'validation.passwordLetterDigit'],
    ['12345678', 'validation.passwordLetterDigit'],
    ['æøåæøå12', 'validation.passwordLetterDigit'],
    [`a1${'x'.repeat(71)}`, 'validation.passwordTooLong'],
    [`a1${'æ'.repeat(36)}`, 'validation.passwordTooLong'],
    ['abcdefg1', undefined],
    [`a1${'x'.repeat(70)}`, undefined],
  ])('%j → %s', (password, key) => expect(checkNewPassword(password)).toBe(key));
});

describe('validateRegistration', () => {
  it('accepts a complete form with an empty company', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every field', () => {
    expect(
      validateRegistration({
        name: ' ',
        company: 'c'.repeat(201),
        email: 'x',
        password: 'short',
        confirmPassword: '',
      }),
    ).toEqual({
      name: 'validation.nameRequired',
      company: 'validation.companyTooLong',
      email: 'validation.emailInvalid',
      password: 'validation.passwordTooShort',
      confirmPassword: 'validation.confirmRequired',
    });
  });

  it('bounds the name and checks the confirmation', () => {
    expect(validateRegistration({ ...valid, name: 'n'.repeat(201), confirmPassword: 'abcdefg2' })).toEqual({
      name: 'validation.nameTooLong',
      confirmPassword: 'validation.confirmMismatch',
    });
    expect(validateRegistration({ ...valid, name: 'n'.repeat(200), company: 'c'.repeat(200) })).toEqual({});
  });
});

describe('validateLogin', () => {
  it('needs an e-mail address and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('validateProfile', () => {
  it('bounds the fields', () => {
    expect(
      validateProfile(
        { name: 'n'.repeat(201), company: 'c'.repeat(201), architectureDescription: 'd'.repeat(5001) },
        { requireName: true },
      ),
    ).toEqual({
      name: 'validation.nameTooLong',
      company: 'validation.companyTooLong',
      architectureDescription: 'validation.architectureDescriptionTooLong',
    });
    expect(
      validateProfile(
        { name: 'Ada', company: '', architectureDescription: 'd'.repeat(5000) },
        { requireName: true },
      ),
    ).toEqual({});
  });

  it('requires a name only when the profile had one', () => {
    expect(
      validateProfile({ name: '', company: '', architectureDescription: '' }, { requireName: true }),
    ).toEqual({ name: 'validation.nameRequired' });
    expect(
      validateProfile({ name: '', company: '', architectureDescription: '' }, { requireName: false }),
    ).toEqual({});
  });
});

describe('firstInvalid', () => {
  it('follows the form order', () => {
    expect(
      firstInvalid(['a', 'b', 'c'] as const, { c: 'validation.nameRequired', b: 'validation.nameRequired' }),
    ).toBe('b');
    expect(firstInvalid(['a'] as const, {})).toBeUndefined();
  });
});

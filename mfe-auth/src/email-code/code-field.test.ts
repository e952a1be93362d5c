import { describe, expect, it } from 'vitest';
import { checkCode, cleanCode } from './code-field.ts';
import { secondsLeft } from './cooldown.ts';

describe('checkCode', () => {
  it('takes six digits, spaces aside', () => {
    expect(checkCode('123 456')).toBeUndefined();
    expect(cleanCode(' 12 34 56 ')).toBe('123456');
  });

  it('says what is wrong', () => {
    expect(checkCode('  ')).toBe('validation.codeRequired');
    expect(checkCode('12345')).toBe('validation.codeInvalid');
    expect(checkCode('12345a')).toBe('validation.codeInvalid');
    expect(checkCode('1234567')).toBe('validation.codeInvalid');
  });
});

describe('secondsLeft', () => {
  it('counts the minute down in whole seconds and stops at 0', () => {
    expect(secondsLeft(0, 0)).toBe(60);
    expect(secondsLeft(0, 500)).toBe(60);
    expect(secondsLeft(0, 59_001)).toBe(1);
    expect(secondsLeft(0, 60_000)).toBe(0);
    expect(secondsLeft(0, 120_000)).toBe(0);
  });
});

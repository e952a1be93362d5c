import { describe, expect, it } from 'vitest';
import { checkCode, cleanCode } from './code-field.ts';

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

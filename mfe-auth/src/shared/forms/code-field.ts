// A 6-digit code from an e-mail or an authenticator app: spaces people copy along are ignored.
import type { ValidationKey } from './validation.ts';

const CODE_LENGTH = 6;

export function cleanCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function checkCode(value: string): ValidationKey | undefined {
  const code = cleanCode(value);
  if (code === '') return 'validation.codeRequired';
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return 'validation.codeInvalid';
  return undefined;
}

// Password hashing (bcrypt, cost 10, as GoTrue stores them, so a dump moves to hosted Supabase) and the
// password policy from config.toml, with GoTrue's weak_password messages.
import { hash, verify } from '@node-rs/bcrypt';
import type { ProjectConfig } from '../project-config.ts';
import { AuthError } from './errors.ts';

const COST = 10;
// Compared against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

export const MAX_PASSWORD_LENGTH = 72; // bcrypt ignores anything longer

export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: COST });
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  dummyHash ??= hash('not-a-password', { cost: COST });
  const ok = await verify(password, stored ?? (await dummyHash)).catch(() => false);
  return stored !== null && ok;
}

export function checkPasswordPolicy(password: string, config: ProjectConfig): void {
  if (password.length < config.minimumPasswordLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${config.minimumPasswordLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if (Buffer.byteLength(password) > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  const sets: Record<string, string[]> = {
    '': [],
    letters_digits: [LOWER + UPPER, DIGITS],
    lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
    lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
  };
  const required = sets[config.passwordRequirements] ?? [];
  if (!required.every((set) => [...password].some((ch) => set.includes(ch)))) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should contain at least one character of each: ${required.join(', ')}.`,
      {
        weak_password: { reasons: ['characters'] },
      },
    );
  }
}

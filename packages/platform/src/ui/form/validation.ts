// The checks every form shares: e-mail addresses and new passwords. Each returns the problem found (a
// small code the page maps to its own translation key), or undefined when the value is fine.

/**
 * An e-mail address as the auth service accepts it: something@something.something without spaces or
 * the characters it refuses. Stricter than the contact_messages table's check (which only refuses
 * spaces and a second @), so an address a form accepts is accepted by both.
 */
export const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;

export type EmailProblem = 'required' | 'tooLong' | 'invalid';

/** Characters as Postgres' char_length counts them (code points, not UTF-16 units). */
export const textLength = (text: string): number => [...text].length;

/** The trimmed address; `maxLength` is the limit of the column or service it goes to. */
export function checkEmail(value: string, options: { maxLength: number }): EmailProblem | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  if (textLength(email) > options.maxLength) return 'tooLong';
  if (!EMAIL_PATTERN.test(email)) return 'invalid';
  return undefined;
}

/** The auth service's password policy: 8 characters at least, 72 bytes at most (bcrypt reads no more), a letter and a digit. */
export const PASSWORD_POLICY = { minLength: 8, maxBytes: 72 } as const;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'letterDigit';

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function checkNewPassword(password: string): PasswordProblem | undefined {
  if (password === '') return 'required';
  if (textLength(password) < PASSWORD_POLICY.minLength) return 'tooShort';
  if (byteLength(password) > PASSWORD_POLICY.maxBytes) return 'tooLong';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'letterDigit';
  return undefined;
}

// Client-side checks of the login, register and profile forms. Each returns, per field, the translation
// key of the first problem found (nothing when the field is fine). The bounds follow the database's
// column limits and the auth service's policy (8..72 characters, a letter and a digit).
import type { AuthTranslationKey } from '../i18n/translations.ts';

export type ValidationKey = Extract<AuthTranslationKey, `validation.${string}`>;
export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

export const LIMITS = {
  name: 200,
  company: 200,
  email: 255,
  passwordMin: 8,
  passwordMax: 72,
  architectureDescription: 5000,
} as const;

// The auth service's own e-mail pattern: something@something.something without spaces or specials.
const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;

const length = (text: string) => [...text].length;
// The auth service counts bytes (bcrypt reads at most 72), so this does too.
const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function checkEmail(value: string): ValidationKey | undefined {
  const email = value.trim();
  if (email === '') return 'validation.emailRequired';
  if (length(email) > LIMITS.email) return 'validation.emailTooLong';
  if (!EMAIL_PATTERN.test(email)) return 'validation.emailInvalid';
  return undefined;
}

export function checkNewPassword(password: string): ValidationKey | undefined {
  if (password === '') return 'validation.passwordRequired';
  if (length(password) < LIMITS.passwordMin) return 'validation.passwordTooShort';
  if (byteLength(password) > LIMITS.passwordMax) return 'validation.passwordTooLong';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'validation.passwordLetterDigit';
  return undefined;
}

function checkName(value: string): ValidationKey | undefined {
  const name = value.trim();
  if (name === '') return 'validation.nameRequired';
  if (length(name) > LIMITS.name) return 'validation.nameTooLong';
  return undefined;
}

function checkCompany(value: string): ValidationKey | undefined {
  return length(value.trim()) > LIMITS.company ? 'validation.companyTooLong' : undefined;
}

function withoutEmpty<F extends string>(errors: Record<F, ValidationKey | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as FieldErrors<F>;
}

export type LoginField = 'email' | 'password';

export function validateLogin(values: Record<LoginField, string>): FieldErrors<LoginField> {
  return withoutEmpty({
    email: checkEmail(values.email),
    password: values.password === '' ? 'validation.passwordRequired' : undefined,
  });
}

export type RegisterField = 'name' | 'company' | 'email' | 'password' | 'confirmPassword';

export function validateRegistration(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  return withoutEmpty({
    name: checkName(values.name),
    company: checkCompany(values.company),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    confirmPassword:
      values.confirmPassword === '' ? 'validation.confirmRequired'
      : values.confirmPassword !== values.password ? 'validation.confirmMismatch'
      : undefined,
  });
}

export type ProfileField = 'name' | 'company' | 'architectureDescription';

/** A name may be missing after a social sign-in; it cannot be cleared once set (requireName). */
export function validateProfile(values: Record<ProfileField, string>, options: { requireName: boolean }): FieldErrors<ProfileField> {
  const name = values.name.trim();
  return withoutEmpty({
    name: name === '' ? (options.requireName ? 'validation.nameRequired' : undefined) : checkName(name),
    company: checkCompany(values.company),
    architectureDescription:
      length(values.architectureDescription.trim()) > LIMITS.architectureDescription ? 'validation.architectureDescriptionTooLong' : undefined,
  });
}

/** The first field (in form order) that has an error, to move the focus to. */
export function firstInvalid<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

// Client-side checks of the login, register and profile forms. Each returns, per field, the translation
// key of the first problem found (nothing when the field is fine). The bounds follow the database's
// column limits; e-mail addresses and new passwords are checked by the platform's shared rules (the
// auth service's pattern and password policy), mapped here to this remote's translation keys.
import {
  type EmailProblem,
  PASSWORD_POLICY,
  type PasswordProblem,
  checkEmail as checkEmailRule,
  checkNewPassword as checkPasswordRule,
  textLength as length,
} from '@ahc/platform/ui/form';
import type { TranslationKey } from '@ahc/platform';
import type { sharedTranslations } from '../i18n/shared-translations.ts';

/** A form check's message: one of the shared texts' validation keys. */
export type ValidationKey = Extract<TranslationKey<typeof sharedTranslations.en>, `validation.${string}`>;
/** Per field, the key of its first problem (a page may add checks with keys of its own: K). */
export type FieldErrors<F extends string, K extends string = ValidationKey> = Partial<Record<F, K>>;

const LIMITS = {
  name: 200,
  company: 200,
  /** The auth service's limit (the profiles column allows 320). */
  email: 255,
  passwordMin: PASSWORD_POLICY.minLength,
  passwordMax: PASSWORD_POLICY.maxBytes,
  architectureDescription: 5000,
} as const;

const EMAIL_KEYS: Record<EmailProblem, ValidationKey> = {
  required: 'validation.emailRequired',
  tooLong: 'validation.emailTooLong',
  invalid: 'validation.emailInvalid',
};

const PASSWORD_KEYS: Record<PasswordProblem, ValidationKey> = {
  required: 'validation.passwordRequired',
  tooShort: 'validation.passwordTooShort',
  tooLong: 'validation.passwordTooLong',
  letterDigit: 'validation.passwordLetterDigit',
};

export function checkEmail(value: string): ValidationKey | undefined {
  const problem = checkEmailRule(value, { maxLength: LIMITS.email });
  return problem && EMAIL_KEYS[problem];
}

export function checkNewPassword(password: string): ValidationKey | undefined {
  const problem = checkPasswordRule(password);
  return problem && PASSWORD_KEYS[problem];
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

/** The new password typed a second time: there, and the same as the first. */
function checkConfirmation(values: { password: string; confirmPassword: string }): ValidationKey | undefined {
  if (values.confirmPassword === '') return 'validation.confirmRequired';
  return values.confirmPassword !== values.password ? 'validation.confirmMismatch' : undefined;
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
    confirmPassword: checkConfirmation(values),
  });
}

/** A new password and its confirmation (recovery, the profile's password change). */
export function validateNewPassword(values: {
  password: string;
  confirmPassword: string;
}): FieldErrors<'password' | 'confirmPassword'> {
  return withoutEmpty({
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmation(values),
  });
}

export type ProfileField = 'name' | 'company' | 'architectureDescription';

/** A name may be missing after a social sign-in; it cannot be cleared once set (requireName). */
export function validateProfile(
  values: Record<ProfileField, string>,
  options: { requireName: boolean },
): FieldErrors<ProfileField> {
  const name = values.name.trim();
  return withoutEmpty({
    name: name === '' ? (options.requireName ? 'validation.nameRequired' : undefined) : checkName(name),
    company: checkCompany(values.company),
    architectureDescription:
      length(values.architectureDescription.trim()) > LIMITS.architectureDescription
        ? 'validation.architectureDescriptionTooLong'
        : undefined,
  });
}

/** The first field (in form order) that has an error, to move the focus to. */
export function firstInvalid<F extends string, K extends string>(
  order: readonly F[],
  errors: FieldErrors<F, K>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

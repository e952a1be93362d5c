// The fields of an account's credentials, alike on every form that asks for them: the e-mail address
// (sign-in, sign-up, the mails that sign in or recover), and a new password with the policy as its hint
// and the same typed again (sign-up, recovery, the password change). The page's form supplies each
// field's id, value and problem (useValidatedForm's field()).
import { FormField } from '@ahc/platform/ui/form';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';
import type { FieldBinding } from './use-validated-form.ts';

export function EmailField(field: FieldBinding) {
  const shared = useSharedTranslation();
  return <FormField {...field} label={shared.t('fields.email')} type="email" autoComplete="email" required />;
}

export function NewPasswordFields({
  form,
  label,
  required,
}: {
  form: { field(name: 'password' | 'confirmPassword'): FieldBinding };
  /** What the page calls the new password ("Password" at sign-up, "New password" elsewhere). */
  label: string;
  required?: boolean;
}) {
  const shared = useSharedTranslation();
  return (
    <>
      <FormField
        {...form.field('password')}
        label={label}
        hint={shared.t('fields.passwordHint')}
        type="password"
        autoComplete="new-password"
        required={required}
      />
      <FormField
        {...form.field('confirmPassword')}
        label={shared.t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required={required}
      />
    </>
  );
}

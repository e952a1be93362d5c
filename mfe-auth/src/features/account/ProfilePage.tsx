// /profile (signed-in only; the shell guards it): the e-mail address read-only, and name, company and
// the architecture description to edit. Saving writes only the fields that changed (the auth store
// merges them into the profile row). While the profile loads the page shows the spinner; when it could
// not be read (the shell shows its error toast) the page offers to try again. Below, the account
// (docs/product.md §3): e-mail address, password, two-factor sign-in, devices, and the person's data
// (download, delete).
import { PageSpinner, type UserProfile, useAuth, useCommonTexts } from '@ahc/platform';
import { Box, Button, Card, Flex, Heading } from '@ahc/platform/ui';
import { type FormEvent, useState } from 'react';
import {
  type FieldErrors,
  type ProfileField,
  firstInvalid,
  validateProfile,
} from '#shared/forms/validation.ts';
import { useSaveProfileMutation } from './data/save-profile-mutation.ts';
import { useAccountTranslation } from './i18n/use-account-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { profileChanges, profileFormValues } from './model/profile-form.ts';
import { focusById } from '#shared/ui/focus.ts';
import { FormField } from '@ahc/platform/ui/form';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { DataSection } from './components/DataSection.tsx';
import { EmailSection } from './components/EmailSection.tsx';
import { PasswordSection } from './components/PasswordSection.tsx';
import { SessionsSection } from './components/SessionsSection.tsx';
import { TwoFactorSection } from './components/TwoFactorSection.tsx';

const FIELD_ORDER: readonly ProfileField[] = ['name', 'company', 'architectureDescription'];
const fieldId = (field: ProfileField) => `profile-${field}`;

export default function ProfilePage() {
  const { t } = useAccountTranslation();
  const common = useCommonTexts();
  const isLoading = useAuth((s) => s.isLoading);
  const profile = useAuth((s) => s.userProfile);
  const profileError = useAuth((s) => s.profileError);
  const email = useAuth((s) => s.userProfile?.email ?? s.currentUser?.email ?? '');
  const reloadProfile = useAuth((s) => s.reloadProfile);
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    try {
      await reloadProfile();
    } finally {
      setRetrying(false);
    }
  }

  let content;
  if (isLoading) {
    content = <PageSpinner />;
  } else if (profileError || !profile) {
    content = (
      <Flex direction="column" gap="3" align="start">
        <FormMessage tone="error">{t(profileError ? 'profile.loadFailed' : 'profile.notFound')}</FormMessage>
        <Button type="button" variant="soft" loading={retrying} onClick={() => void retry()}>
          {common.t('retry')}
        </Button>
      </Flex>
    );
  } else {
    content = (
      <Flex direction="column" gap="4">
        <ProfileForm key={profile.id} profile={profile} email={email} />
        <EmailSection />
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection />
        <DataSection userId={profile.id} email={email} />
      </Flex>
    );
  }

  return (
    <Box mx="auto" my="6" px="3" style={{ width: '100%', maxWidth: 640 }}>
      <Heading as="h1" size="7" mb="4">
        {t('profile.title')}
      </Heading>
      {content}
    </Box>
  );
}

function ProfileForm({ profile, email }: { profile: UserProfile; email: string }) {
  const { t } = useAccountTranslation();
  const shared = useSharedTranslation();
  const save = useSaveProfileMutation();
  const [values, setValues] = useState(() => profileFormValues(profile));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProfileField>>({});

  const changes = profileChanges(profile, values);
  const changed = Object.keys(changes).length > 0;
  const saving = save.isPending;

  const setValue = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    save.reset();
  };
  const errorText = (field: ProfileField) => {
    const key = fieldErrors[field];
    return key && shared.t(key);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !changed) return;
    const errors = validateProfile(values, { requireName: profile.name.trim() !== '' });
    setFieldErrors(errors);
    save.reset();
    const invalid = firstInvalid(FIELD_ORDER, errors);
    if (invalid) {
      focusById(fieldId(invalid));
      return;
    }
    save.mutate(changes);
  }

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <form noValidate onSubmit={onSubmit}>
        <Flex direction="column" gap="3">
          <FormField
            id="profile-email"
            label={shared.t('fields.email')}
            hint={t('profile.emailReadOnly')}
            type="email"
            readOnly
            value={email}
            onChange={() => undefined}
          />
          <FormField
            id={fieldId('name')}
            label={shared.t('fields.name')}
            autoComplete="name"
            value={values.name}
            onChange={setValue('name')}
            error={errorText('name')}
          />
          <FormField
            id={fieldId('company')}
            label={shared.t('fields.company')}
            autoComplete="organization"
            value={values.company}
            onChange={setValue('company')}
            error={errorText('company')}
          />
          <FormField
            id={fieldId('architectureDescription')}
            label={t('profile.architectureDescription')}
            hint={t('profile.architectureDescriptionHint')}
            multiline
            rows={10}
            value={values.architectureDescription}
            onChange={setValue('architectureDescription')}
            error={errorText('architectureDescription')}
          />
          {save.isSuccess && <FormMessage tone="success">{t('profile.saved')}</FormMessage>}
          {save.isError && <FormMessage tone="error">{t('profile.saveFailed')}</FormMessage>}
          <Flex justify="end">
            <Button type="submit" size="3" loading={saving} disabled={saving || !changed}>
              {saving ? t('profile.saving') : t('profile.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

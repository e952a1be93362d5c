// /profile (signed-in only; the shell guards it): the e-mail address read-only, and name, company and
// the architecture description to edit. Saving writes only the fields that changed (the auth store
// merges them into the profile row). While the profile loads the page shows the spinner; when it could
// not be read (the shell shows its error toast) the page offers to try again. Below, the account
// (docs/product.md §3): e-mail address, password, two-factor sign-in, devices, and the person's data
// (download, delete).
import { PageSpinner, type UserProfile, useAuth, useCommonTexts } from '@ahc/platform';
import { Box, Button, Card, Flex, Heading } from '@ahc/platform/ui/base';
import { useState } from 'react';
import { useValidatedForm } from '#shared/forms/use-validated-form.ts';
import { validateProfile } from '#shared/forms/validation.ts';
import { useSaveProfileMutation } from './data/save-profile-mutation.ts';
import { useAccountTranslation } from './i18n/use-account-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { profileChanges, profileFormValues } from './model/profile-form.ts';
import { FormField } from '@ahc/platform/ui/form';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { DataSection } from './components/DataSection.tsx';
import { EmailSection } from './components/EmailSection.tsx';
import { PasswordSection } from './components/PasswordSection.tsx';
import { SessionsSection } from './components/SessionsSection.tsx';
import { TwoFactorSection } from './components/TwoFactorSection.tsx';

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
  const form = useValidatedForm({
    initialValues: profileFormValues(profile),
    fieldOrder: ['name', 'company', 'architectureDescription'],
    fieldId: (field) => `profile-${field}`,
    validate: (values) => validateProfile(values, { requireName: profile.name.trim() !== '' }),
    // A change makes the last save's outcome old news.
    onEdit: save.reset,
  });
  const changes = profileChanges(profile, form.values);
  const changed = Object.keys(changes).length > 0;
  const saving = save.isPending;

  const onSubmit = form.handleSubmit(() => save.mutate(changes), {
    busy: saving || !changed,
    clear: save.reset,
  });

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
          <FormField {...form.field('name')} label={shared.t('fields.name')} autoComplete="name" />
          <FormField
            {...form.field('company')}
            label={shared.t('fields.company')}
            autoComplete="organization"
          />
          <FormField
            {...form.field('architectureDescription')}
            label={t('profile.architectureDescription')}
            hint={t('profile.architectureDescriptionHint')}
            multiline
            rows={10}
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

// "Download my data" and "Delete my account" (docs/product.md §3). The deletion asks first, naming what
// goes (the sign-in, the profile, the number of reports, the plans and share links) and wanting the
// word typed; afterwards the person lands signed out on the home page with the auth store's notice.
import { Button, Flex, Heading, Text } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useState } from 'react';
import { useDeleteAccountMutation, useExportMutation, useReportCount } from '../data/account-queries.ts';
import { useValidatedForm } from '#shared/forms/use-validated-form.ts';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import { focusById } from '#shared/ui/focus.ts';
import { FormMessage } from '#shared/ui/FormMessage.tsx';
import { Section } from './Section.tsx';

const CONFIRM_ID = 'account-delete-confirm';

export function DataSection({ userId, email }: { userId: string; email: string }) {
  const { t } = useAccountTranslation();
  const exporting = useExportMutation();
  const [confirming, setConfirming] = useState(false);

  return (
    <Section id="account-data" title={t('account.dataTitle')} intro={t('account.dataIntro')}>
      {exporting.isError && <FormMessage tone="error">{t('account.exportFailed')}</FormMessage>}
      <Flex justify="end">
        <Button
          type="button"
          variant="soft"
          loading={exporting.isPending}
          onClick={() => exporting.mutate({ id: userId, email })}
        >
          {exporting.isPending ? t('account.downloading') : t('account.download')}
        </Button>
      </Flex>
      <Heading as="h3" size="3" mt="2">
        {t('account.deleteTitle')}
      </Heading>
      {confirming ? (
        <DeleteConfirmation userId={userId} email={email} onCancel={() => setConfirming(false)} />
      ) : (
        <Flex direction="column" gap="3">
          <Text as="p" size="2" color="gray">
            {t('account.deleteIntro')}
          </Text>
          <Flex justify="end">
            <Button
              type="button"
              color="red"
              variant="soft"
              onClick={() => {
                setConfirming(true);
                focusById(CONFIRM_ID);
              }}
            >
              {t('account.deleteOpen')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Section>
  );
}

function DeleteConfirmation({
  userId,
  email,
  onCancel,
}: {
  userId: string;
  email: string;
  onCancel(): void;
}) {
  const { t } = useAccountTranslation();
  const reportCount = useReportCount(userId);
  const deletion = useDeleteAccountMutation();
  const expected = t('account.deleteConfirmWord');
  const form = useValidatedForm({
    initialValues: { word: '' },
    fieldOrder: ['word'],
    fieldId: () => CONFIRM_ID,
    validate: ({ word }) => ({
      word: word.trim() === expected ? undefined : 'account.deleteConfirmMismatch',
    }),
    errorText: t,
  });
  const onSubmit = form.handleSubmit(() => deletion.mutate(), { busy: deletion.isPending });

  return (
    <form noValidate onSubmit={onSubmit} data-testid="delete-confirmation">
      <Flex direction="column" gap="3">
        <FormMessage tone="error">
          {t('account.deleteWhat', { email, count: reportCount.data ?? 0 })}
        </FormMessage>
        {deletion.isError && <FormMessage tone="error">{t('account.deleteFailed')}</FormMessage>}
        <FormField {...form.field('word')} label={t('account.deleteConfirmLabel')} autoComplete="off" />
        <Flex gap="3" justify="end" wrap="wrap">
          <Button type="button" variant="soft" color="gray" disabled={deletion.isPending} onClick={onCancel}>
            {t('account.deleteCancel')}
          </Button>
          <Button type="submit" color="red" loading={deletion.isPending}>
            {deletion.isPending ? t('account.deleting') : t('account.deleteConfirm')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

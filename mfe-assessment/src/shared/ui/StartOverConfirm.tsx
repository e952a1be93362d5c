// "Start over" with an explicit confirmation in place (no modal): the first press asks, the second
// deletes (the platform's ConfirmInPlace). The start page and the assessment both offer it.
import { ConfirmInPlace } from '@ahc/platform/ui';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';

export function StartOverConfirm({ onConfirm }: { onConfirm(): void }) {
  const { t } = useSharedTranslation();
  return (
    <ConfirmInPlace
      label={t('startOver.button')}
      title={t('startOver.title')}
      text={t('startOver.text')}
      confirm={t('startOver.confirm')}
      cancel={t('startOver.cancel')}
      triggerColor="gray"
      onConfirm={onConfirm}
    />
  );
}

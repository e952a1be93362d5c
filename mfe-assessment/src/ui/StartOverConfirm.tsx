// "Start over" with an explicit confirmation in place (no modal): the first press asks, the second
// deletes (the platform's ConfirmInPlace, with the assessment's texts).
import { ConfirmInPlace } from '@ahc/platform/ui';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';

export function StartOverConfirm({ onConfirm }: { onConfirm(): void }) {
  const { t } = useAssessmentTranslation();
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

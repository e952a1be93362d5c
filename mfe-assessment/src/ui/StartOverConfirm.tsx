// "Start over" with an explicit confirmation in place (no modal): the first press asks, the second
// deletes. Focus moves to the question and back, so it works from the keyboard and at 360 px.
import { Button, Card, Flex, Text } from '@ahc/platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';

export function StartOverConfirm({ onConfirm }: { onConfirm(): void }) {
  const { t } = useAssessmentTranslation();
  const [open, setOpen] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) confirmRef.current?.focus();
    else if (returnFocus) triggerRef.current?.focus();
  }, [open, returnFocus]);

  if (!open) {
    return (
      <Button ref={triggerRef} type="button" variant="soft" color="gray" onClick={() => setOpen(true)}>
        {t('startOver.button')}
      </Button>
    );
  }
  return (
    <Card asChild size="2" data-start-over="">
      <section role="group" aria-labelledby={titleId}>
        <Flex direction="column" gap="3">
          <Text id={titleId} weight="bold" size="3">{t('startOver.title')}</Text>
          <Text as="p" size="2">{t('startOver.text')}</Text>
          <Flex gap="3" wrap="wrap">
            <Button ref={confirmRef} type="button" color="red" onClick={() => { setOpen(false); onConfirm(); }}>
              {t('startOver.confirm')}
            </Button>
            <Button type="button" variant="soft" color="gray" onClick={() => { setReturnFocus(true); setOpen(false); }}>
              {t('startOver.cancel')}
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}

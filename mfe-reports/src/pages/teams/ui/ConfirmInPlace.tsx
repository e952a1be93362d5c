// An action that asks first, in place (no modal): the first press shows what will happen with "Yes"
// and "Cancel"; focus moves to "Yes" and, on Cancel, back to the button. Works from the keyboard and
// at 360 px, like the assessment's "Start over".
import { Button, Card, Flex, Text } from '@ahc/platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';

type Props = {
  /** The first button's text, and its accessible name when it differs (a member's name in a list). */
  label: string;
  accessibleLabel?: string;
  title: string;
  text: string;
  confirm: string;
  busy?: boolean;
  color?: 'red' | 'indigo';
  variant?: 'solid' | 'soft' | 'outline';
  testId?: string;
  onConfirm(): void;
};

export function ConfirmInPlace({ label, accessibleLabel, title, text, confirm, busy = false, color = 'red', variant = 'soft', testId, onConfirm }: Props) {
  const { t } = useTeamsTranslation();
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
      <Button ref={triggerRef} type="button" variant={variant} color={color === 'red' ? 'red' : undefined} aria-label={accessibleLabel} disabled={busy} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
    );
  }
  return (
    <Card asChild size="2">
      <section role="group" aria-labelledby={titleId} className="team-confirm">
        <Flex direction="column" gap="3">
          <Text id={titleId} weight="bold" size="3">{title}</Text>
          <Text as="p" size="2">{text}</Text>
          <Flex gap="3" wrap="wrap">
            <Button ref={confirmRef} type="button" color={color === 'red' ? 'red' : undefined} disabled={busy} onClick={() => { setOpen(false); onConfirm(); }} data-testid={testId ? `${testId}-confirm` : undefined}>
              {confirm}
            </Button>
            <Button type="button" variant="soft" color="gray" onClick={() => { setReturnFocus(true); setOpen(false); }}>
              {t('common.cancel')}
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}

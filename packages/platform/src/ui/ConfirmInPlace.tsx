// An action that asks first, in place rather than in a modal: the first press shows what will happen,
// with the confirming button and "Cancel"; the focus moves to the confirming button and, on Cancel,
// back to the first one. Works from the keyboard and at 360 px. The group carries
// data-confirm-in-place, so page-wide key handlers (the assessment's number keys) leave it alone.
import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState } from 'react';

export type ConfirmInPlaceProps = {
  /** The first button's text, and its accessible name when that should say more (a member's name in a list). */
  label: string;
  accessibleLabel?: string;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy?: boolean;
  /** The first button's look; the confirming button is red for a destructive action, the accent otherwise. */
  triggerVariant?: 'solid' | 'soft' | 'outline';
  triggerColor?: 'red' | 'gray';
  destructive?: boolean;
  className?: string;
  testId?: string;
  onConfirm(): void;
};

export function ConfirmInPlace({
  label,
  accessibleLabel,
  title,
  text,
  confirm,
  cancel,
  busy = false,
  triggerVariant = 'soft',
  triggerColor,
  destructive = true,
  className,
  testId,
  onConfirm,
}: ConfirmInPlaceProps) {
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
      <Button
        ref={triggerRef}
        type="button"
        variant={triggerVariant}
        color={triggerColor}
        aria-label={accessibleLabel}
        disabled={busy}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  }
  return (
    <Card asChild size="2">
      <section role="group" aria-labelledby={titleId} className={className} data-confirm-in-place="">
        <Flex direction="column" gap="3">
          <Text id={titleId} weight="bold" size="3">
            {title}
          </Text>
          <Text as="p" size="2">
            {text}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button
              ref={confirmRef}
              type="button"
              color={destructive ? 'red' : undefined}
              disabled={busy}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
              data-testid={testId ? `${testId}-confirm` : undefined}
            >
              {confirm}
            </Button>
            <Button
              type="button"
              variant="soft"
              color="gray"
              onClick={() => {
                setReturnFocus(true);
                setOpen(false);
              }}
            >
              {cancel}
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}

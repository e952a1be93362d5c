// A notice about the visitor's own account (the account notice, the shell's profile error): its text on an
// opaque panel in the page's flow (.notice-panel in theme.css) and the × that dismisses it, named by the
// common "Dismiss". A success is polite (role="status"); an error interrupts (role="alert"). When it goes
// by itself is the caller's: each notice has its own time.
import { Button, Callout, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useCommonTexts } from '../i18n/use-common-translation.ts';

const TONES = {
  success: { color: 'green', role: 'status' },
  error: { color: 'red', role: 'alert' },
} as const;

type Props = {
  tone: keyof typeof TONES;
  testId: string;
  onDismiss(): void;
  children: ReactNode;
};

export function NoticePanel({ tone, testId, onDismiss, children }: Props) {
  const { t } = useCommonTexts();
  const { color, role } = TONES[tone];
  return (
    <Callout.Root color={color} size="1" role={role} className="notice-panel" data-testid={testId}>
      <Flex align="center" justify="between" gap="3">
        {children}
        <Button
          size="1"
          variant="ghost"
          color={color}
          className="notice-dismiss"
          onClick={onDismiss}
          aria-label={t('dismiss')}
        >
          ×
        </Button>
      </Flex>
    </Callout.Root>
  );
}

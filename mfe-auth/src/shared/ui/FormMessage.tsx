// A message about the whole form: failures are announced at once (role="alert"), successes and
// information politely (role="status").
import { Callout } from '@ahc/platform/ui';
import type { ReactNode } from 'react';

export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'green' : 'blue';
  return (
    <Callout.Root
      color={color}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={`form-message-${tone}`}
    >
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}

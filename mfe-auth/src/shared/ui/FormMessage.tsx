// A message about the whole form: failures are announced at once (role="alert"), successes and
// information politely (role="status"). An Auth service failure is shown in the shared texts' words.
import { Callout } from '@ahc/platform/ui/base';
import type { ReactNode } from 'react';
import type { AuthErrorKey } from '../auth-errors/map-auth-error.ts';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';

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

/** The last Auth service call's failure (useAuthRequest's error); nothing when there is none. */
export function AuthErrorMessage({ errorKey }: { errorKey: AuthErrorKey | null }) {
  const shared = useSharedTranslation();
  if (!errorKey) return null;
  return <FormMessage tone="error">{shared.t(errorKey)}</FormMessage>;
}

// The form of useEmailRequest, alike on every page that asks for a mail (recovery, sign-in by e-mail):
// the failure above, then the page's notice (what was sent), the address, and the submit button.
import { useHydrating } from '@ahc/platform';
import { Button, Flex } from '@ahc/platform/ui/base';
import type { ReactNode } from 'react';
import { AuthErrorMessage } from '../ui/FormMessage.tsx';
import { EmailField } from './CredentialFields.tsx';
import type { EmailRequest } from './use-email-request.ts';

export function EmailRequestForm({
  request,
  notice,
  submitLabel,
  submittingLabel,
}: {
  request: EmailRequest;
  notice?: ReactNode;
  submitLabel: string;
  submittingLabel: string;
}) {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the
  // address).
  const hydrating = useHydrating();
  return (
    <>
      <AuthErrorMessage errorKey={request.formError} />
      {notice}
      <form noValidate method="post" onSubmit={request.onSubmit}>
        <Flex direction="column" gap="3">
          <EmailField {...request.emailField} />
          <Button type="submit" size="3" loading={request.pending} disabled={hydrating}>
            {request.pending ? submittingLabel : submitLabel}
          </Button>
        </Flex>
      </form>
    </>
  );
}

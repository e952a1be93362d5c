// An invitation link just made, shown this once as the full address to copy (only its hash is kept),
// with when it stops working; copying says whether it worked. It appears under the form that made it and
// takes the focus, so a screen reader reads it out at once (as a new share link does).
import { teamInvitationPath, useLanguage, useTimeZone } from '@ahc/platform';
import { Button, Callout, Flex, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { useEffect, useId, useState } from 'react';
import { formatDateTime } from '#shared/lib/format.ts';
import type { CreatedInvitation } from '../data/invitations.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';

/** The full address of an invitation, to send to people. */
const invitationLink = (token: string, origin: string = window.location.origin) =>
  `${origin}${teamInvitationPath(token)}`;

export function NewInvitationLink({ created }: { created: CreatedInvitation }) {
  const { t } = useTeamsTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const fieldId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = invitationLink(created.token);
  useEffect(() => document.getElementById(fieldId)?.focus(), [fieldId]);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Callout.Root highContrast color="green" data-testid="new-invitation">
      {/* Not Callout.Text: that is a paragraph, and this holds a field and a button. */}
      <Flex direction="column" gap="2">
        <Text weight="bold">{t('team.newLinkTitle')}</Text>
        <Text as="p" size="2">
          {t('team.newLinkText', { date: formatDateTime(created.invitation.expires_at, language, timeZone) })}
        </Text>
        <FormField
          id={fieldId}
          label={t('team.linkLabel')}
          value={link}
          onChange={() => undefined}
          readOnly
        />
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="button" highContrast onClick={() => void copyLink()}>
            {t('team.copy')}
          </Button>
          <Text size="2" role="status">
            {copy === 'copied' ? t('team.copied') : copy === 'failed' ? t('team.copyFailed') : ''}
          </Text>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}

// The owner's invitation links: create one (an optional note of whom it is for, how many days it is
// valid), shown once as a full address to copy, since only its hash is kept; and every link (the
// token-link list every link kind has) with its state (active, revoked, expired), when it was made and
// expires and how often it was used, each active one revocable after a confirmation. Beside it, a link
// sent to one colleague by e-mail (InviteByEmail).
import { teamInvitationPath, useLanguage, useTimeZone } from '@ahc/platform';
import { Button, Callout, Card, Flex, Text } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import type { TeamInvitation } from '@ahc/platform/data';
import { type FormEvent, useId, useState } from 'react';
import {
  type CreatedInvitation,
  DEFAULT_INVITATION_DAYS,
  INVITATION_DAYS,
  MAX_INVITATION_LABEL_LENGTH,
  useCreateInvitation,
  useRevokeInvitation,
} from '../data/invitations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { Section } from '#shared/ui/Section.tsx';
import { TokenLinkList } from '#shared/ui/TokenLinkList.tsx';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { InviteByEmail } from './InviteByEmail.tsx';
import { Problem } from './Problem.tsx';

/** The full address of an invitation, to send to people. */
const invitationLink = (token: string, origin: string = window.location.origin) =>
  `${origin}${teamInvitationPath(token)}`;

export function InviteSection({
  teamId,
  invitations,
  onStatus,
}: {
  teamId: string;
  invitations: TeamInvitation[];
  onStatus(text: string): void;
}) {
  const { t } = useTeamsTranslation();
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const labelId = useId();
  const daysId = useId();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState<number>(DEFAULT_INVITATION_DAYS);
  const [tooLong, setTooLong] = useState(false);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const long = [...label.trim()].length > MAX_INVITATION_LABEL_LENGTH;
    setTooLong(long);
    if (long) {
      document.getElementById(labelId)?.focus();
      return;
    }
    setCreated(null);
    create.mutate(
      { teamId, label, days },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setLabel('');
        },
      },
    );
  };

  return (
    <Section heading={t('team.inviteHeading')} testId="invite-section">
      <Text as="p" size="2" color="gray">
        {t('team.inviteIntro')}
      </Text>
      <Card size="2">
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3" align="start" className="team-form">
            <FormField
              id={labelId}
              label={t('team.labelLabel')}
              hint={t('team.labelHint')}
              value={label}
              onChange={setLabel}
              error={tooLong ? t('team.labelTooLong') : undefined}
            />
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={daysId} size="2" weight="medium">
                {t('team.daysLabel')}
              </Text>
              <select
                id={daysId}
                className="plan-select"
                value={days}
                onChange={(event) => setDays(Number(event.currentTarget.value))}
              >
                {INVITATION_DAYS.map((count) => (
                  <option key={count} value={count}>
                    {t('team.days', { count })}
                  </option>
                ))}
              </select>
            </Flex>
            {create.isError && <Problem text={t(teamProblemKey('invite', create.error))} />}
            <Button type="submit" disabled={create.isPending} data-testid="create-invitation">
              {create.isPending ? t('team.creatingLink') : t('team.createLink')}
            </Button>
          </Flex>
        </form>
      </Card>
      {created && <NewLink created={created} />}
      <InviteByEmail teamId={teamId} onStatus={onStatus} />
      <TokenLinkList
        links={invitations}
        texts={{
          heading: t('team.invitationsHeading'),
          empty: t('team.invitationsNone'),
          revokeLabel: (name) => t('team.invitation.revokeLabel', { label: name }),
          revokeEffect: t('team.invitation.revokeEffect'),
          revoked: () => t('team.invitation.revoked'),
        }}
        headingAs="h3"
        testId="invitation"
        nameOf={(invitation) => invitation.label ?? t('team.invitation.unlabelled')}
        usage={(invitation) => t('team.invitation.used', { count: invitation.use_count })}
        revoking={revoke.isPending}
        revokeProblem={revoke.isError ? t(teamProblemKey('revoke', revoke.error)) : null}
        onRevoke={(invitation) => revoke.mutateAsync(invitation.id)}
      />
    </Section>
  );
}

function NewLink({ created }: { created: CreatedInvitation }) {
  const { t } = useTeamsTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const fieldId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = invitationLink(created.token);
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

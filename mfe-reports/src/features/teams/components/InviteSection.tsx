// The owner's invitation links: create one (an optional note of whom it is for, how many days it is
// valid), shown once as a full address to copy, since only its hash is kept; and every link with its
// state (active, revoked, expired), when it expires and how often it was used, each active one
// revocable at once. Beside it, a link sent to one colleague by e-mail (InviteByEmail).
import { teamInvitationPath, useLanguage } from '@ahc/platform';
import { Badge, Button, Callout, Card, Flex, Text } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useId, useState } from 'react';
import type { CreatedInvitation, TeamInvitation } from '../data/team-json.ts';
import {
  DEFAULT_INVITATION_DAYS,
  INVITATION_DAYS,
  MAX_INVITATION_LABEL_LENGTH,
  useCreateInvitation,
  useRevokeInvitation,
} from '../data/team-mutations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { Section } from '#shared/ui/Section.tsx';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { InviteByEmail } from './InviteByEmail.tsx';
import { Problem } from './Problem.tsx';

const STATUS_COLORS = { active: 'green', revoked: 'red', expired: 'gray' } as const;

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
  const { language } = useLanguage();
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
      <Flex direction="column" gap="2">
        <Text as="p" weight="bold">
          {t('team.invitationsHeading')}
        </Text>
        {invitations.length === 0 ? (
          <Text as="p" size="2">
            {t('team.invitationsNone')}
          </Text>
        ) : (
          <ul className="plain-list team-members" data-testid="invitation-list">
            {invitations.map((invitation) => {
              const name = invitation.label ?? t('team.invitation.unlabelled');
              return (
                <li key={invitation.id} data-testid="invitation" data-status={invitation.status}>
                  <Card size="1">
                    <Flex gap="3" align="center" justify="between" wrap="wrap">
                      <Flex direction="column" gap="1">
                        <Flex gap="2" align="center" wrap="wrap">
                          <Text weight="medium" className="user-content">
                            {name}
                          </Text>
                          <Badge color={STATUS_COLORS[invitation.status]} variant="soft" highContrast>
                            {t(`team.invitation.status.${invitation.status}`)}
                          </Badge>
                        </Flex>
                        <Text size="1" color="gray">
                          {invitation.status === 'revoked' && invitation.revoked_at
                            ? t('team.invitation.revokedAt', {
                                date: formatDateTime(invitation.revoked_at, language),
                              })
                            : t(
                                invitation.status === 'expired'
                                  ? 'team.invitation.expired'
                                  : 'team.invitation.expires',
                                { date: formatDateTime(invitation.expires_at, language) },
                              )}
                          {' · '}
                          {t('team.invitation.used', { count: invitation.use_count })}
                        </Text>
                      </Flex>
                      {invitation.status === 'active' && (
                        <Button
                          type="button"
                          variant="soft"
                          color="red"
                          aria-label={t('team.invitation.revokeLabel', { label: name })}
                          disabled={revoke.isPending}
                          data-testid="revoke-invitation"
                          onClick={() =>
                            revoke.mutate(invitation.id, {
                              onSuccess: () => onStatus(t('team.invitation.revoked')),
                            })
                          }
                        >
                          {t('team.invitation.revoke')}
                        </Button>
                      )}
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
        {revoke.isError && <Problem text={t(teamProblemKey('revoke', revoke.error))} />}
      </Flex>
    </Section>
  );
}

function NewLink({ created }: { created: CreatedInvitation }) {
  const { t } = useTeamsTranslation();
  const { language } = useLanguage();
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
          {t('team.newLinkText', { date: formatDateTime(created.invitation.expires_at, language) })}
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

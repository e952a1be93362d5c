// The owner's invitation links: create one (an optional note of whom it is for, how many days it is
// valid), shown once as a full address to copy, since only its hash is kept; and every link (the
// token-link list every link kind has) with its state (active, revoked, expired), when it was made and
// expires and how often it was used, each active one revocable after a confirmation. Beside it, a link
// sent to one colleague by e-mail (InviteByEmail). Each says what it did right where it was done: the new
// link under its form (and the focus on it, so it is read out), the e-mail's confirmation beside its
// button, a revocation above the list.
import { Button, Card, Flex, Text } from '@ahc/platform/ui/base';
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
import { Section } from '#shared/ui/Section.tsx';
import { TokenLinkList } from '#shared/ui/TokenLinkList.tsx';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { InviteByEmail } from './InviteByEmail.tsx';
import { NewInvitationLink } from './NewInvitationLink.tsx';
import { Problem } from './Problem.tsx';

export function InviteSection({ teamId, invitations }: { teamId: string; invitations: TeamInvitation[] }) {
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
      {created && <NewInvitationLink created={created} />}
      <InviteByEmail teamId={teamId} />
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

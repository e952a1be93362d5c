// "Invite by e-mail" on the owner's team page (docs/product.md §9): one colleague's address and the
// language of the e-mail (the page's own unless changed). The send-team-invitation function makes a new
// link and mails it, so no token is shown here; the sent invitation appears in the list below (the team
// reads are refreshed) and a live region beside the button says to whom it went; each failure has its
// own words, just above the button.
import { LANGUAGES, type Language, isLanguage, useLanguage } from '@ahc/platform';
import { Button, Card, Flex, Text } from '@ahc/platform/ui/base';
import { FormField, checkEmail } from '@ahc/platform/ui/form';
import { type FormEvent, useId, useState } from 'react';
import { MAX_INVITEE_EMAIL_LENGTH, useSendInvitationEmail } from '../data/invitation-email.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { ActionStatus } from './ActionStatus.tsx';
import { Problem } from './Problem.tsx';

export function InviteByEmail({ teamId }: { teamId: string }) {
  const { t } = useTeamsTranslation();
  const { language: pageLanguage } = useLanguage();
  const send = useSendInvitationEmail();
  const emailId = useId();
  const languageId = useId();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [problem, setProblem] = useState<'required' | 'invalid' | 'tooLong' | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkEmail(email, { maxLength: MAX_INVITEE_EMAIL_LENGTH });
    setProblem(found);
    if (found) {
      document.getElementById(emailId)?.focus();
      return;
    }
    send.mutate({ teamId, email, language }, { onSuccess: () => setEmail('') });
  };

  return (
    <Card size="2" data-testid="invite-by-email">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="3" align="start" className="team-form">
          <Text as="p" weight="bold">
            {t('team.email.heading')}
          </Text>
          <Text as="p" size="2" color="gray">
            {t('team.email.intro')}
          </Text>
          <FormField
            id={emailId}
            type="email"
            autoComplete="off"
            inputMode="email"
            label={t('team.email.label')}
            value={email}
            onChange={setEmail}
            error={problem ? t(`team.email.${problem}`) : undefined}
          />
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={languageId} size="2" weight="medium">
              {t('team.email.languageLabel')}
            </Text>
            <select
              id={languageId}
              className="plan-select"
              value={language}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                if (isLanguage(chosen)) setLanguage(chosen);
              }}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`team.email.languages.${code}`)}
                </option>
              ))}
            </select>
          </Flex>
          {send.isError && <Problem text={t(teamProblemKey('email', send.error))} />}
          <Flex gap="3" align="center" wrap="wrap">
            <Button type="submit" disabled={send.isPending} data-testid="send-invitation-email">
              {send.isPending ? t('team.email.sending') : t('team.email.send')}
            </Button>
            <ActionStatus
              text={send.isSuccess ? t('team.email.sent', { email: send.data.sent_to }) : ''}
              testId="invite-email-status"
            />
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

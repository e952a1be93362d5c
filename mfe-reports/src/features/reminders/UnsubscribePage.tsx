// /reminders/unsubscribe?token=... (open, no sign-in): where a reminder e-mail's unsubscribe link lands.
// Opening the page changes nothing: mail scanners and link previews open links too, so only the button
// calls unsubscribe_reminders. Its answer each has its own words: reminders are off (a team's named), the
// link was used before (already off), or the link is not valid (as is one without a token); a failed call
// says so and changes nothing, so pressing again is safe. Search engines are asked not to index it.
import { PATHS } from '@ahc/platform';
import { Link, useSearchParams } from '@ahc/platform/router';
import { Button, Callout, Flex, Heading, PageState, Text, TYPE_SCALE } from '@ahc/platform/ui';
import { type UnsubscribeAnswer, useUnsubscribeMutation } from './data/reminder-settings.ts';
import { useRemindersTranslation } from './i18n/use-reminders-translation.ts';
import { useNoIndex } from '../sharing/index.ts';

export default function UnsubscribePage() {
  const { t } = useRemindersTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeMutation();
  useNoIndex();

  if (!token) return <Answer answer={{ status: 'not_found', teamName: null }} />;
  if (unsubscribe.isSuccess) return <Answer answer={unsubscribe.data} />;
  const problem = unsubscribe.isError ? (unsubscribe.error.kind === 'network' ? 'offline' : 'failed') : null;
  return (
    <Flex direction="column" gap="4" py="6" align="start" maxWidth="44rem" data-testid="unsubscribe-page">
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {t('reminders.unsubscribe.heading')}
      </Heading>
      <Text as="p">{t('reminders.unsubscribe.intro')}</Text>
      <Text as="p" color="gray" size="2">
        {t('reminders.unsubscribe.teamIntro')}
      </Text>
      {problem && (
        <Callout.Root highContrast color="red" role="alert" data-testid={`unsubscribe-${problem}`}>
          <Callout.Text>
            <Text weight="bold">{t(`reminders.unsubscribe.${problem}.title`)}</Text>{' '}
            {t(`reminders.unsubscribe.${problem}.text`)}
          </Callout.Text>
        </Callout.Root>
      )}
      <Button
        type="button"
        size="3"
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(token)}
        data-testid="unsubscribe-button"
      >
        {unsubscribe.isPending ? t('reminders.unsubscribe.working') : t('reminders.unsubscribe.button')}
      </Button>
    </Flex>
  );
}

/** Which of the page's answers a result is (its texts' key and the test id it carries). */
function answerKind(answer: UnsubscribeAnswer) {
  if (answer.status === 'unsubscribed')
    return answer.teamName === null
      ? { key: 'done' as const, testId: 'unsubscribe-done' }
      : { key: 'doneTeam' as const, testId: 'unsubscribe-done-team' };
  if (answer.status === 'already_used')
    return { key: 'alreadyOff' as const, testId: 'unsubscribe-already-off' };
  return { key: 'notValid' as const, testId: 'unsubscribe-not-valid' };
}

function Answer({ answer }: { answer: UnsubscribeAnswer }) {
  const { t } = useRemindersTranslation();
  const { key, testId } = answerKind(answer);
  const team = { team: answer.teamName ?? '' };
  return (
    <PageState
      title={t(`reminders.unsubscribe.${key}.title`, team)}
      text={t(`reminders.unsubscribe.${key}.text`, team)}
      tone={answer.status === 'not_found' ? 'unavailable' : 'info'}
      testId={testId}
    >
      <Button asChild variant="soft">
        <Link to={PATHS.dashboard}>{t('reminders.unsubscribe.toDashboard')}</Link>
      </Button>
    </PageState>
  );
}

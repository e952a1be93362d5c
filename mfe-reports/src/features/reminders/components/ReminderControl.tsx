// The one control behind both reminder settings (the person's on the dashboard, a team's for its owner):
// a select of the cadences that saves as soon as one is chosen, says that it is saving, that it saved,
// or why it did not (the stored cadence stays selected then), and below it when the next reminder is due.
import { useCommonTexts, useLanguage, useTimeZone } from '@ahc/platform';
import type { AppError, UseMutationResult, UseQueryResult } from '@ahc/platform/data';
import { Button, Callout, Card, Flex, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { useId, useState } from 'react';
import { REMINDER_CADENCES, type ReminderCadence, reminderProblemKey } from '../data/reminder-settings.ts';
import { useRemindersTranslation } from '../i18n/use-reminders-translation.ts';
import { nextReminderAt } from '../model/next-reminder.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { Section } from '#shared/ui/Section.tsx';

/** What the reminder counts from: a time (the latest report, the last round's close), or why there is none. */
export type ReminderStart = { from: string } | { none: string };

export function ReminderControl({
  heading,
  intro,
  query,
  save,
  start,
  testId,
}: {
  heading: string;
  intro: string;
  query: UseQueryResult<ReminderCadence, AppError>;
  save: UseMutationResult<ReminderCadence, AppError, ReminderCadence>;
  start: ReminderStart;
  testId: string;
}) {
  const { t } = useRemindersTranslation();
  const common = useCommonTexts();
  const selectId = useId();
  return (
    <Section heading={heading} testId={testId}>
      <Text as="p" color="gray" size={TYPE_SCALE.small}>
        {intro}
      </Text>
      <Card size="2">
        {query.isError ? (
          <Flex direction="column" gap="3" align="start">
            <Callout.Root highContrast color="red" role="alert">
              <Callout.Text>{t('reminders.loadFailed')}</Callout.Text>
            </Callout.Root>
            <Button type="button" onClick={() => void query.refetch()}>
              {common.t('retry')}
            </Button>
          </Flex>
        ) : (
          <Flex direction="column" gap="2" align="start">
            <Text as="label" htmlFor={selectId} size="2" weight="medium">
              {t('reminders.label')}
            </Text>
            <select
              id={selectId}
              className="plan-select"
              data-testid={`${testId}-cadence`}
              // While it saves, the choice just made; after, the stored one (the old one if it failed).
              value={save.isPending ? save.variables : (query.data ?? 'none')}
              disabled={query.isPending || save.isPending}
              aria-busy={query.isPending}
              onChange={(event) => save.mutate(event.currentTarget.value as ReminderCadence)}
            >
              {REMINDER_CADENCES.map((cadence) => (
                <option key={cadence} value={cadence}>
                  {t(`reminders.cadence.${cadence}`)}
                </option>
              ))}
            </select>
            <SaveState save={save} testId={testId} />
            {query.isPending ? (
              <Text as="p" size="2" color="gray">
                {t('reminders.loading')}
              </Text>
            ) : (
              <NextReminder cadence={query.data} start={start} testId={testId} />
            )}
          </Flex>
        )}
      </Card>
    </Section>
  );
}

/** Saving, saved or why not: a live region, so the change is announced where it was made. */
function SaveState({
  save,
  testId,
}: {
  save: UseMutationResult<ReminderCadence, AppError, ReminderCadence>;
  testId: string;
}) {
  const { t } = useRemindersTranslation();
  if (save.isError)
    return (
      <Callout.Root highContrast color="red" role="alert" data-testid={`${testId}-failed`}>
        <Callout.Text>{t(reminderProblemKey(save.error))}</Callout.Text>
      </Callout.Root>
    );
  return (
    <Text as="p" size="2" role="status" data-testid={`${testId}-state`}>
      {save.isPending ? t('reminders.saving') : save.isSuccess ? t('reminders.saved') : ''}
    </Text>
  );
}

function NextReminder({
  cadence,
  start,
  testId,
}: {
  cadence: ReminderCadence;
  start: ReminderStart;
  testId: string;
}) {
  const { t } = useRemindersTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  // When the page opened: whether a due date has passed does not need to change while it is open.
  const [openedAt] = useState(() => Date.now());
  if (cadence === 'none') return null;
  if ('none' in start)
    return (
      <Text as="p" size="2" color="gray" data-testid={`${testId}-next`}>
        {start.none}
      </Text>
    );
  const due = nextReminderAt(start.from, cadence)!;
  const date = formatDateTime(due.toISOString(), language, timeZone);
  return (
    <Text as="p" size="2" data-testid={`${testId}-next`}>
      <time dateTime={due.toISOString()}>
        {due.getTime() <= openedAt ? t('reminders.due', { date }) : t('reminders.next', { date })}
      </time>
    </Text>
  );
}

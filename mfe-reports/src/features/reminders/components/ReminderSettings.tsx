// Where the two reminder settings are shown: the person's own on the dashboard (counted from their
// latest personal report), and the team's on the team page, for its owner only (counted from the last
// round's close while no round is open; the database refuses anyone else).
import type { TeamSummary } from '@ahc/platform/data';
import {
  useMyReminderMutation,
  useMyReminderQuery,
  useTeamReminderMutation,
  useTeamReminderQuery,
} from '../data/reminder-settings.ts';
import { useRemindersTranslation } from '../i18n/use-reminders-translation.ts';
import { ReminderControl, type ReminderStart } from './ReminderControl.tsx';

/** The person's cadence; latestReportAt is their newest personal report's time, null before the first. */
export function MyReminderSetting({ latestReportAt }: { latestReportAt: string | null }) {
  const { t } = useRemindersTranslation();
  const query = useMyReminderQuery();
  const save = useMyReminderMutation();
  return (
    <ReminderControl
      heading={t('reminders.heading')}
      intro={t('reminders.intro')}
      query={query}
      save={save}
      start={latestReportAt ? { from: latestReportAt } : { none: t('reminders.noReport') }}
      testId="reminder"
    />
  );
}

/** The team's cadence, for its owner: render it only when team.role is owner. */
export function TeamReminderSetting({ team }: { team: TeamSummary }) {
  const { t } = useRemindersTranslation();
  const query = useTeamReminderQuery(team.id);
  const save = useTeamReminderMutation(team.id);
  const round = team.current_round;
  const start: ReminderStart =
    round === null
      ? { none: t('reminders.teamNoRound') }
      : round.status === 'open' || round.closed_at === null
        ? { none: t('reminders.teamRoundOpen') }
        : { from: round.closed_at };
  return (
    <ReminderControl
      heading={t('reminders.teamHeading')}
      intro={t('reminders.teamIntro')}
      query={query}
      save={save}
      start={start}
      testId="team-reminder"
    />
  );
}

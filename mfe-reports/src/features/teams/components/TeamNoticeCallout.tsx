// What a team's page was opened after, said once at its top: the reader joined (or was a member
// already), or their answers to the round are in, with the way to read them as a report.
import { reportPath } from '@ahc/platform';
import type { TeamNotice } from '@ahc/platform/data';
import { Link } from '@ahc/platform/router';
import { Callout, Link as RadixLink, Text } from '@ahc/platform/ui';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';

export function TeamNoticeCallout({ notice, name }: { notice: TeamNotice; name: string }) {
  const { t } = useTeamsTranslation();
  if (notice.kind === 'submitted') {
    return (
      <Callout.Root highContrast color="green" data-testid="team-notice-submitted">
        <Callout.Text>
          <Text weight="bold">{t('team.submitted.title')}</Text> {t('team.submitted.text')}{' '}
          {notice.reportId && (
            <RadixLink asChild>
              <Link to={reportPath(notice.reportId)}>{t('team.submitted.openReport')}</Link>
            </RadixLink>
          )}
        </Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root highContrast color="green" data-testid={`team-notice-${notice.kind}`}>
      <Callout.Text>
        {notice.kind === 'joined' ? t('team.joined', { name }) : t('team.alreadyMember', { name })}
      </Callout.Text>
    </Callout.Root>
  );
}

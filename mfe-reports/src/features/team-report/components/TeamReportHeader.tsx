// The team report's heading (the page's title), the way back to the team, and, once there is more than
// one round, the picker that opens another round's report.
import { teamAssessmentPath, teamReportPath, usePageTitle } from '@ahc/platform';
import type { TeamHistoryRound } from '@ahc/platform/data';
import { Link, useNavigate } from '@ahc/platform/router';
import { Button, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui';
import { useId } from 'react';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';

export function TeamReportHeader({
  teamId,
  name,
  roundNumber,
  rounds,
}: {
  teamId: string;
  name: string;
  roundNumber: number;
  rounds: TeamHistoryRound[];
}) {
  const { t } = useTeamReportTranslation();
  const { t: shared } = useSharedTranslation();
  const navigate = useNavigate();
  const pickerId = useId();
  const title = t('report.title', { name });
  usePageTitle(title);
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size={TYPE_SCALE.pageTitle} className="user-content" data-testid="team-report-title">
        {title}
      </Heading>
      <Flex gap="3" wrap="wrap" align="center" className="no-print">
        <Button asChild variant="soft" color="gray">
          <Link to={teamAssessmentPath(teamId)}>{t('report.backToTeam')}</Link>
        </Button>
        {rounds.length > 1 && (
          <Flex gap="2" align="center">
            <Text as="label" htmlFor={pickerId} size="2" weight="medium">
              {t('report.roundPicker')}
            </Text>
            <select
              id={pickerId}
              className="plan-select"
              value={roundNumber}
              onChange={(event) => navigate(teamReportPath(teamId, Number(event.currentTarget.value)))}
              data-testid="round-picker"
            >
              {rounds.map((r) => (
                <option key={r.number} value={r.number}>
                  {t('report.roundOption', {
                    number: r.number,
                    status: shared(`team.roundStatus.${r.status}`),
                  })}
                </option>
              ))}
            </select>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}

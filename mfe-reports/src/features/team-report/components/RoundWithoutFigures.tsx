// A round without figures: still open (how many answered; the owner also sees who), or closed below its
// minimum; and why the figures wait.
import type { TeamDetail, TeamHistoryRound, TeamRoundWithoutFigures } from '@ahc/platform/data';
import { Callout, Flex, Text } from '@ahc/platform/ui';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';
import { TeamReportHeader } from './TeamReportHeader.tsx';

export function RoundWithoutFigures({
  teamId,
  detail,
  answer,
  rounds,
}: {
  teamId: string;
  detail: TeamDetail;
  answer: TeamRoundWithoutFigures;
  rounds: TeamHistoryRound[];
}) {
  const { t } = useTeamReportTranslation();
  const { t: shared } = useSharedTranslation();
  const { round, answers, min_answers: minAnswers } = answer;
  const open = answer.status === 'round_open';
  // get_team says who answered the current round to the owner only (answered_current_round is null for a
  // member).
  const isCurrent = detail.team.current_round?.number === round.number;
  const answered =
    open && isCurrent ? detail.members.filter((member) => member.answered_current_round === true) : null;
  const showWho = detail.team.role === 'owner' && answered !== null;
  return (
    <Flex
      direction="column"
      gap="5"
      py="6"
      data-testid="team-report-waiting"
      data-status={open ? 'round-open' : 'not-enough-answers'}
    >
      <TeamReportHeader teamId={teamId} name={detail.team.name} roundNumber={round.number} rounds={rounds} />
      <Callout.Root highContrast color="blue" role="status">
        <Callout.Text>
          <Text weight="bold">
            {open ? t('report.roundOpen.title', { number: round.number }) : t('report.notEnough.title')}
          </Text>{' '}
          <span data-testid="team-report-count">
            {open
              ? t('report.roundOpen.text', { answers, count: detail.team.member_count, min: minAnswers })
              : t('report.notEnough.text', { number: round.number, count: answers, min: minAnswers })}
          </span>
        </Callout.Text>
      </Callout.Root>
      <Text as="p" size="2" color="gray" data-testid="team-report-why">
        {t('report.whyWait')}
      </Text>
      {showWho && (
        <Flex direction="column" gap="2" data-testid="team-report-who">
          <Text as="p" weight="bold">
            {t('report.whoAnswered')}
          </Text>
          {answered!.length === 0 ? (
            <Text as="p" size="2">
              {t('report.nobodyYet')}
            </Text>
          ) : (
            <ul className="plain-list">
              {answered!.map((member) => (
                <li key={member.member_id} className="user-content" data-testid="team-report-answered">
                  {member.display_name ?? shared('team.unnamed')}
                </li>
              ))}
            </ul>
          )}
        </Flex>
      )}
    </Flex>
  );
}

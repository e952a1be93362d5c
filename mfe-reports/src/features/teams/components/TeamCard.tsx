// One team assessment as a card, the way the team assessments page and the dashboard both list them: its
// name (the link to its page), the person's role and the member count, and the current round with how
// many have answered and whether the person has.
import { teamAssessmentPath } from '@ahc/platform';
import type { TeamSummary } from '@ahc/platform/data';
import { Link } from '@ahc/platform/router';
import { Badge, Card, Flex, Heading, Link as RadixLink, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import type { ReactNode } from 'react';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import '../teams.css';

type Props = {
  team: TeamSummary;
  /**
   * While the person has an open round to answer: what to offer under the round (the dashboard's button
   * to answer it). Without one, a badge says they have not answered yet.
   */
  answerAction?: ReactNode;
};

export function TeamCard({ team, answerAction }: Props) {
  const { t } = useTeamsTranslation();
  const { t: shared } = useSharedTranslation();
  const round = team.current_round;
  const open = round?.status === 'open';
  return (
    <Card size="2" className="team-card">
      <Flex direction="column" gap="2" align="start">
        <Heading as="h3" size={TYPE_SCALE.item} className="user-content">
          <RadixLink asChild>
            <Link to={teamAssessmentPath(team.id)}>{team.name}</Link>
          </RadixLink>
        </Heading>
        <Text size="2" color="gray">
          {t(`list.role.${team.role}`)} · {t('list.members', { count: team.member_count })}
        </Text>
        {round && (
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2">
              {t('list.round', {
                number: round.number,
                status: shared(`team.roundStatus.${round.status}`),
                answers: round.answers,
              })}
            </Text>
            {open && round.i_answered && (
              <Badge color="green" variant="soft" highContrast>
                {t('list.youAnswered')}
              </Badge>
            )}
            {open && !round.i_answered && !answerAction && (
              <Badge color="gray" variant="soft" highContrast>
                {t('list.youHaveNotAnswered')}
              </Badge>
            )}
          </Flex>
        )}
        {open && !round.i_answered && answerAction}
      </Flex>
    </Card>
  );
}

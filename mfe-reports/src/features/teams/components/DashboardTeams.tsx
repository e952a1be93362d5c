// The dashboard's "Your team assessments": each team the person owns or joined, with its round and, when
// they have not answered an open round, the button to answer it; or, with none, the way to start one.
// It reads on its own: a failure here says so in its place and leaves the rest of the dashboard be.
import { PATHS, teamAnswerPath, teamAssessmentPath } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Text,
  TYPE_SCALE,
} from '@ahc/platform/ui';
import { useMyTeamsQuery } from '../data/team-queries.ts';
import { Section } from '#shared/ui/Section.tsx';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';

export function DashboardTeams() {
  const { t } = useTeamsTranslation();
  const query = useMyTeamsQuery();
  return (
    <Section heading={t('dashboard.heading')} testId="dashboard-teams">
      <Text as="p" color="gray" size={TYPE_SCALE.small}>
        {t('dashboard.intro')}
      </Text>
      {query.isError ? (
        <Callout.Root highContrast color="red" role="alert">
          <Callout.Text>{t('states.listFailed')}</Callout.Text>
        </Callout.Root>
      ) : query.isPending ? null : query.data.length === 0 ? (
        <Text as="p" data-testid="dashboard-teams-empty">
          {t('dashboard.empty')}
        </Text>
      ) : (
        <ul className="plain-list card-grid" data-testid="dashboard-team-list">
          {query.data.map((team) => {
            const round = team.current_round;
            const canAnswer = round?.status === 'open' && !round.i_answered;
            return (
              <li key={team.id} data-testid="dashboard-team">
                <Card size="2">
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
                            status: t(`common.roundStatus.${round.status}`),
                            answers: round.answers,
                          })}
                        </Text>
                        {round.status === 'open' && round.i_answered && (
                          <Badge color="green" variant="soft" highContrast>
                            {t('list.youAnswered')}
                          </Badge>
                        )}
                      </Flex>
                    )}
                    {canAnswer && (
                      <Button asChild size="2">
                        <Link to={teamAnswerPath(team.id)}>
                          {t('dashboard.answerNow', { number: round.number })}
                        </Link>
                      </Button>
                    )}
                  </Flex>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Flex gap="3" wrap="wrap">
        <Button asChild variant="soft">
          <Link to={PATHS.teamAssessments}>
            {query.data?.length ? t('dashboard.all') : t('dashboard.start')}
          </Link>
        </Button>
      </Flex>
    </Section>
  );
}

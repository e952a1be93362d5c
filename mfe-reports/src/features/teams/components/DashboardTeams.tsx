// The dashboard's "Your team assessments": each team the person owns or joined, with its round and, when
// they have not answered an open round, the button to answer it; or, with none, the way to start one.
// It reads on its own: a failure here says so in its place and leaves the rest of the dashboard be.
import { PATHS, teamAnswerPath } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, Callout, Flex, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { useMyTeamsQuery } from '../data/team-queries.ts';
import { Section } from '#shared/ui/Section.tsx';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { TeamCard } from './TeamCard.tsx';

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
          {query.data.map((team) => (
            <li key={team.id} data-testid="dashboard-team">
              <TeamCard
                team={team}
                answerAction={
                  team.current_round && (
                    <Button asChild size="2">
                      <Link to={teamAnswerPath(team.id)}>
                        {t('dashboard.answerNow', { number: team.current_round.number })}
                      </Link>
                    </Button>
                  )
                }
              />
            </li>
          ))}
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

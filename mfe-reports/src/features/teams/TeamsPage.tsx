// /team-assessments (signed in): what a team assessment is, a form to start one for a named system,
// and the person's team assessments (owned and joined) with each one's current round and whether they
// have answered it. Creating one opens its page, where the owner invites colleagues.
import { PageSpinner, useCommonTexts } from '@ahc/platform';
import { isRetryingAfterError } from '@ahc/platform/data';
import { Button, Callout, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { Section } from '#shared/ui/Section.tsx';
import '#shared/ui/shared.css';
import { CreateTeam } from './components/CreateTeam.tsx';
import { TeamList } from './components/TeamList.tsx';
import { useMyTeamsQuery } from './data/team-queries.ts';
import { useTeamsTranslation } from './i18n/use-teams-translation.ts';
import './teams.css';

export default function TeamsPage() {
  const { t } = useTeamsTranslation();
  const common = useCommonTexts();
  const query = useMyTeamsQuery();
  return (
    <Flex direction="column" gap="6" py="6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>
          {t('list.title')}
        </Heading>
        <Text as="p" className="team-lead">
          {t('list.intro')}
        </Text>
      </Flex>
      <CreateTeam />
      <Section heading={t('list.heading')} testId="team-list-section">
        {query.isPending || isRetryingAfterError(query) ? (
          <PageSpinner label={t('common.loadingList')} />
        ) : query.isError ? (
          <Flex direction="column" gap="3" align="start">
            <Callout.Root highContrast color="red" role="alert">
              <Callout.Text>{t('states.listFailed')}</Callout.Text>
            </Callout.Root>
            <Button onClick={() => void query.refetch()}>{common.t('retry')}</Button>
          </Flex>
        ) : query.data.length === 0 ? (
          <Text as="p" data-testid="team-list-empty">
            {t('list.empty')}
          </Text>
        ) : (
          <TeamList teams={query.data} />
        )}
      </Section>
    </Flex>
  );
}

// A team read that gave nothing to show, as the page's h1 and an announced message: no access (an
// unknown team, an outsider, a removed member: the database tells them apart to nobody), or a failed
// read with a retry. The way on is the list of the person's team assessments.
import { PATHS } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, Callout, Flex, Heading, TYPE_SCALE } from '@ahc/platform/ui';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';

export function TeamProblemState({
  problem,
  onRetry,
}: {
  problem: 'access-denied' | 'failed';
  onRetry?: () => void;
}) {
  const { t } = useTeamsTranslation();
  const keys = problem === 'access-denied' ? 'states.accessDenied' : 'states.failed';
  return (
    <Flex direction="column" gap="4" py="6" align="start" data-testid={`team-${problem}`}>
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {t(`${keys}.title`)}
      </Heading>
      <Callout.Root highContrast color={problem === 'access-denied' ? 'gray' : 'red'} role="alert">
        <Callout.Text>{t(`${keys}.text`)}</Callout.Text>
      </Callout.Root>
      <Flex gap="3" wrap="wrap">
        {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
        <Button asChild variant={onRetry ? 'soft' : 'solid'}>
          <Link to={PATHS.teamAssessments}>{t('common.allTeams')}</Link>
        </Button>
      </Flex>
    </Flex>
  );
}

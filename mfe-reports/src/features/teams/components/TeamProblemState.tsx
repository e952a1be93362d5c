// A team read that gave nothing to show, as the page's h1 and an announced message: no access (an
// unknown team, an outsider, a removed member: the database tells them apart to nobody), or a failed
// read with a retry. The words are the platform's, which the assessment remote's answer page says too.
// The way on is the list of the person's team assessments.
import { PATHS, useCommonTexts } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, Callout, Flex, Heading, TYPE_SCALE } from '@ahc/platform/ui';

export function TeamProblemState({
  problem,
  onRetry,
}: {
  problem: 'access-denied' | 'failed';
  onRetry?: () => void;
}) {
  const { t } = useCommonTexts();
  const texts = problem === 'access-denied' ? 'team.accessDenied' : 'team.failed';
  return (
    <Flex direction="column" gap="4" py="6" align="start" data-testid={`team-${problem}`}>
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {t(`${texts}.title`)}
      </Heading>
      <Callout.Root highContrast color={problem === 'access-denied' ? 'gray' : 'red'} role="alert">
        <Callout.Text>{t(`${texts}.text`)}</Callout.Text>
      </Callout.Root>
      <Flex gap="3" wrap="wrap">
        {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
        <Button asChild variant={onRetry ? 'soft' : 'solid'}>
          <Link to={PATHS.teamAssessments}>{t('team.allTeams')}</Link>
        </Button>
      </Flex>
    </Flex>
  );
}

// A team read that gave nothing to show (the team page and the team report both have one), as the
// page's h1 and an announced message: no access (an unknown team, an outsider, a removed member: the
// database tells them apart to nobody), or a failed read with a retry. The words are the platform's, which
// the assessment remote's answer page says too. The way on is the list of the person's team assessments.
import { PATHS, useCommonTexts } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, PageState } from '@ahc/platform/ui';

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
    <PageState
      title={t(`${texts}.title`)}
      text={t(`${texts}.text`)}
      tone={problem === 'access-denied' ? 'unavailable' : 'failed'}
      onRetry={onRetry}
      testId={`team-${problem}`}
    >
      <Button asChild variant={onRetry ? 'soft' : 'solid'}>
        <Link to={PATHS.teamAssessments}>{t('team.allTeams')}</Link>
      </Button>
    </PageState>
  );
}

// What the answer page shows instead of the assessment when there is nothing to answer: a team it
// cannot show (no access, or a failed read with a retry), in the platform's words the reports remote
// uses too, or a round that takes no answer from this member (closed, none open, answered already),
// with the way back to the team and, once answered, to its report.
import { PATHS, teamAssessmentPath, teamReportPath, useCommonTexts } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, PageState } from '@ahc/platform/ui';
import { useTeamAnswerTranslation } from '../i18n/use-team-answer-translation.ts';

type Props = {
  kind: 'access-denied' | 'failed' | 'closed' | 'no-round' | 'answered';
  title: string;
  text: string;
  /** The team to go back to; without it, the list of team assessments. */
  teamId?: string;
  onRetry?: () => void;
};

export function TeamAnswerState({ kind, title, text, teamId, onRetry }: Props) {
  const { t } = useTeamAnswerTranslation();
  const common = useCommonTexts();
  const tone = kind === 'failed' ? 'failed' : kind === 'access-denied' ? 'unavailable' : 'info';
  return (
    <PageState title={title} text={text} tone={tone} onRetry={onRetry} testId={`team-answer-${kind}`}>
      {kind === 'answered' && teamId && (
        <Button asChild>
          <Link to={teamReportPath(teamId)}>{t('seeReport')}</Link>
        </Button>
      )}
      <Button asChild variant="soft">
        <Link to={teamId ? teamAssessmentPath(teamId) : PATHS.teamAssessments}>
          {teamId ? t('backToTeam') : common.t('team.allTeams')}
        </Link>
      </Button>
    </PageState>
  );
}

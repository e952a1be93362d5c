// The mark of a team answer wherever the owner's reports are listed or read: "Team answer" beside a
// title that is already the team's system, "Team answer: Payments platform" beside a name of the
// owner's own. A personal report has none (its own name says what it is about).
import { Badge } from '@ahc/platform/ui/base';
import { type Classified, isTeamAnswer } from '../../report/index.ts';
import { useHistoryTranslation } from '../i18n/use-history-translation.ts';

export function TeamAnswerBadge({ report }: { report: Classified & { name: string | null } }) {
  const { t } = useHistoryTranslation();
  if (!isTeamAnswer(report)) return null;
  const system = report.team_name ?? '';
  return (
    <Badge
      color="indigo"
      variant="soft"
      size="2"
      data-testid="team-answer-badge"
      className="team-answer-badge"
    >
      {report.name && report.name !== system ? t('system.teamAnswerFor', { system }) : t('system.teamAnswer')}
    </Badge>
  );
}

/** The report in one line of text (a select's option): its title, and for a team answer its system. */
export function useSystemCaption() {
  const { t } = useHistoryTranslation();
  return (report: Classified & { name: string | null }): string | null => {
    if (!isTeamAnswer(report)) return report.name;
    const system = report.team_name ?? '';
    return report.name && report.name !== system
      ? t('system.namedTeamAnswer', { name: report.name, system })
      : t('system.teamAnswerFor', { system });
  };
}

// The end of a team's page: the owner deletes the team assessment, a member leaves it, each after a
// confirmation in place; either way the reader goes on to their list of team assessments.
import { PATHS } from '@ahc/platform';
import type { TeamDetail } from '@ahc/platform/data';
import { useNavigate } from '@ahc/platform/router';
import { ConfirmInPlace, Flex } from '@ahc/platform/ui';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useDeleteTeam, useLeaveTeam } from '../data/team-mutations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { Problem } from './Problem.tsx';

export function LeaveOrDelete({ detail }: { detail: TeamDetail }) {
  const { t } = useTeamsTranslation();
  const { t: shared } = useSharedTranslation();
  const navigate = useNavigate();
  const leave = useLeaveTeam();
  const remove = useDeleteTeam();
  const { team } = detail;
  const away = () => navigate(PATHS.teamAssessments, { replace: true });
  if (team.role === 'owner') {
    return (
      <Flex direction="column" gap="2" align="start" className="team-danger">
        <ConfirmInPlace
          label={t('team.delete.button')}
          title={t('team.delete.title')}
          text={t('team.delete.text')}
          confirm={t('team.delete.confirm')}
          cancel={shared('common.cancel')}
          triggerColor="red"
          className="team-confirm"
          busy={remove.isPending}
          testId="delete-team"
          onConfirm={() => remove.mutate(team.id, { onSuccess: away })}
        />
        {remove.isError && <Problem text={t(teamProblemKey('delete', remove.error))} />}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="2" align="start" className="team-danger">
      <ConfirmInPlace
        label={t('team.leave.button')}
        title={t('team.leave.title')}
        text={t('team.leave.text')}
        confirm={t('team.leave.confirm')}
        cancel={shared('common.cancel')}
        triggerColor="red"
        className="team-confirm"
        busy={leave.isPending}
        testId="leave-team"
        onConfirm={() => leave.mutate(team.id, { onSuccess: away })}
      />
      {leave.isError && <Problem text={t(teamProblemKey('leave', leave.error))} />}
    </Flex>
  );
}

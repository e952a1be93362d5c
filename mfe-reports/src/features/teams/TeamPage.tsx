// /team-assessments/:teamId (signed in, members only): one system's team assessment. Everyone sees the
// current round (answer it, or that they have), how many have answered it (never what), the members,
// and the way to the team report. The owner also sees who has answered, sets how many answers a round
// needs before it shows figures, invites people with links (shown once, expiring, revocable, each
// usable by several people), removes members, closes the round and starts the next one, chooses how
// often to be reminded to open the next one, and may delete the team; a member may leave. An unknown
// team, an outsider and a removed member all see the same access-denied state.
import {
  PATHS,
  PageSpinner,
  reportPath,
  teamAnswerPath,
  teamReportPath,
  useCommonTexts,
  usePageTitle,
} from '@ahc/platform';
import {
  type TeamDetail,
  type TeamNotice,
  isRetryingAfterError,
  readTeamNotice,
  useTeamQuery,
} from '@ahc/platform/data';
import { Link, useLocation, useNavigate, useParams } from '@ahc/platform/router';
import {
  Badge,
  Button,
  Callout,
  ConfirmInPlace,
  Flex,
  Heading,
  Link as RadixLink,
  Text,
  TYPE_SCALE,
} from '@ahc/platform/ui';
import { useState } from 'react';
import { useCloseRound, useDeleteTeam, useLeaveTeam, useOpenRound } from './data/team-mutations.ts';
import { teamProblemKey } from './data/team-problems.ts';
import { Section } from '#shared/ui/Section.tsx';
import '#shared/ui/shared.css';
import { useTeamsTranslation } from './i18n/use-teams-translation.ts';
import { InviteSection } from './components/InviteSection.tsx';
import { MembersSection } from './components/MembersSection.tsx';
import { MinimumSection } from './components/MinimumSection.tsx';
import { Problem } from './components/Problem.tsx';
import { TeamProblemState } from './components/TeamProblemState.tsx';
import { TeamReminderSetting } from '../reminders/index.ts';
import './teams.css';

export default function TeamPage() {
  const { t } = useTeamsTranslation();
  const { teamId = '' } = useParams<{ teamId: string }>();
  const query = useTeamQuery(teamId);

  if (query.isPending || isRetryingAfterError(query)) return <PageSpinner label={t('common.loading')} />;
  if (query.isError) return <TeamProblemState problem="failed" onRetry={() => void query.refetch()} />;
  if (query.data.status !== 'ok') return <TeamProblemState problem="access-denied" />;
  return <TeamView detail={query.data} />;
}

function TeamView({ detail }: { detail: TeamDetail }) {
  const { t } = useTeamsTranslation();
  const common = useCommonTexts();
  const location = useLocation();
  const { team } = detail;
  const isOwner = team.role === 'owner';
  // What the page was opened after (joining, answering), said once at the top.
  const [notice] = useState<TeamNotice | null>(() => readTeamNotice(location.state));
  // What the last change did, for a polite live region.
  const [status, setStatus] = useState('');
  usePageTitle(team.name);

  return (
    <Flex direction="column" gap="6" py="6" data-testid="team-page">
      <Flex direction="column" gap="2">
        <Heading as="h1" size={TYPE_SCALE.pageTitle} className="user-content" data-testid="team-name">
          {team.name}
        </Heading>
        <Text as="p" color="gray">
          {isOwner ? t('team.ownerLine') : t('team.memberLine')}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild variant="soft" color="gray">
            <Link to={PATHS.teamAssessments}>{common.t('team.allTeams')}</Link>
          </Button>
        </Flex>
      </Flex>
      {notice && <Notice notice={notice} name={team.name} />}
      <Text as="p" role="status" className="team-status" data-testid="team-status">
        {status}
      </Text>
      <RoundSection detail={detail} onStatus={setStatus} />
      <MembersSection detail={detail} onStatus={setStatus} />
      {isOwner && <MinimumSection key={team.min_answers} team={team} onStatus={setStatus} />}
      {isOwner && <TeamReminderSetting team={team} />}
      {isOwner && detail.invitations && (
        <InviteSection teamId={team.id} invitations={detail.invitations} onStatus={setStatus} />
      )}
      <LeaveOrDelete detail={detail} />
    </Flex>
  );
}

function Notice({ notice, name }: { notice: TeamNotice; name: string }) {
  const { t } = useTeamsTranslation();
  if (notice.kind === 'submitted') {
    return (
      <Callout.Root highContrast color="green" data-testid="team-notice-submitted">
        <Callout.Text>
          <Text weight="bold">{t('team.submitted.title')}</Text> {t('team.submitted.text')}{' '}
          {notice.reportId && (
            <RadixLink asChild>
              <Link to={reportPath(notice.reportId)}>{t('team.submitted.openReport')}</Link>
            </RadixLink>
          )}
        </Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root highContrast color="green" data-testid={`team-notice-${notice.kind}`}>
      <Callout.Text>
        {notice.kind === 'joined' ? t('team.joined', { name }) : t('team.alreadyMember', { name })}
      </Callout.Text>
    </Callout.Root>
  );
}

function RoundSection({ detail, onStatus }: { detail: TeamDetail; onStatus(text: string): void }) {
  const { t } = useTeamsTranslation();
  const { team } = detail;
  const round = team.current_round;
  const close = useCloseRound();
  const open = useOpenRound();
  const isOwner = team.role === 'owner';
  const nextNumber = (round?.number ?? 0) + 1;

  return (
    <Section
      heading={round ? t('team.roundHeading', { number: round.number }) : t('team.noRound')}
      testId="round-section"
    >
      {round && (
        <>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge
              color={round.status === 'open' ? 'green' : 'gray'}
              variant="soft"
              highContrast
              data-testid="round-status"
            >
              {t(`common.roundBadge.${round.status}`)}
            </Badge>
            <Text data-testid="round-answers">
              {t('team.answeredOf', { answers: round.answers, count: team.member_count })}
            </Text>
          </Flex>
          {round.status === 'open' && (
            <Text as="p" size="2" color="gray" data-testid="round-minimum">
              {t('team.minimumLine', { min: team.min_answers })}
            </Text>
          )}
          {round.status === 'open' && !round.i_answered && (
            <Flex direction="column" gap="2" align="start">
              <Text as="p" size="2" color="gray">
                {t('team.answerText')}
              </Text>
              <Button asChild size="3">
                <Link to={teamAnswerPath(team.id)} data-testid="answer-round">
                  {t('team.answer', { number: round.number })}
                </Link>
              </Button>
            </Flex>
          )}
          {round.status === 'open' && round.i_answered && (
            <Text as="p" data-testid="round-answered">
              {t('team.youAnswered')}
            </Text>
          )}
          {round.status === 'closed' && (
            <Text as="p" data-testid="round-closed">
              {t('team.closedText')}
            </Text>
          )}
        </>
      )}
      <Flex gap="3" wrap="wrap" align="start">
        <Button asChild variant="soft">
          <Link to={teamReportPath(team.id)} data-testid="open-team-report">
            {t('team.report')}
          </Link>
        </Button>
        {isOwner && round?.status === 'open' && (
          <ConfirmInPlace
            label={t('team.close.button', { number: round.number })}
            title={t('team.close.title', { number: round.number })}
            text={t('team.close.text', { number: round.number, min: team.min_answers })}
            confirm={t('team.close.confirm')}
            cancel={t('common.cancel')}
            triggerColor="red"
            className="team-confirm"
            busy={close.isPending}
            testId="close-round"
            onConfirm={() =>
              close.mutate(team.id, {
                onSuccess: (closed) => onStatus(t('team.close.done', { number: closed.number })),
              })
            }
          />
        )}
        {isOwner && round?.status !== 'open' && (
          <ConfirmInPlace
            label={t('team.open.button', { number: nextNumber })}
            title={t('team.open.title', { number: nextNumber })}
            text={t('team.open.text')}
            confirm={t('team.open.confirm')}
            cancel={t('common.cancel')}
            destructive={false}
            busy={open.isPending}
            testId="open-round"
            onConfirm={() =>
              open.mutate(team.id, {
                onSuccess: (opened) => onStatus(t('team.open.done', { number: opened.number })),
              })
            }
          />
        )}
      </Flex>
      {close.isError && <Problem text={t(teamProblemKey('close', close.error))} />}
      {open.isError && <Problem text={t(teamProblemKey('open', open.error))} />}
    </Section>
  );
}

function LeaveOrDelete({ detail }: { detail: TeamDetail }) {
  const { t } = useTeamsTranslation();
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
          cancel={t('common.cancel')}
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
        cancel={t('common.cancel')}
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

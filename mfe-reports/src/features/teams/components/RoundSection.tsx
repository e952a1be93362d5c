// A team's current round: its state and how many have answered (never what), the minimum a round needs
// for figures, the way to answer it or that the reader has, and the way to the team report; the owner
// closes an open round or starts the next one, each after a confirmation in place, and what that did
// (or why it failed) is said under the buttons.
import { teamAnswerPath, teamReportPath } from '@ahc/platform';
import type { TeamDetail } from '@ahc/platform/data';
import { Link } from '@ahc/platform/router';
import { Badge, Button, ConfirmInPlace, Flex, Text } from '@ahc/platform/ui';
import { useState } from 'react';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { Section } from '#shared/ui/Section.tsx';
import { useCloseRound, useOpenRound } from '../data/team-mutations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { ActionStatus } from './ActionStatus.tsx';
import { Problem } from './Problem.tsx';

export function RoundSection({ detail }: { detail: TeamDetail }) {
  const { t } = useTeamsTranslation();
  const { t: shared } = useSharedTranslation();
  const { team } = detail;
  const round = team.current_round;
  const close = useCloseRound();
  const open = useOpenRound();
  const isOwner = team.role === 'owner';
  const nextNumber = (round?.number ?? 0) + 1;
  // What the owner's last close or start did.
  const [status, setStatus] = useState('');

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
            cancel={shared('common.cancel')}
            triggerColor="red"
            className="team-confirm"
            busy={close.isPending}
            testId="close-round"
            onConfirm={() => {
              setStatus('');
              close.mutate(team.id, {
                onSuccess: (closed) => setStatus(t('team.close.done', { number: closed.number })),
              });
            }}
          />
        )}
        {isOwner && round?.status !== 'open' && (
          <ConfirmInPlace
            label={t('team.open.button', { number: nextNumber })}
            title={t('team.open.title', { number: nextNumber })}
            text={t('team.open.text')}
            confirm={t('team.open.confirm')}
            cancel={shared('common.cancel')}
            destructive={false}
            busy={open.isPending}
            testId="open-round"
            onConfirm={() => {
              setStatus('');
              open.mutate(team.id, {
                onSuccess: (opened) => setStatus(t('team.open.done', { number: opened.number })),
              });
            }}
          />
        )}
      </Flex>
      {isOwner && <ActionStatus text={status} testId="round-action-status" />}
      {close.isError && <Problem text={t(teamProblemKey('close', close.error))} />}
      {open.isError && <Problem text={t(teamProblemKey('open', open.error))} />}
    </Section>
  );
}

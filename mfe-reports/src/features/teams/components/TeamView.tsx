// A team's page once get_team has answered: its name and the reader's role, what the page was opened
// after (joining, answering), then the sections in the order of the reader's work. The owner's: invite
// people first (a new team has nobody else), then the round, the members, and the settings (the
// minimum of answers, the reminders); a member's: the round to answer, and the members. Last, the way
// to leave the team or delete it. Each section says what its own controls did, beside them.
import { PATHS, useCommonTexts, usePageTitle } from '@ahc/platform';
import { type TeamDetail, type TeamNotice, readTeamNotice } from '@ahc/platform/data';
import { Link, useLocation } from '@ahc/platform/router';
import { Button, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui';
import { useState } from 'react';
import { TeamReminderSetting } from '../../reminders/index.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { InviteSection } from './InviteSection.tsx';
import { LeaveOrDelete } from './LeaveOrDelete.tsx';
import { MembersSection } from './MembersSection.tsx';
import { MinimumSection } from './MinimumSection.tsx';
import { RoundSection } from './RoundSection.tsx';
import { TeamNoticeCallout } from './TeamNoticeCallout.tsx';

export function TeamView({ detail }: { detail: TeamDetail }) {
  const { t } = useTeamsTranslation();
  const common = useCommonTexts();
  const location = useLocation();
  const { team } = detail;
  const isOwner = team.role === 'owner';
  // What the page was opened after (joining, answering), said once at the top.
  const [notice] = useState<TeamNotice | null>(() => readTeamNotice(location.state));
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
      {notice && <TeamNoticeCallout notice={notice} name={team.name} />}
      {isOwner && detail.invitations && <InviteSection teamId={team.id} invitations={detail.invitations} />}
      <RoundSection detail={detail} />
      <MembersSection detail={detail} />
      {isOwner && <MinimumSection team={team} />}
      {isOwner && <TeamReminderSetting team={team} />}
      <LeaveOrDelete detail={detail} />
    </Flex>
  );
}

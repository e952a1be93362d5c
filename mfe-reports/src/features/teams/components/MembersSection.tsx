// The members of a team: name (a member without a profile name is said so) and the owner marked. The
// owner also sees whether each has answered the current round (get_team tells only the owner: a member
// sees how many, in the round section); what anyone answered is never shown. The owner may remove
// anyone but themself: a removal that fails says why in that member's card, one that worked is said
// above the list, where the member was.
import type { TeamDetail, TeamMember } from '@ahc/platform/data';
import { Text } from '@ahc/platform/ui';
import { useState } from 'react';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { Section } from '#shared/ui/Section.tsx';
import { useRemoveMember } from '../data/team-mutations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { ActionStatus } from './ActionStatus.tsx';
import { MemberCard } from './MemberCard.tsx';

export function MembersSection({ detail }: { detail: TeamDetail }) {
  const { t } = useTeamsTranslation();
  const { t: shared } = useSharedTranslation();
  const remove = useRemoveMember();
  const isOwner = detail.team.role === 'owner';
  const hasRound = detail.team.current_round !== null;
  const nameOf = (member: TeamMember) => member.display_name ?? shared('team.unnamed');
  // Who was removed last: their card is gone, so it is said above the list.
  const [status, setStatus] = useState('');
  const removeMember = (member: TeamMember) => {
    setStatus('');
    remove.mutate(
      { teamId: detail.team.id, memberId: member.member_id },
      { onSuccess: () => setStatus(t('team.remove.done', { name: nameOf(member) })) },
    );
  };

  return (
    <Section heading={t('team.membersHeading')} testId="members-section">
      <Text as="p" size="2" color="gray">
        {isOwner ? t('team.membersIntroOwner') : t('team.membersIntro')}
      </Text>
      {isOwner && <ActionStatus text={status} testId="members-status" />}
      <ul className="plain-list card-list" data-testid="member-list">
        {detail.members.map((member) => (
          <li key={member.member_id} data-testid="member">
            <MemberCard
              member={member}
              name={nameOf(member)}
              removable={isOwner && member.role !== 'owner'}
              showAnswered={hasRound}
              removing={remove.isPending}
              problem={
                remove.isError && remove.variables?.memberId === member.member_id
                  ? t(teamProblemKey('remove', remove.error))
                  : null
              }
              onRemove={() => removeMember(member)}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

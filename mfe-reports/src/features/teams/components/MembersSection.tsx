// The members of a team: name (a member without a profile name is said so) and the owner marked. The
// owner also sees whether each has answered the current round (get_team tells only the owner: a member
// sees how many, in the round section); what anyone answered is never shown. The owner may remove
// anyone but themself.
import type { TeamDetail, TeamMember } from '@ahc/platform/data';
import { Badge, Card, ConfirmInPlace, Flex, Text } from '@ahc/platform/ui';
import { useRemoveMember } from '../data/team-mutations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { Section } from '#shared/ui/Section.tsx';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { Problem } from './Problem.tsx';

export function MembersSection({ detail, onStatus }: { detail: TeamDetail; onStatus(text: string): void }) {
  const { t } = useTeamsTranslation();
  const remove = useRemoveMember();
  const isOwner = detail.team.role === 'owner';
  const hasRound = detail.team.current_round !== null;
  const nameOf = (member: TeamMember) => member.display_name ?? t('common.unnamed');

  return (
    <Section heading={t('team.membersHeading')} testId="members-section">
      <Text as="p" size="2" color="gray">
        {isOwner ? t('team.membersIntroOwner') : t('team.membersIntro')}
      </Text>
      <ul className="plain-list team-members" data-testid="member-list">
        {detail.members.map((member) => (
          <li key={member.member_id} data-testid="member">
            <Card size="1">
              <Flex gap="3" align="center" justify="between" wrap="wrap">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text weight="medium" className="user-content" data-testid="member-name">
                    {nameOf(member)}
                  </Text>
                  {member.is_me && <Text color="gray">{t('common.you')}</Text>}
                  {member.role === 'owner' && (
                    <Badge variant="soft" highContrast>
                      {t('common.owner')}
                    </Badge>
                  )}
                  {hasRound && member.answered_current_round !== null && (
                    <Badge
                      color={member.answered_current_round ? 'green' : 'gray'}
                      variant="soft"
                      highContrast
                      data-testid="member-answered"
                    >
                      {member.answered_current_round ? t('team.answered') : t('team.notAnswered')}
                    </Badge>
                  )}
                </Flex>
                {isOwner && member.role !== 'owner' && (
                  <ConfirmInPlace
                    label={t('team.remove.button')}
                    accessibleLabel={t('team.remove.label', { name: nameOf(member) })}
                    title={t('team.remove.title', { name: nameOf(member) })}
                    text={t('team.remove.text')}
                    confirm={t('team.remove.confirm')}
                    cancel={t('common.cancel')}
                    triggerColor="red"
                    className="team-confirm"
                    busy={remove.isPending}
                    testId="remove-member"
                    onConfirm={() =>
                      remove.mutate(
                        { teamId: detail.team.id, memberId: member.member_id },
                        { onSuccess: () => onStatus(t('team.remove.done', { name: nameOf(member) })) },
                      )
                    }
                  />
                )}
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      {remove.isError && <Problem text={t(teamProblemKey('remove', remove.error))} />}
    </Section>
  );
}

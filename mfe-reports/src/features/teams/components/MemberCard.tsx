// One member of a team, as the team's page lists them: the name (or that there is none), "(you)", the
// owner marked, and for the owner whether they have answered the current round and the way to remove
// them, after a confirmation in place; a removal that failed says why here, beside its button.
import type { TeamMember } from '@ahc/platform/data';
import { Badge, Card, ConfirmInPlace, Flex, Text } from '@ahc/platform/ui';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { Problem } from './Problem.tsx';

export function MemberCard({
  member,
  name,
  removable,
  showAnswered,
  removing,
  problem,
  onRemove,
}: {
  member: TeamMember;
  /** The member's name, or the words for one without. */
  name: string;
  /** The reader owns the team and this is not the owner. */
  removable: boolean;
  /** Whether they have answered the current round is shown (get_team tells only the owner). */
  showAnswered: boolean;
  removing: boolean;
  /** Why removing this member failed, or null. */
  problem: string | null;
  onRemove(): void;
}) {
  const { t } = useTeamsTranslation();
  const { t: shared } = useSharedTranslation();
  return (
    <Card size="1">
      <Flex direction="column" gap="2">
        <Flex gap="3" align="center" justify="between" wrap="wrap">
          <Flex gap="2" align="center" wrap="wrap">
            <Text weight="medium" className="user-content" data-testid="member-name">
              {name}
            </Text>
            {member.is_me && <Text color="gray">{t('common.you')}</Text>}
            {member.role === 'owner' && (
              <Badge variant="soft" highContrast>
                {t('common.owner')}
              </Badge>
            )}
            {showAnswered && member.answered_current_round !== null && (
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
          {removable && (
            <ConfirmInPlace
              label={t('team.remove.button')}
              accessibleLabel={t('team.remove.label', { name })}
              title={t('team.remove.title', { name })}
              text={t('team.remove.text')}
              confirm={t('team.remove.confirm')}
              cancel={shared('common.cancel')}
              triggerColor="red"
              className="team-confirm"
              busy={removing}
              testId="remove-member"
              onConfirm={onRemove}
            />
          )}
        </Flex>
        {problem && <Problem text={problem} />}
      </Flex>
    </Card>
  );
}

// /team-assessments (signed in): what a team assessment is, a form to start one for a named system,
// and the person's team assessments (owned and joined) with each one's current round and whether they
// have answered it. Creating one opens its page, where the owner invites colleagues.
import { PageSpinner, teamAssessmentPath, useCommonTexts } from '@ahc/platform';
import { type TeamSummary, isRetryingAfterError } from '@ahc/platform/data';
import { Link, useNavigate } from '@ahc/platform/router';
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Text,
  TYPE_SCALE,
} from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useId, useState } from 'react';
import { type TextProblem, checkTeamName, useCreateTeam } from './data/team-mutations.ts';
import { teamProblemKey } from './data/team-problems.ts';
import { useMyTeamsQuery } from './data/team-queries.ts';
import { Section } from '#shared/ui/Section.tsx';
import '#shared/ui/shared.css';
import { useTeamsTranslation } from './i18n/use-teams-translation.ts';
import './teams.css';

export default function TeamsPage() {
  const { t } = useTeamsTranslation();
  const common = useCommonTexts();
  const query = useMyTeamsQuery();
  return (
    <Flex direction="column" gap="6" py="6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>
          {t('list.title')}
        </Heading>
        <Text as="p" className="team-lead">
          {t('list.intro')}
        </Text>
      </Flex>
      <CreateTeam />
      <Section heading={t('list.heading')} testId="team-list-section">
        {query.isPending || isRetryingAfterError(query) ? (
          <PageSpinner label={t('common.loadingList')} />
        ) : query.isError ? (
          <Flex direction="column" gap="3" align="start">
            <Callout.Root highContrast color="red" role="alert">
              <Callout.Text>{t('states.listFailed')}</Callout.Text>
            </Callout.Root>
            <Button onClick={() => void query.refetch()}>{common.t('retry')}</Button>
          </Flex>
        ) : query.data.length === 0 ? (
          <Text as="p" data-testid="team-list-empty">
            {t('list.empty')}
          </Text>
        ) : (
          <TeamList teams={query.data} />
        )}
      </Section>
    </Flex>
  );
}

export function TeamList({ teams }: { teams: TeamSummary[] }) {
  const { t } = useTeamsTranslation();
  return (
    <ul className="plain-list card-grid" data-testid="team-list">
      {teams.map((team) => {
        const round = team.current_round;
        return (
          <li key={team.id} data-testid={`team-${team.id}`}>
            <Card size="2" className="team-card">
              <Flex direction="column" gap="2">
                <Heading as="h3" size={TYPE_SCALE.item} className="user-content">
                  <RadixLink asChild>
                    <Link to={teamAssessmentPath(team.id)}>{team.name}</Link>
                  </RadixLink>
                </Heading>
                <Text size="2" color="gray">
                  {t(`list.role.${team.role}`)} · {t('list.members', { count: team.member_count })}
                </Text>
                {round && (
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text size="2">
                      {t('list.round', {
                        number: round.number,
                        status: t(`common.roundStatus.${round.status}`),
                        answers: round.answers,
                      })}
                    </Text>
                    {round.status === 'open' && (
                      <Badge color={round.i_answered ? 'green' : 'gray'} variant="soft" highContrast>
                        {round.i_answered ? t('list.youAnswered') : t('list.youHaveNotAnswered')}
                      </Badge>
                    )}
                  </Flex>
                )}
              </Flex>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function CreateTeam() {
  const { t } = useTeamsTranslation();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const fieldId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<TextProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTeamName(name);
    setProblem(checked);
    if (checked) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    create.mutate(name, { onSuccess: (team) => navigate(teamAssessmentPath(team.id)) });
  };

  const fieldError =
    problem === 'required'
      ? t('list.nameRequired')
      : problem === 'tooLong'
        ? t('list.nameTooLong')
        : undefined;
  return (
    <Section heading={t('list.createHeading')} testId="create-team-section">
      <Card size="3">
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3" align="start" className="team-form">
            <FormField
              id={fieldId}
              label={t('list.nameLabel')}
              hint={t('list.nameHint')}
              value={name}
              onChange={setName}
              error={fieldError}
              required
            />
            {create.isError && (
              <Callout.Root highContrast color="red" role="alert">
                <Callout.Text>{t(teamProblemKey('create', create.error))}</Callout.Text>
              </Callout.Root>
            )}
            <Button type="submit" size="3" disabled={create.isPending}>
              {create.isPending ? t('list.creating') : t('list.create')}
            </Button>
          </Flex>
        </form>
      </Card>
    </Section>
  );
}

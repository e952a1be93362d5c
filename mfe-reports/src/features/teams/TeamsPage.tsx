// /team-assessments (signed in): what a team assessment is, a form to start one for a named system,
// and the person's team assessments (owned and joined) with each one's current round and whether they
// have answered it. Creating one opens its page, where the owner invites colleagues.
import { PageSpinner, teamAssessmentPath, useCommonTexts } from '@ahc/platform';
import { type TeamSummary, isRetryingAfterError } from '@ahc/platform/data';
import { useNavigate } from '@ahc/platform/router';
import { Button, Callout, Card, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useId, useState } from 'react';
import { type TextProblem, checkTeamName, useCreateTeam } from './data/team-mutations.ts';
import { teamProblemKey } from './data/team-problems.ts';
import { useMyTeamsQuery } from './data/team-queries.ts';
import { TeamCard } from './components/TeamCard.tsx';
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

function TeamList({ teams }: { teams: TeamSummary[] }) {
  return (
    <ul className="plain-list card-grid" data-testid="team-list">
      {teams.map((team) => (
        <li key={team.id} data-testid={`team-${team.id}`}>
          <TeamCard team={team} />
        </li>
      ))}
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

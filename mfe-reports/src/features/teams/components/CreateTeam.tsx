// Starting a team assessment: the system's name (checked as the database checks it), then its page,
// where the owner invites colleagues; a refusal is said in the form.
import { teamAssessmentPath } from '@ahc/platform';
import { useNavigate } from '@ahc/platform/router';
import { Button, Callout, Card, Flex } from '@ahc/platform/ui';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useId, useState } from 'react';
import { Section } from '#shared/ui/Section.tsx';
import { type TextProblem, checkTeamName, useCreateTeam } from '../data/team-mutations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';

export function CreateTeam() {
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

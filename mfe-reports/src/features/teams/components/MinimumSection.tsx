// The owner's privacy setting: how many members must have answered a round, when it closes, for the
// team report to show its figures (at least 3; the database refuses less, and an operators' floor
// may ask for more). Figures that appear only for a closed round with enough answers cannot be
// compared before and after one person answered, which is why the page explains it in those words.
// What a save did, or why it failed, is said beside its button.
import type { TeamSummary } from '@ahc/platform/data';
import { Button, Card, Flex, Text } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useId, useState } from 'react';
import { MIN_ANSWERS_RANGE, useSetMinAnswers } from '../data/team-mutations.ts';
import { teamProblemKey } from '../data/team-problems.ts';
import { Section } from '#shared/ui/Section.tsx';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';
import { ActionStatus } from './ActionStatus.tsx';
import { Problem } from './Problem.tsx';

/** The minimum as typed, if it is a whole number in the database's range; else null. */
function parseMinimum(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= MIN_ANSWERS_RANGE.min && value <= MIN_ANSWERS_RANGE.max ? value : null;
}

export function MinimumSection({ team }: { team: TeamSummary }) {
  const { t } = useTeamsTranslation();
  const save = useSetMinAnswers();
  const fieldId = useId();
  const [value, setValue] = useState(String(team.min_answers));
  // The field follows the stored minimum when it changes (a save here, or elsewhere, read again).
  const [stored, setStored] = useState(team.min_answers);
  if (stored !== team.min_answers) {
    setStored(team.min_answers);
    setValue(String(team.min_answers));
  }
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minAnswers = parseMinimum(value);
    setInvalid(minAnswers === null);
    if (minAnswers === null) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    save.mutate({ teamId: team.id, minAnswers });
  };

  return (
    <Section heading={t('team.minimum.heading')} testId="minimum-section">
      <Text as="p" size="2" color="gray">
        {t('team.minimum.intro', { floor: MIN_ANSWERS_RANGE.min })}
      </Text>
      <Card size="2">
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3" align="start" className="team-form">
            <FormField
              id={fieldId}
              label={t('team.minimum.label')}
              value={value}
              onChange={setValue}
              inputMode="numeric"
              error={invalid ? t('team.minimum.invalid', MIN_ANSWERS_RANGE) : undefined}
            />
            {save.isError && <Problem text={t(teamProblemKey('minimum', save.error))} />}
            <Flex gap="3" align="center" wrap="wrap">
              <Button type="submit" disabled={save.isPending} data-testid="save-minimum">
                {save.isPending ? t('team.minimum.saving') : t('team.minimum.save')}
              </Button>
              <ActionStatus
                text={save.isSuccess ? t('team.minimum.done', { min: save.data.min_answers }) : ''}
                testId="minimum-status"
              />
            </Flex>
          </Flex>
        </form>
      </Card>
    </Section>
  );
}

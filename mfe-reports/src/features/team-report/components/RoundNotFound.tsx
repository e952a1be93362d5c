// The round the address names does not exist (the reader is a member): said so, with the way to the
// latest round.
import { teamReportPath } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button, Callout, Flex, Heading, TYPE_SCALE } from '@ahc/platform/ui';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';

export function RoundNotFound({ teamId, round }: { teamId: string; round: number }) {
  const { t } = useTeamReportTranslation();
  return (
    <Flex direction="column" gap="4" py="6" align="start" data-testid="team-round-not-found">
      <Heading as="h1" size={TYPE_SCALE.pageTitle}>
        {t('states.roundNotFound.title', { number: round })}
      </Heading>
      <Callout.Root highContrast color="gray" role="alert">
        <Callout.Text>{t('states.roundNotFound.text')}</Callout.Text>
      </Callout.Root>
      <Button asChild>
        <Link to={teamReportPath(teamId)}>{t('states.roundNotFound.latest')}</Link>
      </Button>
    </Flex>
  );
}

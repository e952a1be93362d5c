// The team's score in a released round: the mean out of 100 with its band as the product's badge, the
// spread between the members' scores, and agreement, each with a line saying what it means.
import { bandFor, describeBand } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Card, Flex, Text } from '@ahc/platform/ui';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { bandClass } from '#shared/ui/band-scale.ts';
import { BandBadge } from '#shared/ui/BandBadge.tsx';
import { Section } from '#shared/ui/Section.tsx';
import type { TeamReport } from '../data/team-report.ts';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';
import { formatFigure } from '../model/team-report-view.ts';
import { AgreementMeter } from './charts/AgreementMeter.tsx';

export function TeamSummary({ overall }: { overall: TeamReport['overall'] }) {
  const { t } = useTeamReportTranslation();
  const { t: shared } = useSharedTranslation();
  const { language } = useLanguage();
  const band = overall.mean === null ? null : bandFor(overall.mean);
  return (
    <Section heading={t('report.summaryHeading')} testId="team-summary">
      <Card size="3" className={band ? bandClass(band) : undefined}>
        <Flex direction="column" gap="2">
          <Text size="2" color="gray">
            {t('report.summaryScoreLabel')}
          </Text>
          <Text size="8" weight="bold" className="summary-score-number" data-testid="team-mean">
            {shared('common.outOf100', { score: formatFigure(overall.mean ?? 0, language) })}
          </Text>
          {band && (
            <div data-testid="team-band">
              <BandBadge band={band} label={describeBand(band, language).label} size="3" />
            </div>
          )}
          <Text data-testid="team-spread">
            {t('report.spread', { spread: formatFigure(overall.spread ?? 0, language) })}
          </Text>
          <Text size="1" color="gray">
            {t('report.spreadHelp')}
          </Text>
          <AgreementMeter
            consensus={overall.consensus}
            label={(percent, level) =>
              `${t('report.agreement', { percent })} (${t(`report.level.${level}`)})`
            }
          />
          <Text size="1" color="gray">
            {t('report.agreementHelp')}
          </Text>
        </Flex>
      </Card>
    </Section>
  );
}

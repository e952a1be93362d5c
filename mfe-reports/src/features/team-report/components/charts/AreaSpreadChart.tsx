// Each area's team score as a bar in the band's colour, with a whisker over mean ± spread (how far
// apart the members are), the band as the product's badge, and the area's agreement under it. The words say every number; the bar and
// whisker let a reader see them at a glance.
import {
  type CategoryId,
  CATEGORIES,
  type TeamFigures,
  bandFor,
  describeBand,
  describeCategory,
  spreadRange,
} from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Flex, Text } from '@ahc/platform/ui/base';
import { bandClass } from '#shared/ui/band-scale.ts';
import { BandBadge } from '#shared/ui/BandBadge.tsx';
import { formatFigure } from '../../model/team-report-view.ts';
import { useTeamReportTranslation } from '../../i18n/use-team-report-translation.ts';
import { AgreementMeter } from './AgreementMeter.tsx';

export function AreaSpreadChart({ categories }: { categories: Record<CategoryId, TeamFigures> }) {
  const { t } = useTeamReportTranslation();
  const { language } = useLanguage();
  return (
    <ul className="plain-list team-areas" aria-label={t('report.areasLabel')} data-testid="team-areas">
      {CATEGORIES.map((category) => {
        const figures = categories[category];
        const name = describeCategory(category, language).name;
        if (figures.mean === null) return null;
        const band = bandFor(figures.mean);
        const range = spreadRange(figures.mean, figures.spread ?? 0);
        return (
          <li key={category} className={`team-area ${bandClass(band)}`} data-testid={`team-area-${category}`}>
            <Flex gap="2" align="center" wrap="wrap">
              <Text weight="medium">{name}</Text>
              <BandBadge band={band} label={describeBand(band, language).label} size="1" />
            </Flex>
            <span className="team-area-track" aria-hidden="true">
              <span className="team-area-fill" style={{ width: `${figures.mean}%` }} />
              <span
                className="team-area-whisker"
                style={{ left: `${range.low}%`, width: `${range.high - range.low}%` }}
              />
            </span>
            <Text size="2" data-testid="team-area-value">
              {t('report.areaValue', {
                mean: formatFigure(figures.mean, language),
                spread: formatFigure(figures.spread ?? 0, language),
              })}
            </Text>
            <AgreementMeter
              consensus={figures.consensus}
              label={(percent, level) =>
                t('report.areaAgreement', { percent, level: t(`report.level.${level}`) })
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

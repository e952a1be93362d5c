// The rounds' trend: the team's score (0..100, solid) and agreement (percent, dashed) per round as two
// lines on one scale. The chart is a picture for the eye (role="img" with a name); the list under it
// says each round's numbers and change in words, and links to that round's report.
import { consensusPercent, roundChanges } from '@ahc/assessment-model';
import { teamReportPath, useLanguage } from '@ahc/platform';
import type { TeamHistoryRound } from '@ahc/platform/data';
import { Link } from '@ahc/platform/router';
import { Flex, Link as RadixLink, Text } from '@ahc/platform/ui/base';
import { formatChange } from '#shared/lib/format.ts';
import { useTeamReportTranslation } from '../../i18n/use-team-report-translation.ts';
import { formatFigure, formatFigureChange } from '../../model/team-report-view.ts';

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { left: 36, right: 16, top: 12, bottom: 28 };

export function TrendChart({
  teamId,
  rounds,
  current,
}: {
  teamId: string;
  rounds: TeamHistoryRound[];
  current: number;
}) {
  const { t } = useTeamReportTranslation();
  const { language } = useLanguage();
  const changes = new Map(roundChanges(rounds).map((c) => [c.number, c]));
  const known = rounds.filter((r) => r.overall_mean !== null && r.consensus !== null);
  const x = (index: number) =>
    PAD.left +
    (rounds.length <= 1
      ? (WIDTH - PAD.left - PAD.right) / 2
      : (index * (WIDTH - PAD.left - PAD.right)) / (rounds.length - 1));
  const y = (value: number) => PAD.top + ((100 - value) * (HEIGHT - PAD.top - PAD.bottom)) / 100;
  const points = (value: (r: TeamHistoryRound) => number) =>
    rounds
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => r.overall_mean !== null && r.consensus !== null)
      .map(({ r, i }) => `${x(i)},${y(value(r))}`)
      .join(' ');

  return (
    <Flex direction="column" gap="3">
      {known.length >= 2 ? (
        <>
          <svg
            className="team-trend"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('report.chartLabel')}
            data-testid="team-trend"
          >
            {[0, 50, 100].map((v) => (
              <g key={v}>
                <line className="team-trend-grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} />
                <text className="team-trend-label" x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
                  {v}
                </text>
              </g>
            ))}
            {rounds.map((r, i) => (
              <text key={r.number} className="team-trend-label" x={x(i)} y={HEIGHT - 8} textAnchor="middle">
                {t('report.roundAxis', { number: r.number })}
              </text>
            ))}
            <polyline className="team-trend-score" points={points((r) => r.overall_mean!)} />
            <polyline
              className="team-trend-agreement"
              points={points((r) => consensusPercent(r.consensus!))}
            />
            {rounds.map((r, i) =>
              r.overall_mean === null || r.consensus === null ? null : (
                <g key={r.number}>
                  <circle className="team-trend-dot-score" cx={x(i)} cy={y(r.overall_mean)} r={5} />
                  <circle
                    className="team-trend-dot-agreement"
                    cx={x(i)}
                    cy={y(consensusPercent(r.consensus))}
                    r={5}
                  />
                </g>
              ),
            )}
          </svg>
          <ul className="team-legend" aria-hidden="true">
            <li>
              <span className="team-legend-swatch team-legend-score" />
              {t('report.scoreSeries')}
            </li>
            <li>
              <span className="team-legend-swatch team-legend-agreement" />
              {t('report.agreementSeries')}
            </li>
          </ul>
        </>
      ) : (
        <Text as="p" color="gray" data-testid="team-trend-single">
          {t('report.historySingle')}
        </Text>
      )}
      <ul className="plain-list card-list" data-testid="team-rounds">
        {rounds.map((r) => {
          const change = changes.get(r.number);
          return (
            <li key={r.number} data-testid="team-round" data-round={r.number}>
              <Text size="2">
                {r.overall_mean === null || r.consensus === null
                  ? t(r.status === 'open' ? 'report.roundStillOpen' : 'report.roundNoNumbers', {
                      number: r.number,
                    })
                  : t('report.roundPoint', {
                      number: r.number,
                      score: formatFigure(r.overall_mean, language),
                      percent: consensusPercent(r.consensus),
                    })}
                {change?.scoreChange != null && change.agreementChange != null && (
                  <span data-testid="team-round-change">
                    {' · '}
                    {t('report.change.score', {
                      change: formatFigureChange(change.scoreChange, language),
                    })}
                    , {t('report.change.agreement', { change: formatChange(change.agreementChange) })}
                  </span>
                )}
                {r.number !== current && r.overall_mean !== null && (
                  <>
                    {' · '}
                    <RadixLink asChild>
                      <Link to={teamReportPath(teamId, r.number)}>
                        {t('report.openRound', { number: r.number })}
                      </Link>
                    </RadixLink>
                  </>
                )}
              </Text>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}

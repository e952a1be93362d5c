// Compare any two of the visitor's reports: the change per area and overall, in points out of 100 like
// the scores themselves, each said with its sign, a word and a colour; and which answers got stronger
// or weaker, in levels (compareReports does the arithmetic; this shows it, read from the earlier
// report to the later). Reports are named by their name or their date and time, so two of one day
// are told apart, and a team answer by its team's system. It starts with the person's two newest own
// assessments (defaultComparison): a team answer is about another system.
import { describeAnswer, describeCategory, describeQuestion } from '@ahc/assessment-model';
import { type Language, useLanguage, useTimeZone } from '@ahc/platform';
import { Card, Flex, Grid, Heading, Strong, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { useId, useMemo, useState } from 'react';
import { type QuestionChange, compareReports } from '../model/compare-reports.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useHistoryTranslation } from '../i18n/use-history-translation.ts';
import { type ReportTime, reportTimes } from '#shared/lib/format.ts';
import { defaultComparison } from '../../report/index.ts';
import { ChangeValue } from '#shared/ui/ChangeValue.tsx';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import { Section } from '#shared/ui/Section.tsx';
import { useSystemCaption } from './TeamAnswerBadge.tsx';

/** "Before the migration (22 Nov 2026, 14:05)", "Team answer: Payments platform (…)", or the date and time alone. */
function reportLabel(
  report: ReportRow,
  times: Map<string, ReportTime>,
  caption: (report: ReportRow) => string | null,
): string {
  const when = times.get(report.id)?.dateTime ?? report.created_at;
  const name = caption(report);
  return name ? `${name} (${when})` : when;
}

export function ComparePanel({ reports }: { reports: ReportRow[] }) {
  const { t } = useHistoryTranslation();
  const shared = useSharedTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const caption = useSystemCaption();
  // reports are newest first (and at least two): start with the person's two newest own assessments.
  const [start, end] = defaultComparison(reports)!;
  const [firstId, setFirstId] = useState(start.id);
  const [secondId, setSecondId] = useState(end.id);
  const ids = { first: useId(), second: useId() };
  const first = reports.find((r) => r.id === firstId) ?? start;
  const second = reports.find((r) => r.id === secondId) ?? end;
  const comparison = useMemo(
    () => (first.id === second.id ? null : compareReports(first, second)),
    [first, second],
  );
  const times = useMemo(() => reportTimes(reports, language, timeZone), [reports, language, timeZone]);
  const nameOf = (report: ReportRow) => reportLabel(report, times, caption);

  const picker = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} weight="medium" size="2">
        {label}
      </Text>
      <select
        id={id}
        className="compare-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {reports.map((report) => (
          <option key={report.id} value={report.id}>
            {t('compare.option', { label: nameOf(report), score: report.overall_score })}
          </option>
        ))}
      </select>
    </Flex>
  );

  return (
    <Section heading={t('compare.heading')} testId="compare-section">
      <Text as="p" color="gray" size={TYPE_SCALE.small}>
        {t('compare.intro')}
      </Text>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        {picker(ids.first, t('compare.first'), firstId, setFirstId)}
        {picker(ids.second, t('compare.second'), secondId, setSecondId)}
      </Grid>
      <div aria-live="polite">
        {comparison === null ? (
          <Text as="p" role="status">
            {t('compare.same')}
          </Text>
        ) : (
          <Flex direction="column" gap="4" data-testid="comparison">
            <ScrollTable
              label={t('compare.heading')}
              caption={t('compare.caption', { from: nameOf(comparison.from), to: nameOf(comparison.to) })}
              testId="comparison-table"
            >
              <thead>
                <tr>
                  <th scope="col">{shared.t('common.area')}</th>
                  <th scope="col" className="num">
                    {t('compare.before')}
                  </th>
                  <th scope="col" className="num">
                    {t('compare.after')}
                  </th>
                  <th scope="col">{t('compare.change')}</th>
                </tr>
              </thead>
              <tbody>
                <tr data-testid="change-overall">
                  <th scope="row">{shared.t('common.overall')}</th>
                  <td className="num">{comparison.overall.before}</td>
                  <td className="num">{comparison.overall.after}</td>
                  <td>
                    <ChangeValue change={comparison.overall.change} />
                  </td>
                </tr>
                {comparison.categories.map((row) => (
                  <tr key={row.category} data-testid={`change-${row.category}`}>
                    <th scope="row">{describeCategory(row.category, language).name}</th>
                    <td className="num">{row.before}</td>
                    <td className="num">{row.after}</td>
                    <td>
                      <ChangeValue change={row.change} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            <QuestionChanges
              heading={t('compare.improvedHeading', { count: comparison.improved.length })}
              none={t('compare.noneImproved')}
              changes={comparison.improved}
              testId="improved"
              language={language}
            />
            <QuestionChanges
              heading={t('compare.worsenedHeading', { count: comparison.worsened.length })}
              none={t('compare.noneWorsened')}
              changes={comparison.worsened}
              testId="worsened"
              language={language}
            />
            <Text as="p" color="gray" data-testid="unchanged">
              {t('compare.unchanged', { count: comparison.unchangedCount })}
            </Text>
          </Flex>
        )}
      </div>
    </Section>
  );
}

function QuestionChanges({
  heading,
  none,
  changes,
  testId,
  language,
}: {
  heading: string;
  none: string;
  changes: QuestionChange[];
  testId: 'improved' | 'worsened';
  language: Language;
}) {
  const { t } = useHistoryTranslation();
  const up = testId === 'improved';
  return (
    <Flex direction="column" gap="2" data-testid={testId}>
      <Heading as="h3" size={TYPE_SCALE.item}>
        {heading}
      </Heading>
      {changes.length === 0 ? (
        <Text as="p" color="gray">
          {none}
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2">
          <ul className="plain-list">
            {changes.map((change) => {
              const levels = Math.abs(change.positionChange);
              return (
                <li key={change.questionId} data-testid={`${testId}-${change.questionId}`}>
                  <Card size="1" className={up ? 'change-card-up' : 'change-card-down'}>
                    <Flex direction="column" gap="1">
                      <Text weight="bold">
                        {describeQuestion(change.questionId, language).topic}{' '}
                        <Text weight="regular" color="gray">
                          ({describeCategory(change.category, language).name})
                        </Text>
                      </Text>
                      <Text
                        size="2"
                        weight="medium"
                        color={up ? 'green' : 'red'}
                        className={`change ${up ? 'change-up' : 'change-down'}`}
                      >
                        {up
                          ? t('compare.stronger', { count: levels })
                          : t('compare.weaker', { count: levels })}
                      </Text>
                      <Text size="2">
                        <Strong>{t('compare.was')}:</Strong>{' '}
                        {describeAnswer(change.questionId, change.before.optionKey, language)}
                      </Text>
                      <Text size="2">
                        <Strong>{t('compare.now')}:</Strong>{' '}
                        {describeAnswer(change.questionId, change.after.optionKey, language)}
                      </Text>
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}

// Compare any two of the visitor's reports: the change per category and which answers improved or
// worsened (compareReports does the arithmetic; this shows it, read from the earlier report to the later).
import { describeAnswer, describeCategory, describeQuestion } from '@ahc/assessment-model';
import { type Language, useLanguage } from '@ahc/platform';
import { Card, Flex, Grid, Heading, Strong, Table, Text } from '@ahc/platform/ui';
import { useId, useMemo, useState } from 'react';
import { type QuestionChange, compareReports } from '../../comparison/compare-reports.ts';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import { formatChange, formatDateTime, formatShortDate } from '../../reports/format.ts';
import type { ReportRow } from '../../data/reports/report-row.ts';
import { Section } from '../../ui/Section.tsx';

export function ComparePanel({ reports }: { reports: ReportRow[] }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  // reports are newest first: start with the previous report against the latest.
  const [firstId, setFirstId] = useState(reports[1]!.id);
  const [secondId, setSecondId] = useState(reports[0]!.id);
  const ids = { first: useId(), second: useId() };
  const first = reports.find((r) => r.id === firstId) ?? reports[1]!;
  const second = reports.find((r) => r.id === secondId) ?? reports[0]!;
  const comparison = useMemo(() => (first.id === second.id ? null : compareReports(first, second)), [first, second]);

  const picker = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} weight="medium" size="2">{label}</Text>
      <select id={id} className="compare-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {reports.map((report) => (
          <option key={report.id} value={report.id}>
            {t('compare.option', { date: formatDateTime(report.created_at, language), score: report.overall_score })}
          </option>
        ))}
      </select>
    </Flex>
  );

  return (
    <Section heading={t('compare.heading')} testId="compare-section">
      <Text as="p" color="gray">{t('compare.intro')}</Text>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        {picker(ids.first, t('compare.first'), firstId, setFirstId)}
        {picker(ids.second, t('compare.second'), secondId, setSecondId)}
      </Grid>
      <div aria-live="polite">
        {comparison === null ? (
          <Text as="p" role="status">{t('compare.same')}</Text>
        ) : (
          <Flex direction="column" gap="4" data-testid="comparison">
            <Table.Root variant="surface" size="1">
              <caption className="report-caption">
                {t('compare.caption', { from: formatShortDate(comparison.from.created_at, language), to: formatShortDate(comparison.to.created_at, language) })}
              </caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('common.area')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('compare.before', { date: formatShortDate(comparison.from.created_at, language) })}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('compare.after', { date: formatShortDate(comparison.to.created_at, language) })}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('compare.change')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Table.Row data-testid="change-overall">
                  <Table.RowHeaderCell>{t('common.overall')}</Table.RowHeaderCell>
                  <Table.Cell>{comparison.overall.before}</Table.Cell>
                  <Table.Cell>{comparison.overall.after}</Table.Cell>
                  <Table.Cell>{formatChange(comparison.overall.change)}</Table.Cell>
                </Table.Row>
                {comparison.categories.map((row) => (
                  <Table.Row key={row.category} data-testid={`change-${row.category}`}>
                    <Table.RowHeaderCell>{describeCategory(row.category, language).name}</Table.RowHeaderCell>
                    <Table.Cell>{row.before}</Table.Cell>
                    <Table.Cell>{row.after}</Table.Cell>
                    <Table.Cell>{formatChange(row.change)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <QuestionChanges heading={t('compare.improvedHeading', { count: comparison.improved.length })} none={t('compare.noneImproved')} changes={comparison.improved} testId="improved" language={language} />
            <QuestionChanges heading={t('compare.worsenedHeading', { count: comparison.worsened.length })} none={t('compare.noneWorsened')} changes={comparison.worsened} testId="worsened" language={language} />
            <Text as="p" color="gray" data-testid="unchanged">{t('compare.unchanged', { count: comparison.unchangedCount })}</Text>
          </Flex>
        )}
      </div>
    </Section>
  );
}

function QuestionChanges({ heading, none, changes, testId, language }: { heading: string; none: string; changes: QuestionChange[]; testId: string; language: Language }) {
  const { t } = useReportsTranslation();
  return (
    <Flex direction="column" gap="2" data-testid={testId}>
      <Heading as="h3" size="4">{heading}</Heading>
      {changes.length === 0 ? (
        <Text as="p" color="gray">{none}</Text>
      ) : (
        <Flex asChild direction="column" gap="2">
          <ul className="plain-list">
            {changes.map((change) => (
              <li key={change.questionId} data-testid={`${testId}-${change.questionId}`}>
                <Card size="1">
                  <Flex direction="column" gap="1">
                    <Text weight="bold">
                      {describeQuestion(change.questionId, language).topic}{' '}
                      <Text weight="regular" color="gray">({describeCategory(change.category, language).name}, {t('compare.points', { change: formatChange(change.scoreChange) })})</Text>
                    </Text>
                    <Text size="2"><Strong>{t('compare.was')}:</Strong> {describeAnswer(change.questionId, change.before.optionKey, language)}</Text>
                    <Text size="2"><Strong>{t('compare.now')}:</Strong> {describeAnswer(change.questionId, change.after.optionKey, language)}</Text>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}

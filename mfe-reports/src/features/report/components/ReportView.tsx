// The report itself, rendered from the stored keys and numbers in the reader's language, for whoever
// reads it: its owner (ReportDocument: name, plan, progress, narrative, downloads and share links) or
// a share link's visitor (SharedReportPage: read only). Under its title and details it opens with what
// a board member needs (the executive summary: score, band, areas, how it compares, biggest risks, next
// actions), then the actions, a contents list, and the detail: the areas with how they compare, the
// plan's progress, the recommendations, the owner's answers and notes, insights, tools and the narrative. The same markup is the
// printed A4 document (report.css). The details are one compact line (prepared for, company, date), so
// a phone's first screen is left to the summary; the date is left out there when the name above
// already says it ("Report from <date>").
import { type SummaryPoint, deriveSummary, describeSummary } from '@ahc/assessment-model';
import { useLanguage, useTimeZone } from '@ahc/platform';
import {
  Box,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Text,
  TYPE_SCALE,
  VisuallyHidden,
} from '@ahc/platform/ui/base';
import { type ReactNode, useMemo } from 'react';
import { BenchmarkDetail, type BenchmarkView } from '../../benchmark/index.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useReportTranslation } from '../i18n/use-report-translation.ts';
import { type PlanOverview, type PlanState, handledQuestions } from '../../plan/index.ts';
import { formatLongDateTime } from '#shared/lib/format.ts';
import { useReportReader } from '#shared/ui/report-reader.ts';
import { type ViewedReport, deriveStoredReport, describeStoredReport } from '../model/report-view.ts';
import { reportSubject } from '../model/system.ts';
import { BandBadge } from '#shared/ui/BandBadge.tsx';
import { ChangeValue } from '#shared/ui/ChangeValue.tsx';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import { Section } from '#shared/ui/Section.tsx';
import { Contents } from './Contents.tsx';
import { BoardBrief } from './BoardBrief.tsx';
import { ExecutiveSummary } from './ExecutiveSummary.tsx';
import { PLAN_ID, RecommendationsSection } from './RecommendationsSection.tsx';
import './report.css';

const CATEGORIES_ID = 'report-categories';
const INSIGHTS_ID = 'report-insights';
const TOOLS_ID = 'report-tools';

/** The overall score's change since the previous report, and since when, in the reader's words. */
type ScoreChangeView = { change: number; since: string };

/** A section only some readers get, with its entry in the contents. */
type ExtraSection = { id: string; label: string; node: ReactNode };

export type ReportViewProps = {
  report: ViewedReport;
  /** Under the title: the report's name (the owner's, with its rename). */
  name?: ReactNode;
  /**
   * The details shown: a field left out is not shown at all; null is shown as "Not given". The date is
   * shown unless `date` is false (the name above already says it).
   */
  details: { preparedFor?: string | null; company?: string | null; date?: boolean };
  /** Beside the overall score: its change since the owner's previous report ("since" as the page says it). */
  change?: ScoreChangeView | null;
  benchmark: BenchmarkView;
  /** Print, downloads, sharing: whatever the reader may do. */
  actions: ReactNode;
  /** The owner's plan; null for a reader who has none here (the recommendations are then read only). */
  plan: {
    overview: PlanOverview | null;
    failed: boolean;
    stateOf: ((questionId: SummaryPoint['questionId']) => PlanState) | null;
    /** The plan's export to a tracker, in the plan section. */
    exportPanel?: ReactNode;
  } | null;
  /** What the plan did since the previous report, when there is something to say (with its contents entry). */
  progress?: ExtraSection | null;
  /** The owner's answers with their notes, after the recommendations. */
  notes?: ExtraSection | null;
  /** The streamed narrative, for the owner. */
  narrative?: ExtraSection | null;
  /** The text over the recommendations when they are read only. */
  readOnlyIntro?: string;
};

export function ReportView({
  report,
  name,
  details,
  change,
  benchmark,
  actions,
  plan,
  progress,
  notes,
  narrative,
  readOnlyIntro,
}: ReportViewProps) {
  const { t } = useReportTranslation();
  const shared = useSharedTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const description = useMemo(() => describeStoredReport(report, language), [report, language]);
  const thirdPerson = useReportReader() === 'shared';
  const overview = plan?.overview ?? null;
  // The next actions leave out what the owner's plan has handled, as the dashboard's do.
  const handled = useMemo(() => (overview ? handledQuestions(overview) : []), [overview]);
  const summary = useMemo(
    () => describeSummary(deriveSummary(deriveStoredReport(report), { handled }), language, { thirdPerson }),
    [report, language, thirdPerson, handled],
  );
  // The title names what the report is about: the team's system, or the company when the reader sees it.
  const subject = reportSubject(report, details.company);
  const notGiven = <Text color="gray">{t('report.notGiven')}</Text>;
  const detail = (label: string, value: ReactNode) => (
    <div className="report-detail">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  // The details, on the page (the date unless the name says it) and in the board brief (always dated).
  const detailList = (testId: string, dated: boolean) => (
    <dl className="report-details" aria-label={t('report.detailsLabel')} data-testid={testId}>
      {details.preparedFor !== undefined && detail(t('report.preparedFor'), details.preparedFor || notGiven)}
      {details.company !== undefined && detail(t('report.company'), details.company || notGiven)}
      {dated &&
        detail(
          t('report.date'),
          <time dateTime={report.created_at}>
            {formatLongDateTime(report.created_at, language, timeZone)}
          </time>,
        )}
    </dl>
  );
  const title = subject ? t('report.titleFor', { subject }) : t('report.title');

  const contents = [
    { id: CATEGORIES_ID, label: t('report.categoriesHeading') },
    ...(progress ? [{ id: progress.id, label: progress.label }] : []),
    // Without the plan (a shared report) the section holds the recommendations only, and says so.
    { id: PLAN_ID, label: t(plan ? 'report.recommendationsHeading' : 'report.recommendationsOnlyHeading') },
    ...(notes ? [{ id: notes.id, label: notes.label }] : []),
    { id: INSIGHTS_ID, label: t('report.insightsHeading') },
    { id: TOOLS_ID, label: t('report.toolsHeading') },
    ...(narrative ? [{ id: narrative.id, label: narrative.label }] : []),
  ];

  return (
    <Flex
      direction="column"
      gap={{ initial: '5', sm: '6' }}
      py={{ initial: '4', sm: '6' }}
      className="report-document"
      data-testid="report-document"
    >
      <Flex direction="column" gap="2" className="report-keep">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>
          {title}
        </Heading>
        {name}
        {detailList('report-details', details.date !== false)}
      </Flex>

      <ExecutiveSummary
        description={description}
        summary={summary}
        stateOf={plan?.stateOf ?? null}
        handled={handled.length}
        change={change && <ChangeValue change={change.change} since={change.since} testId="score-change" />}
        benchmark={benchmark}
      />

      {actions}

      <Contents entries={contents} />

      <Section id={CATEGORIES_ID} heading={t('report.categoriesHeading')} testId="categories-section">
        <ScrollTable
          label={t('report.categoriesCaption')}
          caption={t('report.categoriesCaption')}
          testId="category-table"
          className="report-card"
        >
          <thead>
            <tr>
              <th scope="col">{shared.t('common.area')}</th>
              <th scope="col">{shared.t('common.score')}</th>
              <th scope="col">{shared.t('common.band')}</th>
            </tr>
          </thead>
          <tbody>
            {description.categories.map((category) => (
              <tr key={category.id} data-testid={`category-row-${category.id}`}>
                <th scope="row">{category.name}</th>
                <td>{shared.t('common.outOf100', { score: category.score })}</td>
                <td>
                  <BandBadge band={category.band.band} label={category.band.label} size="1" />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <Flex direction="column" gap="1">
          {description.categories.map((category) => (
            <Text as="p" size="2" color="gray" key={category.id}>
              <Text weight="medium" highContrast>
                {category.name}:
              </Text>{' '}
              {category.description}
            </Text>
          ))}
        </Flex>
        <BenchmarkDetail benchmark={benchmark} answers={report.answers} />
      </Section>

      {progress?.node}

      <RecommendationsSection
        description={description}
        overview={plan?.overview ?? null}
        planFailed={plan?.failed ?? false}
        exportPanel={plan?.exportPanel}
        readOnlyIntro={plan ? undefined : readOnlyIntro}
      />

      {notes?.node}

      <Section id={INSIGHTS_ID} heading={t('report.insightsHeading')} testId="insights-section">
        <div className="card-grid">
          {description.insights.map((insight) => (
            <Card
              key={insight.insight.kind === 'category' ? insight.insight.category : 'cross'}
              className="report-card"
            >
              <Flex direction="column" gap="1">
                <Heading as="h3" size="3">
                  {insight.title}
                </Heading>
                {insight.lines.map((line) => (
                  <Text as="p" size="2" key={line}>
                    {line}
                  </Text>
                ))}
              </Flex>
            </Card>
          ))}
        </div>
      </Section>

      <Section id={TOOLS_ID} heading={t('report.toolsHeading')} testId="tools-section">
        {description.tools.length === 0 ? (
          <Text as="p">{t('report.toolsNone')}</Text>
        ) : (
          <>
            <Text as="p" color="gray" size="2">
              {t('report.toolsIntro')}
            </Text>
            <Box asChild>
              <ul className="plain-list card-grid">
                {description.tools.map((tool) => (
                  <li key={tool.toolId}>
                    <Card className="report-card" data-testid={`tool-${tool.toolId}`}>
                      <Flex direction="column" gap="1">
                        <Heading as="h3" size="3">
                          <RadixLink
                            href={tool.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="tool-link"
                          >
                            {tool.name}
                            <VisuallyHidden> {shared.t('common.opensInNewTab')}</VisuallyHidden>
                          </RadixLink>
                        </Heading>
                        <Text as="p" size="2">
                          {tool.fixes}
                        </Text>
                        <Text as="p" size="1" color="gray">
                          {t('report.helpsWith', { topics: tool.topics.join(', ') })}
                        </Text>
                      </Flex>
                    </Card>
                  </li>
                ))}
              </ul>
            </Box>
          </>
        )}
      </Section>

      {narrative?.node}

      <BoardBrief
        title={title}
        details={detailList('board-brief-details', true)}
        description={description}
        summary={summary}
        stateOf={plan?.stateOf ?? null}
        change={
          change && <ChangeValue change={change.change} since={change.since} testId="board-brief-change" />
        }
        benchmark={benchmark}
      />
    </Flex>
  );
}

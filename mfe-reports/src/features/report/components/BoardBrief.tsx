// The board brief: the report on one A4 page for a board, printed by "Print the board brief" (the
// browser's print of this part only: print-mode.ts marks the page, report.css shows the brief alone).
// What a board asks first, in this order: what the report is about, for whom and when; the overall
// score with its band and its change since the previous report; the four areas; the three biggest
// risks, each with its plan status; the three next actions; the benchmark line when there is one; and
// where the full report is. Words, figures and rules only, no colour that carries meaning, so it reads
// the same in black and white. Hidden on screen and from assistive technology (the page itself shows
// all of it, and a screen reader would read it twice).
import type { ReportDescription, SummaryDescription, SummaryPoint } from '@ahc/assessment-model';
import { useLocation } from '@ahc/platform/router';
import { type ReactNode, useSyncExternalStore } from 'react';
import { type BenchmarkView, BenchmarkLine } from '../../benchmark/index.ts';
import { type PlanState, usePlanTranslation } from '../../plan/index.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useReportTranslation } from '../i18n/use-report-translation.ts';

/** The risks and actions a brief holds: the summary's top three of each. */
const BRIEF_POINTS = 3;

export type BoardBriefProps = {
  title: string;
  /** Company, prepared for and date, as the report's details show them. */
  details: ReactNode;
  description: ReportDescription;
  summary: SummaryDescription;
  /** The plan state of a recommendation, when the reader knows the plan (the owner). */
  stateOf: ((questionId: SummaryPoint['questionId']) => PlanState) | null;
  /** The overall score's change since the previous report, when there is one to tell. */
  change?: ReactNode;
  benchmark: BenchmarkView;
};

const NO_CHANGES = () => () => {};
const browserOrigin = () => window.location.origin;
const noOrigin = () => null;

/**
 * The page's own address (the site's origin, the router's path and query), known once the page runs in
 * a browser: the server's first render says where it is in words, and React renders the address right
 * after hydrating (an external store's client value, not an effect that may come after a first click).
 */
function usePageAddress(): string | null {
  const { pathname, search } = useLocation();
  const origin = useSyncExternalStore(NO_CHANGES, browserOrigin, noOrigin);
  return origin && `${origin}${pathname}${search}`;
}

export function BoardBrief({
  title,
  details,
  description,
  summary,
  stateOf,
  change,
  benchmark,
}: BoardBriefProps) {
  const { t } = useReportTranslation();
  const shared = useSharedTranslation();
  const planTexts = usePlanTranslation();
  const address = usePageAddress();
  const { overall } = description;
  const status = (point: SummaryPoint) =>
    stateOf && (
      <span className="board-brief-status" data-testid="board-brief-status">
        {' '}
        ({t('brief.status', { status: planTexts.t(`plan.status.${stateOf(point.questionId)}`) })})
      </span>
    );
  return (
    <section className="board-brief" aria-label={t('brief.heading')} data-testid="board-brief" hidden>
      <p className="board-brief-kicker">{t('brief.heading')}</p>
      <h2 className="board-brief-title">{title}</h2>
      <div className="board-brief-details">{details}</div>

      <div className="board-brief-score" data-testid="board-brief-score">
        <p>
          <span className="board-brief-label">{t('report.summaryScoreLabel')}</span>{' '}
          <strong className="board-brief-number">
            {shared.t('common.outOf100', { score: overall.score })}
          </strong>{' '}
          · {overall.band.label}
        </p>
        {change && <div className="board-brief-change">{change}</div>}
        <p className="board-brief-meaning">{overall.band.description}</p>
      </div>

      <table className="board-brief-areas" data-testid="board-brief-areas">
        <caption>{t('brief.areas')}</caption>
        <thead>
          <tr>
            <th scope="col">{shared.t('common.area')}</th>
            <th scope="col" className="num">
              {shared.t('common.score')}
            </th>
            <th scope="col">{shared.t('common.band')}</th>
          </tr>
        </thead>
        <tbody>
          {description.categories.map((category) => (
            <tr key={category.id}>
              <th scope="row">{category.name}</th>
              <td className="num">{category.score}</td>
              <td>{category.band.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.areas && <p>{summary.areas}</p>}

      <div className="board-brief-lists">
        <div>
          <h3>{summary.risksTitle}</h3>
          {summary.risks.length === 0 ? (
            <p data-testid="board-brief-no-risks">{summary.noRisks}</p>
          ) : (
            <ol data-testid="board-brief-risks">
              {summary.risks.slice(0, BRIEF_POINTS).map((risk) => (
                <li key={risk.questionId}>
                  <strong>{risk.topic}</strong>
                  {status(risk)}
                  <br />
                  <span className="board-brief-quiet">
                    {risk.categoryName} · {risk.priorityLabel}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h3>{summary.actionsTitle}</h3>
          {summary.actions.length === 0 ? (
            <p>{summary.noActions}</p>
          ) : (
            <ol data-testid="board-brief-actions">
              {summary.actions.slice(0, BRIEF_POINTS).map((action) => (
                <li key={action.questionId}>
                  <strong>{action.topic}</strong>: {action.action}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>

      <BenchmarkLine benchmark={benchmark} />

      <p className="board-brief-link" data-testid="board-brief-link">
        {address ? t('brief.fullReport', { address }) : t('brief.fullReportPlain')}
      </p>
    </section>
  );
}

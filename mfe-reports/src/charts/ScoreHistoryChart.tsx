// The overall and category scores across reports, oldest first, as lines. Like the category chart it
// is hidden from assistive technology; the table beside it carries the same numbers.
import type { CategoryId } from '@ahc/assessment-model';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CATEGORY_STYLES, OVERALL_COLOR } from './colors.ts';

export type HistoryPoint = { id: string; label: string; overall: number } & Record<CategoryId, number>;
export type HistorySeries = { key: 'overall' | CategoryId; name: string };

export function ScoreHistoryChart({ points, series }: { points: HistoryPoint[]; series: HistorySeries[] }) {
  return (
    <div className="report-chart" aria-hidden="true" data-testid="history-chart">
      <ResponsiveContainer width="100%" height={300}>
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" padding={{ left: 16, right: 16 }} />
          <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} width={36} />
          <Tooltip />
          <Legend />
          {series.map(({ key, name }) =>
            key === 'overall' ? (
              <Line key={key} className="history-line-overall" dataKey={key} name={name} stroke={OVERALL_COLOR} strokeWidth={3} dot={{ r: 4 }} isAnimationActive={false} />
            ) : (
              <Line
                key={key}
                className={`history-line-${key}`}
                dataKey={key}
                name={name}
                stroke={CATEGORY_STYLES[key].color}
                strokeDasharray={CATEGORY_STYLES[key].dash}
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            ),
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

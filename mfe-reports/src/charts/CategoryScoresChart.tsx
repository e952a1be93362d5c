// The four category scores as a bar chart. It is a picture for sighted readers: the same numbers are
// in the table beside it, so the chart itself is hidden from assistive technology.
import type { CategoryId } from '@ahc/assessment-model';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CATEGORY_STYLES } from './colors.ts';

export type CategoryBar = { category: CategoryId; name: string; score: number };

export function CategoryScoresChart({ bars }: { bars: CategoryBar[] }) {
  return (
    <div className="report-chart" aria-hidden="true" data-testid="category-chart">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 40, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} />
          <YAxis type="category" dataKey="name" width={96} />
          <Bar dataKey="score" isAnimationActive={false}>
            {bars.map((bar) => <Cell key={bar.category} fill={CATEGORY_STYLES[bar.category].color} />)}
            <LabelList dataKey="score" position="right" fill="#1c2024" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

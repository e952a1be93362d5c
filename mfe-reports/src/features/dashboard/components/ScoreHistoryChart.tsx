// The overall and category scores across reports, oldest first, as lines over the four band zones (the
// product's band scale, tinted). Each report is labelled with its date and, on a second line, its time,
// so two reports of one day are told apart; the labels are kept inside the chart (padding at the
// ends, and recharts drops labels that would collide). Each line has a marker of its own shape (the
// legend shows it), and markers of equal scores stand side by side (history-markers.ts), so a tie
// hides no line. Like the bars, the chart is a picture: the table beside it carries the same numbers,
// so it is hidden from assistive technology.
import type { CategoryId } from '@ahc/assessment-model';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Symbols,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { BAND_HEX, BAND_RANGES } from '#shared/ui/band-scale.ts';
import { CHART_HEIGHT } from './chart-size.ts';
import {
  AXIS_TEXT,
  CATEGORY_STYLES,
  GRID_LINE,
  type MarkerShape,
  OVERALL_COLOR,
  OVERALL_MARKER,
} from './colors.ts';
import { markerOffsets } from './history-markers.ts';

export type HistoryPoint = {
  id: string;
  date: string;
  time: string;
  label: string;
  overall: number;
} & Record<CategoryId, number>;
export type HistorySeries = { key: 'overall' | CategoryId; name: string };

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** A report's date and, under it, its time. */
function DateTimeTick({ x = 0, y = 0, payload, points }: TickProps & { points: HistoryPoint[] }) {
  const point = points.find((p) => p.id === payload?.value);
  if (!point) return null;
  return (
    <g transform={`translate(${x},${y})`} className="history-tick">
      <text textAnchor="middle" fill={AXIS_TEXT} fontSize={12}>
        <tspan x={0} dy="0.9em">
          {point.date}
        </tspan>
        <tspan x={0} dy="1.25em">
          {point.time}
        </tspan>
      </text>
    </g>
  );
}

type MarkerProps = { cx?: number; cy?: number; index?: number };

/** The look of each line: its colour, dash, width, marker shape and size. */
function lineStyle(key: HistorySeries['key']) {
  return key === 'overall'
    ? { color: OVERALL_COLOR, dash: undefined, width: 3, marker: OVERALL_MARKER, size: 10 }
    : { ...CATEGORY_STYLES[key], width: 2, size: 9 };
}

/** One line's marker at one report, moved aside when another line has the same score there. */
function Marker({
  cx,
  cy,
  index = 0,
  seriesKey,
  shape,
  color,
  size,
  offsets,
}: MarkerProps & {
  seriesKey: HistorySeries['key'];
  shape: MarkerShape;
  color: string;
  size: number;
  offsets: Record<HistorySeries['key'], number>[];
}) {
  if (cx === undefined || cy === undefined) return null;
  return (
    <Symbols
      className={`history-marker history-marker-${seriesKey}`}
      type={shape}
      cx={cx + (offsets[index]?.[seriesKey] ?? 0)}
      cy={cy}
      size={size}
      sizeType="diameter"
      fill={color}
      stroke="#fff"
      strokeWidth={1}
    />
  );
}

export function ScoreHistoryChart({ points, series }: { points: HistoryPoint[]; series: HistorySeries[] }) {
  const labelOf = (id: unknown) => points.find((p) => p.id === id)?.label ?? '';
  const keys = series.map(({ key }) => key);
  const offsets = points.map((point) => markerOffsets(point, keys));
  return (
    <div className="report-chart" aria-hidden="true" data-testid="history-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart
          data={points}
          margin={{ top: 8, right: 12, bottom: 4, left: 0 }}
          accessibilityLayer={false}
        >
          {BAND_RANGES.map((range) => (
            <ReferenceArea
              key={range.band}
              y1={range.from}
              y2={range.to}
              fill={BAND_HEX[range.band].tint}
              fillOpacity={0.7}
              stroke="none"
              ifOverflow="hidden"
            />
          ))}
          <CartesianGrid stroke={GRID_LINE} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="id"
            interval="preserveStartEnd"
            minTickGap={12}
            height={44}
            padding={{ left: 44, right: 44 }}
            // The formatted date is what recharts measures to keep labels from colliding (not the id).
            tickFormatter={(id: unknown) => points.find((p) => p.id === id)?.date ?? ''}
            tick={(props: TickProps) => <DateTimeTick {...props} points={points} />}
            tickLine={false}
            stroke={GRID_LINE}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 20, 40, 60, 80, 100]}
            width={32}
            tick={{ fill: AXIS_TEXT, fontSize: 12 }}
            stroke={GRID_LINE}
          />
          <Tooltip labelFormatter={labelOf} />
          {/* In the order of the series (overall first), not alphabetically, in either language. */}
          <Legend
            wrapperStyle={{ fontSize: 13, lineHeight: '1.6' }}
            itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)}
          />
          {series.map(({ key, name }) => {
            const style = lineStyle(key);
            return (
              <Line
                key={key}
                className={`history-line-${key}`}
                dataKey={key}
                name={name}
                stroke={style.color}
                strokeDasharray={style.dash}
                strokeWidth={style.width}
                legendType={style.marker}
                dot={(props: MarkerProps) => (
                  <Marker
                    key={`${key}-${props.index}`}
                    {...props}
                    seriesKey={key}
                    shape={style.marker}
                    color={style.color}
                    size={style.size}
                    offsets={offsets}
                  />
                )}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

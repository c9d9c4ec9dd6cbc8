import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart as PieDrawing,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { GraphSeries, PieChart } from '../../../api/contract';
import type { GraphChart, PieLayout } from '../../../machines/reporting/graph.types';
import { formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';

/** Slice colours: standing with engine on, standby, driving (the status colours of the fleet views). */
const SLICES = [
  { key: 'idleHours', color: 'var(--amber-9)' },
  { key: 'standByHours', color: 'var(--blue-9)' },
  { key: 'drivingHours', color: 'var(--green-9)' },
] as const;

/**
 * An x-axis tick: DD.MM. of the series' day, a day of the organisation's zone as the server counts it;
 * written from its text, never through a Date, so the browser's zone cannot move it.
 */
export const dayLabel = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;

/**
 * The line charts' margins. The last x-axis tick stands at the plot's right edge with its label
 * centred on it: the right margin holds half the widest DD.MM. label at 12 px (about 20 px) with room
 * to spare, so its last character is not cut off by the chart's edge (issue 28 §2).
 */
const LINE_MARGIN = { top: 8, right: 32, bottom: 8, left: 8 } as const;

export interface GraphChartsProps {
  readonly chart: GraphChart;
  readonly series: GraphSeries;
  readonly pie: PieChart | null;
  readonly pieLayout: PieLayout;
  readonly onToggleSlices: () => void;
  /** The metric's name, for the axis and the chart's title. */
  readonly metricName: string;
}

/**
 * The drawer's charts, drawn with recharts (SVG): the cumulative line (cumulativeSum), the daily line
 * (thisDay) and the pie of idle, standby and driving totals. Loaded with the graph drawer only.
 */
export default function GraphCharts(props: GraphChartsProps) {
  const { t, i18n } = useTranslation('reporting');
  const language = currentLanguage(i18n);
  const number = (value: number) => formatNumber(value, language);
  if (props.chart === 'pie') {
    const pie = props.pie;
    const data = pie
      ? SLICES.map((slice) => ({
          key: slice.key,
          name: t(`graph.slices.${slice.key}`),
          value: Math.max(0, pie[slice.key] ?? 0),
          color: slice.color,
        })).filter((slice) => slice.value > 0)
      : [];
    if (data.length === 0) return <p className="graph-empty">{t('graph.noData')}</p>;
    const split = props.pieLayout === 'split';
    return (
      <figure className="graph-figure" data-testid="graph-pie" data-layout={props.pieLayout}>
        <figcaption>{t('graph.chartTitles.pie')}</figcaption>
        <ResponsiveContainer width="100%" height={320}>
          <PieDrawing>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              isAnimationActive={false}
              outerRadius={split ? '70%' : '80%'}
              paddingAngle={split ? 8 : 0}
              cornerRadius={split ? 6 : 0}
              label={({ name, value }: { name?: string; value?: number }) =>
                `${name}: ${number(value ?? 0)} h`
              }
              onClick={props.onToggleSlices}
              cursor="pointer"
            >
              {data.map((slice) => (
                <Cell key={slice.key} fill={slice.color} data-slice={slice.key} />
              ))}
            </Pie>
            <Tooltip
              formatter={(value) => `${number(Number(value))} h`}
              itemStyle={{ color: 'var(--gray-12)' }}
            />
          </PieDrawing>
        </ResponsiveContainer>
        <p className="graph-hint">{t('graph.pieHint')}</p>
      </figure>
    );
  }
  const key = props.chart === 'cumulative' ? 'cumulativeSum' : 'thisDay';
  const points = props.series.series
    .filter((point) => point[key] !== null)
    .map((point) => ({ day: dayLabel(point.date), value: point[key] }));
  if (points.length === 0) return <p className="graph-empty">{t('graph.noData')}</p>;
  return (
    <figure className="graph-figure" data-testid={`graph-${props.chart}`}>
      <figcaption>{t(`graph.chartTitles.${props.chart}`, { metric: props.metricName })}</figcaption>
      <ResponsiveContainer width="100%" height={320}>
        <LineChart data={points} margin={LINE_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--gray-6)" />
          <XAxis dataKey="day" stroke="var(--gray-11)" fontSize={12} />
          <YAxis stroke="var(--gray-11)" fontSize={12} tickFormatter={number} width={56} />
          <Tooltip
            formatter={(value) => [number(Number(value)), props.metricName]}
            itemStyle={{ color: 'var(--gray-12)' }}
          />
          <Line
            type="monotone"
            dataKey="value"
            stroke="var(--accent-9)"
            strokeWidth={2}
            dot={points.length <= 31}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

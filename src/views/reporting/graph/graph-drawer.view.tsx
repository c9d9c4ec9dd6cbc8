import { Dialog, Flex, IconButton, SegmentedControl, Select, Spinner, Text } from '@radix-ui/themes';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphMetric, GraphSeries, PieChart } from '../../../api/contract';
import type { GraphChart, PieLayout } from '../../../machines/reporting/graph.types';
import { CrossIcon } from '../../shared/icons';
import './graph-drawer.css';
import { MODAL_DIALOG } from '../../shared/modal-dialog';

const GraphCharts = lazy(() => import('./graph-charts.view'));

/** The metrics the drawer offers (spec 000 §3 Graph metrics; electric locomotives have fewer). */
const METRICS: readonly GraphMetric[] = [
  'workingHours',
  'equippedHours',
  'standByHours',
  'idleHours',
  'drivingHours',
  'mileageKm',
  'fuelConsumption',
  'Notifications',
];
const NOT_FOR_ELOC: ReadonlySet<GraphMetric> = new Set(['workingHours', 'idleHours', 'fuelConsumption']);

export interface GraphDrawerProps {
  readonly open: boolean;
  readonly vehicleName: string;
  readonly isEloc: boolean;
  readonly metric: GraphMetric;
  readonly chart: GraphChart;
  readonly series: GraphSeries | null;
  readonly pie: PieChart | null;
  readonly pieLayout: PieLayout;
  readonly loadingSeries: boolean;
  readonly loadingPie: boolean;
  /** The drawer's date range (blocks days outside the vehicle's window), placed by the screen. */
  readonly dateRange?: ReactNode;
  readonly onClose: () => void;
  readonly onChooseChart: (chart: GraphChart) => void;
  readonly onChooseMetric: (metric: GraphMetric) => void;
  readonly onToggleSlices: () => void;
}

/**
 * The graph drawer (spec 000 §2 Reporting): the date range, the metric, and the three chart buttons
 * (cumulative line, line, pie) with the chosen chart below.
 */
export function GraphDrawer(props: GraphDrawerProps) {
  const { t } = useTranslation('reporting');
  const metricName = t(`graph.metrics.${props.metric}`);
  const loading = props.chart === 'pie' ? props.loadingPie : props.loadingSeries || props.series === null;
  const metrics = props.isEloc ? METRICS.filter((m) => !NOT_FOR_ELOC.has(m)) : METRICS;
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        className="graph-drawer"
        aria-describedby={undefined}
        data-testid="graph-drawer"
      >
        <Flex align="center" justify="between" gap="2" className="graph-drawer-head">
          <Dialog.Title size="4" mb="0">
            {t('graph.title', { name: props.vehicleName })}
          </Dialog.Title>
          <Dialog.Close>
            <IconButton type="button" variant="ghost" color="gray" aria-label={t('graph.close')}>
              <CrossIcon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Flex gap="3" wrap="wrap" align="end" className="graph-drawer-controls">
          {props.dateRange}
          <label className="graph-metric">
            <Text size="1" color="gray">
              {t('graph.metric')}
            </Text>
            <Select.Root
              value={props.metric}
              onValueChange={(value) => props.onChooseMetric(value as GraphMetric)}
              disabled={props.chart === 'pie'}
            >
              <Select.Trigger aria-label={t('graph.metric')} />
              <Select.Content>
                {metrics.map((metric) => (
                  <Select.Item key={metric} value={metric}>
                    {t(`graph.metrics.${metric}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </label>
          <SegmentedControl.Root
            value={props.chart}
            onValueChange={(value) => props.onChooseChart(value as GraphChart)}
            aria-label={t('graph.title', { name: props.vehicleName })}
          >
            <SegmentedControl.Item value="cumulative">{t('graph.charts.cumulative')}</SegmentedControl.Item>
            <SegmentedControl.Item value="line">{t('graph.charts.line')}</SegmentedControl.Item>
            <SegmentedControl.Item value="pie">{t('graph.charts.pie')}</SegmentedControl.Item>
          </SegmentedControl.Root>
        </Flex>
        <div className="graph-drawer-chart">
          {loading || props.series === null ? (
            <Flex align="center" justify="center" className="graph-loading">
              <Spinner size="3" role="status" aria-label={t('graph.loading')} />
            </Flex>
          ) : (
            <Suspense
              fallback={
                <Flex align="center" justify="center" className="graph-loading">
                  <Spinner size="3" role="status" aria-label={t('graph.loading')} />
                </Flex>
              }
            >
              <GraphCharts
                chart={props.chart}
                series={props.series}
                pie={props.pie}
                pieLayout={props.pieLayout}
                onToggleSlices={props.onToggleSlices}
                metricName={metricName}
              />
            </Suspense>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

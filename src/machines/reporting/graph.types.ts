import type { GraphMetric, GraphSeries, PieChart, ReportPeriod } from '../../api/contract';
import type { ReportVehicle } from './reporting.types';

/**
 * The public interface of the graph drawer machine (spec 000 §2 Reporting, Graph drawer; §3 Graph
 * metrics, Report series; §8; issue 9): opened from the Graphing button or a table's graph button with a
 * metric, it loads that metric day by day (getGraph: the cumulative and the daily line) and, 2000 ms
 * after opening, the pie of idle, standby and driving totals (getPieChart). Failures fall back silently
 * to empty charts (spec 000 §8). A click on a pie slice toggles the pie between expanded and split.
 */

/** The three charts of the drawer. */
export type GraphChart = 'cumulative' | 'line' | 'pie';

/** Expanded: the slices form one disc; split: they stand apart. */
export type PieLayout = 'expanded' | 'split';

export interface GraphRequest {
  readonly vehicleId: number;
  readonly period: ReportPeriod;
  readonly metric: GraphMetric;
}
export interface PieRequest {
  readonly vehicleId: number;
  readonly period: ReportPeriod;
}

export interface GraphContext {
  readonly vehicle: ReportVehicle | null;
  /** The drawer's own period (its date range), starting as the report's. */
  readonly period: ReportPeriod;
  readonly metric: GraphMetric;
  readonly chart: GraphChart;
  /** Null until loaded; a failed call leaves an empty series (spec 000 §8). */
  readonly series: GraphSeries | null;
  readonly pie: PieChart | null;
  readonly pieLayout: PieLayout;
}

export interface GraphInput {
  readonly period: ReportPeriod;
}

export type GraphEvent =
  /** Graphing button (working hours) or a table's graph button (its metric). */
  | {
      readonly type: 'user.open';
      readonly vehicle: ReportVehicle;
      readonly period: ReportPeriod;
      readonly metric: GraphMetric;
    }
  | { readonly type: 'user.close' }
  | { readonly type: 'user.chooseChart'; readonly chart: GraphChart }
  | { readonly type: 'user.chooseMetric'; readonly metric: GraphMetric }
  | { readonly type: 'user.changePeriod'; readonly period: ReportPeriod }
  | { readonly type: 'user.toggleSlices' };

/**
 * Tags:
 * - `open`: the drawer is open
 * - `loadingSeries` / `loadingPie`: a chart waits for its data (a spinner in its place)
 */
export type GraphTag = 'open' | 'loadingSeries' | 'loadingPie';

export const GRAPH_TIMING = {
  /** The pie loads this long after the drawer opened (issue 9, spec 000 §9). */
  pieLoadDelayMs: 2000,
} as const;

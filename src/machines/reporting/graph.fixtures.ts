import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  STATUS_HOURS_CODES,
  statusCodeOfMetric,
  type GraphMetric,
  type GraphSeries,
  type PieChart,
  type ReportDay,
  type ReportPeriod,
} from '../../api/contract';
import { networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import type { GraphContext, GraphInput } from './graph.types';
import { dieselVehicle, electricVehicle, FIXTURE_PERIOD, fixtureDays } from './reporting.fixtures';
import type { ReportVehicle } from './reporting.types';

/** Test and story data for the graph drawer. Not imported by the app. */

const valueOf = (day: ReportDay, metric: GraphMetric): number | null => {
  switch (metric) {
    case 'Notifications':
      return day.notifications;
    case 'fuelConsumption':
      return day.fuelLitres;
    default:
      return day[metric];
  }
};

/** A metric day by day with its running sum, from the fixture days. */
export const fixtureSeries = (
  metric: GraphMetric = 'workingHours',
  vehicle: ReportVehicle = dieselVehicle,
  period: ReportPeriod = FIXTURE_PERIOD,
): GraphSeries => {
  let running = 0;
  return {
    vehicleId: vehicle.vehicleId,
    vehicleKind: vehicle.isEloc ? 'electric' : 'diesel',
    period,
    metric,
    statusCode: statusCodeOfMetric(metric),
    series: fixtureDays(vehicle, period).map((day) => {
      const thisDay = valueOf(day, metric);
      running += thisDay ?? 0;
      return { date: day.date, thisDay, cumulativeSum: thisDay === null ? null : running };
    }),
  };
};

/** The pie's totals from the fixture days. */
export const fixturePie = (
  vehicle: ReportVehicle = dieselVehicle,
  period: ReportPeriod = FIXTURE_PERIOD,
): PieChart => {
  const days = fixtureDays(vehicle, period);
  const total = (pick: (d: ReportDay) => number | null) =>
    days.some((d) => pick(d) === null) ? null : days.reduce((s, d) => s + (pick(d) ?? 0), 0);
  return {
    vehicleId: vehicle.vehicleId,
    vehicleKind: vehicle.isEloc ? 'electric' : 'diesel',
    period,
    idleHours: total((d) => d.idleHours),
    standByHours: total((d) => d.standByHours),
    drivingHours: total((d) => d.drivingHours),
    statusCodes: STATUS_HOURS_CODES,
  };
};

export const graphFixtures: {
  readonly inputs: Readonly<Record<'closed', GraphInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { closed: { period: FIXTURE_PERIOD } },
  eventVariants: {
    'user.open': [
      { type: 'user.open', vehicle: dieselVehicle, period: FIXTURE_PERIOD, metric: 'workingHours' },
      { type: 'user.open', vehicle: electricVehicle, period: FIXTURE_PERIOD, metric: 'mileageKm' },
    ],
    'user.chooseChart': [{ type: 'user.chooseChart', chart: 'pie' }],
    'user.chooseMetric': [{ type: 'user.chooseMetric', metric: 'drivingHours' }],
    'user.changePeriod': [
      { type: 'user.changePeriod', period: { startDate: '2026-11-01', endDate: '2026-11-07' } },
    ],
    'xstate.done.actor.loadSeries': [done('loadSeries', fixtureSeries())],
    'xstate.error.actor.loadSeries': [failed('loadSeries', networkError())],
    'xstate.done.actor.loadPie': [done('loadPie', fixturePie())],
    'xstate.error.actor.loadPie': [failed('loadPie', networkError())],
  },
};

/** The model's "same state": the value, the chart, whether a pie is there and its layout. */
export const serializeGraph = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as GraphContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    chart: context.chart,
    metric: context.metric,
    pie: context.pie !== null,
    layout: context.pieLayout,
  });
};

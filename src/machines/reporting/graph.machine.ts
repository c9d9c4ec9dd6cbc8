import { assign, setup } from 'xstate';
import {
  statusCodeOfMetric,
  type GraphMetric,
  type GraphSeries,
  type PieChart,
  type ReportPeriod,
} from '../../api/contract';
import { graphActorDefaults } from './graph.actors';
import {
  GRAPH_TIMING,
  type GraphChart,
  type GraphContext,
  type GraphEvent,
  type GraphInput,
  type GraphRequest,
  type GraphTag,
  type PieRequest,
} from './graph.types';
import type { ReportVehicle } from './reporting.types';

/** An empty series of the asked metric: what a failed call shows (spec 000 §8). */
const emptySeries = (context: GraphContext): GraphSeries => ({
  vehicleId: context.vehicle?.vehicleId ?? 0,
  vehicleKind: context.vehicle?.isEloc ? 'electric' : 'diesel',
  period: context.period,
  metric: context.metric,
  statusCode: statusCodeOfMetric(context.metric),
  series: [],
});

const seriesRequest = ({ context }: { context: GraphContext }): GraphRequest => ({
  vehicleId: context.vehicle?.vehicleId ?? 0,
  period: context.period,
  metric: context.metric,
});
const pieRequest = ({ context }: { context: GraphContext }): PieRequest => ({
  vehicleId: context.vehicle?.vehicleId ?? 0,
  period: context.period,
});

/**
 * The graph drawer (see graph.types.ts): closed, or open with two regions, the series (the cumulative
 * and the daily line of one metric) and the pie (loaded 2000 ms after opening). A new metric reloads
 * the series; a new period reloads both; closing cancels what runs.
 */
export const graphMachine = setup({
  types: {
    context: {} as GraphContext,
    events: {} as GraphEvent,
    input: {} as GraphInput,
    tags: {} as GraphTag,
  },
  actors: graphActorDefaults,
  actions: {
    openFor: assign(
      (
        _,
        params: {
          readonly vehicle: ReportVehicle;
          readonly period: ReportPeriod;
          readonly metric: GraphMetric;
        },
      ) => ({ ...params, series: null, pie: null, pieLayout: 'expanded' as const }),
    ),
    chooseChart: assign((_, { chart }: { readonly chart: GraphChart }) => ({ chart })),
    chooseMetric: assign((_, { metric }: { readonly metric: GraphMetric }) => ({ metric, series: null })),
    changePeriod: assign((_, { period }: { readonly period: ReportPeriod }) => ({ period })),
    storeSeries: assign((_, { series }: { readonly series: GraphSeries }) => ({ series })),
    clearSeries: assign(({ context }) => ({ series: emptySeries(context) })),
    storePie: assign(({ context }, { pie }: { readonly pie: PieChart | null }) => ({
      pie,
      pieLayout: pie === null ? ('expanded' as const) : context.pieLayout,
    })),
    toggleSlices: assign(({ context }) => ({
      pieLayout: context.pieLayout === 'expanded' ? ('split' as const) : ('expanded' as const),
    })),
  },
  guards: {
    isOtherMetric: ({ context, event }) =>
      event.type === 'user.chooseMetric' && event.metric !== context.metric,
    hasPie: ({ context }) => context.pie !== null,
  },
  delays: { pieLoadDelay: GRAPH_TIMING.pieLoadDelayMs },
}).createMachine({
  id: 'graph',
  context: ({ input }) => ({
    vehicle: null,
    period: input.period,
    metric: 'workingHours',
    chart: 'cumulative',
    series: null,
    pie: null,
    pieLayout: 'expanded',
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.open': {
          target: 'open',
          actions: { type: 'openFor', params: ({ event }) => event },
        },
      },
    },
    open: {
      tags: 'open',
      type: 'parallel',
      on: {
        'user.close': 'closed',
        'user.chooseChart': { actions: { type: 'chooseChart', params: ({ event }) => event } },
        'user.changePeriod': {
          target: ['.series.loading', '.pie.loading'],
          actions: { type: 'changePeriod', params: ({ event }) => event },
        },
      },
      states: {
        series: {
          initial: 'loading',
          on: {
            'user.chooseMetric': {
              guard: 'isOtherMetric',
              target: '.loading',
              actions: { type: 'chooseMetric', params: ({ event }) => event },
            },
          },
          states: {
            loading: {
              tags: 'loadingSeries',
              invoke: {
                id: 'loadSeries',
                src: 'loadSeries',
                input: seriesRequest,
                onDone: {
                  target: 'shown',
                  actions: { type: 'storeSeries', params: ({ event }) => ({ series: event.output }) },
                },
                // Silently empty (spec 000 §8).
                onError: { target: 'shown', actions: 'clearSeries' },
              },
            },
            shown: {},
          },
        },
        pie: {
          initial: 'waiting',
          states: {
            waiting: { tags: 'loadingPie', after: { pieLoadDelay: 'loading' } },
            loading: {
              tags: 'loadingPie',
              invoke: {
                id: 'loadPie',
                src: 'loadPie',
                input: pieRequest,
                onDone: {
                  target: 'shown',
                  actions: { type: 'storePie', params: ({ event }) => ({ pie: event.output }) },
                },
                onError: { target: 'shown', actions: { type: 'storePie', params: { pie: null } } },
              },
            },
            shown: {
              on: { 'user.toggleSlices': { guard: 'hasPie', actions: 'toggleSlices' } },
            },
          },
        },
      },
    },
  },
});

export type GraphMachine = typeof graphMachine;

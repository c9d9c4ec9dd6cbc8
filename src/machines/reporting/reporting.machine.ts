import { assign, setup } from 'xstate';
import { samePeriod } from '../period/period.rules';
import type { Language, ReportPeriod } from '../../api/contract';
import type { ConnectivityChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { failureOf, fetchUpdates, restartOn } from '../shared/fetch-fragment';
import { reportingActorDefaults } from './reporting.actors';
import {
  REPORTING_TIMING,
  type LanguageChanged,
  type ReportData,
  type ReportingContext,
  type ReportingEvent,
  type ReportingInput,
  type ReportingTag,
  type ReportPeriodChanged,
  type ReportRequest,
  type ReportVehicle,
  type ReportVehicleChanged,
} from './reporting.types';

/**
 * Reporting (spec 000 §2 Reporting, §4 Reporting and tracking, §9): the active vehicle's totals and
 * days for the applied period. A change of vehicle or period, or a language reload, waits the 300 ms
 * re-fetch delay and then the 500 ms debounce (each change starts both over, cancelling a running
 * call), then fetches. Nothing is fetched without a vehicle, for a crane, or offline (the fetch runs
 * when the connection returns). It subscribes itself to the vehicle (`watchVehicle`), the period
 * (`watchPeriod`), the language (`watchLanguage`) and the connectivity (`watchConnectivity`).
 * One timer at a time, so the model-based replay can fire "the next timer".
 */
export const reportingMachine = setup({
  types: {
    context: {} as ReportingContext,
    events: {} as ReportingEvent,
    input: {} as ReportingInput,
    tags: {} as ReportingTag,
  },
  actors: {
    ...reportingActorDefaults,
    watchVehicle: noFacts<ReportVehicleChanged>(),
    watchPeriod: noFacts<ReportPeriodChanged>(),
    watchLanguage: noFacts<LanguageChanged>(),
    watchConnectivity: noFacts<ConnectivityChanged>(),
  },
  actions: {
    applyVehicle: assign(({ context }, { vehicle }: { readonly vehicle: ReportVehicle | null }) =>
      vehicle?.vehicleId === context.vehicle?.vehicleId && vehicle?.isCrane === context.vehicle?.isCrane
        ? { vehicle }
        : { vehicle, report: null, failure: null },
    ),
    applyPeriod: assign((_, { period }: { readonly period: ReportPeriod }) => ({ period })),
    applyLanguage: assign((_, { language }: { readonly language: Language }) => ({ language })),
    applyConnectivity: assign(fetchUpdates.applyConnectivity),
    storeReport: assign((_, { report }: { readonly report: ReportData }) => ({ report, failure: null })),
    recordFailure: assign(fetchUpdates.recordFailure),
  },
  guards: {
    hasNoVehicle: ({ context }) => context.vehicle === null,
    isCrane: ({ context }) => context.vehicle?.isCrane === true,
    isOffline: ({ context }) => !context.online,
    isOtherPeriod: ({ context, event }) =>
      event.type === 'period.changed' && !samePeriod(context.period, event.period),
    isOtherVehicle: ({ context, event }) =>
      event.type === 'view.vehicleChanged' &&
      (event.vehicle?.vehicleId !== context.vehicle?.vehicleId ||
        event.vehicle?.isCrane !== context.vehicle?.isCrane),
  },
  delays: {
    refetchDelay: REPORTING_TIMING.refetchDelayMs,
    debounce: REPORTING_TIMING.debounceMs,
  },
}).createMachine({
  id: 'reporting',
  context: ({ input }) => ({
    vehicle: input.vehicle,
    period: input.period,
    language: input.language,
    online: input.online ?? false,
    report: null,
    failure: null,
  }),
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    { id: 'watchVehicle', src: 'watchVehicle', input: ({ context }) => ({ known: context.vehicle }) },
    { id: 'watchPeriod', src: 'watchPeriod', input: ({ context }) => ({ known: context.period }) },
    { id: 'watchLanguage', src: 'watchLanguage', input: ({ context }) => ({ known: context.language }) },
  ],
  on: {
    // The same vehicle again (a live update of its entry) or the same period: nothing to fetch.
    'view.vehicleChanged': [
      { guard: 'isOtherVehicle', ...restartOn<'applyVehicle', ReportVehicleChanged>('applyVehicle') },
      { actions: { type: 'applyVehicle', params: ({ event }) => event } },
    ],
    'period.changed': [
      { guard: 'isOtherPeriod', ...restartOn<'applyPeriod', ReportPeriodChanged>('applyPeriod') },
    ],
    'language.changed': restartOn<'applyLanguage', LanguageChanged>('applyLanguage'),
    'connectivity.changed': restartOn<'applyConnectivity', ConnectivityChanged>('applyConnectivity'),
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasNoVehicle', target: 'noVehicle' },
        { guard: 'isCrane', target: 'crane' },
        { guard: 'isOffline', target: 'paused' },
        { target: 'settling' },
      ],
    },
    noVehicle: { tags: 'noVehicle' },
    crane: { tags: 'crane' },
    paused: { tags: 'paused' },
    settling: { tags: 'loading', after: { refetchDelay: 'debouncing' } },
    debouncing: { tags: 'loading', after: { debounce: 'fetching' } },
    fetching: {
      tags: 'loading',
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }): ReportRequest => ({
          vehicleId: context.vehicle?.vehicleId ?? 0,
          period: context.period,
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeReport', params: ({ event }) => ({ report: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: failureOf } },
      },
    },
    loaded: {},
    failed: { tags: 'failed', on: { 'user.retry': 'fetching' } },
  },
});

export type ReportingMachine = typeof reportingMachine;

import { assign, setup } from 'xstate';
import { noFacts } from '../shared/fact-watch';
import {
  defaultPeriod,
  fitPeriod,
  isBlockedDay,
  samePeriod,
  type DayRules,
  type IsoDay,
} from './period.rules';
import {
  NO_SELECTION,
  type AddressChanged,
  type PeriodAddressWrite,
  type PeriodContext,
  type PeriodEvent,
  type PeriodInput,
  type PeriodTag,
  type PeriodVehicleChanged,
} from './period.types';

const rulesOf = (context: PeriodContext): DayRules => ({
  kind: context.kind,
  today: context.today,
  window: context.vehicle?.window ?? { startDate: null, endDate: null },
});

type Selection = { readonly from: IsoDay | null; readonly to: IsoDay | null };
const days = ({ from, to }: Selection): IsoDay[] => [from, to].filter((d): d is IsoDay => d !== null);
const pickable = (context: PeriodContext, selection: Selection) =>
  days(selection).every((day) => !isBlockedDay(day, rulesOf(context)));

/**
 * The period of a view with a date-range picker (spec 000 §3 Reporting period, §4 Date range, §5 Date
 * picker, §9). It starts with the default period (two weeks before today to today) unless the address
 * carries a valid one, and applies the requested period fitted to the rules: clamped to the active
 * vehicle's limited-access window (its last 7 days when the start lies after the window's end) and
 * never on a blocked day. The picker's selection is applied only when both dates exist; one date stays
 * pending until the second, and closing the picker drops it. The active vehicle and the address arrive
 * from the machine's own watchers (`watchVehicle`, `watchAddress`); after every change the machine
 * tells its `writeAddress` output the vehicle and period to show in the address, which replaces the
 * entry when it differs (a bookmark or a shared link opens the same report).
 */
export const periodMachine = setup({
  types: {
    context: {} as PeriodContext,
    events: {} as PeriodEvent,
    input: {} as PeriodInput,
    tags: {} as PeriodTag,
  },
  actors: {
    watchVehicle: noFacts<PeriodVehicleChanged>(),
    watchAddress: noFacts<AddressChanged>(),
  },
  actions: {
    /** Output: the address to show (provided by the composition; a no-op by default). */
    writeAddress: (_, _address: PeriodAddressWrite) => undefined,
    takeVehicle: assign((_, { vehicle }: Pick<PeriodVehicleChanged, 'vehicle'>) => ({
      vehicle,
      vehicleKnown: true,
    })),
    takeAddress: assign(({ context }, { period }: Pick<AddressChanged, 'period'>) =>
      period === null || samePeriod(period, context.applied) ? {} : { requested: period },
    ),
    request: assign((_, { from, to }: Selection) =>
      from !== null && to !== null ? { requested: { startDate: from, endDate: to } } : {},
    ),
    fit: assign(({ context }) => ({ applied: fitPeriod(context.requested, rulesOf(context)) })),
    holdPending: assign((_, { from, to }: Selection) => ({ pending: { from, to } })),
    dropPending: assign({ pending: NO_SELECTION }),
  },
  guards: {
    isLocked: ({ context }) => context.lockForCranes && context.vehicle?.isCrane === true,
    hasNoPeriod: ({ context }) => context.applied === null,
    isComplete: ({ context }, selection: Selection) =>
      selection.from !== null &&
      selection.to !== null &&
      selection.from <= selection.to &&
      pickable(context, selection),
    isHalf: ({ context }, selection: Selection) =>
      days(selection).length === 1 && pickable(context, selection),
    isEmpty: (_, selection: Selection) => days(selection).length === 0,
  },
}).createMachine({
  id: 'period',
  context: ({ input }) => {
    const requested = input.initialPeriod ?? defaultPeriod(input.today);
    return {
      kind: input.kind,
      today: input.today,
      lockForCranes: input.lockForCranes,
      vehicle: null,
      vehicleKnown: false,
      requested,
      applied: null,
      pending: NO_SELECTION,
    };
  },
  // The address first: its period is read before the vehicle's window fits it.
  invoke: [
    { id: 'watchAddress', src: 'watchAddress' },
    { id: 'watchVehicle', src: 'watchVehicle' },
  ],
  initial: 'fitting',
  on: {
    'vehicle.changed': {
      target: '.fitting',
      actions: { type: 'takeVehicle', params: ({ event }) => event },
    },
    'address.changed': {
      target: '.fitting',
      actions: { type: 'takeAddress', params: ({ event }) => event },
    },
  },
  states: {
    // Applies the requested period to the current rules, tells the address, and settles.
    fitting: {
      entry: [
        'dropPending',
        'fit',
        {
          type: 'writeAddress',
          params: ({ context }) => ({
            vehicleId: context.vehicleKnown ? (context.vehicle?.vehicleId ?? null) : undefined,
            period: context.applied,
          }),
        },
      ],
      always: [
        { guard: 'isLocked', target: 'locked' },
        { guard: 'hasNoPeriod', target: 'unavailable' },
        { target: 'ready' },
      ],
    },
    locked: { tags: 'locked' },
    unavailable: { tags: 'unavailable' },
    ready: {
      tags: 'ready',
      initial: 'closed',
      states: {
        closed: { on: { 'user.openPicker': 'open' } },
        open: {
          tags: 'open',
          initial: 'empty',
          exit: 'dropPending',
          on: { 'user.closePicker': '#period.ready.closed' },
          states: {
            empty: {
              on: {
                'user.selectRange': [
                  {
                    guard: { type: 'isComplete', params: ({ event }) => event },
                    target: '#period.fitting',
                    actions: { type: 'request', params: ({ event }) => event },
                  },
                  {
                    guard: { type: 'isHalf', params: ({ event }) => event },
                    target: 'half',
                    actions: { type: 'holdPending', params: ({ event }) => event },
                  },
                ],
              },
            },
            half: {
              on: {
                'user.selectRange': [
                  {
                    guard: { type: 'isComplete', params: ({ event }) => event },
                    target: '#period.fitting',
                    actions: { type: 'request', params: ({ event }) => event },
                  },
                  {
                    guard: { type: 'isHalf', params: ({ event }) => event },
                    actions: { type: 'holdPending', params: ({ event }) => event },
                  },
                  {
                    guard: { type: 'isEmpty', params: ({ event }) => event },
                    target: 'empty',
                    actions: 'dropPending',
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});

/** The period machine's type, for `ActorRefFrom` and `.provide()`. */
export type PeriodMachine = typeof periodMachine;

import type { ReportPeriod, VehicleId } from '../../api/contract';
import { samePeriod } from '../period/period.rules';
import { sameItems } from './fact-watch';

/** The part of a paged list's context that follows the selected vehicles and the applied period. */
export interface VehiclePeriodPage {
  readonly vehicleIds: readonly VehicleId[];
  readonly period: ReportPeriod | null;
  readonly page: number;
}

interface VehiclesParams {
  readonly vehicleIds: readonly VehicleId[];
}
interface PeriodParams {
  readonly period: ReportPeriod;
}
interface PageParams {
  readonly page: number;
}

const firstPage = { page: 1 } as const;

/**
 * The context updates of a list that pages through what the selected vehicles did in the applied
 * period (the notifications history, the alarms): a new selection or period goes back to the first
 * page; a page number is whole and at least 1. For `assign` in a machine's `setup`.
 */
export const vehiclePeriodUpdates = {
  vehicles: (_: unknown, { vehicleIds }: VehiclesParams) => ({ vehicleIds, ...firstPage }),
  period: (_: unknown, { period }: PeriodParams) => ({ period, ...firstPage }),
  pageNumber: (_: unknown, { page }: PageParams) => ({ page: Math.max(1, Math.floor(page)) }),
};

/** The guards of such a list: nothing to fetch before a period is applied; only real changes refetch. */
export const vehiclePeriodGuards = {
  hasNoPeriod: ({ context }: { readonly context: VehiclePeriodPage }) => context.period === null,
  isOtherSelection: ({ context }: { readonly context: VehiclePeriodPage }, { vehicleIds }: VehiclesParams) =>
    !sameItems(context.vehicleIds, vehicleIds),
  isOtherPeriod: ({ context }: { readonly context: VehiclePeriodPage }, { period }: PeriodParams) =>
    context.period === null || !samePeriod(context.period, period),
};

const vehiclesOf = ({ event }: { readonly event: VehiclesParams }) => event;
const periodOf = ({ event }: { readonly event: PeriodParams }) => event;
const pageOf = ({ event }: { readonly event: PageParams }) => event;

/**
 * The root transitions of such a list (its fetch starts over from its `checking` state, a running
 * request cancelled): `selection.changed` and `period.changed` when they change something, and
 * `user.goToPage`. The machine's setup names the actions and guards as above.
 */
export const vehiclePeriodTransitions = {
  'selection.changed': {
    guard: { type: 'isOtherSelection', params: vehiclesOf },
    target: '.checking',
    actions: { type: 'applyVehicles', params: vehiclesOf },
  },
  'period.changed': {
    guard: { type: 'isOtherPeriod', params: periodOf },
    target: '.checking',
    actions: { type: 'applyPeriod', params: periodOf },
  },
  'user.goToPage': { target: '.checking', actions: { type: 'applyPageNumber', params: pageOf } },
} as const;

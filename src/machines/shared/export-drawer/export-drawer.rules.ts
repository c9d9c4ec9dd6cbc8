import {
  REPORT_LIMITS,
  reportExportTop,
  type IsoDay,
  type ReportPeriod,
  type VehicleId,
} from '../../../api/contract';
import type { ExportChoice, ExportDrawerContext } from './export-drawer.types';

/** The vehicles an export may offer: every vehicle but cranes (spec 000 §2 export drawer). */
export const exportableVehicles = (vehicles: readonly ExportChoice[]): readonly ExportChoice[] =>
  vehicles.filter((vehicle) => !vehicle.isCrane);

/** The vehicles the drawer's grid shows: those whose name contains the filter (case-insensitive). */
export const visibleVehicles = (context: Pick<ExportDrawerContext, 'vehicles' | 'filter'>) => {
  const needle = context.filter.trim().toLocaleLowerCase();
  return needle === ''
    ? context.vehicles
    : context.vehicles.filter((vehicle) => vehicle.name.toLocaleLowerCase().includes(needle));
};

/** Ids in the list's order. */
export const inListOrder = (vehicles: readonly ExportChoice[], ids: ReadonlySet<VehicleId>): VehicleId[] =>
  vehicles.filter((vehicle) => ids.has(vehicle.vehicleId)).map((vehicle) => vehicle.vehicleId);

/** The select-all checkbox: every shown vehicle selected, some, or none. */
export const selectAllState = (
  context: Pick<ExportDrawerContext, 'vehicles' | 'filter' | 'selected'>,
): boolean | 'indeterminate' => {
  const shown = visibleVehicles(context);
  const selected = new Set(context.selected);
  const count = shown.filter((vehicle) => selected.has(vehicle.vehicleId)).length;
  if (count === 0) return false;
  return count === shown.length ? true : 'indeterminate';
};

const dayNumber = (day: IsoDay): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Days in the period, both ends counted. */
export const periodDays = (period: ReportPeriod): number =>
  dayNumber(period.endDate) - dayNumber(period.startDate) + 1;

/** A period the export can ask for: in order, not after today, at most one year (spec 000 §7, §9). */
export const isExportablePeriod = (period: ReportPeriod, today: IsoDay): boolean =>
  period.startDate <= period.endDate &&
  period.endDate <= today &&
  periodDays(period) <= REPORT_LIMITS.maxPeriodDays;

/** The Export button's rule: a selection of at most `maxVehicles` and an exportable period. */
export const canExportSelection = (context: ExportDrawerContext, maxVehicles: number): boolean =>
  context.selected.length > 0 &&
  context.selected.length <= maxVehicles &&
  isExportablePeriod(context.period, context.today);

/**
 * Vehicles per export page: 10 × ceiling(vehicles / 10) (spec 000 §7, spec 001 §9), at most the
 * server's page size.
 */
export const exportPageTop = (vehicleCount: number): number =>
  Math.min(reportExportTop(vehicleCount), REPORT_LIMITS.maxExportPageVehicles);

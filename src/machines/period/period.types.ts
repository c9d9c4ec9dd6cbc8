import type { VehicleId } from '../../api/contract';
import { formatPeriod, type AccessWindow, type IsoDay, type Period, type PickerKind } from './period.rules';

/**
 * The public interface of the period machine (one per view with a date-range picker: the map toolbar,
 * the graph and export drawers): the applied period, the picker's pending selection (applied only when
 * both dates exist), the active vehicle's window, and the address (`?vehicle=…&from=…&to=…`).
 */

/** The active vehicle as the period needs it. */
export interface PeriodVehicle {
  readonly vehicleId: VehicleId;
  readonly window: AccessWindow;
  readonly isCrane: boolean;
}

/** The picker's selection so far: one date, or none (both dates are applied at once). */
export interface PendingSelection {
  readonly from: IsoDay | null;
  readonly to: IsoDay | null;
}

export const NO_SELECTION: PendingSelection = { from: null, to: null };

/** What the period machine knows besides its states. */
export interface PeriodContext {
  readonly kind: PickerKind;
  /** Today in the portal's zone (from the screen's clock at start). */
  readonly today: IsoDay;
  /** The picker is locked for cranes (the reporting and tracking toolbars; spec 000 §2). */
  readonly lockForCranes: boolean;
  readonly vehicle: PeriodVehicle | null;
  /** The vehicle fact arrived (until then the address keeps the vehicle it names). */
  readonly vehicleKnown: boolean;
  /** What the user or the address asked for last; the applied period is it fitted to the rules. */
  readonly requested: Period;
  /** The period in force (YYYY-MM-DD both ends); null when no day may be picked at all. */
  readonly applied: Period | null;
  readonly pending: PendingSelection;
}

/** What the screen hands in. */
export interface PeriodInput {
  readonly kind: PickerKind;
  readonly today: IsoDay;
  readonly lockForCranes: boolean;
  /** The address's period when the view opened (a bookmark, a shared link); else the default applies. */
  readonly initialPeriod?: Period | null;
}

/** The address as the period reads it: `vehicle`, and `from`/`to` when both are a valid period. */
export interface PeriodAddress {
  readonly vehicleId: VehicleId | null;
  readonly period: Period | null;
}

/** The address changed (the machine's `watchAddress` watcher; also its value at start). */
export interface AddressChanged extends PeriodAddress {
  readonly type: 'address.changed';
}

/**
 * What the machine tells its `writeAddress` output: the period in force and the vehicle (undefined:
 * keep the address's vehicle, the selection has not told it yet).
 */
export interface PeriodAddressWrite {
  readonly vehicleId: VehicleId | null | undefined;
  readonly period: Period | null;
}

/** The active vehicle changed (the machine's `watchVehicle` watcher; also its value at start). */
export interface PeriodVehicleChanged {
  readonly type: 'vehicle.changed';
  readonly vehicle: PeriodVehicle | null;
}

/** Events, named by who speaks. */
export type PeriodEvent =
  | AddressChanged
  | PeriodVehicleChanged
  | { readonly type: 'user.openPicker' }
  /** Closing the picker drops a half selection. */
  | { readonly type: 'user.closePicker' }
  /**
   * The picker's selection (react-day-picker's range after a click): both dates apply it and close
   * the picker; one keeps it pending; a blocked day is ignored.
   */
  | { readonly type: 'user.selectRange'; readonly from: IsoDay | null; readonly to: IsoDay | null };

/**
 * Tags: `ready` (the picker can be used), `open` (its popover), `locked` (a crane where the toolbar is
 * disabled), `unavailable` (no day may be picked: the vehicle's window starts in the future).
 */
export type PeriodTag = 'ready' | 'open' | 'locked' | 'unavailable';

interface HasPeriodContext {
  readonly context: PeriodContext;
}

/** The applied period, or null. */
export const selectAppliedPeriod = ({ context }: HasPeriodContext): Period | null => context.applied;

/** The button's text: DD.MM.YYYY – DD.MM.YYYY, or null without a period. */
export const selectPeriodLabel = ({ context }: HasPeriodContext): string | null =>
  context.applied && formatPeriod(context.applied);

/** Views whose map toolbar shows the date-range picker (spec 000 §2 Map toolbar). */
export const DATE_RANGE_VIEWS: ReadonlySet<string> = new Set([
  'trackingmap',
  'reporting',
  'notification',
  'logbook-all-entries',
  'mapbox',
  'mapbox-vs-google',
  'mapbox-vehicles-vs-google',
  'google-maps',
]);

/** The toolbar picker's kind for a view: the tracking map blocks today, the others days after it. */
export const pickerKindOf = (view: string): PickerKind => (view === 'trackingmap' ? 'trackingmap' : 'other');

/** The applied period changed (an `AppliedPeriodWatcher`'s event, for the machines that use it). */
export interface PeriodChanged {
  readonly type: 'period.changed';
  readonly period: Period;
}

/** Views whose toolbar is disabled for cranes (spec 000 §2 Reporting, Tracking map). */
export const locksForCranes = (view: string): boolean => view === 'reporting' || view === 'trackingmap';

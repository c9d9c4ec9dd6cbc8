import type { ApiFailure } from '../../api/api-failure';
import type { DailyReport, Language, ReportingHoursData, ReportPeriod, VehicleId } from '../../api/contract';
import type { ConnectivityChanged } from '../shared/app-facts';

/**
 * The public interface of the reporting machine (per view: the reporting screen creates an actor of
 * `AppActors.reporting.report`): the active vehicle's period totals (getReportingHoursData) and its
 * days (getReport) for the applied period, fetched 300 ms after the vehicle or the period changed and
 * then after the 500 ms debounce, and again when the language is reloaded (spec 000 §4 Reporting and
 * tracking, §9). Nothing is fetched without a vehicle, for a crane (its tables are placeholders), or
 * offline.
 */

/** The vehicle a report is about (the last active one of the selection). */
export interface ReportVehicle {
  readonly vehicleId: VehicleId;
  readonly name: string;
  readonly isCrane: boolean;
  readonly isEloc: boolean;
  /** The caller's limited-access window (DD.MM.YYYY); null: not limited on that side. */
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/** One answer: the totals and the days of the same vehicle and period. */
export interface ReportData {
  readonly hours: ReportingHoursData;
  readonly days: DailyReport;
}

/** Input of `loadReport`. */
export interface ReportRequest {
  readonly vehicleId: VehicleId;
  readonly period: ReportPeriod;
}

export interface ReportingContext {
  readonly vehicle: ReportVehicle | null;
  /** The applied period (the period machine's). */
  readonly period: ReportPeriod;
  readonly language: Language;
  readonly online: boolean;
  /** The last answer; kept while a new period loads, cleared when the vehicle changes. */
  readonly report: ReportData | null;
  /** The last fetch failed; cleared by the next success. */
  readonly failure: ApiFailure | null;
}

/** What the screen hands in (the app: the current values, the watchers tell changes). */
export interface ReportingInput {
  readonly vehicle: ReportVehicle | null;
  readonly period: ReportPeriod;
  readonly language: Language;
  readonly online?: boolean;
}

/** The active vehicle changed (another vehicle, or none). */
export interface ReportVehicleChanged {
  readonly type: 'view.vehicleChanged';
  readonly vehicle: ReportVehicle | null;
}

/** The applied period changed. */
export interface ReportPeriodChanged {
  readonly type: 'period.changed';
  readonly period: ReportPeriod;
}

/** The interface language was switched: the report is fetched again (spec 000 §4). */
export interface LanguageChanged {
  readonly type: 'language.changed';
  readonly language: Language;
}

export type ReportingEvent =
  | ReportVehicleChanged
  | ReportPeriodChanged
  | LanguageChanged
  | ConnectivityChanged
  /** The 'Try again' button after a failed fetch. */
  | { readonly type: 'user.retry' };

/**
 * Tags:
 * - `loading`: waiting for or running a fetch (the loading indicator)
 * - `noVehicle`: no active vehicle
 * - `crane`: the active vehicle is a crane (placeholder rows, toolbar disabled)
 * - `paused`: offline
 * - `failed`: the last fetch failed
 */
export type ReportingTag = 'loading' | 'noVehicle' | 'crane' | 'paused' | 'failed';

export const REPORTING_TIMING = {
  /** Re-fetch delay after the vehicle or period changed (spec 000 §4, §9). */
  refetchDelayMs: 300,
  /** Reporting fetch debounce (spec 000 §9). */
  debounceMs: 500,
} as const;

import type { ApiFailure } from '../../api/api-failure';
import type { AlarmState } from '../../api/contract/alarms-limits';
import type { Alarm, AlarmPage } from '../../api/contract/alarms.contract';
import type { ReportPeriod, VehicleId } from '../../api/contract';
import type { PeriodChanged } from '../period/period.types';

/**
 * The public interface of the alarms list (issue 30 §1): one page of the alarms in one state (active,
 * acknowledged or cleared) of the selected vehicles in the applied period (the same inputs as the
 * notification history beside it: none selected is every vehicle of the user; nothing is fetched
 * before a period is applied), newest last event first, kept current by the live stream's alarm frames.
 */

export interface AlarmListContext {
  /** The state shown. */
  readonly filter: AlarmState;
  /** The selected vehicles (active-list order); empty: every vehicle the user may see. */
  readonly vehicleIds: readonly VehicleId[];
  /** The applied period; null: none applied yet (nothing is fetched). */
  readonly period: ReportPeriod | null;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  /** The page shown (kept while the next one loads). */
  readonly result: AlarmPage | null;
  /** An alarm in the state shown changed that is not on the page (a new one): the list can be read again. */
  readonly stale: boolean;
  readonly failure: ApiFailure | null;
}

export interface AlarmListInput {
  readonly filter?: AlarmState;
  readonly vehicleIds?: readonly VehicleId[];
  readonly period?: ReportPeriod | null;
  readonly pageSize?: number;
}

/** What `loadAlarmPage` is asked for (listNotificationAlarms). */
export interface AlarmListRequest {
  readonly state: AlarmState;
  /** Empty: every vehicle of the user. */
  readonly vehicleIds: readonly VehicleId[];
  readonly period: ReportPeriod;
  readonly top: number;
  readonly skip: number;
}

/** An alarm as it now is: from the live stream (another tab) or from this tab's action. */
export interface AlarmChanged {
  readonly type: 'live.alarmChanged';
  readonly alarm: Alarm;
}

/** The live stream (re)opened: what it missed meanwhile is read again. */
export interface AlarmStreamReady {
  readonly type: 'live.ready';
}

/** From the selection watcher: the selected vehicles changed. */
export interface AlarmVehiclesChanged {
  readonly type: 'selection.changed';
  readonly vehicleIds: readonly VehicleId[];
}

export type AlarmListEvent =
  | AlarmChanged
  | AlarmStreamReady
  | AlarmVehiclesChanged
  | PeriodChanged
  | { readonly type: 'user.filter'; readonly filter: AlarmState }
  | { readonly type: 'user.goToPage'; readonly page: number }
  | { readonly type: 'user.refresh' }
  | { readonly type: 'user.retry' };

/**
 * `loading` (a request runs), `ready` (a page arrived; `empty` too without alarms), `failed`,
 * `waiting` (no period yet).
 */
export type AlarmListTag = 'loading' | 'ready' | 'empty' | 'failed' | 'waiting';

export type { Alarm, AlarmPage, AlarmState };

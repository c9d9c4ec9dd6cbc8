import type { ApiFailure } from '../../api/api-failure';
import type { AlarmState } from '../../api/contract/alarms-limits';
import type { Alarm, AlarmPage } from '../../api/contract/alarms.contract';

/**
 * The public interface of the alarms list (issue 30 §1): one page of the alarms in one state (active,
 * acknowledged or cleared), newest last event first, kept current by the live stream's alarm frames.
 */

export interface AlarmListContext {
  /** The state shown. */
  readonly filter: AlarmState;
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
  readonly pageSize?: number;
}

/** What `loadAlarmPage` is asked for (listNotificationAlarms). */
export interface AlarmListRequest {
  readonly state: AlarmState;
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

export type AlarmListEvent =
  | AlarmChanged
  | AlarmStreamReady
  | { readonly type: 'user.filter'; readonly filter: AlarmState }
  | { readonly type: 'user.goToPage'; readonly page: number }
  | { readonly type: 'user.refresh' }
  | { readonly type: 'user.retry' };

/** `loading` (a request runs), `ready` (a page arrived; `empty` too without alarms), `failed`. */
export type AlarmListTag = 'loading' | 'ready' | 'empty' | 'failed';

export type { Alarm, AlarmPage, AlarmState };

import type { ApiFailure } from '../../api/api-failure';
import type { Alarm, AlarmDefect } from '../../api/contract/alarms.contract';

/** Make a new defect entry from the alarm, or link the alarm to an open defect of its vehicle. */
export type AlarmDefectMode = 'create' | 'link';

export interface AlarmDefectInput {
  readonly alarm: Alarm;
  /** The defect's description with the alarm's facts, in the user's language (the screen writes it). */
  readonly description: string;
}

export interface AlarmDefectContext {
  readonly alarm: Alarm;
  readonly mode: AlarmDefectMode | null;
  /** The new entry's description (create); starts as the facts, the user may edit it. */
  readonly description: string;
  readonly facts: string;
  /** The new entry's id, made once per creation so a retry finds the entry it made. */
  readonly newEntryId: string | null;
  /** The vehicle's open defects (link), and the one picked. */
  readonly choices: readonly AlarmDefect[];
  readonly entryId: string | null;
  /** The last failure, typed (409: the alarm or the entry changed first; 403: no right). */
  readonly failure: ApiFailure | null;
}

/** What the submit actor is given. */
export type AlarmDefectRequest =
  | {
      readonly kind: 'create';
      readonly alarmId: number;
      readonly entryId: string;
      readonly description: string;
    }
  | { readonly kind: 'link'; readonly alarmId: number; readonly entryId: string };

export type AlarmDefectEvent =
  | { readonly type: 'user.startCreate' }
  | { readonly type: 'user.startLink' }
  | { readonly type: 'user.changeDescription'; readonly description: string }
  | { readonly type: 'user.pickEntry'; readonly entryId: string }
  | { readonly type: 'user.submit' }
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.cancel' };

export type AlarmDefectTag = 'idle' | 'editing' | 'loading' | 'submitting' | 'failed' | 'done';

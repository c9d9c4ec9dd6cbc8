import type { ApiFailure } from '../../api/api-failure';
import type { Alarm } from '../../api/contract/alarms.contract';

/** What a person does to one alarm: acknowledge it (remark may be empty) or clear it by hand (remark). */
export type AlarmActionKind = 'acknowledge' | 'clear';

export interface AlarmActionInput {
  readonly alarm: Alarm;
}

export interface AlarmActionContext {
  readonly alarm: Alarm;
  /** The action being written (null when none). */
  readonly kind: AlarmActionKind | null;
  readonly remark: string;
  /** The last refusal, typed (a 409: someone else changed the alarm first). */
  readonly failure: ApiFailure | null;
}

/** What the submit actor is given. */
export interface AlarmActionRequest {
  readonly alarmId: number;
  readonly kind: AlarmActionKind;
  readonly remark: string;
}

export type AlarmActionEvent =
  | { readonly type: 'user.startAcknowledge' }
  | { readonly type: 'user.startClear' }
  | { readonly type: 'user.changeRemark'; readonly remark: string }
  | { readonly type: 'user.cancel' }
  | { readonly type: 'user.submit' }
  /** The alarm as the list or the live stream now has it (another tab acknowledged it, …). */
  | { readonly type: 'live.alarmChanged'; readonly alarm: Alarm };

export type AlarmActionTag = 'idle' | 'editing' | 'submitting' | 'failed';

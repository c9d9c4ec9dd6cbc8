import { ALARM_LIMITS } from '../../api/contract/alarms-limits';
import type { Alarm } from '../../api/contract/alarms.contract';
import type { AlarmActionKind } from './alarm-action.types';

/** Whether the alarm's state allows the action (the server answers 409 otherwise). */
export const actionAllowed = (alarm: Alarm, kind: AlarmActionKind): boolean =>
  kind === 'acknowledge' ? alarm.state === 'active' : alarm.state !== 'cleared';

/** Whether the remark may be sent: at most the limit; clearing by hand needs one (not only spaces). */
export const remarkValid = (kind: AlarmActionKind | null, remark: string): boolean =>
  kind !== null &&
  remark.length <= ALARM_LIMITS.maxRemark &&
  (kind === 'acknowledge' || remark.trim() !== '');

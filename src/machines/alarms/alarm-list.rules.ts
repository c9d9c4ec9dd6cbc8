import { ALARM_LIMITS } from '../../api/contract/alarms-limits';
import type { Alarm } from '../../api/contract/alarms.contract';
import type { AlarmListContext, AlarmListRequest } from './alarm-list.types';

export const ALARM_PAGE_SIZE = ALARM_LIMITS.pageSize;

/** The request of the context's page. */
export const alarmRequestOf = (context: AlarmListContext): AlarmListRequest => ({
  state: context.filter,
  top: context.pageSize,
  skip: (context.page - 1) * context.pageSize,
});

/** Pages of the current total (at least 1). */
export const alarmPageCount = (context: Pick<AlarmListContext, 'result' | 'pageSize'>): number =>
  Math.max(1, Math.ceil((context.result?.total ?? 0) / context.pageSize));

/** Whether the alarm is on the page shown. */
export const isShown = (context: AlarmListContext, alarm: Alarm): boolean =>
  context.result?.items.some((item) => item.id === alarm.id) ?? false;

/** The page with the alarm as it now is (in place: the row shows the change until the list is read again). */
export const withAlarm = (context: AlarmListContext, alarm: Alarm): AlarmListContext['result'] =>
  context.result && {
    ...context.result,
    items: context.result.items.map((item) => (item.id === alarm.id ? alarm : item)),
  };

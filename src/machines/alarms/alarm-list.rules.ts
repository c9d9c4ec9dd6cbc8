import { ALARM_LIMITS } from '../../api/contract/alarms-limits';
import type { Alarm } from '../../api/contract/alarms.contract';
import { todayAt } from '../period/period.rules';
import type { AlarmListContext, AlarmListRequest } from './alarm-list.types';

export const ALARM_PAGE_SIZE = ALARM_LIMITS.pageSize;

/** The request of the context's page (null without a period). */
export const alarmRequestOf = (context: AlarmListContext): AlarmListRequest | null =>
  context.period && {
    state: context.filter,
    vehicleIds: context.vehicleIds,
    period: context.period,
    top: context.pageSize,
    skip: (context.page - 1) * context.pageSize,
  };

/**
 * Whether the list as asked would hold the alarm: its state, one of the selected vehicles (none: all)
 * and an event in the period's days in the organisation's zone (as the server reads `period`: the
 * first event before the period's end, the last one on or after its start).
 */
export const fitsList = (context: AlarmListContext, alarm: Alarm): boolean =>
  alarm.state === context.filter &&
  (context.vehicleIds.length === 0 || context.vehicleIds.includes(alarm.vehicleId)) &&
  context.period !== null &&
  todayAt(Date.parse(alarm.firstTimestamp)) <= context.period.endDate &&
  todayAt(Date.parse(alarm.lastTimestamp)) >= context.period.startDate;

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

import {
  ALARM_LIMITS,
  ALARM_STATES,
  type Alarm,
  type AlarmCounts,
  type AlarmDetail,
  type AlarmPage,
  type AlarmState,
} from '../../../src/api/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { requireFleetReader } from '../../fleet/fleet-access';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/route';
import { localDayOf } from '../../telemetry/local-day';
import { readEvents } from '../notification-query';
import { checkSkip, namedVehicleIds, periodOf } from '../notification-list.service';
import { changeAlarm, type AlarmChange } from './alarm-change';
import { createAlarmDefectService } from './alarm-defect.service';
import { countAlarms, countOpenAlarms, readAlarms } from './alarm-query';
import { visibleAlarm } from './alarm-visible';

export interface AlarmDeps {
  readonly db: Db;
  readonly clock: Clock;
}

export interface AlarmListQuery {
  readonly state?: string | undefined;
  readonly vehicleIds?: string | undefined;
  readonly period?: string | undefined;
  readonly top?: number | undefined;
  readonly skip?: number | undefined;
}

const statesOf = (text: string | undefined): AlarmState[] | undefined =>
  text === undefined ? undefined : ALARM_STATES.filter((s) => text.split(',').includes(s));

const stateConflict = (alarm: Alarm, wanted: string) =>
  new ApiError(409, 'conflict', `The alarm is ${alarm.state}; it cannot be ${wanted}.`, { field: 'alarmId' });

/**
 * Alarms (issue 30 §1): reading them with the notification list's visibility (the organisation's
 * vehicles, the caller's windows), the bell's counts, and the two things a person does to one:
 * acknowledge an active alarm (a remark, may be empty) and clear an open one by hand (a remark). Both
 * are refused to the demo user by the route; a caller acts on alarms it can see.
 */
export const createAlarmService = (deps: AlarmDeps) => {
  const act = async (caller: Caller, alarmId: number, change: AlarmChange): Promise<Alarm> => {
    const scope = await requireFleetReader(deps.db, caller);
    return deps.db.transaction(async (tx) => {
      await visibleAlarm(tx, scope, alarmId);
      const changed = await changeAlarm(tx, alarmId, scope.accountId, deps.clock.now(), change);
      if (!changed) {
        const now = await visibleAlarm(tx, scope, alarmId);
        throw stateConflict(now, change.kind === 'acknowledge' ? 'acknowledged' : 'cleared');
      }
      return visibleAlarm(tx, scope, alarmId);
    });
  };

  return {
    async list(caller: Caller, query: AlarmListQuery): Promise<AlarmPage> {
      const scope = await requireFleetReader(deps.db, caller);
      const today = localDayOf(deps.clock.now().getTime());
      const skip = checkSkip(query.skip);
      const top = query.top ?? ALARM_LIMITS.pageSize;
      const states = statesOf(query.state);
      const filter = {
        scope,
        vehicleIds: await namedVehicleIds(deps.db, scope, query.vehicleIds),
        period: periodOf(query.period, today),
        ...(states ? { states } : {}),
      };
      const [total, items] = await Promise.all([
        countAlarms(deps.db, filter),
        readAlarms(deps.db, filter, { skip, top }),
      ]);
      return { total, skip, top, items };
    },

    async detail(caller: Caller, alarmId: number): Promise<AlarmDetail> {
      const scope = await requireFleetReader(deps.db, caller);
      const alarm = await visibleAlarm(deps.db, scope, alarmId);
      const events = await readEvents(
        deps.db,
        { scope, vehicleIds: [alarm.vehicleId], period: null, alarmId },
        { key: 'timestamp', direction: 'desc' },
        { skip: 0, top: ALARM_LIMITS.detailEvents },
      );
      return { alarm, events };
    },

    async counts(caller: Caller): Promise<AlarmCounts> {
      const scope = await requireFleetReader(deps.db, caller);
      return countOpenAlarms(deps.db, { scope, vehicleIds: 'organisation' });
    },

    acknowledge: (caller: Caller, alarmId: number, remark: string) =>
      act(caller, alarmId, { kind: 'acknowledge', remark }),

    clear: (caller: Caller, alarmId: number, remark: string) =>
      act(caller, alarmId, { kind: 'clear', cause: 'manual', remark: remark.trim() }),

    /** Joined to logbook defects (alarm-defect.service.ts). */
    defects: createAlarmDefectService(deps),
  };
};

export type AlarmService = ReturnType<typeof createAlarmService>;

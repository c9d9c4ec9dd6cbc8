import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { Alarm } from '../../api/contract/alarms.contract';
import { done, failed } from '../fleet/fleet.fixtures';
import type { AlarmActionContext, AlarmActionInput } from './alarm-action.types';

/** Test and story data for the alarm action machine. Not imported by the app. */

export const fixtureAlarm = (overrides: Partial<Alarm> = {}): Alarm => ({
  id: 7,
  vehicleId: 203,
  type: 'NSSpeedlimitExeeded',
  state: 'active',
  firstTimestamp: '2026-03-11T08:00:00.000Z',
  lastTimestamp: '2026-03-11T08:02:00.000Z',
  count: 2,
  lastNote: '70 km/h > 50 km/h',
  lastLocation: null,
  clearAfterMinutes: 10,
  conditionFalseSince: null,
  clearsAt: null,
  acknowledged: null,
  cleared: null,
  defect: null,
  ...overrides,
});

const by = { accountId: 'acc-1', name: 'Dana Dispatcher' };
const acknowledged = fixtureAlarm({
  state: 'acknowledged',
  acknowledged: { at: '2026-03-11T08:05:00.000Z', by, remark: 'seen' },
});
const cleared = fixtureAlarm({
  state: 'cleared',
  cleared: { at: '2026-03-11T08:06:00.000Z', cause: 'manual', by, remark: 'checked' },
});
const conflict = new ApiCallError({
  _tag: 'HttpError',
  status: 409,
  body: { error: 'conflict', message: 'The alarm is acknowledged.', field: 'alarmId' },
  retryAfterSeconds: null,
});

export const alarmActionFixtures: {
  readonly inputs: Readonly<Record<'active' | 'acknowledged' | 'cleared', AlarmActionInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    active: { alarm: fixtureAlarm() },
    acknowledged: { alarm: acknowledged },
    cleared: { alarm: cleared },
  },
  eventVariants: {
    'user.startAcknowledge': [{ type: 'user.startAcknowledge' }],
    'user.startClear': [{ type: 'user.startClear' }],
    'user.changeRemark': [
      { type: 'user.changeRemark', remark: 'Driver informed' },
      { type: 'user.changeRemark', remark: '  ' },
    ],
    'user.cancel': [{ type: 'user.cancel' }],
    'user.submit': [{ type: 'user.submit' }],
    'live.alarmChanged': [
      { type: 'live.alarmChanged', alarm: acknowledged },
      { type: 'live.alarmChanged', alarm: cleared },
      { type: 'live.alarmChanged', alarm: fixtureAlarm({ id: 8 }) },
    ],
    'xstate.done.actor.submitAlarmAction': [done('submitAlarmAction', acknowledged)],
    'xstate.error.actor.submitAlarmAction': [failed('submitAlarmAction', conflict)],
  },
};

/** The model's "same state": the value and what the guards read (the alarm's state, kind, remark valid). */
export const serializeAlarmAction = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as AlarmActionContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    state: c.alarm.state,
    kind: c.kind,
    remark: c.remark.trim() === '' ? (c.remark === '' ? 'empty' : 'blank') : 'text',
  });
};

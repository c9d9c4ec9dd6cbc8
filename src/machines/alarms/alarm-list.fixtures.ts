import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AlarmState } from '../../api/contract/alarms-limits';
import type { Alarm, AlarmPage } from '../../api/contract/alarms.contract';
import { NOTIFICATION_LABELS } from '../../api/contract/notifications-limits';
import { done, failed } from '../fleet/fleet.fixtures';
import { FIXTURE_HISTORY_PERIOD } from '../notifications/history-list.fixtures';
import { httpError, networkError } from '../session/session.fixtures';
import { fixtureAlarm } from './alarm-action.fixtures';
import type { AlarmListContext, AlarmListInput } from './alarm-list.types';

/** Test and story data for the alarms list. Not imported by the app. */

const DANA = { accountId: 'acc-1', name: 'Dana Dispatcher' };

/** Alarm `n` (id n + 1) in `state`: vehicle 101 or 102, a label in turn, an hour apart back from 22.11.2026. */
export const fixtureListAlarm = (n: number, state: AlarmState = 'active'): Alarm => {
  const last = Date.UTC(2026, 10, 22, 10, 0) - n * 3_600_000;
  return fixtureAlarm({
    id: n + 1,
    vehicleId: n % 2 === 0 ? 101 : 102,
    type: NOTIFICATION_LABELS[n % NOTIFICATION_LABELS.length] ?? 'NSSpeedlimitExeeded',
    state,
    firstTimestamp: new Date(last - (n % 4) * 600_000).toISOString(),
    lastTimestamp: new Date(last).toISOString(),
    count: 1 + (n % 4),
    acknowledged:
      state === 'active' ? null : { at: new Date(last + 300_000).toISOString(), by: DANA, remark: 'seen' },
    cleared:
      state === 'cleared'
        ? { at: new Date(last + 600_000).toISOString(), cause: 'manual', by: DANA, remark: 'checked' }
        : null,
  });
};

/** Page `page` (1-based) of `total` alarms in `state`, `size` a page, as listNotificationAlarms answers. */
export const fixtureAlarmPage = (
  page: number,
  total: number,
  state: AlarmState = 'active',
  size = 50,
): AlarmPage => {
  const skip = (page - 1) * size;
  const count = Math.max(0, Math.min(size, total - skip));
  return {
    total,
    skip,
    top: size,
    items: Array.from({ length: count }, (_, i) => fixtureListAlarm(skip + i, state)),
  };
};

/** The period the page applies in tests and stories (the notification history's). */
export const FIXTURE_ALARM_PERIOD = FIXTURE_HISTORY_PERIOD;

export const alarmListFixtures: {
  readonly inputs: Readonly<Record<'active' | 'cleared' | 'noPeriod', AlarmListInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    active: { period: FIXTURE_ALARM_PERIOD },
    cleared: { filter: 'cleared', vehicleIds: [101], period: FIXTURE_ALARM_PERIOD },
    noPeriod: { vehicleIds: [101] },
  },
  eventVariants: {
    'selection.changed': [{ type: 'selection.changed', vehicleIds: [102] }],
    'period.changed': [
      { type: 'period.changed', period: { startDate: '2026-11-01', endDate: '2026-11-21' } },
    ],
    'user.filter': [
      { type: 'user.filter', filter: 'acknowledged' },
      { type: 'user.filter', filter: 'active' },
    ],
    'user.goToPage': [{ type: 'user.goToPage', page: 3 }],
    'user.refresh': [{ type: 'user.refresh' }],
    'user.retry': [{ type: 'user.retry' }],
    'live.ready': [{ type: 'live.ready' }],
    'live.alarmChanged': [
      // The first alarm of the page, acknowledged in another tab.
      { type: 'live.alarmChanged', alarm: fixtureListAlarm(0, 'acknowledged') },
      // A new active alarm in the period, not on the page.
      { type: 'live.alarmChanged', alarm: { ...fixtureListAlarm(2, 'active'), id: 501 } },
    ],
    'xstate.done.actor.loadAlarmPage': [
      done('loadAlarmPage', fixtureAlarmPage(1, 120)),
      done('loadAlarmPage', fixtureAlarmPage(1, 0)),
      // Page 3 of 60 alarms: nothing there any more.
      done('loadAlarmPage', fixtureAlarmPage(3, 60)),
    ],
    'xstate.error.actor.loadAlarmPage': [
      failed('loadAlarmPage', httpError(500)),
      failed('loadAlarmPage', networkError()),
    ],
  },
};

/**
 * The model's "same state": the value and what the guards read (the filter, a period, past page 1, a
 * page, stale).
 */
export const serializeAlarmList = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as AlarmListContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    filter: c.filter,
    period: c.period !== null,
    page: c.page > 1,
    shown: c.result?.items.map((a) => `${a.id}:${a.state}`).slice(0, 1) ?? null,
    stale: c.stale,
  });
};

/**
 * Alarms with what people wrote (issue 30 §1): acknowledged with a remark, cleared by hand with one
 * after an acknowledgement without a remark, cleared by itself, and one still active.
 */
export const fixtureRemarkedAlarms = (): Alarm[] => {
  const [active, acknowledged, manual, byItself] = [0, 1, 2, 3].map((n) =>
    fixtureListAlarm(n, n === 0 ? 'active' : n === 1 ? 'acknowledged' : 'cleared'),
  ) as [Alarm, Alarm, Alarm, Alarm];
  const ack = (alarm: Alarm, remark: string) => alarm.acknowledged && { ...alarm.acknowledged, remark };
  return [
    active,
    { ...acknowledged, acknowledged: ack(acknowledged, 'Lokführer informiert, fährt langsam weiter') },
    {
      ...manual,
      acknowledged: ack(manual, ''),
      cleared: manual.cleared && {
        ...manual.cleared,
        by: { accountId: 'acc-2', name: 'Max Meister' },
        remark: 'Sensor in der Werkstatt getauscht; Messwerte wieder normal.',
      },
    },
    {
      ...byItself,
      cleared: byItself.cleared && { ...byItself.cleared, cause: 'condition', by: null, remark: null },
    },
  ];
};

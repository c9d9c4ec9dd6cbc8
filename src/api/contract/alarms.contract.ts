import { Schema } from 'effect';
import { ALARM_LIMITS, ALARM_STATES, AlarmClearCause, AlarmState } from './alarms-limits';
import { endpoint } from './endpoint';
import { Instant, VehicleId } from './fleet.contract';
import { DecimalInt, NotificationEvent, NotificationLocation, VehicleIds } from './notifications.contract';
import { NotificationLabel, NotificationPeriod } from './notifications-limits';
import { PathId, PositiveInt } from './path-id';

const GW = '/logbook/api/logbook/v1';
const tag = 'notifications';
/** Reading alarms is a fleet read, as every notification operation. */
const fleetRead = { tag, auth: 'accessToken', access: 'fleet' } as const;

/** Who did something to an alarm (null when the account has since been deleted, names kept). */
export const AlarmActor = Schema.Struct({
  accountId: Schema.NullOr(Schema.String),
  name: Schema.String,
}).annotations({ identifier: 'AlarmActor' });
export type AlarmActor = typeof AlarmActor.Type;

/** An acknowledgement: who, when and the remark (may be empty). */
export const AlarmAcknowledgement = Schema.Struct({
  at: Instant,
  by: AlarmActor,
  remark: Schema.String,
}).annotations({ identifier: 'AlarmAcknowledgement' });

/** How the alarm was cleared: by its condition (no one), by hand or by resolving its logbook defect. */
export const AlarmClearing = Schema.Struct({
  at: Instant,
  cause: AlarmClearCause,
  /** Null when the rule's condition cleared it. */
  by: Schema.NullOr(AlarmActor),
  /** Null when the rule's condition cleared it. */
  remark: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'AlarmClearing' });

/**
 * The logbook entry whose defect the alarm is (and, listed for linking, an open defect of the
 * vehicle): enough to show it and to open it in the logbook.
 */
export const AlarmDefect = Schema.Struct({
  entryId: Schema.String,
  /** The entry state (spec 001 §4): open, or resolved by an update of the draft or by a comment. */
  state: Schema.NullOr(Schema.Literal('open', 'resolved')),
  /** created (a draft, shown as started) or finalized. */
  status: Schema.Literal('created', 'finalized'),
  referenceTimestamp: Instant,
  /** The defect's description, at most {@link ALARM_LIMITS.defectSummary} characters of it. */
  description: Schema.String,
}).annotations({ identifier: 'AlarmDefect' });
export type AlarmDefect = typeof AlarmDefect.Type;

/**
 * An alarm (issue 30 §1): the events one rule raised on one vehicle while the alarm was open, as one
 * thing to handle. Its events stay in the notification history.
 */
export const Alarm = Schema.Struct({
  id: Schema.Int,
  vehicleId: VehicleId,
  /** The alert label of the rule. */
  type: NotificationLabel,
  state: AlarmState,
  /** The first and the last event's time, and how many events it holds. */
  firstTimestamp: Instant,
  lastTimestamp: Instant,
  count: Schema.Int,
  /** The last event's note and place. */
  lastNote: Schema.NullOr(Schema.String),
  lastLocation: Schema.NullOr(NotificationLocation),
  /** Minutes the condition must hold false before the alarm clears by itself; null: never by itself. */
  clearAfterMinutes: Schema.NullOr(Schema.Int),
  /** While open: since when the rule's condition has held false (null: it holds, or not known yet)… */
  conditionFalseSince: Schema.NullOr(Instant),
  /** …and when the alarm clears unless the condition returns before. */
  clearsAt: Schema.NullOr(Instant),
  acknowledged: Schema.NullOr(AlarmAcknowledgement),
  cleared: Schema.NullOr(AlarmClearing),
  defect: Schema.NullOr(AlarmDefect),
}).annotations({ identifier: 'Alarm' });
export type Alarm = typeof Alarm.Type;

export const AlarmPage = Schema.Struct({
  /** Alarms matching the query, over all pages. */
  total: Schema.Int,
  skip: Schema.Int,
  top: Schema.Int,
  /** Newest last event first. */
  items: Schema.Array(Alarm),
}).annotations({ identifier: 'AlarmPage' });
export type AlarmPage = typeof AlarmPage.Type;

export const AlarmDetail = Schema.Struct({
  alarm: Alarm,
  /** Its newest events (at most {@link ALARM_LIMITS.detailEvents}), newest first. */
  events: Schema.Array(NotificationEvent),
}).annotations({ identifier: 'AlarmDetail' });
export type AlarmDetail = typeof AlarmDetail.Type;

/** The caller's open alarms (the header bell counts the active ones). */
export const AlarmCounts = Schema.Struct({
  active: Schema.Int,
  acknowledged: Schema.Int,
}).annotations({ identifier: 'AlarmCounts' });
export type AlarmCounts = typeof AlarmCounts.Type;

const Remark = Schema.String.pipe(Schema.maxLength(ALARM_LIMITS.maxRemark));

export const AlarmAcknowledge = Schema.Struct({
  /** May be empty. */
  remark: Remark,
}).annotations({ identifier: 'AlarmAcknowledge' });
export type AlarmAcknowledge = typeof AlarmAcknowledge.Type;

export const AlarmClear = Schema.Struct({
  /** Why it is cleared by hand: required (not only spaces). */
  remark: Remark.pipe(
    Schema.filter((s) => s.trim().length > 0 || 'a remark is required to clear an alarm by hand'),
  ),
}).annotations({ identifier: 'AlarmClear' });
export type AlarmClear = typeof AlarmClear.Type;

/** Comma-joined alarm states, e.g. `active,acknowledged`. */
export const AlarmStates = Schema.String.pipe(
  Schema.pattern(new RegExp(`^(${ALARM_STATES.join('|')})(,(${ALARM_STATES.join('|')}))*$`), {
    message: () => `a comma-joined list of ${ALARM_STATES.join(', ')}`,
  }),
).annotations({ identifier: 'AlarmStates' });

/**
 * Alarm changes on the live stream ({@link NOTIFICATION_STREAM_PATH}): `event: alarm` with an
 * {@link Alarm} as data, without an `id:` (the resume point stays the last notification event); sent
 * when an alarm is opened, gets an event, is acknowledged or cleared. A client that reconnects reads
 * the alarms it shows again.
 */
export const ALARM_STREAM_EVENT = 'alarm';

const AlarmParams = Schema.Struct({ alarmId: PathId(PositiveInt) });

export const listNotificationAlarms = endpoint({
  operationId: 'listNotificationAlarms',
  method: 'GET',
  path: `${GW}/notifications/alarms`,
  summary: 'Alarms of the organisation’s vehicles in the caller’s access windows, newest last event first.',
  ...fleetRead,
  query: Schema.Struct({
    /** Absent: every state. */
    state: Schema.optional(AlarmStates),
    /** Absent: every vehicle of the organisation. */
    vehicleIds: Schema.optional(VehicleIds),
    /** Alarms with an event in these local days; absent: no time limit. */
    period: Schema.optional(NotificationPeriod),
    /** Default 50, at most 200. */
    top: Schema.optional(DecimalInt.pipe(Schema.between(1, ALARM_LIMITS.maxPageSize))),
    skip: Schema.optional(DecimalInt),
  }),
  success: { status: 200, schema: AlarmPage },
  errors: [401, 403],
});

export const getNotificationAlarm = endpoint({
  operationId: 'getNotificationAlarm',
  method: 'GET',
  path: `${GW}/notifications/alarms/{alarmId}`,
  summary: 'One alarm with its newest events (404: another organisation’s, outside the caller’s window).',
  ...fleetRead,
  params: AlarmParams,
  success: { status: 200, schema: AlarmDetail },
  errors: [401, 403, 404],
});

export const getNotificationAlarmCounts = endpoint({
  operationId: 'getNotificationAlarmCounts',
  method: 'GET',
  path: `${GW}/notifications/alarm-counts`,
  summary: 'How many of the caller’s alarms are active and acknowledged (the header bell).',
  ...fleetRead,
  success: { status: 200, schema: AlarmCounts },
  errors: [401, 403],
});

export const acknowledgeNotificationAlarm = endpoint({
  operationId: 'acknowledgeNotificationAlarm',
  method: 'POST',
  path: `${GW}/notifications/alarms/{alarmId}/acknowledge`,
  summary: 'Acknowledges an active alarm with a remark (409 when it is no longer active; demo users 403).',
  ...fleetRead,
  refusesDemoUser: 'The demo user cannot acknowledge alarms.',
  params: AlarmParams,
  body: AlarmAcknowledge,
  success: { status: 200, schema: Alarm },
  errors: [401, 403, 404, 409],
});

export const clearNotificationAlarm = endpoint({
  operationId: 'clearNotificationAlarm',
  method: 'POST',
  path: `${GW}/notifications/alarms/{alarmId}/clear`,
  summary: 'Clears an open alarm by hand with a remark (409 when already cleared; demo users 403).',
  ...fleetRead,
  refusesDemoUser: 'The demo user cannot clear alarms.',
  params: AlarmParams,
  body: AlarmClear,
  success: { status: 200, schema: Alarm },
  errors: [401, 403, 404, 409],
});

export const alarmEndpoints = [
  listNotificationAlarms,
  getNotificationAlarmCounts,
  getNotificationAlarm,
  acknowledgeNotificationAlarm,
  clearNotificationAlarm,
] as const;

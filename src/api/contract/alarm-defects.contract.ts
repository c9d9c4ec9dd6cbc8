import { Schema } from 'effect';
import { ALARM_LIMITS } from './alarms-limits';
import { Alarm, AlarmDefect } from './alarms.contract';
import { endpoint } from './endpoint';
import { EntryId } from './logbook-entry.contract';
import { LOGBOOK_LIMITS, LogbookRule, limitedText } from './logbook-limits';
import { PathId, PositiveInt } from './path-id';

/**
 * Alarms joined to logbook defects (issue 30 §1): from an open alarm a user with the logbook create
 * right makes a defect entry of the alarm's vehicle with the alarm's facts filled in, or links the
 * alarm to an open defect entry of that vehicle. Resolving the defect in the logbook clears the
 * alarm (cause `defect`); deleting the entry unlinks it. Every operation also needs the fleet read
 * right (the caller must see the alarm); the demo user may read, never link or create.
 */

const GW = '/logbook/api/logbook/v1';
const fleetRead = { tag: 'notifications', auth: 'accessToken', access: 'fleet' } as const;
const AlarmParams = Schema.Struct({ alarmId: PathId(PositiveInt) });

/** The open defects of the alarm's vehicle the caller may link it to, newest reference first. */
export const AlarmDefectChoices = Schema.Struct({
  items: Schema.Array(AlarmDefect),
}).annotations({ identifier: 'AlarmDefectChoices' });
export type AlarmDefectChoices = typeof AlarmDefectChoices.Type;

export const AlarmLink = Schema.Struct({
  /** An open defect entry of the alarm's vehicle. */
  entryId: EntryId,
}).annotations({ identifier: 'AlarmLink' });
export type AlarmLink = typeof AlarmLink.Type;

/**
 * A defect entry made from an alarm: a draft of the caller's in the alarm's vehicle, referenced at the
 * alarm's last event (where it happened, when known), its defect open with this description (the
 * client fills in the alarm's facts; the user may edit them). The id is the client's, as for every
 * entry, so a retried request finds the entry it made.
 */
export const AlarmDefectCreate = Schema.Struct({
  logbookEntryId: EntryId,
  description: limitedText(LOGBOOK_LIMITS.longText).pipe(
    Schema.filter((s) => s.trim().length > 0 || LogbookRule.required),
  ),
  measuresDescription: Schema.optional(Schema.NullOr(limitedText(LOGBOOK_LIMITS.longText))),
}).annotations({ identifier: 'AlarmDefectCreate' });
export type AlarmDefectCreate = typeof AlarmDefectCreate.Type;

export const listNotificationAlarmDefectChoices = endpoint({
  operationId: 'listNotificationAlarmDefectChoices',
  method: 'GET',
  path: `${GW}/notifications/alarms/{alarmId}/open-defects`,
  summary: `The open defect entries of the alarm’s vehicle the caller may link it to (at most ${ALARM_LIMITS.openDefects}; needs logbook read).`,
  ...fleetRead,
  params: AlarmParams,
  success: { status: 200, schema: AlarmDefectChoices },
  errors: [401, 403, 404],
});

export const linkNotificationAlarm = endpoint({
  operationId: 'linkNotificationAlarm',
  method: 'POST',
  path: `${GW}/notifications/alarms/{alarmId}/link`,
  summary:
    'Links an open alarm to an open defect entry of its vehicle (logbook create right; 409 naming the field that does not fit).',
  ...fleetRead,
  refusesDemoUser: 'The demo user cannot link alarms to the logbook.',
  params: AlarmParams,
  body: AlarmLink,
  success: { status: 200, schema: Alarm },
  errors: [400, 401, 403, 404, 409],
});

export const createNotificationAlarmDefect = endpoint({
  operationId: 'createNotificationAlarmDefect',
  method: 'POST',
  path: `${GW}/notifications/alarms/{alarmId}/defect`,
  summary:
    'Makes a logbook defect entry (a draft) from an open alarm and links them, in one transaction (logbook create right).',
  ...fleetRead,
  refusesDemoUser: 'The demo user cannot write the logbook.',
  params: AlarmParams,
  body: AlarmDefectCreate,
  success: { status: 200, schema: Alarm },
  errors: [400, 401, 403, 404, 409],
});

export const alarmDefectEndpoints = [
  listNotificationAlarmDefectChoices,
  linkNotificationAlarm,
  createNotificationAlarmDefect,
] as const;

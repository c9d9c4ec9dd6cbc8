import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { Instant, VehicleId } from './fleet.contract';
import {
  NOTIFICATION_LABELS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_UNITS,
  NotificationLabel,
  notificationLimitIssues,
  NotificationOrderBy,
  NotificationPeriod,
  NotificationRule,
  NotificationUnit,
} from './notifications-limits';
import { MAX_PATH_ID, PathId, PositiveInt } from './path-id';
import { ReportPeriod } from './reports.contract';
import { IsoDay } from './reports-limits';

const GW = '/logbook/api/logbook/v1';
/** The content service (spec 001 §7: `{content service}/notification/…`), as the datasheet comment. */
const CONTENT = '/wp-json/fvm/v1';
const tag = 'notifications';
/** Every notification operation is a fleet read: an access token with gateway/telematics read. */
const fleetRead = { tag, auth: 'accessToken', access: 'fleet' } as const;

/** One limit of a rule: its value (null: not set) and the input's text as the form shows it. */
export const NotificationLimit = Schema.Struct({
  value: Schema.NullOr(Schema.Finite),
  /** Free caption of the input, stored as sent (at most 50 characters); the server never reads it. */
  text: Schema.String.pipe(Schema.maxLength(NOTIFICATION_LIMITS.maxText)),
}).annotations({ identifier: 'NotificationLimit' });
export type NotificationLimit = typeof NotificationLimit.Type;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The days a temporary setting holds, both inclusive: at most 366 days, the first not after the last. */
export const TemporaryPeriod = Schema.Struct({ from: IsoDay, to: IsoDay })
  .pipe(
    Schema.filter((p) => {
      if (p.to < p.from) return { path: ['to'], message: 'the last day must not be before the first' };
      return daysBetween(p.from, p.to) < NOTIFICATION_LIMITS.maxTemporaryDays
        ? undefined
        : { path: ['to'], message: `at most ${NOTIFICATION_LIMITS.maxTemporaryDays} days` };
    }),
  )
  .annotations({ identifier: 'TemporaryPeriod' });
export type TemporaryPeriod = typeof TemporaryPeriod.Type;

/** A vehicle's setting for one alert label (spec 001 §3 Notification setting). */
export const NotificationSetting = Schema.Struct({
  label: NotificationLabel,
  /** The rule is on. Min and max are kept while it is off. */
  status: Schema.Boolean,
  /** The unit of min and max; null for detections without a measured limit. */
  unit: Schema.NullOr(NotificationUnit),
  max: NotificationLimit,
  min: NotificationLimit,
}).annotations({ identifier: 'NotificationSetting' });
export type NotificationSetting = typeof NotificationSetting.Type;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
const issuesOrOk = (issues: readonly Issue[]) => (issues.length > 0 ? issues : undefined);

/**
 * A setting as the form sends it: the bounds of spec 001 §5 (0 to 10000; temperature min from -1000,
 * max from -273), min not above max, and the label's own unit when a unit is sent.
 */
export const NotificationSettingInput = Schema.Struct({
  label: NotificationLabel,
  status: Schema.Boolean,
  unit: Schema.optional(Schema.NullOr(NotificationUnit)),
  max: NotificationLimit,
  min: NotificationLimit,
}).pipe(
  Schema.filter((s) =>
    issuesOrOk([
      ...(s.unit !== undefined && s.unit !== NOTIFICATION_UNITS[s.label]
        ? [{ path: ['unit'], message: NotificationRule.wrongUnit }]
        : []),
      ...notificationLimitIssues(s.label, s.min.value, s.max.value).map((i) => ({
        path: [i.field, 'value'],
        message: i.message,
      })),
    ]),
  ),
);
export type NotificationSettingInput = typeof NotificationSettingInput.Type;

const WpId = Schema.Int.pipe(Schema.between(1, MAX_PATH_ID));

/** The settings save: one form applied to every named vehicle (by its content-service wpId). */
export const NotificationSettingsSave = Schema.Struct({
  /** The rules to store, each label at most once; labels not named keep what is stored. */
  form: Schema.Array(NotificationSettingInput).pipe(
    Schema.minItems(1),
    Schema.maxItems(NOTIFICATION_LABELS.length),
    Schema.filter((form) =>
      issuesOrOk(
        form.flatMap((s, i) =>
          form.findIndex((t) => t.label === s.label) < i
            ? [{ path: [i, 'label'], message: NotificationRule.duplicateLabel }]
            : [],
        ),
      ),
    ),
  ),
  /**
   * Apply-to-many's optional date range: the form holds only on these local days (Europe/Berlin),
   * over the stored setting, which holds again afterwards. Absent: the form replaces the stored
   * setting from now on. The first day must be today or later and at most
   * {@link NOTIFICATION_LIMITS.temporaryAheadDays} days ahead (the server checks, 400 `period.from`).
   * Where temporary settings of a label overlap, the newest save holds.
   */
  period: Schema.optional(TemporaryPeriod),
  wpIds: Schema.Array(WpId).pipe(
    Schema.minItems(1),
    Schema.maxItems(NOTIFICATION_LIMITS.maxVehicles),
    Schema.filter((ids) =>
      issuesOrOk(
        ids.flatMap((id, i) => (ids.indexOf(id) < i ? [{ path: [i], message: 'named twice' }] : [])),
      ),
    ),
  ),
}).annotations({ identifier: 'NotificationSettingsSave' });
export type NotificationSettingsSave = typeof NotificationSettingsSave.Type;

export const NotificationSettingsSaved = Schema.Struct({
  /** Every saved vehicle with all 16 of its stored settings (unchanged by a save with a period). */
  items: Schema.Array(
    Schema.Struct({ wpId: Schema.Int, vehicleId: VehicleId, settings: Schema.Array(NotificationSetting) }),
  ),
}).annotations({ identifier: 'NotificationSettingsSaved' });

/** A setting saved for a date range: it holds over the stored one on those days. */
export const TemporaryNotificationSetting = Schema.Struct({
  id: Schema.Int,
  period: TemporaryPeriod,
  setting: NotificationSetting,
  savedAt: Instant,
  /** The account name of who saved it; null when that account is gone. */
  savedBy: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'TemporaryNotificationSetting' });
export type TemporaryNotificationSetting = typeof TemporaryNotificationSetting.Type;

export const TemporaryNotificationSettings = Schema.Struct({
  /** Those that end today or later, by first day, then label order, then newest save first. */
  items: Schema.Array(TemporaryNotificationSetting),
}).annotations({ identifier: 'TemporaryNotificationSettings' });
export type TemporaryNotificationSettings = typeof TemporaryNotificationSettings.Type;

/** Where an event happened: coordinates and the nearest known place (null when none is near). */
export const NotificationLocation = Schema.Struct({
  lat: Schema.Number,
  lng: Schema.Number,
  placeName: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'NotificationLocation' });

/** A notification raised for a vehicle (spec 001 §3 Notification event). */
export const NotificationEvent = Schema.Struct({
  /** Increases with every event stored. */
  id: Schema.Int,
  timestamp: Instant,
  vehicleId: VehicleId,
  /** The alert label of the rule that raised it. */
  type: NotificationLabel,
  note: Schema.NullOr(Schema.String),
  /** Null when the vehicle had no position fix. */
  location: Schema.NullOr(NotificationLocation),
}).annotations({ identifier: 'NotificationEvent' });
export type NotificationEvent = typeof NotificationEvent.Type;

export const NotificationPage = Schema.Struct({
  /** Events matching the query, over all pages. */
  total: Schema.Int,
  skip: Schema.Int,
  top: Schema.Int,
  orderBy: Schema.String,
  items: Schema.Array(NotificationEvent),
}).annotations({ identifier: 'NotificationPage' });
export type NotificationPage = typeof NotificationPage.Type;

/** Comma-joined vehicle ids (at most {@link NOTIFICATION_LIMITS.maxVehicles}). */
export const VehicleIds = Schema.String.pipe(
  Schema.pattern(/^\d{1,10}(,\d{1,10})*$/, { message: () => 'a comma-joined list of vehicle ids' }),
  Schema.maxLength(NOTIFICATION_LIMITS.maxVehicles * 11),
);
export const DecimalInt = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative());

const ListQuery = Schema.Struct({
  /** Absent: every vehicle of the organisation. */
  vehicleIds: Schema.optional(VehicleIds),
  /** Absent: no time limit. */
  period: Schema.optional(NotificationPeriod),
});

export const NotificationExportVehicle = Schema.Struct({
  vehicleId: VehicleId,
  name: Schema.String,
  /** The vehicle's events in the period and the caller's window, oldest first. */
  events: Schema.Array(NotificationEvent),
}).annotations({ identifier: 'NotificationExportVehicle' });

export const NotificationExportPage = Schema.Struct({
  period: ReportPeriod,
  /** Vehicles in the whole export. */
  total: Schema.Int,
  skip: Schema.Int,
  top: Schema.Int,
  items: Schema.Array(NotificationExportVehicle),
}).annotations({ identifier: 'NotificationExportPage' });
export type NotificationExportPage = typeof NotificationExportPage.Type;

/** The report-export data fields of spec 001 §7; accepted for the payload's sake, they change nothing. */
const DataFields = Schema.String.pipe(
  Schema.pattern(
    /^(reportExportRequest|StandingWithEngineOn|DrivingHours)(,(reportExportRequest|StandingWithEngineOn|DrivingHours))*$/,
  ),
  Schema.maxLength(200),
);

export const getNotificationSettings = endpoint({
  operationId: 'getNotificationSettings',
  method: 'GET',
  path: `${CONTENT}/notification/{wpId}`,
  summary: 'The alert settings of one vehicle: all 16 labels, unset ones off with empty limits.',
  ...fleetRead,
  params: Schema.Struct({ wpId: PathId(PositiveInt) }),
  success: { status: 200, schema: Schema.Array(NotificationSetting) },
  errors: [401, 403, 404],
});

export const saveNotificationSettings = endpoint({
  operationId: 'saveNotificationSettings',
  method: 'POST',
  path: `${CONTENT}/notification/`,
  summary:
    'Store one form of alert settings for every named vehicle, all or nothing (demo users: 403); only 200 means saved.',
  ...fleetRead,
  refusesDemoUser: 'The demo user cannot save notification settings.',
  body: NotificationSettingsSave,
  success: { status: 200, schema: NotificationSettingsSaved },
  errors: [401, 403],
});

export const listTemporaryNotificationSettings = endpoint({
  operationId: 'listTemporaryNotificationSettings',
  method: 'GET',
  path: `${CONTENT}/notification/{wpId}/temporary`,
  summary:
    'The temporary alert settings of one vehicle (saved with a date range) that end today or later; a setting for a day holds over the stored one.',
  ...fleetRead,
  params: Schema.Struct({ wpId: PathId(PositiveInt) }),
  success: { status: 200, schema: TemporaryNotificationSettings },
  errors: [401, 403, 404],
});

export const deleteTemporaryNotificationSetting = endpoint({
  operationId: 'deleteTemporaryNotificationSetting',
  method: 'DELETE',
  path: `${CONTENT}/notification/{wpId}/temporary/{id}`,
  summary: 'Ends a temporary alert setting at once (demo users: 403); the stored setting holds again.',
  ...fleetRead,
  refusesDemoUser: 'The demo user cannot delete notification settings.',
  params: Schema.Struct({ wpId: PathId(PositiveInt), id: PathId(PositiveInt) }),
  success: { status: 204 },
  errors: [401, 403, 404],
});

export const listNotifications = endpoint({
  operationId: 'listNotifications',
  method: 'GET',
  path: `${GW}/notifications`,
  summary: 'Notifications of the organisation’s vehicles in the caller’s access windows, a page at a time.',
  ...fleetRead,
  query: Schema.Struct({
    ...ListQuery.fields,
    /** Default `timestamp desc` (spec 001 §9). */
    orderBy: Schema.optional(NotificationOrderBy),
    /** Default 50 (spec 001 §9), at most 1000. */
    top: Schema.optional(DecimalInt),
    skip: Schema.optional(DecimalInt),
  }),
  success: { status: 200, schema: NotificationPage },
  errors: [401, 403],
});

export const getNotificationPreview = endpoint({
  operationId: 'getNotificationPreview',
  method: 'GET',
  path: `${GW}/notifications/preview`,
  summary: 'The newest notification of the given vehicles (the list with skip 0, top 1; spec 000 §7).',
  ...fleetRead,
  query: Schema.Struct({
    ...ListQuery.fields,
    /** Spec 000 §7's payload; the preview is always the first page of one. */
    skip: Schema.optional(DecimalInt.pipe(Schema.between(0, 0))),
    top: Schema.optional(DecimalInt.pipe(Schema.between(1, 1))),
  }),
  success: { status: 200, schema: NotificationPage },
  errors: [401, 403],
});

export const exportNotifications = endpoint({
  operationId: 'exportNotifications',
  heavy: true,
  method: 'GET',
  path: `${GW}/notifications/export`,
  summary:
    'The notifications of several vehicles in a period, a page of vehicles at a time (the client asks 10 × ceiling(vehicles / 10)); demo users: 403.',
  ...fleetRead,
  refusesDemoUser: 'The demo user cannot export notifications.',
  query: Schema.Struct({
    vehicleIds: VehicleIds,
    startDate: IsoDay,
    endDate: IsoDay,
    skip: Schema.optional(DecimalInt),
    top: Schema.optional(DecimalInt),
    dataFields: Schema.optional(DataFields),
    groupByType: Schema.optional(Schema.Literal('by-id')),
  }),
  success: { status: 200, schema: NotificationExportPage },
  errors: [401, 403],
});

/** The caller's unread notifications (the header bell): events newer than the last one it has seen. */
export const NotificationUnread = Schema.Struct({
  /** Events the caller may see with an id above `lastSeenId` (counted up to 1000). */
  count: Schema.Int,
  /** The newest event id the caller has marked seen (0: none yet). */
  lastSeenId: Schema.Int,
}).annotations({ identifier: 'NotificationUnread' });
export type NotificationUnread = typeof NotificationUnread.Type;

export const NotificationSeen = Schema.Struct({
  /** The newest event id the caller has now seen; a lower id than the stored one changes nothing. */
  lastSeenId: Schema.Int.pipe(Schema.nonNegative()),
}).annotations({ identifier: 'NotificationSeen' });

/**
 * The live stream (Server-Sent Events, `text/event-stream`), opened with the bearer token in the
 * Authorization header (the client reads it with fetch streaming, since EventSource cannot send
 * headers). Optional `Last-Event-ID` header: events the caller may see with a higher id are sent
 * first, oldest first, then the live ones. Frames: `retry: 2000`; `event: ready` with
 * {@link NotificationStreamReady} as data; `id: <event id>` + `event: notification` with a
 * {@link NotificationEvent} as data; `: ping` comments every 15 s. 401 without a valid token.
 */
export const NOTIFICATION_STREAM_PATH = `${GW}/notifications/stream`;

export const NotificationStreamReady = Schema.Struct({
  /** The newest event id the caller may see when the stream opened (0: none); the resume point. */
  lastEventId: Schema.Int,
}).annotations({ identifier: 'NotificationStreamReady' });
export type NotificationStreamReady = typeof NotificationStreamReady.Type;

export const getNotificationUnread = endpoint({
  operationId: 'getNotificationUnread',
  method: 'GET',
  path: `${GW}/notifications/unread`,
  summary: 'How many notifications the caller has not seen yet (the header bell).',
  ...fleetRead,
  success: { status: 200, schema: NotificationUnread },
  errors: [401, 403],
});

export const markNotificationsSeen = endpoint({
  operationId: 'markNotificationsSeen',
  method: 'POST',
  path: `${GW}/notifications/seen`,
  summary: 'Marks every notification up to the given id as seen by the caller; answers the new unread state.',
  ...fleetRead,
  body: NotificationSeen,
  success: { status: 200, schema: NotificationUnread },
  errors: [401, 403],
});

export const notificationEndpoints = [
  getNotificationSettings,
  saveNotificationSettings,
  listTemporaryNotificationSettings,
  deleteTemporaryNotificationSetting,
  listNotifications,
  getNotificationPreview,
  exportNotifications,
  getNotificationUnread,
  markNotificationsSeen,
] as const;

import type { NotificationEvent, NotificationLabel } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { nearestPlaceName } from './nearest-place';

/** What a rule reports when it is broken. */
export interface NewNotificationEvent {
  readonly vehicleId: number;
  /** When the rule was broken (the record's timestamp). */
  readonly timestamp: Date;
  readonly type: NotificationLabel;
  readonly note: string | null;
  /** The vehicle's position then; null without a fix. */
  readonly position: { readonly lat: number; readonly lng: number } | null;
}

/** The columns every reader of events selects (`e` is `notification_events`). */
export const EVENT_COLUMNS = `e.id::float8 AS id, (extract(epoch FROM e.ts) * 1000)::float8 AS ts_ms,
  e.vehicle_id, e.type, e.note, e.lat, e.lng, e.place_name`;

export interface EventRow {
  readonly id: number;
  readonly ts_ms: number;
  readonly vehicle_id: number;
  readonly type: string;
  readonly note: string | null;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly place_name: string | null;
}

export const eventOf = (row: EventRow): NotificationEvent => ({
  id: Number(row.id),
  timestamp: new Date(Number(row.ts_ms)).toISOString(),
  vehicleId: row.vehicle_id,
  type: row.type as NotificationLabel,
  note: row.note,
  location:
    row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng, placeName: row.place_name },
});

/**
 * Stores a notification raised for a vehicle, with the nearest known place name of its position,
 * and answers it as the list shows it. The rule engine calls this in the ingestion's transaction
 * (pass that transaction as `q`); the vehicle must exist.
 */
export const recordNotificationEvent = async (
  q: Queryable,
  event: NewNotificationEvent,
  now: Date = new Date(),
): Promise<NotificationEvent> => {
  const placeName = event.position ? nearestPlaceName(event.position) : null;
  const [row] = await q.query<EventRow>(
    `INSERT INTO notification_events AS e (vehicle_id, ts, type, note, lat, lng, place_name, created_at)
     VALUES ($1, $2::timestamptz, $3, $4, $5, $6, $7, $8::timestamptz)
     RETURNING ${EVENT_COLUMNS}`,
    [
      event.vehicleId,
      event.timestamp.toISOString(),
      event.type,
      event.note,
      event.position?.lat ?? null,
      event.position?.lng ?? null,
      placeName,
      now.toISOString(),
    ],
  );
  return eventOf(row!);
};

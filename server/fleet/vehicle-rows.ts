import type { Queryable } from '../db/db';
import { visibleFuelConsumptionSql, type AccessWindow } from './access-window';

/** A vehicle with the caller's window, its live values and today's figures, as one query reads it. */
export interface VehicleRow {
  readonly id: number;
  readonly wp_id: number;
  readonly name: string;
  readonly image: string | null;
  readonly model: string;
  readonly type: string;
  readonly engine: string;
  readonly fabric_nr: string;
  /** The settings as JSON text, or null for the defaults; for a limited caller, as of the window. */
  readonly fuel_consumption: string | null;
  readonly limited: boolean;
  readonly window_start: string | null;
  readonly window_end: string | null;
  // vehicle_live: all null before the first record. The time as epoch ms: a number is parsed much
  // faster than a timestamp, and this query answers for up to thousands of vehicles per call.
  readonly ts_ms: number | null;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly speed: number | null;
  readonly bearing: number | null;
  readonly status: number | null;
  readonly gps_satellites: number | null;
  readonly gsm_signal: number | null;
  readonly mileage_km: number | null;
  readonly external_voltage: number | null;
  readonly temperature: number | null;
  /** When the latest record arrived, epoch ms (null: unknown, read as on time). */
  readonly received_ms: number | null;
  // daily_figures of today: null when nothing was recorded today.
  readonly standby_seconds: number | null;
  readonly idle_seconds: number | null;
  readonly driving_seconds: number | null;
  readonly km_driven: number | null;
}

/** Which vehicles of the organisation to read. */
export type VehicleFilter =
  | { readonly all: true }
  | { readonly ids: readonly number[] }
  | { readonly id: number }
  | { readonly wpId: number }
  | { readonly reportedSince: Date };

const condition = (filter: VehicleFilter): { sql: string; value: unknown } | null => {
  if ('ids' in filter) return { sql: 'v.id = ANY($4::int[])', value: filter.ids };
  if ('id' in filter) return { sql: 'v.id = $4', value: filter.id };
  if ('wpId' in filter) return { sql: 'v.wp_id = $4', value: filter.wpId };
  if ('reportedSince' in filter) return { sql: 'l.ts >= $4', value: filter.reportedSince };
  return null;
};

/**
 * Vehicles of one organisation with everything the fleet operations answer, in one query whatever
 * their number (no query per vehicle); ordered by name. A vehicle of another organisation is never
 * read. Every join is on a primary key.
 */
export const readVehicles = async (
  q: Queryable,
  scope: { readonly organisationId: string; readonly accountId: string },
  today: string,
  filter: VehicleFilter,
): Promise<VehicleRow[]> => {
  const extra = condition(filter);
  return q.query<VehicleRow>(
    `SELECT v.id, v.wp_id, v.name, v.image, v.model, v.type, v.engine, v.fabric_nr,
       ${visibleFuelConsumptionSql()} AS fuel_consumption,
       w.account_id IS NOT NULL AS limited,
       to_char(w.start_date, 'YYYY-MM-DD') AS window_start, to_char(w.end_date, 'YYYY-MM-DD') AS window_end,
       (extract(epoch FROM l.ts) * 1000)::float8 AS ts_ms, l.lat, l.lng, l.speed, l.bearing, l.status, l.gps_satellites, l.gsm_signal, l.mileage_km,
       l.external_voltage, l.temperature, (extract(epoch FROM l.received_at) * 1000)::float8 AS received_ms,
       f.standby_seconds, f.idle_seconds, f.driving_seconds, f.km_driven
     FROM vehicles v
     LEFT JOIN vehicle_access_windows w ON w.vehicle_id = v.id AND w.account_id = $2
     LEFT JOIN vehicle_live l ON l.vehicle_id = v.id
     LEFT JOIN daily_figures f ON f.vehicle_id = v.id AND f.day = $3::date
     WHERE v.organisation_id = $1 ${extra ? `AND ${extra.sql}` : ''}
     ORDER BY v.name, v.id`,
    [scope.organisationId, scope.accountId, today, ...(extra ? [extra.value] : [])],
  );
};

/** The caller's window on the vehicle of the row, or null when not limited. */
export const windowOf = (row: VehicleRow): AccessWindow | null =>
  row.limited ? { start: row.window_start, end: row.window_end } : null;

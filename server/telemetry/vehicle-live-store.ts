import type { Queryable } from '../db/db';
import type { FigurePoint } from './daily-attribution';
import { STATUS_CODES, statusOfCode, type TelemetryRecord } from './telemetry-record';

/** The latest stored record of the vehicle, as the figures need it (null before the first one). */
export const latestPoint = async (q: Queryable, vehicleId: number): Promise<FigurePoint | null> => {
  const rows = await q.query<{ ts: Date; status: number; mileage_km: number }>(
    'SELECT ts, status, mileage_km FROM vehicle_live WHERE vehicle_id = $1',
    [vehicleId],
  );
  const row = rows[0];
  return row
    ? { ts: row.ts.getTime(), status: statusOfCode(row.status) ?? 'off', mileageKm: row.mileage_km }
    : null;
};

/**
 * Makes the record the vehicle's live values unless a newer one is already there, with its batch's
 * arrival (`receivedAt`, null: unknown, as for the simulator's catch-up), so live data can tell a
 * position that arrived late (migration 0026).
 */
export const updateLive = async (
  q: Queryable,
  vehicleId: number,
  r: TelemetryRecord,
  receivedAt: Date | null,
): Promise<void> => {
  await q.query(
    `INSERT INTO vehicle_live (vehicle_id, ts, lat, lng, speed, bearing, status, gps_satellites, gsm_signal,
       mileage_km, external_voltage, temperature, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (vehicle_id) DO UPDATE SET ts = EXCLUDED.ts, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
       speed = EXCLUDED.speed, bearing = EXCLUDED.bearing, status = EXCLUDED.status,
       gps_satellites = EXCLUDED.gps_satellites, gsm_signal = EXCLUDED.gsm_signal,
       mileage_km = EXCLUDED.mileage_km, external_voltage = EXCLUDED.external_voltage,
       temperature = EXCLUDED.temperature, received_at = EXCLUDED.received_at
     WHERE vehicle_live.ts < EXCLUDED.ts`,
    [
      vehicleId,
      new Date(r.ts).toISOString(),
      r.lat,
      r.lng,
      r.speed,
      r.bearing,
      STATUS_CODES[r.status],
      r.gpsSatellites,
      r.gsmSignal,
      r.mileageKm,
      r.externalPowerVoltage,
      r.temperature,
      receivedAt?.toISOString() ?? null,
    ],
  );
};

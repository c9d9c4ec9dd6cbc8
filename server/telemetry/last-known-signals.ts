import type { Queryable } from '../db/db';
import type { IoRequiredField } from './teltonika/teltonika-record';

/** The signals a tracker may not measure, as the vehicle last reported them. */
export type KnownSignals = Readonly<Record<IoRequiredField, number>>;

/**
 * The vehicle's last stored values of the signals a box may not send (its live row): a Teltonika record without
 * the odometer keeps the last mileage, one without a Dallas sensor the last temperature. A vehicle
 * that never reported starts from 0 (README "Teltonika trackers" and "Phones as trackers").
 */
export const lastKnownSignals = async (q: Queryable, vehicleId: number): Promise<KnownSignals> => {
  const rows = await q.query<{
    gsm_signal: number;
    mileage_km: number;
    external_voltage: number;
    temperature: number;
  }>('SELECT gsm_signal, mileage_km, external_voltage, temperature FROM vehicle_live WHERE vehicle_id = $1', [
    vehicleId,
  ]);
  const row = rows[0];
  return row
    ? {
        gsmSignal: row.gsm_signal,
        mileageKm: row.mileage_km,
        externalPowerVoltage: row.external_voltage,
        temperature: row.temperature,
      }
    : { gsmSignal: 0, mileageKm: 0, externalPowerVoltage: 0, temperature: 0 };
};

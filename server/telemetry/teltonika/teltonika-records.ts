import type { Queryable } from '../../db/db';
import type { AvlRecord } from './avl-record';
import { toRawRecord, type IoRequiredField, type RawTelemetryRecord } from './teltonika-record';

type Known = Partial<Record<IoRequiredField, number>>;

/**
 * The vehicle's last stored values of the signals a box may not send (its live row): a record without
 * the odometer keeps the last mileage, one without a Dallas sensor the last temperature. A vehicle
 * that never reported starts from 0 (README "Teltonika trackers": what a box without a sensor shows).
 */
export const lastKnownSignals = async (q: Queryable, vehicleId: number): Promise<Known> => {
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

/**
 * A packet's records as the JSON endpoint's raw records, in the packet's order: a signal a record
 * lacks is the one the record before it carried, or the vehicle's last stored one.
 */
export const rawRecordsOf = (records: readonly AvlRecord[], known: Known): RawTelemetryRecord[] => {
  let fallback = known;
  return records.map((record) => {
    const raw = toRawRecord(record, { fallback });
    fallback = {
      ...fallback,
      ...(raw.gsmSignal === undefined ? {} : { gsmSignal: raw.gsmSignal }),
      ...(raw.mileageKm === undefined ? {} : { mileageKm: raw.mileageKm }),
      ...(raw.externalPowerVoltage === undefined ? {} : { externalPowerVoltage: raw.externalPowerVoltage }),
      ...(raw.temperature === undefined ? {} : { temperature: raw.temperature }),
    };
    return raw;
  });
};

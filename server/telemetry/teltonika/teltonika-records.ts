import type { KnownSignals } from '../last-known-signals';
import type { AvlRecord } from './avl-record';
import { toRawRecord, type RawTelemetryRecord } from './teltonika-record';

/**
 * A packet's records as the JSON endpoint's raw records, in the packet's order: a signal a record
 * lacks is the one the record before it carried, or the vehicle's last stored one.
 */
export const rawRecordsOf = (
  records: readonly AvlRecord[],
  known: Partial<KnownSignals>,
): RawTelemetryRecord[] => {
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

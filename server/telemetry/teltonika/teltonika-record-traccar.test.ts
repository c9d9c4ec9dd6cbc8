import { describe, expect, it } from 'vitest';
import type { VehicleStatus } from '../../../src/api/contract';
import { isRejection, validateRecord } from '../record-validation';
import { decodeAvlPacket } from './avl-packet';
import type { RawTelemetryRecord } from './teltonika-record';
import { rawRecordsOf } from './teltonika-records';
import * as V from './teltonika-test-vectors';

/*
 * Every record of Traccar's Codec 8 and 8 Extended packets through the record mapping (README
 * "Teltonika trackers", the IO table): the expected fields were worked out from the IO values of
 * avl-packet-traccar*.test.ts by that table with an independent script, not copied from our code. A
 * field a record lacks is the one the record before it carried, else the vehicle's (FALLBACK).
 */

/** The vehicle's last stored values, distinct from any a box sends. */
const FALLBACK = { gsmSignal: 7, mileageKm: 1000, externalPowerVoltage: 24, temperature: 10 } as const;
/** After every vector's timestamp (the newest is of 2025), so none is in the future. */
const NOW = Date.parse('2026-03-10T10:00:00Z');

type Extra = Pick<RawTelemetryRecord, 'engineStart' | 'coolantTemperature'>;
/** status, gsmSignal (0–31), mileageKm, externalPowerVoltage (V), temperature (°C), what else is set. */
type Mapped = readonly [VehicleStatus, number, number, number, number, Extra?];

const MAPPED: Readonly<Record<string, readonly Mapped[]>> = {
  TRACCAR_CODEC8_IGNITION: [
    ['off', 0, 1000, 12.8, 10, { engineStart: false }],
    ['off', 31, 1000, 13.092, 10, { engineStart: false }],
    ['driving', 25, 1000, 14.017, 10, { engineStart: false }],
  ],
  TRACCAR_CODEC8_KARACHI: [
    ['off', 19, 1000, 12.961, 10],
    ['off', 12, 1000, 12.918, 10],
    ['off', 19, 1000, 13.556, 10],
  ],
  TRACCAR_CODEC8_VIENNA: [['off', 19, 2656.224, 14.233, 10]],
  TRACCAR_CODEC8_CAN: [['off', 7, 1000, 28.568, 10, { coolantTemperature: 0 }]],
  TRACCAR_CODEC8_DUBAI: [['off', 7, 1000, 24, 10, { engineStart: false }]],
  TRACCAR_CODEC8_DALLAS_ERROR: [['off', 25, 1000, 11.935, 10]],
  TRACCAR_CODEC8_PORTUGAL: [
    ['off', 0, 6.917, 12.682, 10],
    ['off', 0, 6.917, 12.682, 10],
    ['off', 0, 6.917, 12.665, 10],
    ['off', 12, 6.917, 12.65, 10],
    ['off', 12, 6.917, 12.795, 10],
    ['off', 12, 6.917, 12.581, 10],
    ['off', 12, 6.917, 12.554, 10],
    ['off', 12, 6.917, 14.136, 10],
    ['off', 0, 6.917, 14.796, 10],
    ['off', 0, 6.917, 14.536, 10],
    ['off', 0, 6.917, 12.773, 10],
    ['off', 0, 6.917, 12.75, 10],
    ['off', 0, 6.917, 14.96, 10],
    ['off', 0, 6.917, 14.938, 10],
  ],
  TRACCAR_CODEC8_BELGIUM: [
    ['off', 12, 1000, 24, 25.6, { engineStart: false }],
    ['off', 6, 1000, 24, 24.4, { engineStart: false }],
    ['off', 0, 1000, 24, 24.8, { engineStart: false }],
    ['off', 0, 1000, 24, 25, { engineStart: false }],
    ['off', 0, 1000, 24, 24.9, { engineStart: false }],
    ['off', 0, 1000, 24, 24.9, { engineStart: false }],
    ['off', 0, 1000, 24, 24.8, { engineStart: false }],
    ['off', 6, 1000, 24, 24.8, { engineStart: false }],
  ],
  TRACCAR_CODEC8_IBUTTON: [
    ['off', 7, 1000, 24, 10],
    ['off', 7, 1000, 24, 10],
    ['off', 7, 1000, 24, 10],
    ['off', 7, 1000, 24, 10],
  ],
  TRACCAR_CODEC8_BELOW_SEA: [['off', 7, 1000, 26.268, 10]],
  TRACCAR_CODEC8_JAKARTA: [
    ['off', 7, 1000, 26.791, 10],
    ['off', 7, 1000, 26.804, 10],
    ['off', 7, 1000, 26.844, 10],
    ['off', 7, 1000, 26.59, 10],
    ['off', 7, 1000, 26.707, 10],
    ['off', 7, 1000, 26.706, 10],
  ],
  TRACCAR_CODEC8_MOSCOW: [['off', 7, 1000, 12.146, 10]],
  TRACCAR_CODEC8_GREECE: [['off', 7, 1000, 12.835, 10]],
  TRACCAR_CODEC8_URALS: [['driving', 19, 1000, 14.375, 10, { engineStart: false }]],
  TRACCAR_CODEC8_DRIVING: [['driving', 31, 1000, 14.363, 10, { engineStart: false }]],
  TRACCAR_CODEC8E_BLE_NAMES: [
    ['idle', 31, 61.383, 14.548, 10, { engineStart: false }],
    ['off', 31, 61.383, 14.548, 10],
  ],
  TRACCAR_CODEC8E_TAG_VOLTAGE: [['off', 7, 1000, 24, 10]],
  TRACCAR_CODEC8E_NX: [['off', 7, 1000, 24, 10]],
  TRACCAR_CODEC8E_TAG_BATTERY: [['off', 7, 1000, 24, 10]],
  TRACCAR_CODEC8E_KYIV: [['off', 19, 1000, 24, 10]],
  TRACCAR_CODEC8E_CHILE: [
    ['off', 12, 12168.668, 12.352, 10, { engineStart: false }],
    ['off', 12, 12168.668, 6.117, 10, { engineStart: false }],
    ['off', 12, 12168.668, 6.117, 10, { engineStart: false }],
    ['off', 12, 12168.668, 6.117, 10],
  ],
  TRACCAR_CODEC8E_SOUTH: [
    ['off', 0, 1000, 24, 10],
    ['off', 0, 1000, 24, 10],
  ],
  TRACCAR_CODEC8E_OBD: [['driving', 19, 41.397, 14.304, 10, { engineStart: false }]],
  TRACCAR_CODEC8E_BEACON: [
    ['off', 7, 1000, 24, 10],
    ['off', 7, 1000, 24, 10],
  ],
  TRACCAR_CODEC8E_VIN: [['off', 25, 1000, 12.508, 10, { engineStart: false }]],
  TRACCAR_CODEC8E_EYE: [['off', 31, 0.329, 12.458, 10, { engineStart: false }]],
};

const recordsOf = (name: string) => {
  const result = decodeAvlPacket(V.hex(V.GOOD_PACKETS[name] ?? ''));
  if (!result.ok) throw new Error(`${name}: ${result.reason}`);
  return result.records;
};

/** A field every record has here (FALLBACK fills it); NaN would show one missing. */
const set = (value: number | undefined): number => value ?? Number.NaN;

const mappedOf = (raw: RawTelemetryRecord): Mapped => {
  const fields = [
    raw.status,
    set(raw.gsmSignal),
    set(raw.mileageKm),
    set(raw.externalPowerVoltage),
    set(raw.temperature),
  ] as const;
  const extra: Extra = {
    ...(raw.engineStart === undefined ? {} : { engineStart: raw.engineStart }),
    ...(raw.coolantTemperature === undefined ? {} : { coolantTemperature: raw.coolantTemperature }),
  };
  return Object.keys(extra).length === 0 ? fields : [...fields, extra];
};

describe('mapping the records of Traccar’s packets', () => {
  it('covers every Traccar packet that decodes', () => {
    const traccar = Object.keys(V.GOOD_PACKETS).filter((name) => name.startsWith('TRACCAR_'));
    expect(Object.keys(MAPPED).sort()).toEqual(traccar.sort());
  });

  it.each(Object.entries(MAPPED))('maps %s by the README table', (name, expected) => {
    expect(rawRecordsOf(recordsOf(name), FALLBACK).map(mappedOf)).toEqual(expected);
  });

  it('validates every record; the two that count 248 satellites keep their fix with the count capped at 64', () => {
    const refused = Object.keys(MAPPED).flatMap((name) =>
      rawRecordsOf(recordsOf(name), FALLBACK).flatMap((raw, i) => {
        const result = validateRecord(raw, NOW);
        return isRejection(result) ? [[name, i, result.field]] : [];
      }),
    );
    expect(refused).toEqual([]);
    const belgian = rawRecordsOf(recordsOf('TRACCAR_CODEC8_BELGIUM'), FALLBACK);
    expect(belgian.map((raw) => raw.gpsSatellites)).toEqual([64, 64, 2, 2, 12, 12, 12, 12]);
    expect(belgian[0]).toMatchObject({ lat: 50.8797408, lng: 5.0109436 });
  });
});

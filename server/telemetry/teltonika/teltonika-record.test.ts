import { describe, expect, it } from 'vitest';
import { isRejection, validateRecord } from '../record-validation';
import { decodeAvlPacket } from './avl-packet';
import type { AvlRecord } from './avl-record';
import { toRawRecord } from './teltonika-record';
import * as V from './teltonika-test-vectors';

/** After every vector's timestamp (the newest is of 2025), so none is in the future. */
const NOW = Date.parse('2026-03-10T10:00:00Z');
/** What the test boxes lack: none of the vectors has a Dallas sensor, few an odometer. */
const FALLBACK = { gsmSignal: 0, mileageKm: 0, externalPowerVoltage: 0, temperature: 10 } as const;

const recordsOf = (packet: string): readonly AvlRecord[] => {
  const result = decodeAvlPacket(V.hex(packet));
  if (!result.ok) throw new Error(result.reason);
  return result.records;
};

/** Packets with records validation refuses, asserted in teltonika-record-traccar.test.ts. */
const PARTLY_REFUSED = new Set(['TRACCAR_CODEC8_BELGIUM']);

describe('turning AVL records into records of the device endpoint', () => {
  it.each(Object.entries(V.GOOD_PACKETS).filter(([name]) => !PARTLY_REFUSED.has(name)))(
    'validates every record of %s',
    (_name, packet) => {
      for (const avl of recordsOf(packet)) {
        const result = validateRecord(toRawRecord(avl, { fallback: FALLBACK }), NOW);
        expect(isRejection(result) ? result : 'accepted').toBe('accepted');
      }
    },
  );

  it('maps a record with a fix, ignition, RPM, odometer and GSM exactly', () => {
    const [obd] = recordsOf(V.TRACCAR_CODEC8E_OBD);
    const raw = toRawRecord(obd!, { fallback: { temperature: 12 } });
    expect(raw).toEqual({
      timestamp: '2021-04-08T10:52:26.000Z',
      lat: 52.0296716,
      lng: 6.7877833,
      speed: 19,
      bearing: 225,
      status: 'driving',
      gpsSatellites: 19,
      gsmSignal: 19,
      mileageKm: 41.397,
      externalPowerVoltage: 14.304,
      temperature: 12,
      engineStart: false,
    });
    expect(validateRecord(raw, NOW)).toEqual({
      ts: Date.parse('2021-04-08T10:52:26Z'),
      lat: 52.0296716,
      lng: 6.7877833,
      speed: 19,
      bearing: 225,
      status: 'driving',
      gpsSatellites: 19,
      gsmSignal: 19,
      mileageKm: 41.397,
      externalPowerVoltage: 14.304,
      temperature: 12,
      engineStart: false,
    });
  });

  it('sends a record without a fix as lat and lng null', () => {
    const [noFix] = recordsOf(V.TRACCAR_CODEC8_IGNITION);
    expect(validateRecord(toRawRecord(noFix!, { fallback: FALLBACK }), NOW)).toMatchObject({
      ts: Date.parse('2022-08-12T20:54:20Z'),
      lat: null,
      lng: null,
      speed: 0,
      gpsSatellites: 0,
      status: 'off',
      externalPowerVoltage: 12.8,
      temperature: 10,
    });
  });

  it('prefers the record’s own values to the fallback', () => {
    const [wiki] = recordsOf(V.WIKI_CODEC8_1);
    expect(toRawRecord(wiki!, { fallback: FALLBACK })).toMatchObject({
      gsmSignal: 19,
      externalPowerVoltage: 24.079,
    });
  });

  it('leaves out what the box does not send, so validation names the first missing field', () => {
    const [wiki] = recordsOf(V.WIKI_CODEC8_1);
    const raw = toRawRecord(wiki!);
    expect(Object.keys(raw)).not.toContain('mileageKm');
    expect(validateRecord(raw, NOW)).toEqual({ field: 'mileageKm', reason: 'is required' });
  });

  it('refuses, without throwing, a timestamp no date can hold', () => {
    const [wiki] = recordsOf(V.WIKI_CODEC8_1);
    const raw = toRawRecord({ ...wiki!, timestampMs: 2 ** 60 }, { fallback: FALLBACK });
    expect(validateRecord(raw, NOW)).toMatchObject({ field: 'timestamp' });
  });
});

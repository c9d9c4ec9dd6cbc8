import { describe, expect, it } from 'vitest';
import { telemetryRecord } from '../fleet/test-fleet';
import {
  ECHOED_FIELD_CHARS,
  isRejection,
  quickRecord,
  validateFieldByField,
  validateRecord,
} from './record-validation';
import { OPTIONAL_SIGNALS } from './telemetry-record';

const NOW = Date.parse('2026-03-10T10:00:00Z');
const GOOD = telemetryRecord('2026-03-10T09:59:50Z');

/** Each bad field with the reason it must be refused for. */
const BAD_FIELDS: ReadonlyArray<readonly [string, Record<string, unknown>, string, RegExp]> = [
  ['timestamp not ISO', { timestamp: '10.03.2026 09:00' }, 'timestamp', /ISO 8601/],
  ['timestamp on 30 February', { timestamp: '2026-02-30T09:00:00Z' }, 'timestamp', /ISO 8601/],
  ['timestamp at hour 24', { timestamp: '2026-03-09T24:00:00Z' }, 'timestamp', /ISO 8601/],
  ['timestamp without zone', { timestamp: '2026-03-10T09:00:00' }, 'timestamp', /ISO 8601/],
  ['timestamp in the future', { timestamp: '2026-03-10T10:05:01Z' }, 'timestamp', /5 minutes in the future/],
  ['timestamp from a reset clock', { timestamp: '1970-01-01T00:00:00Z' }, 'timestamp', /2000/],
  ['lat out of range', { lat: 91 }, 'lat', /between -90 and 90/],
  ['lng out of range', { lng: -180.5 }, 'lng', /between -180 and 180/],
  ['lat not a number', { lat: '53.5' }, 'lat', /number or null/],
  ['lat without lng', { lng: null }, 'lng', /both/],
  ['lng without lat', { lat: null }, 'lat', /both/],
  ['speed negative', { speed: -1 }, 'speed', /between 0 and 400/],
  ['speed too high', { speed: 400.1 }, 'speed', /between 0 and 400/],
  ['bearing', { bearing: 361 }, 'bearing', /between 0 and 360/],
  ['status unknown', { status: 'parked' }, 'status', /off, standby, idle, driving or its code 1 to 4/],
  ['status code 0', { status: 0 }, 'status', /code 1 to 4/],
  ['status code 5', { status: 5 }, 'status', /code 1 to 4/],
  ['status code as text', { status: '4' }, 'status', /code 1 to 4/],
  ['status code fraction', { status: 2.5 }, 'status', /code 1 to 4/],
  ['gpsSatellites fraction', { gpsSatellites: 3.5 }, 'gpsSatellites', /integer/],
  ['gpsSatellites too many', { gpsSatellites: 65 }, 'gpsSatellites', /between 0 and 64/],
  ['gsmSignal', { gsmSignal: 32 }, 'gsmSignal', /between 0 and 31/],
  ['mileageKm negative', { mileageKm: -0.1 }, 'mileageKm', /negative/],
  ['externalPowerVoltage', { externalPowerVoltage: 1001 }, 'externalPowerVoltage', /between 0 and 1000/],
  ['temperature', { temperature: -61 }, 'temperature', /between -60 and 100/],
  ['temperature missing', { temperature: undefined }, 'temperature', /required/],
  ['an unknown field', { altitude: 12 }, 'altitude', /not a known field/],
  ['accelLongPeakG negative', { accelLongPeakG: -0.1 }, 'accelLongPeakG', /between 0 and 20/],
  ['accelLatPeakG not a number', { accelLatPeakG: '0.2' }, 'accelLatPeakG', /a number/],
  ['accelVertPeakG too high', { accelVertPeakG: 21 }, 'accelVertPeakG', /between 0 and 20/],
  ['flatSpotIndex above 1', { flatSpotIndex: 1.5 }, 'flatSpotIndex', /between 0 and 1/],
  ['engineStart not a boolean', { engineStart: 'yes' }, 'engineStart', /true or false/],
  ['coolantTemperature too hot', { coolantTemperature: 151 }, 'coolantTemperature', /between -60 and 150/],
];

describe('validating one telemetry record', () => {
  it('echoes at most a short prefix of an unknown field name', () => {
    const longName = 'x'.repeat(100_000);
    const result = validateRecord({ ...GOOD, [longName]: 1 }, Date.parse('2026-03-10T10:00:00Z'));
    expect(isRejection(result) && result.field).toBe(`${'x'.repeat(ECHOED_FIELD_CHARS)}…`);
  });

  it('accepts a good record, also without a position and with an offset time zone', () => {
    expect(isRejection(validateRecord(GOOD, NOW))).toBe(false);
    expect(validateRecord({ ...GOOD, lat: null, lng: null }, NOW)).toMatchObject({ lat: null, lng: null });
    expect(validateRecord({ ...GOOD, timestamp: '2026-03-10T10:59:00+01:00' }, NOW)).toMatchObject({
      ts: Date.parse('2026-03-10T09:59:00Z'),
    });
  });

  it('keeps the optional signals when given, and reads null as not measured', () => {
    const signals = {
      accelLongPeakG: 0.4,
      accelLatPeakG: 0.1,
      accelVertPeakG: 0.2,
      flatSpotIndex: 0.05,
      engineStart: true,
      coolantTemperature: 72,
    };
    expect(validateRecord({ ...GOOD, ...signals }, NOW)).toMatchObject(signals);
    const result = validateRecord({ ...GOOD, accelLongPeakG: null, engineStart: null }, NOW);
    expect(result).not.toHaveProperty('accelLongPeakG');
    expect(result).not.toHaveProperty('engineStart');
  });

  it.each(BAD_FIELDS)('refuses %s, naming the field and why', (_name, change, field, reason) => {
    const record: Record<string, unknown> = { ...GOOD, ...change };
    if ('temperature' in change && change['temperature'] === undefined) delete record['temperature'];
    const result = validateRecord(record, NOW);
    expect(result).toMatchObject({ field });
    expect(isRejection(result) ? result.reason : '').toMatch(reason);
  });

  it.each([
    [1, 'off'],
    [2, 'standby'],
    [3, 'idle'],
    [4, 'driving'],
    ['idle', 'idle'],
  ] as const)('takes status %j and stores it as %s (spec 000 §4 machine-status codes)', (given, name) => {
    expect(validateRecord({ ...GOOD, status: given }, NOW)).toMatchObject({ status: name });
  });

  it('refuses what is not an object', () => {
    for (const raw of [null, 3, 'x', [GOOD]])
      expect(validateRecord(raw, NOW)).toMatchObject({ field: 'record' });
  });

  it('answers by its quick path exactly as field by field, for every field at its edges', () => {
    // Every field of a good record (and an unknown one) set to each value below, or left out; with
    // and without a retention bound. The quick path must take the good records and give the same
    // answer as the checks one by one, which name the field of every refusal.
    const NUMBERS = [-Infinity, -1e308, -181, -180.5, -180, -91, -90, -61, -60.5, -60, -1, -0.1, -0, 0]
      .concat([0.05, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 20, 20.5, 31, 31.5, 32, 64, 65, 90, 90.01, 91, 100])
      .concat([100.1, 150, 151, 180, 180.01, 181, 360, 361, 400, 400.1, 1000, 1001, 1e308, Infinity, NaN]);
    const OTHERS = [
      null,
      undefined,
      true,
      false,
      '',
      '1',
      '4',
      'off',
      'standby',
      'idle',
      'driving',
      'Idle',
      {},
      [],
    ];
    const TIMES = [
      '2026-03-10T09:59:50Z',
      '2026-03-10T09:59:50.250Z',
      '2026-03-10T09:59:50.25Z',
      '2026-03-10T09:59:50.2500Z',
      '2026-03-10t09:59:50z',
      '2026-03-10T09:59:50+00:00',
      '2026-03-10T10:59:50+01:00',
      '2026-03-10T09:59Z',
      '2024-02-29T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-02-28T23:59:59.999Z',
      '2026-04-31T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-00-01T00:00:00Z',
      '2026-03-00T00:00:00Z',
      '2026-03-10T24:00:00Z',
      '2026-03-10T23:60:00Z',
      '2026-03-10T23:59:60Z',
      '1999-12-31T23:59:59.999Z',
      '2000-01-01T00:00:00.000Z',
      '0099-03-10T09:59:50Z',
      '2026-03-10T10:05:00Z',
      '2026-03-10T10:05:00.001Z',
      '2026-02-28T23:59:59Z',
      '2026-03-10T09:59:5aZ',
      '2026-03-10 09:59:50Z',
      ' 2026-03-10T09:59:50Z',
      '2026-03-10T09:59:50.2a0Z',
      '2026-03-10T09:59:50Z ',
      '2026/03/10T09:59:50Z',
      '+2026-03-10T09:59:50Z',
      '２０２６-03-10T09:59:50Z',
    ];
    const FIELDS = [
      'timestamp',
      ...Object.keys(GOOD).filter((f) => f !== 'timestamp'),
      ...OPTIONAL_SIGNALS,
      'altitude',
    ];
    const KEPT_FROM = [null, Date.parse('2026-03-01T00:00:00Z')];
    const differences: string[] = [];
    let quick = 0;
    for (const keptFrom of KEPT_FROM)
      for (const field of FIELDS)
        for (const value of [...NUMBERS, ...OTHERS, ...TIMES, 'left out']) {
          const record: Record<string, unknown> = { ...GOOD, [field]: value };
          if (value === 'left out') delete record[field];
          const fieldByField = validateFieldByField(record, NOW, keptFrom);
          if (quickRecord(record, NOW, keptFrom) !== null) quick += 1;
          const answer = validateRecord(record, NOW, keptFrom);
          if (JSON.stringify(answer) !== JSON.stringify(fieldByField))
            differences.push(`${field}=${JSON.stringify(value)}: ${JSON.stringify(answer)}`);
        }
    expect(differences).toEqual([]);
    // Held against a quick path that takes nothing: the good record and its many good variants.
    expect(quickRecord(GOOD, NOW, null)).toEqual(validateFieldByField(GOOD, NOW));
    expect(quick).toBeGreaterThan(500);
  });
});

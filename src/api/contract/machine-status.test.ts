import { Either, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import {
  MACHINE_STATUS_CODES,
  MachineStatusInput,
  machineStatusCodeOf,
  machineStatusOfCode,
  statusCodeOfMetric,
} from './machine-status';
import { exportByMetric, getGraph } from './reports.contract';

/** Spec 000 §4 / 001 §9: off 1, equipped 2, standing with motor on 3, driving 4. */
const STATUSES = [
  ['off', 1, 'off'],
  ['standby', 2, 'equipped'],
  ['idle', 3, 'standing with motor on'],
  ['driving', 4, 'driving'],
] as const;

const decode = Schema.decodeUnknownEither(MachineStatusInput);

/** The query schemas of the two calls that take a metric. */
const defined = <S>(schema: S | undefined): S => {
  if (schema === undefined) throw new Error('The call takes no query.');
  return schema;
};
const graphQuery = defined(getGraph.query);
const exportQuery = defined(exportByMetric.query);

describe('machine-status codes', () => {
  it('has exactly the four codes of the spec', () => {
    expect(MACHINE_STATUS_CODES).toEqual(Object.fromEntries(STATUSES.map(([name, code]) => [name, code])));
  });

  it.each(STATUSES)('names %s by code %i (the spec’s "%s") both ways', (name, code) => {
    expect(machineStatusCodeOf(name)).toBe(code);
    expect(machineStatusOfCode(code)).toBe(name);
    // Input: the name, the code, or the code's digit (a query string) all mean the status.
    for (const given of [name, code, String(code)]) expect(decode(given)).toEqual(Either.right(name));
    // Output: always the name.
    expect(Schema.encodeSync(MachineStatusInput)(name)).toBe(name);
  });

  it.each([0, 5, -1, 2.5, '0', '5', '02', ' 2', 'parked', 'Driving', 'equipped', '', null, true])(
    'refuses %j as a status',
    (given) => {
      expect(Either.isLeft(decode(given))).toBe(true);
      expect(machineStatusOfCode(given)).toBeNull();
    },
  );

  it.each([
    ['standByHours', 2],
    ['idleHours', 3],
    ['drivingHours', 4],
    ['equippedHours', null],
    ['workingHours', null],
    ['mileageKm', null],
    ['notifications', null],
    ['fuelConsumption', null],
  ] as const)('gives the status code of the metric %s: %s', (metric, code) => {
    expect(statusCodeOfMetric(metric)).toBe(code);
  });

  it.each([
    ['2', 'standByHours'],
    ['3', 'idleHours'],
    ['4', 'drivingHours'],
    ['drivingHours', 'drivingHours'],
    ['mileageKm', 'mileageKm'],
  ] as const)('takes metric=%s in the graph and export queries as %s', (given, metric) => {
    const query = { start: '2026-03-01', end: '2026-03-02', vehicleIds: '1', metric: given };
    expect(Schema.decodeUnknownSync(graphQuery)(query)).toMatchObject({ metric });
    expect(Schema.decodeUnknownSync(exportQuery)(query)).toMatchObject({ metric });
    // Encoded (what the client sends), the metric is always its name.
    expect(Schema.encodeSync(graphQuery)({ start: '2026-03-01', end: '2026-03-02', metric })).toMatchObject({
      metric,
    });
  });

  it.each(['1', '5', 'off', 'Driving'])('refuses metric=%s', (given) => {
    const query = { start: '2026-03-01', end: '2026-03-02', vehicleIds: '1', metric: given };
    expect(Either.isLeft(Schema.decodeUnknownEither(graphQuery)(query))).toBe(true);
    expect(Either.isLeft(Schema.decodeUnknownEither(exportQuery)(query))).toBe(true);
  });
});

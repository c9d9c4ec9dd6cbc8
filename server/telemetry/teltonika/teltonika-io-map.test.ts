import { describe, expect, it } from 'vitest';
import type { VehicleStatus } from '../../../src/api/contract';
import { decodeAvlPacket } from './avl-packet';
import { type AvlRecord, positionOf } from './avl-record';
import { AVL_ID, deriveStatus, readSignals, type TeltonikaSignals } from './teltonika-io-map';
import * as V from './teltonika-test-vectors';

interface Shape {
  readonly eventIoId?: number;
  readonly satellites?: number;
  readonly speedKmh?: number;
}

/** A record with these IO values (id → big-endian bytes), at a fix in Innsbruck unless told. */
const record = (io: Readonly<Record<number, readonly number[]>>, shape: Shape = {}): AvlRecord => {
  const gps = { longitude: 11.39, latitude: 47.27, altitude: 574, angle: 90, satellites: 9, speedKmh: 0 };
  const withShape = { ...gps, satellites: shape.satellites ?? 9, speedKmh: shape.speedKmh ?? 0 };
  return {
    timestampMs: Date.parse('2026-03-10T09:00:00Z'),
    priority: 0,
    gps: withShape,
    position: positionOf(withShape),
    eventIoId: shape.eventIoId ?? 0,
    io: Object.entries(io).map(([id, bytes]) => ({ id: Number(id), bytes: Uint8Array.from(bytes) })),
  };
};
const { ignition, movement, canEngineRpm, obdEngineRpm } = AVL_ID;
const NO_FIX = { satellites: 0 } as const;

const STATUSES: ReadonlyArray<readonly [string, AvlRecord, VehicleStatus]> = [
  ['ignition off, even at speed', record({ [ignition]: [0], [movement]: [1] }, { speedKmh: 50 }), 'off'],
  ['no ignition sent', record({ [movement]: [1] }, { speedKmh: 50 }), 'off'],
  ['ignition on, standing', record({ [ignition]: [1] }), 'idle'],
  ['ignition on at 2 km/h (below the moving speed)', record({ [ignition]: [1] }, { speedKmh: 2 }), 'idle'],
  ['ignition on at 3 km/h', record({ [ignition]: [1] }, { speedKmh: 3 }), 'driving'],
  ['ignition on, fix, standing, Movement 1', record({ [ignition]: [1], [movement]: [1] }), 'idle'],
  ['ignition on without a fix, Movement 1', record({ [ignition]: [1], [movement]: [1] }, NO_FIX), 'driving'],
  ['ignition on without a fix, Movement 0', record({ [ignition]: [1], [movement]: [0] }, NO_FIX), 'idle'],
  ['ignition on without a fix nor Movement', record({ [ignition]: [1] }, NO_FIX), 'idle'],
  ['ignition on, CAN RPM 0', record({ [ignition]: [1], [canEngineRpm]: [0, 0] }), 'standby'],
  [
    'ignition on, CAN RPM 0, moving',
    record({ [ignition]: [1], [canEngineRpm]: [0, 0] }, { speedKmh: 20 }),
    'standby',
  ],
  ['ignition on, OBD RPM 800, standing', record({ [ignition]: [1], [obdEngineRpm]: [3, 0x20] }), 'idle'],
  [
    'ignition on, OBD RPM 800, moving',
    record({ [ignition]: [1], [obdEngineRpm]: [3, 0x20] }, { speedKmh: 40 }),
    'driving',
  ],
];

const SIGNALS: ReadonlyArray<readonly [string, AvlRecord, TeltonikaSignals]> = [
  ...(
    [
      [0, 0],
      [1, 6],
      [2, 12],
      [3, 19],
      [4, 25],
      [5, 31],
    ] as const
  ).map(([bars, gsmSignal]) => [`GSM ${bars} bars`, record({ 21: [bars] }), { gsmSignal }] as const),
  ['GSM 6 bars (out of range)', record({ 21: [6] }), {}],
  ['External Voltage 0x5E0F mV', record({ 66: [0x5e, 0x0f] }), { externalPowerVoltage: 24.079 }],
  ['Total Odometer 0x015E2C88 m', record({ 16: [0x01, 0x5e, 0x2c, 0x88] }), { mileageKm: 22949 }],
  ['Dallas −12.5 °C', record({ 72: [0xff, 0xff, 0xff, 0x83] }), { temperature: -12.5 }],
  ['Dallas 21.5 °C', record({ 72: [0, 0, 0, 215] }), { temperature: 21.5 }],
  ['Dallas −55.0 °C (its minimum)', record({ 72: [0xff, 0xff, 0xfd, 0xda] }), { temperature: -55 }],
  ['Dallas 115.0 °C (its maximum)', record({ 72: [0, 0, 0x04, 0x7e] }), { temperature: 115 }],
  ['Dallas 850: sensor not ready', record({ 72: [0, 0, 0x03, 0x52] }), {}],
  ['Dallas 2000: read error', record({ 72: [0, 0, 0x07, 0xd0] }), {}],
  ['Dallas 3000: not connected', record({ 72: [0, 0, 0x0b, 0xb8] }), {}],
  ['Dallas 115.1 °C (out of range)', record({ 72: [0, 0, 0x04, 0x7f] }), {}],
  ['CAN engine temperature −20.0 °C', record({ 115: [0xff, 0x38] }), { coolantTemperature: -20 }],
  ['OBD coolant −10 °C', record({ 32: [0xf6] }), { coolantTemperature: -10 }],
  ['CAN and OBD coolant: CAN first', record({ 32: [90], 115: [0x03, 0x84] }), { coolantTemperature: 90 }],
  ['OBD Engine RPM 1439', record({ 36: [0x05, 0x9f] }), { engineRpm: 1439 }],
  [
    'ignition turning on (event 239)',
    record({ 239: [1] }, { eventIoId: 239 }),
    { ignition: true, engineStart: true },
  ],
  [
    'ignition turning off (event 239)',
    record({ 239: [0] }, { eventIoId: 239 }),
    { ignition: false, engineStart: false },
  ],
  [
    'ignition on, periodic record',
    record({ 239: [1], 240: [0] }),
    { ignition: true, movement: false, engineStart: false },
  ],
  ['nothing mapped', record({ 1: [1], 200: [0] }), {}],
];

describe('mapping Teltonika IO elements', () => {
  it.each(STATUSES)('derives the status: %s', (_name, avl, status) => expect(deriveStatus(avl)).toBe(status));

  it.each(SIGNALS)('reads %s', (_name, avl, signals) => expect(readSignals(avl)).toEqual(signals));

  it('reads the signals of real packets', () => {
    const records = (packet: string) => {
      const result = decodeAvlPacket(V.hex(packet));
      if (!result.ok) throw new Error(result.reason);
      return result.records;
    };
    const [wiki] = records(V.WIKI_CODEC8_1);
    expect(readSignals(wiki!)).toEqual({ gsmSignal: 19, externalPowerVoltage: 24.079 });
    const [driving] = records(V.TRACCAR_CODEC8_DRIVING);
    expect(readSignals(driving!)).toEqual({
      ignition: true,
      movement: true,
      engineStart: false,
      gsmSignal: 31,
      externalPowerVoltage: 14.363,
    });
    expect(deriveStatus(driving!)).toBe('driving');
    const [obd] = records(V.TRACCAR_CODEC8E_OBD);
    expect(readSignals(obd!)).toMatchObject({ engineRpm: 1439, mileageKm: 41.397, gsmSignal: 19 });
    const [noFix, ignitionOff, moving] = records(V.TRACCAR_CODEC8_IGNITION);
    expect([noFix, ignitionOff, moving].map((r) => [deriveStatus(r!), readSignals(r!).engineStart])).toEqual([
      ['off', false],
      ['off', false],
      ['driving', false],
    ]);
  });
});

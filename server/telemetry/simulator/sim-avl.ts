import type { AvlIoElement } from '../teltonika/avl-record';
import type { AvlRecordToSend } from '../teltonika/avl-encode';
import { AVL_ID } from '../teltonika/teltonika-io-map';
import type { SimRecord } from './simulate-vehicle';

const unsigned = (id: number, size: 1 | 2 | 4, value: number): AvlIoElement => {
  const bytes = Buffer.alloc(size);
  bytes.writeUIntBE(Math.max(0, Math.min(Math.round(value), 2 ** (8 * size) - 1)), 0, size);
  return { id, bytes };
};

const signed = (id: number, size: 2 | 4, value: number): AvlIoElement => {
  const bytes = Buffer.alloc(size);
  bytes.writeIntBE(Math.round(value), 0, size);
  return { id, bytes };
};

/** Engine speed by status: what a CAN adapter reports (0 standing ready, idling, under load). */
const RPM = { standby: 0, idle: 750, driving: 1500 } as const;

/**
 * A simulated record as a Teltonika box with a CAN adapter and a Dallas sensor sends it, with the IO
 * elements of the default map (README "Teltonika trackers"): ignition, movement, GSM bars, external
 * voltage, odometer, Dallas temperature, engine rpm and temperature; an engine start is the record of
 * the ignition event. What the box cannot send (the acceleration peaks, the flat-spot index) is left
 * out, so those alerts do not fire on this path.
 */
export const simRecordToAvl = (record: SimRecord): AvlRecordToSend => {
  const on = record.status !== 'off';
  const moving = record.status === 'driving' && record.speed >= 3;
  const fix = record.lat !== null && record.lng !== null;
  const io: AvlIoElement[] = [
    unsigned(AVL_ID.ignition, 1, on ? 1 : 0),
    unsigned(AVL_ID.movement, 1, moving ? 1 : 0),
    unsigned(AVL_ID.gsmSignal, 1, (record.gsmSignal * 5) / 31),
    unsigned(AVL_ID.externalVoltage, 2, record.externalPowerVoltage * 1000),
    unsigned(AVL_ID.totalOdometer, 4, record.mileageKm * 1000),
    signed(AVL_ID.dallasTemperature1, 4, record.temperature * 10),
  ];
  if (on) io.push(unsigned(AVL_ID.canEngineRpm, 2, RPM[record.status]));
  if (record.coolantTemperature !== undefined) {
    io.push(signed(AVL_ID.canEngineTemperature, 2, record.coolantTemperature * 10));
  }
  return {
    timestampMs: Date.parse(record.timestamp),
    priority: 0,
    gps: {
      longitude: fix ? record.lng : 0,
      latitude: fix ? record.lat : 0,
      altitude: 0,
      angle: fix ? Math.round(record.bearing) % 360 : 0,
      satellites: fix ? Math.max(1, record.gpsSatellites) : 0,
      speedKmh: Math.round(record.speed),
    },
    eventIoId: record.engineStart === true ? AVL_ID.ignition : 0,
    io,
  };
};

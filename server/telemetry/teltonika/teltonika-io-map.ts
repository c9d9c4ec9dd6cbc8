import type { VehicleStatus } from '../../../src/api/contract';
import { type AvlRecord, ioSigned, ioUnsigned } from './avl-record';

/**
 * The default map from Teltonika's standard FMB AVL ids (the "Teltonika Data Sending Parameters ID"
 * pages of wiki.teltonika-gps.com) to the fields of a telemetry record. A field is absent when the box
 * does not send any of its ids (or sends an error value); nothing is invented.
 *
 * | record field         | source (AVL id: size, type)                  | conversion                        |
 * | -------------------- | -------------------------------------------- | --------------------------------- |
 * | lat, lng             | GPS element                                  | degrees; null without a fix       |
 * | speed, bearing       | GPS element                                  | km/h; degrees                     |
 * | gpsSatellites        | GPS element                                  | as sent                           |
 * | status               | 239 Ignition, 240 Movement, RPM, GPS speed   | see {@link deriveStatus}          |
 * | gsmSignal (0–31)     | 21 GSM Signal: 1, 0–5 bars                   | round(bars × 31 / 5)              |
 * | externalPowerVoltage | 66 External Voltage: 2, mV                   | ÷ 1000 → V                        |
 * | mileageKm            | 16 Total Odometer: 4, m                      | ÷ 1000 → km                       |
 * | temperature          | 72 Dallas Temperature 1: 4, signed, 0.1 °C   | ÷ 10; error codes absent          |
 * | coolantTemperature   | 115 Engine Temperature (CAN): 2, signed,     | ÷ 10                              |
 * |                      | 0.1 °C; else 32 Coolant Temp. (OBD): 1, °C   | as sent (signed)                  |
 * | engineStart          | the record's event IO id and 239 Ignition    | see {@link readSignals}           |
 * | (engine RPM, status) | 85 Engine RPM (CAN): 2; else 36 (OBD): 2     | as sent                           |
 *
 * Not mapped: the acceleration peaks and flatSpotIndex (Teltonika's 17–19 axis values are instant
 * readings in mG, not peaks since the previous record), Extended External Voltage (800).
 */
export const AVL_ID = {
  totalOdometer: 16,
  gsmSignal: 21,
  obdCoolantTemperature: 32,
  obdEngineRpm: 36,
  externalVoltage: 66,
  dallasTemperature1: 72,
  canEngineRpm: 85,
  canEngineTemperature: 115,
  ignition: 239,
  movement: 240,
} as const;

/** What the IO elements of one record say (a field is absent when the box did not send it). */
export interface TeltonikaSignals {
  readonly ignition?: boolean;
  readonly movement?: boolean;
  readonly engineRpm?: number;
  readonly gsmSignal?: number;
  readonly externalPowerVoltage?: number;
  readonly mileageKm?: number;
  readonly temperature?: number;
  readonly coolantTemperature?: number;
  readonly engineStart?: boolean;
}

/** How one signal is read: the AVL ids tried in order, and the value of one id (undefined: unusable). */
export interface IoRule<T> {
  readonly ids: readonly number[];
  readonly read: (record: AvlRecord, id: number) => T | undefined;
}

/** One rule per signal except engineStart (derived from the ignition rule and the record's event id). */
export type TeltonikaIoMap = {
  readonly [K in Exclude<keyof TeltonikaSignals, 'engineStart'>]-?: IoRule<NonNullable<TeltonikaSignals[K]>>;
};

/** GSM Signal is 0–5 bars; the record's gsmSignal is on the 0–31 scale of the modem's CSQ. */
export const GSM_BARS_MAX = 5;
export const GSM_SIGNAL_MAX = 31;
/** Dallas readings range −55..+115 °C; 850 (85.0 °C, the sensor's power-on value) is "not ready". */
const DALLAS_MIN = -550;
const DALLAS_MAX = 1150;
const DALLAS_NOT_READY = 850;

const flag = (record: AvlRecord, id: number): boolean | undefined => {
  const value = ioUnsigned(record, id);
  return value === undefined ? undefined : value > 0;
};

const scaled =
  (factor: number, signed = false) =>
  (record: AvlRecord, id: number): number | undefined => {
    const value = signed ? ioSigned(record, id) : ioUnsigned(record, id);
    return value === undefined ? undefined : value / factor;
  };

const gsmSignal = (record: AvlRecord, id: number): number | undefined => {
  const bars = ioUnsigned(record, id);
  if (bars === undefined || bars > GSM_BARS_MAX) return undefined;
  return Math.round((bars * GSM_SIGNAL_MAX) / GSM_BARS_MAX);
};

/** Dallas Temperature: its error codes (850 not ready, 2000 read error, 3000 not connected, …) are absent. */
const dallasTemperature = (record: AvlRecord, id: number): number | undefined => {
  const raw = ioSigned(record, id);
  if (raw === undefined || raw < DALLAS_MIN || raw > DALLAS_MAX || raw === DALLAS_NOT_READY) return undefined;
  return raw / 10;
};

/** The default map (see the table above). */
export const DEFAULT_IO_MAP: TeltonikaIoMap = {
  ignition: { ids: [AVL_ID.ignition], read: flag },
  movement: { ids: [AVL_ID.movement], read: flag },
  engineRpm: { ids: [AVL_ID.canEngineRpm, AVL_ID.obdEngineRpm], read: scaled(1) },
  gsmSignal: { ids: [AVL_ID.gsmSignal], read: gsmSignal },
  externalPowerVoltage: { ids: [AVL_ID.externalVoltage], read: scaled(1000) },
  mileageKm: { ids: [AVL_ID.totalOdometer], read: scaled(1000) },
  temperature: { ids: [AVL_ID.dallasTemperature1], read: dallasTemperature },
  coolantTemperature: {
    ids: [AVL_ID.canEngineTemperature, AVL_ID.obdCoolantTemperature],
    read: (record, id) => scaled(id === AVL_ID.canEngineTemperature ? 10 : 1, true)(record, id),
  },
};

const apply = <T>(record: AvlRecord, rule: IoRule<T>): T | undefined => {
  for (const id of rule.ids) {
    const value = rule.read(record, id);
    if (value !== undefined) return value;
  }
  return undefined;
};

/**
 * The signals of one record. engineStart is true when the record was written because the ignition
 * turned on (event IO id 239 with ignition 1), false for any other record with the ignition, absent
 * without it: the engine started since the previous record exactly when the box wrote that event.
 */
export const readSignals = (record: AvlRecord, map: TeltonikaIoMap = DEFAULT_IO_MAP): TeltonikaSignals => {
  const signals: { -readonly [K in keyof TeltonikaSignals]: TeltonikaSignals[K] } = {};
  for (const key of Object.keys(map) as (keyof TeltonikaIoMap)[]) {
    const value = apply<number | boolean>(record, map[key]);
    if (value !== undefined) (signals as Record<string, number | boolean>)[key] = value;
  }
  if (signals.ignition !== undefined) {
    signals.engineStart = signals.ignition && map.ignition.ids.includes(record.eventIoId);
  }
  return signals;
};

/** GPS speed from which a vehicle counts as moving (Teltonika reports whole km/h). */
export const MOVING_KMH = 3;

/**
 * The product's status (off, standby = systems on with the engine off, idle = standing with the
 * engine running, driving) from ignition, engine RPM, speed and movement:
 *
 * - ignition off, or not sent: off (a locomotive hauled with its ignition off is not operating);
 * - ignition on and an engine RPM of 0 (only boxes on the CAN bus or OBD send RPM): standby;
 * - ignition on otherwise: driving when moving, else idle.
 *
 * Moving: GPS speed ≥ {@link MOVING_KMH} km/h with a fix; without a fix (speed is then 0) the Movement
 * IO (240) decides.
 */
export const deriveStatus = (
  record: AvlRecord,
  signals: TeltonikaSignals = readSignals(record),
): VehicleStatus => {
  if (signals.ignition !== true) return 'off';
  if (signals.engineRpm === 0) return 'standby';
  const moving = record.position ? record.gps.speedKmh >= MOVING_KMH : signals.movement === true;
  return moving ? 'driving' : 'idle';
};

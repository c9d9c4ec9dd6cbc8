import { ambientTemperatureC } from '../weather/ambient-temperature';
import { between, intBetween, unit } from './random';
import { batterySags } from './rule-signals';
import type { LatLng } from './route';
import type { SimStatus, SimVehicle } from './sim-vehicle';

/** Radio shadows (tunnels, deep valleys): fixed cells of about 2 km, more of them in the Alps. */
const inShadow = (point: LatLng): boolean => {
  const alpine = point.lat < 47.7 && point.lng > 7.5 && point.lng < 13.5;
  return unit(Math.round(point.lat * 50), Math.round(point.lng * 50), 301) < (alpine ? 0.15 : 0.05);
};

export interface Signals {
  readonly gpsSatellites: number;
  readonly gsmSignal: number;
}

/** Satellites in view and GSM strength: varying every few minutes, weak in radio shadows. */
export const signalsAt = (vehicle: SimVehicle, seed: number, point: LatLng, t: number): Signals => {
  const slot = Math.floor(t / 300_000);
  const shadow = inShadow(point);
  const gsmDip = unit(seed, slot, 302) < 0.03;
  const gsmSignal =
    shadow || gsmDip ? intBetween(0, 7, seed, slot, 303) : intBetween(11, 29, seed, slot, 304);
  if (!vehicle.reportsPosition) return { gpsSatellites: 0, gsmSignal };
  const gpsSatellites = shadow ? intBetween(1, 4, seed, slot, 305) : intBetween(7, 18, seed, slot, 306);
  return { gpsSatellites, gsmSignal };
};

/** Board voltage: a 24 V battery, charged to about 28 V with the engine running; 110 V electrics. */
export const voltageAt = (vehicle: SimVehicle, seed: number, status: SimStatus, t: number): number => {
  const slot = Math.floor(t / 60_000);
  const charging = status === 'idle' || status === 'driving';
  if (!vehicle.electric && batterySags(seed, status, t))
    return Math.round(between(19, 21.5, seed, slot, 311) * 10) / 10;
  const volts = vehicle.electric
    ? between(charging ? 108 : 104, charging ? 112 : 108, seed, slot, 310)
    : between(charging ? 27.4 : 24.1, charging ? 28.4 : 25.2, seed, slot, 310);
  return Math.round(volts * 10) / 10;
};

/** The sensor sits in the engine room: outside temperature plus a few degrees while the engine runs. */
export const temperatureAt = (seed: number, status: SimStatus, point: LatLng, t: number): number => {
  const engine =
    status === 'idle' || status === 'driving' ? between(2, 5, seed, Math.floor(t / 600_000), 320) : 0;
  return Math.round((ambientTemperatureC(point.lat, point.lng, t) + engine) * 10) / 10;
};

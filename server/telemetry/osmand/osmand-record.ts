import type { VehicleStatus } from '../../../src/api/contract';
import { MOVING_KMH } from '../teltonika/teltonika-io-map';
import type { KnownSignals } from '../last-known-signals';
import type { RawTelemetryRecord } from '../teltonika/teltonika-record';
import type { OsmAndFix } from './osmand-fix';

/**
 * A phone reports no satellites, only the accuracy of its fix: the GPS band shows that instead
 * (README "Phones as trackers"): ≤ 5 m very good, ≤ 10 m good, ≤ 50 m poor, beyond very poor; a fix
 * of unknown accuracy counts as poor, no fix as none.
 */
export const satellitesFor = (fix: Pick<OsmAndFix, 'position' | 'accuracyM'>): number => {
  if (fix.position === null) return 0;
  if (fix.accuracyM === null) return 8;
  if (fix.accuracyM <= 5) return 15;
  if (fix.accuracyM <= 10) return 12;
  if (fix.accuracyM <= 50) return 8;
  return 4;
};

/**
 * A phone knows whether it moves, not the engine: moving (GPS speed ≥ 3 km/h, or `is_moving` without
 * a speed) is driving; standing is idle with `ignition=true`, off with `ignition=false`, and standby
 * when the phone does not say, so a phone left in a parked cab counts no idle hours.
 */
export const statusFor = (fix: Pick<OsmAndFix, 'speedKmh' | 'moving' | 'ignition'>): VehicleStatus => {
  if (fix.speedKmh >= MOVING_KMH || (fix.speedKmh === 0 && fix.moving === true)) return 'driving';
  if (fix.ignition === true) return 'idle';
  if (fix.ignition === false) return 'off';
  return 'standby';
};

/**
 * The raw record of the device JSON endpoint for one phone position, so it passes the same
 * validation and ingestion. GSM signal, mileage, supply voltage and temperature are the vehicle's
 * (a phone measures none of them): the last stored values, given by the caller.
 */
export const osmAndRawRecord = (fix: OsmAndFix, known: KnownSignals): RawTelemetryRecord => ({
  timestamp: new Date(fix.timestampMs).toISOString(),
  lat: fix.position?.lat ?? null,
  lng: fix.position?.lng ?? null,
  speed: Math.round(fix.speedKmh * 10) / 10,
  bearing: fix.bearing,
  status: statusFor(fix),
  gpsSatellites: satellitesFor(fix),
  ...known,
});

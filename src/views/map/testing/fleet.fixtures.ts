import type { ClientConfig } from '../../../api/contract/app-config.contract';
import type { VehicleId } from '../../../api/contract/fleet.contract';
import { LOCOMOTIVE_STATUSES, type MapVehicle, type MarkerStatus, type VehicleKind } from '../map-vehicle';

/** No tile server configured: the map shows only its offline base layer (Storybook, tests). */
export const NO_TILES: ClientConfig['mapTiles'] = {
  base: { url: '', attribution: '' },
  railway: { url: '', attribution: '' },
  satellite: { url: '', attribution: '' },
  satelliteRoads: { url: '', attribution: '' },
  satelliteLabels: { url: '', attribution: '' },
};

const at = '2026-03-05T12:41:07Z';
const vehicle = (
  vehicleId: number,
  name: string,
  kind: VehicleKind,
  status: MarkerStatus,
  position: { lat: number; lng: number } | null,
  speed: number | null = status === 'driving' ? 72 : 0,
): MapVehicle => ({
  vehicleId,
  name,
  kind,
  status,
  position,
  speed,
  timestampPosition: position ? at : null,
});

/**
 * A handful of vehicles across Germany: every type and status, one without position, and three in
 * the Hamburg harbour close enough to form a cluster at the initial zoom.
 */
export const SMALL_FLEET: readonly MapVehicle[] = [
  vehicle(101, 'V 100 Hamburg-Süd', 'diesel', 'driving', { lat: 53.5403, lng: 9.9916 }, 64),
  vehicle(102, 'V 100 Waltershof', 'diesel', 'idle', { lat: 53.5301, lng: 9.9203 }),
  vehicle(103, 'Kran Burchardkai', 'crane', 'crane', { lat: 53.5205, lng: 9.9391 }),
  vehicle(104, 'E 186 Hannover', 'electric', 'driving', { lat: 52.3759, lng: 9.732 }, 118),
  vehicle(105, 'E 193 Berlin', 'electric', 'off', { lat: 52.5251, lng: 13.3694 }),
  vehicle(106, 'G 1206 Köln-Eifeltor', 'diesel', 'standby', { lat: 50.9003, lng: 6.9378 }),
  vehicle(107, 'Kran München-Nord', 'crane', 'crane', { lat: 48.1862, lng: 11.5646 }, null),
  vehicle(108, 'DE 18 Frankfurt', 'diesel', 'unknown', { lat: 50.1071, lng: 8.6638 }),
  vehicle(109, 'E 189 Basel', 'electric', 'idle', { lat: 47.5476, lng: 7.5896 }),
  vehicle(110, 'V 60 ohne GPS', 'diesel', 'standby', null),
];

/** A deterministic pseudo-random sequence (mulberry32), so generated fleets are the same every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** `count` vehicles spread over central Europe (the benchmark's 5,000-vehicle fleet). */
export const generateFleet = (count: number, seed = 1): MapVehicle[] => {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const kind: VehicleKind = i % 10 === 0 ? 'crane' : i % 3 === 0 ? 'electric' : 'diesel';
    const reported = LOCOMOTIVE_STATUSES[Math.floor(next() * 4)] ?? 'unknown';
    // A crane has a single status type.
    const status: MarkerStatus = kind === 'crane' ? 'crane' : reported;
    return vehicle(1000 + i, `Lok ${1000 + i}`, kind, status, {
      lat: 45.5 + next() * 9.5,
      lng: 4 + next() * 15,
    });
  });
};

/**
 * The fleet 15 s later: every vehicle with a position moved a little (about 100 to 500 m), a new
 * array of new records, as an API response would give.
 */
export const moveFleet = (fleet: readonly MapVehicle[], step = 1): MapVehicle[] =>
  fleet.map((v, i) =>
    v.position
      ? {
          ...v,
          position: {
            lat: v.position.lat + Math.sin(i + step) * 0.003,
            lng: v.position.lng + Math.cos(i + step) * 0.004,
          },
        }
      : v,
  );

export const idsOf = (fleet: readonly MapVehicle[]): VehicleId[] => fleet.map((v) => v.vehicleId);

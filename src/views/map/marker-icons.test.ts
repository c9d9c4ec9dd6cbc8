import { describe, expect, it } from 'vitest';
import { toMapVehicle, vehicleKindOf, fromSelectedVehicle } from './map-vehicle';
import {
  ATLAS_HEIGHT,
  ATLAS_WIDTH,
  clusterSize,
  ICON_CELL_PX,
  ICON_IDS,
  ICON_MAPPING,
  markerIconId,
  markerSize,
  STATUS_COLORS,
} from './marker-icons';

describe('marker icon by type and status', () => {
  it('tells cranes, electric and diesel locomotives apart', () => {
    expect(vehicleKindOf({ isCrane: true, isEloc: false })).toBe('crane');
    expect(vehicleKindOf({ isCrane: false, isEloc: true })).toBe('electric');
    expect(vehicleKindOf({ isCrane: false, isEloc: false })).toBe('diesel');
  });

  it('names the icon after type and status; a crane has one icon, its single status type', () => {
    expect(markerIconId('diesel', 'driving')).toBe('diesel-driving');
    expect(markerIconId('electric', 'unknown')).toBe('electric-unknown');
    for (const status of ['driving', 'idle', 'standby', 'off', 'unknown', 'crane'] as const)
      expect(markerIconId('crane', status)).toBe('crane');
  });

  it('draws markers at 40 px and cranes at 38 px (spec 000 §9)', () => {
    expect(markerSize('diesel')).toBe(40);
    expect(markerSize('electric')).toBe(40);
    expect(markerSize('crane')).toBe(38);
  });

  it('has a distinct colour for every status, the crane status included', () => {
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(6);
  });

  it('lays out the 10 locomotive icons, the crane icon, the cluster disc and the restriction badge without overlap', () => {
    expect(ICON_IDS).toHaveLength(13);
    expect(ICON_IDS.filter((id) => id.startsWith('crane'))).toEqual(['crane']);
    const cells = new Set(ICON_IDS.map((id) => `${ICON_MAPPING[id].x},${ICON_MAPPING[id].y}`));
    expect(cells.size).toBe(13);
    for (const id of ICON_IDS) {
      const frame = ICON_MAPPING[id];
      expect(frame.x + frame.width).toBeLessThanOrEqual(ATLAS_WIDTH);
      expect(frame.y + frame.height).toBeLessThanOrEqual(ATLAS_HEIGHT);
      expect(frame.width).toBe(ICON_CELL_PX);
    }
  });

  it('grows clusters with their count', () => {
    expect(clusterSize(2)).toBeLessThan(clusterSize(50));
    expect(clusterSize(50)).toBeLessThan(clusterSize(5000));
  });
});

describe('vehicles as the map sees them', () => {
  const live = {
    statusVehicle: 'idle' as const,
    position: { lat: 50, lng: 8 },
    GPSSignal: 9,
    GSMSignal: 20,
    speed: 0,
    bearingAngle: null,
    timestampPosition: '2026-03-05T12:00:00Z',
    mileageKm: null,
    externalPower: null,
    temperatureSensor: null,
  };

  it('takes status, position and speed from the live values; no status is unknown', () => {
    const loco = fromSelectedVehicle({
      vehicleId: 6,
      name: 'Lok 6',
      isCrane: false,
      isEloc: false,
      status: 'off',
      entry: { live, ActualGpsSpeed: null },
    });
    expect(loco.status).toBe('idle');
    const vehicle = fromSelectedVehicle({
      vehicleId: 7,
      name: 'Kran 7',
      isCrane: true,
      isEloc: false,
      status: null,
      entry: { live, ActualGpsSpeed: null },
    });
    // A crane has a single status type (spec 000 §4): not the 'idle' it reports.
    expect(vehicle).toEqual({
      vehicleId: 7,
      name: 'Kran 7',
      kind: 'crane',
      status: 'crane',
      position: { lat: 50, lng: 8 },
      speed: 0,
      timestampPosition: '2026-03-05T12:00:00Z',
    });
    const unknown = fromSelectedVehicle({
      vehicleId: 8,
      name: 'x',
      isCrane: false,
      isEloc: false,
      status: null,
      entry: null,
    });
    expect(unknown.status).toBe('unknown');
    expect(unknown.position).toBeNull();
  });

  it('maps an API vehicle entry', () => {
    const entry = {
      vehicleId: 3,
      vehicle: { name: 'E 3' },
      isCrane: false,
      isEloc: true,
      live,
      ActualGpsSpeed: 5,
    };
    expect(toMapVehicle(entry as unknown as Parameters<typeof toMapVehicle>[0])).toMatchObject({
      vehicleId: 3,
      name: 'E 3',
      kind: 'electric',
      status: 'idle',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { gpsBand, gsmActive, shownTemperature } from './signal-bands';

describe('GPS signal bands (spec 000 §5)', () => {
  it.each([
    [0, 'none'],
    [1, 'veryPoor'],
    [4, 'veryPoor'],
    [5, 'poor'],
    [10, 'poor'],
    [11, 'good'],
    [14, 'good'],
    [15, 'veryGood'],
    [24, 'veryGood'],
  ] as const)('%i satellites: %s', (satellites, band) => {
    expect(gpsBand(satellites)).toBe(band);
  });

  it('has no band when nothing was reported', () => {
    expect(gpsBand(null)).toBeNull();
    expect(gpsBand(undefined)).toBeNull();
    expect(gpsBand(Number.NaN)).toBeNull();
  });
});

describe('GSM (spec 000 §5)', () => {
  it('is active when above 0 and the vehicle is not off', () => {
    expect(gsmActive({ GSMSignal: 18, statusVehicle: 'driving' })).toBe(true);
    expect(gsmActive({ GSMSignal: 1, statusVehicle: 'standby' })).toBe(true);
    expect(gsmActive({ GSMSignal: 18, statusVehicle: null })).toBe(true);
  });

  it('is inactive at 0 or when the vehicle is off', () => {
    expect(gsmActive({ GSMSignal: 0, statusVehicle: 'driving' })).toBe(false);
    expect(gsmActive({ GSMSignal: 25, statusVehicle: 'off' })).toBe(false);
  });

  it('is unknown without live values', () => {
    expect(gsmActive(null)).toBeNull();
    expect(gsmActive({ GSMSignal: null, statusVehicle: 'idle' })).toBeNull();
  });
});

describe('temperature (spec 000 §1)', () => {
  it("shows the sensor's, or the weather response's for the demo user", () => {
    expect(shownTemperature({ temperatureSensor: 12.5 }, 8.4, false)).toBe(12.5);
    expect(shownTemperature({ temperatureSensor: 12.5 }, 8.4, true)).toBe(8.4);
    expect(shownTemperature({ temperatureSensor: 12.5 }, null, true)).toBeNull();
    expect(shownTemperature(null, 8.4, false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '../../demo/fleet-data';
import { simulationOf } from '../../demo/fleet-simulation';
import { isRejection, validateRecord } from '../record-validation';
import { distanceKm } from './route';
import { simulateVehicle, topSpeedKmh, type SimRecord } from './simulate-vehicle';

const fleet = DEMO_FLEET.map((v) => ({ ...simulationOf(v), name: v.name }));
const byRole = (role: string) => fleet.filter((v) => v.sim.role === role);
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Monday 2 March 2026, 00:00 in Berlin (CET). */
const MONDAY = Date.parse('2026-03-01T23:00:00Z');

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: 'numeric',
  hourCycle: 'h23',
});
/** Berlin wall-clock hour of a record (computed independently of the simulator's own time code). */
const berlinHour = (r: SimRecord) => Number(hourFormat.format(new Date(r.timestamp)));

const weeks = new Map<string, SimRecord[]>();
/** The records of the week from MONDAY (cached: several tests read the same week). */
const week = (v: (typeof fleet)[number], stepMs = 5 * MINUTE) => {
  const key = `${v.vehicleId}/${stepMs}`;
  let records = weeks.get(key);
  if (!records) weeks.set(key, (records = simulateVehicle(v.sim, MONDAY, MONDAY + 7 * DAY, stepMs, v.seed)));
  return records;
};

describe('simulateVehicle', () => {
  it('is deterministic: the same arguments give the same records, another seed others', () => {
    const v = fleet[0]!;
    const a = simulateVehicle(v.sim, MONDAY, MONDAY + DAY, 10_000, v.seed);
    expect(simulateVehicle(v.sim, MONDAY, MONDAY + DAY, 10_000, v.seed)).toEqual(a);
    expect(simulateVehicle(v.sim, MONDAY, MONDAY + DAY, 10_000, v.seed + 1)).not.toEqual(a);
  });

  it('gives the same records for an interval whole or split into ticks', () => {
    for (const v of [byRole('line')[0]!, byRole('shunter')[0]!, byRole('crane')[0]!]) {
      const from = MONDAY + 6 * 3_600_000;
      const whole = simulateVehicle(v.sim, from, from + 3_600_000, 10_000, v.seed);
      const ticks: SimRecord[] = [];
      for (let t = from; t < from + 3_600_000; t += 10_000)
        ticks.push(...simulateVehicle(v.sim, t, t + 10_000, 10_000, v.seed));
      expect(ticks).toEqual(whole);
      expect(whole.length).toBeGreaterThan(0);
    }
  });

  it('produces records the ingestion accepts', () => {
    const now = MONDAY + 8 * DAY;
    for (const v of fleet) {
      for (const record of week(v, 10 * MINUTE)) {
        const result = validateRecord(record, now);
        expect(isRejection(result) ? `${v.name}: ${result.field} ${result.reason}` : 'ok').toBe('ok');
      }
    }
  });

  it('switches every vehicle off at night (22:00 to 05:00 Berlin time), summer time included', () => {
    const summerTimeStarts = Date.parse('2026-03-26T00:00:00Z');
    const summerTimeEnds = Date.parse('2026-10-22T00:00:00Z');
    for (const v of fleet) {
      const records = [
        ...week(v),
        ...simulateVehicle(v.sim, summerTimeStarts, summerTimeStarts + 5 * DAY, 5 * MINUTE, v.seed),
        ...simulateVehicle(v.sim, summerTimeEnds, summerTimeEnds + 5 * DAY, 5 * MINUTE, v.seed),
      ];
      const night = records.filter((r) => berlinHour(r) >= 22 || berlinHour(r) < 5);
      expect(night.length).toBeGreaterThan(0);
      expect(new Set(night.map((r) => r.status)), v.name).toEqual(new Set(['off']));
    }
  });

  it('works a day of standby, idle and driving at realistic speeds', () => {
    for (const v of [...byRole('line'), ...byRole('shunter')]) {
      const records = week(v, MINUTE);
      expect(new Set(records.map((r) => r.status)), v.name).toEqual(
        new Set(['off', 'standby', 'idle', 'driving']),
      );
      const speeds = records.filter((r) => r.status === 'driving').map((r) => r.speed);
      const top = Math.max(...speeds);
      expect(top, v.name).toBeLessThanOrEqual(topSpeedKmh(v.sim));
      if (v.sim.role === 'shunter') expect(top, v.name).toBeGreaterThanOrEqual(5);
      else expect(top, v.name).toBeGreaterThanOrEqual(40);
      for (const r of records.filter((x) => x.status !== 'driving')) expect(r.speed).toBe(0);
    }
    const electricTop = Math.max(
      ...byRole('line')
        .filter((v) => v.sim.electric)
        .flatMap((v) => week(v).map((r) => r.speed)),
    );
    expect(electricTop).toBeGreaterThan(100);
  });

  it('keeps cranes at one place: they work (idle) and pause (standby) but never drive', () => {
    for (const v of byRole('crane')) {
      const records = week(v);
      expect(
        records.some((r) => r.status === 'driving'),
        v.name,
      ).toBe(false);
      expect(new Set(records.map((r) => r.status)), v.name).toEqual(new Set(['off', 'standby', 'idle']));
      // Tuesday in Berlin: the site may change overnight (the crane travels on a transport), not by day.
      const tuesday = [MONDAY + DAY, MONDAY + 2 * DAY] as const;
      const workday = records.filter(
        (r) => Date.parse(r.timestamp) >= tuesday[0] && Date.parse(r.timestamp) < tuesday[1],
      );
      expect(new Set(workday.map((r) => `${r.lat},${r.lng}`)).size, v.name).toBe(1);
      expect(new Set(records.map((r) => r.mileageKm)).size, v.name).toBe(1);
    }
  });

  it('moves continuously: the odometer never falls and covers the distance between positions', () => {
    for (const v of fleet.filter((x) => x.sim.reportsPosition && x.sim.role !== 'crane')) {
      const records = simulateVehicle(v.sim, MONDAY, MONDAY + 21 * DAY, 5 * MINUTE, v.seed);
      for (let i = 1; i < records.length; i++) {
        const [a, b] = [records[i - 1]!, records[i]!];
        const moved = distanceKm({ lat: a.lat!, lng: a.lng! }, { lat: b.lat!, lng: b.lng! });
        const counted = b.mileageKm - a.mileageKm;
        expect(counted, `${v.name} at ${b.timestamp}`).toBeGreaterThanOrEqual(0);
        // Positions are interpolated in degrees, distances measured on the sphere: 1 % apart at most.
        expect(moved, `${v.name} at ${b.timestamp}`).toBeLessThanOrEqual(counted * 1.01 + 0.01);
      }
    }
  });

  it('runs line locomotives between the stations of their corridor', () => {
    for (const v of byRole('line')) {
      const records = simulateVehicle(v.sim, MONDAY, MONDAY + 14 * DAY, 5 * MINUTE, v.seed);
      expect(records.at(-1)!.mileageKm - records[0]!.mileageKm, v.name).toBeGreaterThan(200);
      const stations = v.sim.route.points;
      const nights = records.filter((r) => berlinHour(r) === 2);
      for (const r of nights.filter((x) => x.lat !== null)) {
        const nearest = Math.min(...stations.map((s) => distanceKm(s, { lat: r.lat!, lng: r.lng! })));
        expect(nearest, `${v.name} at ${r.timestamp}`).toBeLessThan(0.01);
      }
    }
  });

  it('has a few vehicles without position, and signals that vary and drop now and then', () => {
    const withoutPosition = fleet.filter((v) => week(v).every((r) => r.lat === null && r.lng === null));
    expect(withoutPosition.length).toBeGreaterThanOrEqual(2);
    expect(withoutPosition.length).toBeLessThanOrEqual(3);
    for (const v of withoutPosition) expect(week(v).every((r) => r.gpsSatellites === 0)).toBe(true);
    const all = fleet.filter((v) => v.sim.reportsPosition).flatMap((v) => week(v, 10 * MINUTE));
    const gps = all.map((r) => r.gpsSatellites);
    const gsm = all.map((r) => r.gsmSignal);
    expect(Math.min(...gps)).toBeLessThanOrEqual(4);
    expect(Math.max(...gps)).toBeGreaterThan(14);
    expect(Math.min(...gsm)).toBe(0);
    expect(Math.max(...gsm)).toBeLessThanOrEqual(31);
    expect(gsm.filter((s) => s < 8).length / gsm.length).toBeLessThan(0.2);
  });

  it('reports board voltage by system and engine state, and a temperature of the season', () => {
    for (const v of fleet) {
      for (const r of week(v, 10 * MINUTE)) {
        // A weak battery (one day in fifty) sags to 19 V while the engine is off.
        const [low, high] = v.sim.electric
          ? [104, 112]
          : [r.status === 'idle' || r.status === 'driving' ? 24 : 19, 28.5];
        expect(r.externalPowerVoltage).toBeGreaterThanOrEqual(low);
        expect(r.externalPowerVoltage).toBeLessThanOrEqual(high);
        if (!v.sim.electric && (r.status === 'idle' || r.status === 'driving'))
          expect(r.externalPowerVoltage).toBeGreaterThan(27);
        // Early March in central Europe.
        expect(r.temperature).toBeGreaterThan(-15);
        expect(r.temperature).toBeLessThan(22);
      }
    }
    const julyNoon = Date.parse('2026-07-15T11:00:00Z');
    const v = fleet[0]!;
    const july = simulateVehicle(v.sim, julyNoon - 3_600_000, julyNoon, 10 * MINUTE, v.seed);
    expect(Math.min(...july.map((r) => r.temperature))).toBeGreaterThan(12);
  });

  it('sends the alert rules their signals: peaks while driving, coolant at an engine start', () => {
    for (const v of fleet) {
      const records = week(v, 10 * MINUTE);
      for (const r of records) {
        if (r.status === 'driving' && r.speed > 1) expect(r.accelLongPeakG).toBeGreaterThanOrEqual(0);
        if (r.status !== 'driving') expect(r.accelLongPeakG).toBeUndefined();
        if (r.engineStart) expect(r.coolantTemperature).toBeTypeOf('number');
      }
      const working = records.some((r) => r.status === 'idle' || r.status === 'driving');
      if (working) expect(records.filter((r) => r.engineStart).length).toBeGreaterThan(0);
    }
  });
});

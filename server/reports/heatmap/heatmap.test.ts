/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { getHeatmap } from '../../../src/api/contract';
import { DEMO_FLEET } from '../../demo/fleet-data';
import { simulationOf } from '../../demo/fleet-simulation';
import {
  createTestFleet,
  expectExactAnswer,
  GW,
  telemetryRecord,
  type TestFleet,
} from '../../fleet/test-fleet';
import { ingestRecords } from '../../telemetry/ingestion.service';
import { simulateVehicle } from '../../telemetry/simulator/simulate-vehicle';
import { storedFigures, SYNTHETIC_DAY, SYNTHETIC_EXPECTED } from '../../telemetry/test-telemetry';
import { call } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { telematicsReaderToken } from '../test-reports';
import { HEAT_CELL } from './heat-cells';

const NOW = new Date('2026-03-11T12:00:00Z'); // today is 2026-03-11 in Berlin

/** The synthetic days, each record somewhere else (a cell of its own). */
const records = SYNTHETIC_DAY.map((p, i) =>
  telemetryRecord(new Date(p.ts).toISOString(), {
    status: p.status,
    mileageKm: p.mileageKm,
    lat: 53.5 + i * 0.01,
    lng: 10 + i * 0.01,
  }),
);

type Cell = [number, number, number];
const sum = (cells: readonly Cell[]) => cells.reduce((n, c) => n + c[2], 0);
const hours = (f: { standby: number; idle: number; driving: number }) => f.standby + f.idle + f.driving;

describeEachDatabase('heat map', (getCtx) => {
  let fleet: TestFleet;
  let token: string;

  const heatmap = async (query: string, vehicleId = fleet.diesel.id, accessToken = token) => {
    const response = await call(getCtx().app, 'GET', `${GW}/reports/${vehicleId}/heatmap?${query}`, {
      accessToken,
    });
    if (response.status === 200) expectExactAnswer(getHeatmap, response.body);
    return response;
  };

  beforeAll(async () => {
    const { db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'heat');
    await ingestRecords(db, fleet.diesel.id, records, NOW);
    token = await telematicsReaderToken(getCtx());
  });

  it('counts each interval in the cell of its earlier record, as the daily figures count it', async () => {
    const { status, body } = await heatmap('start=2026-03-01&end=2026-03-11');
    expect(status).toBe(200);
    expect(body.cellSize).toEqual(HEAT_CELL);
    const expected = Object.values(SYNTHETIC_EXPECTED).reduce((n, f) => n + hours(f), 0);
    expect(body.totalSeconds).toBe(expected);
    expect(sum(body.cells)).toBeCloseTo(expected, 6);
    // The idle record at 23:50 (index 4) stood 6 h 10 min: 10 minutes count, in its cell.
    const idleCell = (body.cells as Cell[]).find(
      ([lng, lat]) =>
        Math.abs(lng - (10 + 0.04)) < HEAT_CELL.lng && Math.abs(lat - (53.5 + 0.04)) < HEAT_CELL.lat / 2,
    );
    expect(idleCell?.[2]).toBe(600);
    // Cells are given by their centre on the grid.
    for (const [lng, lat] of body.cells as Cell[]) {
      expect(Math.abs(lng / HEAT_CELL.lng - Math.floor(lng / HEAT_CELL.lng) - 0.5)).toBeLessThan(1e-6);
      expect(Math.abs(lat / HEAT_CELL.lat - Math.floor(lat / HEAT_CELL.lat) - 0.5)).toBeLessThan(1e-6);
    }
  });

  it('adds up per day to the daily figures, closed days and today', async () => {
    const figures = await storedFigures(getCtx().db, fleet.diesel.id);
    for (const day of ['2026-03-09', '2026-03-10', '2026-03-11']) {
      const { body } = await heatmap(`start=${day}&end=${day}`);
      expect(body.totalSeconds).toBe(hours(figures[day]!));
      expect(sum(body.cells)).toBeCloseTo(body.totalSeconds, 6);
    }
  });

  it('adds up to the daily figures over simulated days', async () => {
    const { db } = getCtx();
    const sim = simulationOf(DEMO_FLEET[0]!);
    const history = simulateVehicle(sim.sim, Date.parse('2026-03-04T00:00:00Z'), NOW.getTime(), 60_000, 7);
    for (let i = 0; i < history.length; i += 1000)
      await ingestRecords(db, fleet.eloc.id, history.slice(i, i + 1000), NOW);
    const { body } = await heatmap('start=2026-03-03&end=2026-03-11', fleet.eloc.id);
    expect(body.totalSeconds).toBeGreaterThan(3600);
    expect(sum(body.cells)).toBeCloseTo(body.totalSeconds, 3);
    const again = await heatmap('start=2026-03-03&end=2026-03-11', fleet.eloc.id);
    expect(again.body).toEqual(body);
  });

  it('shows records that arrive late for a day already read', async () => {
    const { db } = getCtx();
    const before = await heatmap('start=2026-03-10&end=2026-03-10');
    // Standing at 08:00 on the 10th (between the off records and the evening): 10 minutes more.
    await ingestRecords(
      db,
      fleet.diesel.id,
      [
        telemetryRecord('2026-03-10T08:00:00Z', {
          status: 'standby',
          mileageKm: 1032.5,
          lat: 47.5,
          lng: 11.5,
        }),
      ],
      NOW,
    );
    const after = await heatmap('start=2026-03-10&end=2026-03-10');
    expect(after.body.totalSeconds).toBe(before.body.totalSeconds + 600);
    expect(sum(after.body.cells)).toBeCloseTo(after.body.totalSeconds, 6);
    expect(
      (after.body.cells as Cell[]).some(
        ([lng, lat]) => Math.abs(lng - 11.5) < 0.01 && Math.abs(lat - 47.5) < 0.01,
      ),
    ).toBe(true);
  });

  it('counts only the caller’s access window', async () => {
    const guestToken = await telematicsReaderToken(getCtx(), {
      vehicleId: fleet.diesel.id,
      start: '2026-03-09',
      end: '2026-03-09',
    });
    const { body } = await heatmap('start=2026-03-01&end=2026-03-11', fleet.diesel.id, guestToken);
    expect(body.period).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(body.totalSeconds).toBe(300);
    expect(sum(body.cells)).toBe(300);
  });

  it('answers 404 for another organisation’s vehicle or an unknown id', async () => {
    expect((await heatmap('start=2026-03-01&end=2026-03-10', fleet.alpen.id)).status).toBe(404);
    expect((await heatmap('start=2026-03-01&end=2026-03-10', 987_654_321)).status).toBe(404);
  });

  it('answers 400 naming the parameter for bad input', async () => {
    const cases: [string, string][] = [
      ['start=2026-03-09&end=2026-03-08', 'start'],
      ['start=2026-03-09&end=2026-03-12', 'end'],
      ['start=2025-03-09&end=2026-03-11', 'start'],
      ['start=2026-03-01&end=2026-13-01', 'end'],
    ];
    for (const [query, field] of cases) {
      const response = await heatmap(query);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
    // A leap year's 366 days are still one year.
    expect((await heatmap('start=2025-03-11&end=2026-03-11')).status).toBe(200);
  });
});

/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import {
  getFleetAt,
  getReplayChunk,
  REPLAY_LIMITS,
  type FleetAtVehicle,
  type ReplayTrack,
} from '../../../src/api/contract';
import {
  createTestFleet,
  expectExactAnswer,
  GW,
  NORDBAHN,
  telemetryRecord,
  type TestFleet,
} from '../../fleet/test-fleet';
import { ingestRecords } from '../../telemetry/ingestion.service';
import { call, sessionFor } from '../../test-support/http-client';
import { createTestAccount } from '../../test-support/test-accounts';
import { describeEachDatabase } from '../../test-support/test-databases';
import { telematicsReaderToken } from '../test-reports';

const NOW = new Date('2026-03-10T12:00:00Z');
const H = 3_600_000;
const START = Date.parse('2026-03-09T00:00:00Z');

/** Every 10 s for `hours` from `fromMs`: a wavy line east, driving. */
const drive = (fromMs: number, hours: number) =>
  Array.from({ length: hours * 360 }, (_, i) =>
    telemetryRecord(new Date(fromMs + i * 10_000).toISOString(), {
      lng: 10 + i * 0.0003,
      lat: 53.5 + Math.sin(i / 20) * 0.003,
      speed: 60,
      status: 'driving',
    }),
  );

describeEachDatabase('the fleet replay', (getCtx) => {
  let fleet: TestFleet;
  let token: string;

  const get = async (path: string, query: string, accessToken = token) =>
    call(getCtx().app, 'GET', `${GW}/reports/replay/${path}?${query}`, { accessToken });
  const chunk = async (query: string, accessToken = token) => {
    const response = await get('positions', query, accessToken);
    if (response.status === 200) expectExactAnswer(getReplayChunk, response.body);
    return response;
  };
  const fleetAt = async (query: string, accessToken = token) => {
    const response = await get('fleet-at', query, accessToken);
    if (response.status === 200) expectExactAnswer(getFleetAt, response.body);
    return response;
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  beforeAll(async () => {
    const { db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'replay');
    // Day 9, 00:00–08:00 sent live (every 4 minutes what the box collected, so at most 4 minutes
    // old: under the 5 minutes of a late arrival); 10:00–10:30 unloaded a day later.
    const live = drive(START, 8);
    for (let i = 0; i < live.length; i += 24)
      await ingestRecords(db, fleet.diesel.id, live.slice(i, i + 24), new Date(START + (i + 24) * 10_000));
    await ingestRecords(db, fleet.diesel.id, drive(START + 10 * H, 0.5), NOW);
    token = await telematicsReaderToken(getCtx());
  });

  it('stores when each record arrived, and a late one reads as late', async () => {
    const rows = await getCtx().db.query<{ late: boolean }>(
      `SELECT (received_at - ts > interval '5 minutes') AS late FROM positions
       WHERE vehicle_id = $1 AND ts IN ($2, $3)`,
      [fleet.diesel.id, iso(START + 10 * H), iso(START + 7 * H + 3_590_000)],
    );
    expect(rows.map((r) => r.late).sort()).toEqual([false, true]);
    const { body } = await chunk(
      `vehicleIds=${fleet.diesel.id}&from=${iso(START + 9 * H)}&to=${iso(START + 11 * H)}`,
    );
    const track = body.vehicles[0] as ReplayTrack;
    expect(track.storedPoints).toBe(180);
    expect(track.late.every((l) => l === 1)).toBe(true);
  });

  it('answers a window’s positions per vehicle, simplified to the budget, in time order', async () => {
    const from = START + H;
    const to = START + 7 * H;
    const { status, body } = await chunk(
      `vehicleIds=${fleet.diesel.id},${fleet.eloc.id}&from=${iso(from)}&to=${iso(to)}&points=300`,
    );
    expect(status).toBe(200);
    expect(body.pointsPerVehicle).toBe(300);
    const [diesel, eloc] = body.vehicles as ReplayTrack[];
    expect(diesel!.storedPoints).toBe(6 * 360);
    expect(diesel!.times).toHaveLength(300);
    expect(diesel!.times[0]).toBe(from);
    expect(diesel!.times.at(-1)).toBe(to - 10_000);
    for (let i = 1; i < diesel!.times.length; i++)
      expect(diesel!.times[i]!).toBeGreaterThan(diesel!.times[i - 1]!);
    for (const [lng, lat] of diesel!.coordinates) {
      expect(lng).toBeGreaterThanOrEqual(10);
      expect(lat).toBeGreaterThan(53.49);
    }
    expect(diesel!.late.every((l) => l === 0)).toBe(true);
    expect(diesel!.statusCodes.every((c) => c === 4)).toBe(true);
    expect(eloc).toEqual({
      vehicleId: fleet.eloc.id,
      times: [],
      coordinates: [],
      speeds: [],
      statusCodes: [],
      late: [],
      storedPoints: 0,
    });
    const defaults = await chunk(`vehicleIds=${fleet.diesel.id}&from=${iso(from)}&to=${iso(to)}`);
    expect(defaults.body.vehicles[0].times).toHaveLength(REPLAY_LIMITS.defaultPointsPerVehicle);
  });

  it('keeps both ends of a silence and where late records begin and end', async () => {
    const { body } = await chunk(
      `vehicleIds=${fleet.diesel.id}&from=${iso(START + 7 * H)}&to=${iso(START + 11 * H)}&points=10`,
    );
    const track = body.vehicles[0] as ReplayTrack;
    expect(track.times).toHaveLength(10);
    expect(track.times).toContain(START + 8 * H - 10_000);
    expect(track.times).toContain(START + 10 * H);
    expect(track.times.at(-1)).toBe(START + 10.5 * H - 10_000);
  });

  it('shows where each vehicle was at a moment, stale after 10 minutes, null when never seen', async () => {
    const at = START + 8 * H + 5 * 60_000;
    const { status, body } = await fleetAt(`vehicleIds=${fleet.diesel.id},${fleet.eloc.id}&at=${iso(at)}`);
    expect(status).toBe(200);
    expect(body.at).toBe(iso(at));
    const [diesel, eloc] = body.vehicles as FleetAtVehicle[];
    expect(diesel!.position).toMatchObject({ time: START + 8 * H - 10_000, stale: false, late: false });
    expect(eloc).toEqual({ vehicleId: fleet.eloc.id, position: null });
    const later = await fleetAt(`vehicleIds=${fleet.diesel.id}&at=${iso(START + 9 * H)}`);
    expect(later.body.vehicles[0].position).toMatchObject({ time: START + 8 * H - 10_000, stale: true });
    const exact = await fleetAt(`vehicleIds=${fleet.diesel.id}&at=${iso(START + 10 * H)}`);
    expect(exact.body.vehicles[0].position).toMatchObject({ time: START + 10 * H, late: true, stale: false });
    const weekLater = await fleetAt(`vehicleIds=${fleet.diesel.id}&at=${iso(START + 20 * 24 * H)}`);
    expect(weekLater.body.vehicles[0].position).toMatchObject({
      time: START + 10.5 * H - 10_000,
      stale: true,
    });
  });

  it('answers nothing outside the caller’s access window', async () => {
    const limited = await telematicsReaderToken(getCtx(), {
      vehicleId: fleet.diesel.id,
      start: '2026-03-10',
      end: null,
    });
    const { body } = await chunk(
      `vehicleIds=${fleet.diesel.id}&from=${iso(START)}&to=${iso(START + 6 * H)}`,
      limited,
    );
    expect(body.vehicles[0].times).toEqual([]);
    const at = await fleetAt(`vehicleIds=${fleet.diesel.id}&at=${iso(NOW.getTime())}`, limited);
    expect(at.body.vehicles[0].position).toBeNull();
  });

  it('refuses bad input with 400 naming the field', async () => {
    const d = fleet.diesel.id;
    const hundredAndOne = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const cases: [string, string][] = [
      [`vehicleIds=${hundredAndOne}&from=${iso(START)}&to=${iso(START + H)}`, 'vehicleIds'],
      [`vehicleIds=${d},${d}&from=${iso(START)}&to=${iso(START + H)}`, 'vehicleIds'],
      [`vehicleIds=abc&from=${iso(START)}&to=${iso(START + H)}`, 'vehicleIds'],
      [`vehicleIds=0&from=${iso(START)}&to=${iso(START + H)}`, 'vehicleIds'],
      [`vehicleIds=99999999999&from=${iso(START)}&to=${iso(START + H)}`, 'vehicleIds'],
      [`vehicleIds=${d}&from=${iso(START)}&to=${iso(START + 6 * H + 1000)}`, 'to'],
      [`vehicleIds=${d}&from=${iso(START + H)}&to=${iso(START + H)}`, 'to'],
      [`vehicleIds=${d}&from=${iso(START + 2 * H)}&to=${iso(START + H)}`, 'to'],
      [`vehicleIds=${d}&from=2026-03-09&to=${iso(START + H)}`, 'from'],
      [`vehicleIds=${d}&from=${iso(START)}&to=${iso(START + H)}&points=1`, 'points'],
      [`vehicleIds=${d}&from=${iso(START)}`, 'to'],
    ];
    for (const [query, field] of cases) {
      const response = await chunk(query);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
    const at = await fleetAt(`vehicleIds=${d}&at=2026-02-30T10:00:00Z`);
    expect(at.status).toBe(400);
    expect(JSON.stringify(at.body)).toContain('at');
    expect((await fleetAt(`vehicleIds=${hundredAndOne}&at=${iso(START)}`)).status).toBe(400);
  });

  it('answers 404 for another organisation’s vehicle or an unknown id, 403 without the fleet right', async () => {
    const window = `from=${iso(START)}&to=${iso(START + H)}`;
    expect((await chunk(`vehicleIds=${fleet.diesel.id},${fleet.alpen.id}&${window}`)).status).toBe(404);
    expect((await chunk(`vehicleIds=987654321&${window}`)).status).toBe(404);
    expect((await fleetAt(`vehicleIds=${fleet.alpen.id}&at=${iso(START)}`)).status).toBe(404);
    const account = await createTestAccount(getCtx().db, {
      organisations: [NORDBAHN],
      rights: { logbook_entries: { read: true, create: false } },
    });
    const { accessToken } = await sessionFor(getCtx().app, account.accountName, account.password);
    expect((await chunk(`vehicleIds=${fleet.diesel.id}&${window}`, accessToken)).status).toBe(403);
    expect((await fleetAt(`vehicleIds=${fleet.diesel.id}&at=${iso(START)}`, accessToken)).status).toBe(403);
    expect((await get('fleet-at', `vehicleIds=${fleet.diesel.id}&at=${iso(START)}`, '')).status).toBe(401);
  });
});

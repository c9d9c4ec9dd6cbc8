import { beforeAll, expect, it } from 'vitest';
import { createTestFleet, telemetryRecord, type TestFleet } from '../fleet/test-fleet';
import { openDb } from '../db/db';
import { describeEachDatabase } from '../test-support/test-databases';
import { ingestRecords } from './ingestion.service';
import { failingAt, storedFigures, SYNTHETIC_EXPECTED, syntheticRecords } from './test-telemetry';

const NOW = new Date('2026-03-12T10:00:00Z');

const expectedRows = () =>
  Object.fromEntries(
    Object.entries(SYNTHETIC_EXPECTED).map(([day, e]) => [
      day,
      { standby: e.standby, idle: e.idle, driving: e.driving, km: e.km, first: e.first, last: e.last },
    ]),
  );

const countPositions = async (db: { query: (sql: string, p: unknown[]) => Promise<unknown[]> }, id: number) =>
  (
    (await db.query('SELECT count(*)::int AS n FROM positions WHERE vehicle_id = $1', [id])) as {
      n: number;
    }[]
  )[0]?.n;

describeEachDatabase(
  'telemetry ingestion',
  (getCtx) => {
    let fleet: TestFleet;
    let extra: TestFleet;
    beforeAll(async () => {
      fleet = await createTestFleet(getCtx().db, 'ingestion');
      extra = await createTestFleet(getCtx().db, 'ingestion-2');
    });

    it('refuses a record older than the positions kept (POSITIONS_RETENTION_MONTHS) and stores the rest', async () => {
      const { db } = getCtx();
      const { crane } = await createTestFleet(db, 'ingestion-retention');
      // Kept at NOW (12 March 2026) with 2 months: from 1 January 2026 on.
      const result = await ingestRecords(
        db,
        crane.id,
        [telemetryRecord('2025-12-31T23:59:59Z'), telemetryRecord('2026-01-01T00:00:00Z')],
        NOW,
        { retentionMonths: 2 },
      );
      expect(result).toEqual({
        accepted: 1,
        duplicates: 0,
        rejected: [
          {
            index: 0,
            field: 'timestamp',
            reason: 'must not be before 2026-01-01: older positions are no longer kept',
          },
        ],
      });
      expect(await countPositions(db, crane.id)).toBe(1);
    });

    it('stores the valid records of a batch and reports each refused one with its field and reason', async () => {
      const { db } = getCtx();
      const result = await ingestRecords(
        db,
        fleet.diesel.id,
        [
          telemetryRecord('2026-03-12T08:00:00Z'),
          telemetryRecord('2026-03-12T08:00:10Z', { speed: 999 }),
          telemetryRecord('2026-03-12T08:00:20Z', { status: 'parked' }),
          'not a record',
          telemetryRecord('2026-03-12T08:00:30Z', { lat: null, lng: null }),
        ],
        NOW,
      );
      expect(result).toEqual({
        accepted: 2,
        duplicates: 0,
        rejected: [
          { index: 1, field: 'speed', reason: 'must be between 0 and 400' },
          {
            index: 2,
            field: 'status',
            reason: 'must be one of off, standby, idle, driving or its code 1 to 4',
          },
          { index: 3, field: 'record', reason: 'must be an object' },
        ],
      });
      expect(await countPositions(db, fleet.diesel.id)).toBe(2);
      const live = await db.query<{ ts: Date; lat: number | null }>(
        'SELECT ts, lat FROM vehicle_live WHERE vehicle_id = $1',
        [fleet.diesel.id],
      );
      expect(live).toEqual([{ ts: new Date('2026-03-12T08:00:30Z'), lat: null }]);
    });

    it('stores a repeated record once, within a batch and across batches', async () => {
      const { db } = getCtx();
      const record = telemetryRecord('2026-03-12T09:00:00Z', { speed: 42.5 });
      const first = await ingestRecords(db, fleet.eloc.id, [record, record, { ...record, speed: 10 }], NOW);
      expect(first).toEqual({ accepted: 1, duplicates: 2, rejected: [] });
      const again = await ingestRecords(
        db,
        fleet.eloc.id,
        [record, telemetryRecord('2026-03-12T09:00:10Z')],
        NOW,
      );
      expect(again).toEqual({ accepted: 1, duplicates: 1, rejected: [] });
      const rows = await db.query<{ speed: number }>(
        'SELECT speed FROM positions WHERE vehicle_id = $1 ORDER BY ts',
        [fleet.eloc.id],
      );
      expect(rows.map((r) => r.speed)).toEqual([42.5, 0]);
    });

    it('stores each record at its exact millisecond, and of a batch over 1,000 around stored records the new ones only', async () => {
      const { db } = getCtx();
      const testFleet = await createTestFleet(db, 'ingestion-ms');
      const vehicle = testFleet.diesel.id;
      const instants = ['2026-03-11T08:00:00.001Z', '2026-03-11T08:00:00.999Z', '2026-03-11T08:00:01.123Z'];
      const exact = instants.map((instant, i) =>
        telemetryRecord(instant, i === 1 ? { lat: null, lng: null } : {}),
      );
      const first = await ingestRecords(db, vehicle, exact, NOW);
      expect(first).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
      const stored = await db.query<{ ms: number; lat: number | null }>(
        `SELECT (extract(epoch FROM ts) * 1000)::float8 AS ms, lat FROM positions
       WHERE vehicle_id = $1 AND ts < '2026-03-11T09:00:00Z' ORDER BY ts`,
        [vehicle],
      );
      expect(stored.map((r) => r.ms)).toEqual(instants.map((at) => Date.parse(at)));
      expect(stored[1]?.lat).toBeNull();
      // 1,200 records (two statements of 1,000 and 200), 300 of them stored before, straddling the two:
      // each statement has new records before stored ones, the second also after them.
      const at = (i: number) => new Date(Date.parse('2026-03-11T09:00:00Z') + i * 10_000).toISOString();
      const record = (i: number) =>
        telemetryRecord(at(i), { mileageKm: 1000 + i / 10, speed: 36, status: 'driving' });
      const before = Array.from({ length: 300 }, (_, i) => record(850 + i));
      await ingestRecords(db, vehicle, before, NOW);
      const batch = Array.from({ length: 1200 }, (_, i) => record(i));
      expect(await ingestRecords(db, vehicle, batch, NOW)).toEqual({
        accepted: 900,
        duplicates: 300,
        rejected: [],
      });
      expect(await countPositions(db, vehicle)).toBe(3 + 1200);
      // The newest is live, and the daily figures are those of a vehicle given the 1,200 at once.
      const [live] = await db.query<{ ts: Date }>('SELECT ts FROM vehicle_live WHERE vehicle_id = $1', [
        vehicle,
      ]);
      expect(live?.ts.toISOString()).toBe(at(1199));
      const once = testFleet.eloc.id;
      await ingestRecords(db, once, exact, NOW);
      await ingestRecords(db, once, batch, NOW);
      expect(await storedFigures(db, vehicle)).toEqual(await storedFigures(db, once));
    });

    it('stores nothing of a batch when the database fails in the middle of it', async () => {
      const { db } = getCtx();
      const records = [telemetryRecord('2026-03-12T07:00:00Z'), telemetryRecord('2026-03-12T07:00:10Z')];
      for (const step of [/INSERT INTO daily_figures/, /INSERT INTO vehicle_live/]) {
        await expect(ingestRecords(failingAt(db, step), fleet.crane.id, records, NOW)).rejects.toThrow(
          /injected failure/,
        );
        expect(await countPositions(db, fleet.crane.id)).toBe(0);
        expect(await db.query('SELECT 1 FROM vehicle_live WHERE vehicle_id = $1', [fleet.crane.id])).toEqual(
          [],
        );
        expect(await storedFigures(db, fleet.crane.id)).toEqual({});
      }
      expect(await ingestRecords(db, fleet.crane.id, records, NOW)).toMatchObject({ accepted: 2 });
    });

    it('keeps daily figures equal to the hand-computed hours and kilometres of a synthetic day', async () => {
      const { db } = getCtx();
      await ingestRecords(db, fleet.alpen.id, syntheticRecords(), NOW);
      expect(await storedFigures(db, fleet.alpen.id)).toEqual(expectedRows());
    });

    it('gives the same figures when the day arrives in small batches, in order', async () => {
      const { db } = getCtx();
      const records = syntheticRecords();
      for (let i = 0; i < records.length; i += 2) {
        await ingestRecords(db, extra.diesel.id, records.slice(i, i + 2), NOW);
      }
      expect(await storedFigures(db, extra.diesel.id)).toEqual(expectedRows());
    });

    it('gives the same figures when the batches of a vehicle arrive at once, over several connections', async () => {
      const { db, databaseUrl } = getCtx();
      // Each batch waits for the one before on the vehicle's lock and reads its last point after it.
      const connections = databaseUrl ? await openDb({ databaseUrl, dataDir: '', poolSize: 4 }) : db;
      try {
        const { crane } = await createTestFleet(db, 'ingestion-at-once');
        const records = syntheticRecords();
        const batches = Array.from({ length: Math.ceil(records.length / 2) }, (_, i) =>
          records.slice(i * 2, i * 2 + 2),
        );
        await Promise.all(batches.map((batch) => ingestRecords(connections, crane.id, batch, NOW)));
        expect(await storedFigures(db, crane.id)).toEqual(expectedRows());
        const live = await db.query<{ ts: Date }>('SELECT ts FROM vehicle_live WHERE vehicle_id = $1', [
          crane.id,
        ]);
        expect(live[0]?.ts).toEqual(new Date(records.at(-1)!.timestamp));
      } finally {
        if (connections !== db) await connections.close();
      }
    });

    it('corrects the figures of the affected days when records arrive late', async () => {
      const { db } = getCtx();
      const records = syntheticRecords();
      // Held back: the record that splits standby over midnight, one that adds 30 km, and the first.
      const late = [records[1], records[3], records[0]];
      const onTime = records.filter((r) => !late.includes(r));
      await ingestRecords(db, extra.eloc.id, onTime, NOW);
      expect(await storedFigures(db, extra.eloc.id)).not.toEqual(expectedRows());
      for (const record of late) await ingestRecords(db, extra.eloc.id, [record], NOW);
      expect(await storedFigures(db, extra.eloc.id)).toEqual(expectedRows());
      const live = await db.query<{ ts: Date }>('SELECT ts FROM vehicle_live WHERE vehicle_id = $1', [
        extra.eloc.id,
      ]);
      expect(live[0]?.ts).toEqual(new Date('2026-03-10T23:03:00Z'));
    });

    it('takes a late record and newer ones in one batch', async () => {
      const { db } = getCtx();
      const records = syntheticRecords();
      await ingestRecords(
        db,
        extra.crane.id,
        records.slice(0, 6).filter((_, i) => i !== 2),
        NOW,
      );
      await ingestRecords(db, extra.crane.id, [...records.slice(6), records[2]], NOW);
      expect(await storedFigures(db, extra.crane.id)).toEqual(expectedRows());
    });

    it('refuses a vehicle that does not exist', async () => {
      const { db } = getCtx();
      await expect(
        ingestRecords(db, 2_000_000_000, [telemetryRecord('2026-03-12T08:00:00Z')], NOW),
      ).rejects.toThrow(/Vehicle not found/);
    });
  },
  { bothDatabases: true },
);

import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { migrate } from '../../db/migrate';
import { loadMigrations } from '../../db/migrations';
import { databaseKinds, openEmptyDatabase, openTestDatabase } from '../../test-support/test-databases';
import {
  AHEAD_MONTHS,
  BEHIND_MONTHS,
  addMonths,
  firstKeptMonth,
  keepPositionPartitions,
  monthsWithPartition,
  partitionName,
} from './position-partitions';

const NOW = new Date('2026-11-28T12:00:00Z');

/** One position of vehicle `vehicleId` at `ts` (an ISO instant). */
const insert = (q: Queryable, vehicleId: number, ts: string) =>
  q.query(
    `INSERT INTO positions (vehicle_id, ts, lat, lng, speed, bearing, status, gps_satellites, gsm_signal,
       mileage_km, external_voltage, temperature) VALUES ($1, $2, 52.5, 13.4, 10, 90, 4, 9, 4, 1000, 24, 20)`,
    [vehicleId, ts],
  );

/** Each row's partition: `ts` (ISO, UTC) → table name. */
const placement = async (q: Queryable): Promise<Record<string, string>> => {
  const rows = await q.query<{ ts: Date; part: string }>(
    `SELECT ts, tableoid::regclass::text AS part FROM positions ORDER BY ts`,
  );
  return Object.fromEntries(rows.map((r) => [new Date(r.ts).toISOString(), r.part]));
};

const names = async (db: Db) => (await monthsWithPartition(db)).map(partitionName);

describe('months and retention (issue 29 §1)', () => {
  it.each([
    [24, '2024-11'],
    [1, '2026-10'],
    [12, '2025-11'],
  ])('a retention of %i months at 2026-11-28 keeps from %s on', (months, first) => {
    const kept = firstKeptMonth(NOW, months)!;
    expect(`${kept.year}-${String(kept.month).padStart(2, '0')}`).toBe(first);
  });

  it('keeps everything with a retention of 0', () => {
    expect(firstKeptMonth(NOW, 0)).toBeNull();
  });

  it.each([
    [{}, 24],
    [{ POSITIONS_RETENTION_MONTHS: '0' }, 0],
    [{ POSITIONS_RETENTION_MONTHS: '36' }, 36],
  ])('POSITIONS_RETENTION_MONTHS %o keeps %i months', (env, months) => {
    expect(readConfig(env, process.cwd()).positionsRetentionMonths).toBe(months);
  });

  it.each(['-1', '2.5', 'two', '1201'])(
    'POSITIONS_RETENTION_MONTHS=%s stops the start naming it',
    (value) => {
      expect(() => readConfig({ POSITIONS_RETENTION_MONTHS: value }, process.cwd())).toThrow(
        /POSITIONS_RETENTION_MONTHS must be a whole number from 0 to 1200/,
      );
    },
  );

  it('counts months across years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 2)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -13)).toEqual({ year: 2024, month: 12 });
  });
});

for (const kind of databaseKinds()) {
  describe(`the partitions of positions [${kind}]`, () => {
    it('migration 0022 carries every row of the previous schema into its UTC month', async () => {
      const { db, dispose } = await openEmptyDatabase(kind);
      try {
        const migrations = loadMigrations();
        const before = migrations.filter((m) => m.id < '0022');
        await migrate(db, before);
        // Berlin's midnight of 1 November is still October in UTC: the months are UTC months.
        const instants = [
          '2025-01-15T08:00:00.000Z',
          '2026-10-31T23:30:00.000Z',
          '2026-11-01T00:00:00.000Z',
          '2026-11-27T10:00:00.000Z',
        ];
        for (const ts of instants) await insert(db, 201, ts);
        await insert(db, 202, instants[3]!);
        await migrate(db, migrations);
        expect(await names(db)).toEqual(['positions_2025_01', 'positions_2026_10', 'positions_2026_11']);
        expect(await placement(db)).toEqual({
          '2025-01-15T08:00:00.000Z': 'positions_2025_01',
          '2026-10-31T23:30:00.000Z': 'positions_2026_10',
          '2026-11-01T00:00:00.000Z': 'positions_2026_11',
          '2026-11-27T10:00:00.000Z': 'positions_2026_11',
        });
        const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM positions');
        expect(count?.n).toBe(5);
        // The primary key holds across the partitions as before: a repeated record is stored once.
        await expect(insert(db, 201, instants[0]!)).rejects.toThrow(/duplicate key/);
      } finally {
        await dispose();
      }
    });

    it('makes the months around now, adopts stray rows, drops expired months whole', async () => {
      const { db, dispose } = await openTestDatabase(kind);
      try {
        const first = await keepPositionPartitions(db, NOW, 24);
        const window = Array.from({ length: BEHIND_MONTHS + AHEAD_MONTHS + 1 }, (_, i) =>
          partitionName(addMonths({ year: 2026, month: 11 }, i - BEHIND_MONTHS)),
        );
        expect(first.created).toEqual(window);
        expect(await names(db)).toEqual(window);
        // Idempotent: a second run (or a second instance) finds nothing to do.
        expect(await keepPositionPartitions(db, NOW, 24)).toEqual({
          created: [],
          adopted: 0,
          dropped: [],
          deleted: 0,
          deferred: [],
        });

        // A device unloading months it kept: its rows wait in the default partition until the upkeep.
        await insert(db, 201, '2025-03-10T10:00:00.000Z');
        await insert(db, 201, '2025-03-11T10:00:00.000Z');
        await insert(db, 201, '2026-11-20T10:00:00.000Z');
        // Older than 24 months at NOW: expired on arrival.
        await insert(db, 201, '2024-02-01T10:00:00.000Z');
        expect((await placement(db))['2025-03-10T10:00:00.000Z']).toBe('positions_default');
        const second = await keepPositionPartitions(db, NOW, 24);
        expect(second).toMatchObject({ created: ['positions_2025_03'], adopted: 2, deleted: 1 });
        expect(await placement(db)).toEqual({
          '2025-03-10T10:00:00.000Z': 'positions_2025_03',
          '2025-03-11T10:00:00.000Z': 'positions_2025_03',
          '2026-11-20T10:00:00.000Z': 'positions_2026_11',
        });

        // Two years later with a retention of 12 months: March 2025 … November 2026 have expired.
        const later = new Date('2028-11-15T00:00:00Z');
        const third = await keepPositionPartitions(db, later, 12);
        expect(third.dropped).toEqual(['positions_2025_03', ...window]);
        expect(await names(db)).toEqual(third.created);
        expect(third.created).toEqual(
          Array.from({ length: BEHIND_MONTHS + AHEAD_MONTHS + 1 }, (_, i) =>
            partitionName(addMonths({ year: 2028, month: 11 }, i - BEHIND_MONTHS)),
          ),
        );
        expect(await placement(db)).toEqual({});
        // A retention of 0 drops nothing.
        await insert(db, 201, '2028-10-01T00:00:00.000Z');
        expect((await keepPositionPartitions(db, new Date('2040-01-01T00:00:00Z'), 0)).dropped).toEqual([]);
        expect(Object.keys(await placement(db))).toHaveLength(1);
      } finally {
        await dispose();
      }
    });

    it('two upkeeps at once (two instances) make each month once', async () => {
      const { db, dispose } = await openTestDatabase(kind);
      try {
        const [a, b] = await Promise.all([
          keepPositionPartitions(db, NOW, 24),
          keepPositionPartitions(db, NOW, 24),
        ]);
        expect([...a.created, ...b.created].sort()).toEqual(await names(db));
        expect(await names(db)).toHaveLength(BEHIND_MONTHS + AHEAD_MONTHS + 1);
      } finally {
        await dispose();
      }
    });
  });
}

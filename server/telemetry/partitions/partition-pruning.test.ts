import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/db';
import { readVehicles } from '../../fleet/vehicle-rows';
import { loadPositionSpan } from '../../reports/track/position-rows';
import { databaseKinds, openTestDatabase } from '../../test-support/test-databases';
import { loadSpan, nextRecordTimes } from '../position-store';
import { keepPositionPartitions } from './position-partitions';

/**
 * Issue 29 §1: every read of `positions` names a time range PostgreSQL prunes its monthly partitions
 * by. Each read runs for real through a `Queryable` that also runs it as `EXPLAIN (ANALYZE, FORMAT
 * JSON)` with the same parameters, and collects per statement:
 * - `planned`: the tables in its plan (what was not pruned when it was planned), leaving out a
 *   lookup that never ran (the far fallback of a neighbour, run only when the near one found none);
 * - `executed`: the tables a plan node really read (a lookup correlated with each row, pruned as it
 *   runs: its other months show as never executed).
 */

interface PlanNode {
  readonly 'Relation Name'?: string;
  readonly 'Actual Loops'?: number;
  readonly 'Parent Relationship'?: string;
  readonly Plans?: readonly PlanNode[];
}

const tablesIn = (node: PlanNode, into: Set<string>, executedOnly: boolean): Set<string> => {
  const loops = node['Actual Loops'] ?? 0;
  const lookup = node['Parent Relationship'] === 'InitPlan' || node['Parent Relationship'] === 'SubPlan';
  if (loops === 0 && (executedOnly || lookup)) return into;
  if (node['Relation Name']?.startsWith('positions')) into.add(node['Relation Name']);
  for (const child of node.Plans ?? []) tablesIn(child, into, executedOnly);
  return into;
};

/** Runs every statement, and explained (see above). */
const explaining = (db: Db) => {
  const planned: string[][] = [];
  const executed: string[][] = [];
  const q: Queryable = {
    exec: (sql) => db.exec(sql),
    query: async <Row>(sql: string, params?: readonly unknown[]) => {
      const [row] = await db.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
        params,
      );
      const raw = row?.['QUERY PLAN'];
      const { Plan } = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0];
      planned.push([...tablesIn(Plan, new Set(), false)].sort());
      executed.push([...tablesIn(Plan, new Set(), true)].sort());
      return db.query<Row>(sql, params);
    },
  };
  return { q, planned, executed };
};

const VEHICLE = 201;
const at = (iso: string) => new Date(iso).getTime();

for (const kind of databaseKinds()) {
  describe(`reads of positions touch only the months they need [${kind}]`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await openTestDatabase(kind));
      // A record every 6 hours from January to November 2026: eleven monthly partitions.
      const times: string[] = [];
      for (let ms = at('2026-01-01T00:00:00Z'); ms < at('2026-11-28T00:00:00Z'); ms += 6 * 3_600_000)
        times.push(new Date(ms).toISOString());
      await db.query(
        `INSERT INTO positions (vehicle_id, ts, lat, lng, speed, bearing, status, gps_satellites, gsm_signal,
           mileage_km, external_voltage, temperature)
         SELECT $1, t, 52.5, 13.4, 10, 90, 4, 9, 4, 1000, 24, 20 FROM unnest($2::timestamptz[]) AS t`,
        [VEHICLE, times],
      );
      await keepPositionPartitions(db, new Date('2026-11-28T12:00:00Z'), 0);
    });
    afterAll(async () => dispose());

    it.each([
      ['mid-June', '2026-06-15T00:00:00Z', '2026-06-16T00:00:00Z', ['positions_2026_06']],
      [
        'the first day of July (its record before is in June)',
        '2026-07-01T00:00:00Z',
        '2026-07-02T00:00:00Z',
        ['positions_2026_06', 'positions_2026_07'],
      ],
    ])('a day summary, track or heat map of %s', async (_name, start, end, months) => {
      const { q, planned } = explaining(db);
      const span = await loadPositionSpan(q, VEHICLE, at(start), at(end));
      expect(span.rows).toHaveLength(4);
      expect(span.previous).not.toBeNull();
      expect(span.next).not.toBeNull();
      expect(planned).toEqual([months]);
    });

    it('the figures of a stretch during ingestion', async () => {
      const { q, planned } = explaining(db);
      const span = await loadSpan(q, VEHICLE, at('2026-06-15T00:00:00Z'), at('2026-06-16T00:00:00Z'));
      expect(span.points).toHaveLength(4);
      expect(planned).toEqual([['positions_2026_06']]);
    });

    it('the next record after each new one during ingestion', async () => {
      const { q, executed } = explaining(db);
      expect(await nextRecordTimes(q, VEHICLE, [at('2026-06-15T01:00:00Z')])).toEqual([
        at('2026-06-15T06:00:00Z'),
      ]);
      expect(executed).toEqual([['positions_2026_06']]);
    });

    it('a vehicle back after a long silence still finds its record before (the rest of the history)', async () => {
      const { q, executed } = explaining(db);
      // 1 March 2027 is more than a week after the last record (27 November 2026).
      const span = await loadPositionSpan(q, VEHICLE, at('2027-03-01T00:00:00Z'), at('2027-03-02T00:00:00Z'));
      expect(span.previous?.ts).toBe(at('2026-11-27T18:00:00Z'));
      expect(executed[0]).toContain('positions_2026_11');
    });

    it('live data reads no positions at all (the latest record per vehicle is a table of its own)', async () => {
      const { q, planned } = explaining(db);
      await readVehicles(q, { organisationId: 'org-none', accountId: 'none' }, '2026-06-15', { all: true });
      expect(planned).toEqual([[]]);
    });
  });
}

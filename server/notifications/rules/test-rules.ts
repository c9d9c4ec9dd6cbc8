import { expect, it } from 'vitest';
import type { NotificationLabel } from '../../../src/api/contract';
import type { Db } from '../../db/db';
import { NORDBAHN, telemetryRecord } from '../../fleet/test-fleet';
import { insertVehicles } from '../../fleet/vehicle-store';
import type { TestContext } from '../../test-support/test-databases';
import { ingestRecords } from '../../telemetry/ingestion.service';

/** After every record of the tests (records may be at most 5 minutes in the future). */
export const NOW = new Date('2026-03-12T10:00:00Z');
/** 09:00 on 11 March in Berlin. */
export const BASE_MS = Date.parse('2026-03-11T08:00:00Z');

let nextWpId = 700_000 + Math.floor(Math.random() * 1000) * 1000;

/** A vehicle of its own for each test, so the tests' records never meet. */
export const newVehicle = async (db: Db): Promise<number> => {
  const wpId = nextWpId++;
  const [id] = await insertVehicles(db, [
    {
      organisationId: NORDBAHN,
      wpId,
      name: `Rules ${wpId}`,
      image: null,
      model: 'G 1206',
      type: 'Lokomotive',
      engine: 'diesel',
      fabricNr: `FN-${wpId}`,
    },
  ]);
  return id!;
};

/** Stores a setting of the vehicle as the settings save does (saved at `at`). */
export const saveRule = async (
  db: Db,
  vehicleId: number,
  label: NotificationLabel,
  options: { status?: boolean; min?: number | null; max?: number | null; at?: Date } = {},
): Promise<void> => {
  const { status = true, min = null, max = null, at = new Date() } = options;
  await db.query(
    `INSERT INTO notification_settings (vehicle_id, label, status, unit, min_value, max_value, updated_at)
     VALUES ($1, $2, $3, NULL, $4, $5, $6)
     ON CONFLICT (vehicle_id, label) DO UPDATE SET status = excluded.status, min_value = excluded.min_value,
       max_value = excluded.max_value, updated_at = excluded.updated_at`,
    [vehicleId, label, status, min, max, at.toISOString()],
  );
};

/** Stores a temporary setting of the vehicle for the local days from..to, as a save with a period does. */
export const saveTemporaryRule = async (
  db: Db,
  vehicleId: number,
  label: NotificationLabel,
  options: { from: string; to: string; at: Date; status?: boolean; min?: number | null; max?: number | null },
): Promise<number> => {
  const { status = true, min = null, max = null } = options;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO notification_temporary_settings
       (vehicle_id, label, status, unit, min_value, max_value, active_from, active_to, saved_at)
     VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8) RETURNING id`,
    [vehicleId, label, status, min, max, options.from, options.to, options.at.toISOString()],
  );
  return row!.id;
};

/** A record `minutes` after {@link BASE_MS} (fractions allowed), driving unless told otherwise. */
export const at = (minutes: number, overrides: Record<string, unknown> = {}) =>
  telemetryRecord(new Date(BASE_MS + minutes * 60_000).toISOString(), {
    status: 'driving',
    speed: 40,
    ...overrides,
  });

/** Sends each batch as one ingestion call, in order; fails on a refused record. */
export const send = async (db: Db, vehicleId: number, ...batches: Record<string, unknown>[][]) => {
  for (const batch of batches) {
    const result = await ingestRecords(db, vehicleId, batch, NOW);
    expect(result.rejected).toEqual([]);
  }
};

export interface StoredEvent {
  readonly type: string;
  readonly note: string | null;
  readonly ts: string;
  readonly lat: number | null;
}

export const eventsOf = async (db: Db, vehicleId: number): Promise<StoredEvent[]> =>
  db.query<StoredEvent>(
    `SELECT type, note, to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ts, lat
     FROM notification_events WHERE vehicle_id = $1 ORDER BY ts, id`,
    [vehicleId],
  );

/** A rule, its limits, a series that breaks it (in batches) and one that does not. */
export interface RuleCase {
  readonly name: string;
  readonly label: NotificationLabel;
  readonly min?: number | null;
  readonly max?: number | null;
  /** Batches that break the rule once and keep it broken; the first event's note and time. */
  readonly breaking: Record<string, unknown>[][];
  readonly expected: { readonly note: string; readonly minute: number };
  /** Batches that keep it fine. */
  readonly fine: Record<string, unknown>[][];
}

/** Registers the two tests of each case: one event for the breaking series, none for the fine one. */
export const itChecksRules = (getCtx: () => TestContext, cases: readonly RuleCase[]): void => {
  for (const c of cases) {
    it(`${c.name}: one event while it stays broken over several records and batches`, async () => {
      const { db } = getCtx();
      const id = await newVehicle(db);
      await saveRule(db, id, c.label, { min: c.min ?? null, max: c.max ?? null });
      await send(db, id, ...c.breaking);
      const events = await eventsOf(db, id);
      expect(events.map((e) => [e.type, e.note, e.ts])).toEqual([
        [
          c.label,
          c.expected.note,
          new Date(BASE_MS + c.expected.minute * 60_000).toISOString().replace('.000', ''),
        ],
      ]);
    });
    it(`${c.name}: no event for a series that keeps it`, async () => {
      const { db } = getCtx();
      const id = await newVehicle(db);
      await saveRule(db, id, c.label, { min: c.min ?? null, max: c.max ?? null });
      await send(db, id, ...c.fine);
      expect(await eventsOf(db, id)).toEqual([]);
    });
  }
};

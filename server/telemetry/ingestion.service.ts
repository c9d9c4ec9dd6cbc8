import { refuseWhenFull, type StorageGate } from '../ops/disk/write-guard';
import { positionsKeptFromMs, type IngestTelemetryResponse } from '../../src/api/contract';
import type { Db, Queryable } from '../db/db';
import { together } from '../db/statements-together';
import { notFound } from '../http/api-error';
import { evaluateAlertRules } from '../notifications/rules/evaluate-rules';
import { forgetDaySummaries } from '../reports/track/day-summary-store';
import { addToDailyFigures, recomputeDays } from './daily-figures-store';
import { attributeToDays, GAP_CAP_MS } from './daily-attribution';
import { localDayOf } from './local-day';
import { insertPositions, nextRecordTimes } from './position-store';
import { isRejection, validateRecord } from './record-validation';
import type { TelemetryRecord } from './telemetry-record';
import { latestPoint, updateLive } from './vehicle-live-store';

type Rejected = IngestTelemetryResponse['rejected'][number];

/** What a path into the ingestion knows of the installation. */
export interface IngestOptions {
  /** The storage watch (issue 37). */
  readonly storage?: StorageGate | undefined;
  /** `POSITIONS_RETENTION_MONTHS` (0 or absent: every position is kept). */
  readonly retentionMonths?: number | undefined;
  /**
   * The records are a history written as if each had come live (the simulator's catch-up): their
   * arrival is stored as unknown (NULL, read as on time), not as now, which would mark all of it late.
   */
  readonly arrivedLive?: boolean | undefined;
}

/** Records sorted by time, one per timestamp: the first one sent of each. */
const uniqueInTimeOrder = (records: readonly TelemetryRecord[]): TelemetryRecord[] => {
  const byTs = new Map<number, TelemetryRecord>();
  for (const record of records) if (!byTs.has(record.ts)) byTs.set(record.ts, record);
  return [...byTs.values()].sort((a, b) => a.ts - b.ts);
};

/**
 * Valid records sorted by time, one per timestamp (the first one sent wins), and the refused ones.
 * A device sends its records in time order: then they are taken as they are.
 */
const sortOut = (records: readonly unknown[], nowMs: number, keptFromMs: number | null) => {
  const rejected: Rejected[] = [];
  const valid: TelemetryRecord[] = [];
  let ascending = true;
  records.forEach((raw, index) => {
    const result = validateRecord(raw, nowMs, keptFromMs);
    if (isRejection(result)) return void rejected.push({ index, ...result });
    if (valid.length > 0 && result.ts <= valid[valid.length - 1]!.ts) ascending = false;
    valid.push(result);
  });
  return { rejected, valid: valid.length, unique: ascending ? valid : uniqueInTimeOrder(valid) };
};

/**
 * Serialises batches of one vehicle (their figures build on each other) and checks it exists. A
 * NO KEY UPDATE lock does not block readers nor the foreign keys of other tables.
 */
const lockVehicle = async (tx: Queryable, vehicleId: number): Promise<void> => {
  const rows = await tx.query('SELECT id FROM vehicles WHERE id = $1 FOR NO KEY UPDATE', [vehicleId]);
  if (rows.length === 0) throw notFound('Vehicle');
};

/**
 * The days whose figures a late record changes: its own day (its mileage, the time from it), the day
 * its interval may run into, and the day of the record after it (whose odometer delta it changes).
 */
const daysChangedBy = async (tx: Queryable, vehicleId: number, late: readonly TelemetryRecord[]) => {
  const next = await nextRecordTimes(
    tx,
    vehicleId,
    late.map((r) => r.ts),
  );
  const days = new Set<string>();
  late.forEach((r, i) => {
    days.add(localDayOf(r.ts));
    days.add(localDayOf(r.ts + GAP_CAP_MS));
    const after = next[i];
    if (after !== null && after !== undefined) days.add(localDayOf(after));
  });
  return days;
};

/**
 * Stores sorted unique records with their live values and daily figures; answers how many were new.
 * Three round trips on PostgreSQL: the statements that do not wait for another's answer are sent
 * together, and the server runs them one after the other in the order sent, so each still sees what
 * the ones before it wrote (the transaction's BEGIN travels with the first ones: `Db.transaction`).
 */
const storeBatch = async (
  tx: Queryable,
  kind: Db['kind'],
  vehicleId: number,
  records: readonly TelemetryRecord[],
  receivedAt: Date | null,
) => {
  // The last point is read after the lock, in a statement of its own (a fresh snapshot), so it sees
  // the batch committed before; the insert does not depend on it. A missing vehicle: its 404 first.
  const [, latest, insertedTs] = await together(
    lockVehicle(tx, vehicleId),
    latestPoint(tx, vehicleId),
    insertPositions(tx, kind, vehicleId, records, receivedAt),
  );
  const inserted = insertedTs === 'all' ? records : records.filter((r) => insertedTs.has(r.ts));
  const fresh = latest ? inserted.filter((r) => r.ts > latest.ts) : inserted;
  const late = latest ? inserted.filter((r) => r.ts < latest.ts) : [];
  const newest = fresh.at(-1);
  await together(
    // The stored tracks and heat cells of the days these records change are built again when read.
    inserted.length > 0
      ? forgetDaySummaries(tx, vehicleId, inserted[0]!.ts, inserted.at(-1)!.ts)
      : Promise.resolve(),
    // The alert rules read the daily figures as they were before these records: sent before them.
    evaluateAlertRules(tx, vehicleId, latest, fresh),
    (async () => {
      await addToDailyFigures(tx, vehicleId, [...attributeToDays(latest, fresh).values()]);
      // Late arrivals (rare): their days are computed again from the raw records, after the additions.
      if (late.length > 0) await recomputeDays(tx, vehicleId, await daysChangedBy(tx, vehicleId, late));
    })(),
    newest ? updateLive(tx, vehicleId, newest, receivedAt) : Promise.resolve(),
  );
  return inserted.length;
};

/**
 * THE way telemetry enters the system, for devices (through the HTTP route) and the simulator alike.
 * Each record is checked field by field: refused ones are reported with their index, field and reason;
 * the valid ones are stored in one transaction (all or none) together with the vehicle's live values
 * and daily figures. A record whose vehicle and timestamp are already stored counts as a duplicate.
 * While `storage` says full it stores nothing and throws StorageFullError. A record older than the
 * positions kept (`retentionMonths`, issue 29) is refused: its month is gone.
 */
export const ingestRecords = async (
  db: Db,
  vehicleId: number,
  records: readonly unknown[],
  now: Date,
  options: IngestOptions = {},
): Promise<IngestTelemetryResponse> => {
  // Issue 37: with the storage full nothing is stored and nothing acknowledged; the device keeps it.
  refuseWhenFull(options.storage);
  const keptFrom = positionsKeptFromMs(now.getTime(), options.retentionMonths ?? 0);
  const { rejected, valid, unique } = sortOut(records, now.getTime(), keptFrom);
  if (unique.length === 0) return { accepted: 0, duplicates: 0, rejected };
  const accepted = await db.transaction((tx) =>
    storeBatch(tx, db.kind, vehicleId, unique, options.arrivedLive ? null : now),
  );
  return { accepted, duplicates: valid - accepted, rejected };
};

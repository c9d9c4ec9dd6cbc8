import type { FuelConsumptionSettings } from '../../src/api/contract';
import type { Queryable } from '../db/db';

/** A vehicle to create (spec 000 §3 Vehicle entry); the demo fleet seed and tests write these. */
export interface NewVehicle {
  /** Leave out to let the database number it; give it for stable demo ids. */
  readonly id?: number;
  readonly organisationId: string;
  /** The content service's id (comment save path); unique over all organisations. */
  readonly wpId: number;
  readonly name: string;
  /** URL of the vehicle image; null: the client shows its default image. */
  readonly image: string | null;
  /** 'Kran' means crane. */
  readonly model: string;
  readonly type: string;
  /** 'electric' means an electric locomotive (e.g. 'diesel', 'electric'). */
  readonly engine: string;
  readonly fabricNr: string;
  readonly datasheet?: {
    readonly manufacturerName?: string | null;
    readonly modelName?: string | null;
    readonly fabricNumber?: string | null;
    readonly constructionYear?: number | null;
    readonly minOperatingWeightKg?: number | null;
  };
  /** Absent: the defaults of spec 000 §3 apply until someone saves settings. */
  readonly fuelConsumption?: FuelConsumptionSettings;
}

/** Rows per INSERT: 14 parameters each stays far below PostgreSQL's 65,535. */
const CHUNK = 500;
const COLUMNS = 14;

const rowValues = (v: NewVehicle): unknown[] => [
  v.id ?? null,
  v.organisationId,
  v.wpId,
  v.name,
  v.image,
  v.model,
  v.type,
  v.engine,
  v.fabricNr,
  v.datasheet?.manufacturerName ?? null,
  v.datasheet?.modelName ?? null,
  v.datasheet?.fabricNumber ?? null,
  v.datasheet?.constructionYear ?? null,
  v.datasheet?.minOperatingWeightKg ?? null,
];

const placeholders = (rows: number): string =>
  Array.from({ length: rows }, (_, r) => {
    const p = (c: number) => `$${r * COLUMNS + c + 1}`;
    // A missing id takes the identity default; COALESCE cannot express DEFAULT, hence the subselect.
    return `(COALESCE(${p(0)}::int, nextval(pg_get_serial_sequence('vehicles', 'id'))::int), ${Array.from(
      { length: COLUMNS - 1 },
      (_, c) => p(c + 1),
    ).join(', ')})`;
  }).join(', ');

/**
 * Inserts vehicles in batched multi-row statements and returns their ids in input order. Run it in
 * a transaction when the whole set must land together. Explicit ids move the id sequence past them,
 * so later vehicles without an id never collide.
 */
export const insertVehicles = async (q: Queryable, vehicles: readonly NewVehicle[]): Promise<number[]> => {
  const ids: number[] = [];
  for (let start = 0; start < vehicles.length; start += CHUNK) {
    const chunk = vehicles.slice(start, start + CHUNK);
    const rows = await q.query<{ id: number }>(
      `INSERT INTO vehicles (id, organisation_id, wp_id, name, image, model, type, engine, fabric_nr,
         manufacturer_name, model_name, fabric_number, construction_year, min_operating_weight_kg)
       VALUES ${placeholders(chunk.length)}
       RETURNING id`,
      chunk.flatMap(rowValues),
    );
    ids.push(...rows.map((r) => r.id));
  }
  const fuel = vehicles.flatMap((v, i) =>
    v.fuelConsumption ? [{ id: ids[i], json: v.fuelConsumption }] : [],
  );
  if (fuel.length > 0) {
    await q.query(
      `UPDATE vehicles v SET fuel_consumption = f.json::jsonb
       FROM unnest($1::int[], $2::text[]) AS f (id, json) WHERE v.id = f.id`,
      [fuel.map((f) => f.id), fuel.map((f) => JSON.stringify(f.json))],
    );
  }
  if (vehicles.some((v) => v.id !== undefined)) {
    await q.query(
      `SELECT setval(pg_get_serial_sequence('vehicles', 'id'),
         GREATEST((SELECT max(id) FROM vehicles), 1))`,
    );
  }
  return ids;
};

/**
 * Limits what the account sees of the vehicle to the days from `start` to `end` (inclusive,
 * 'YYYY-MM-DD' in the organisation's time zone; null: open on that side). Replaces an earlier window.
 */
export const setAccessWindow = async (
  q: Queryable,
  accountId: string,
  vehicleId: number,
  start: string | null,
  end: string | null,
): Promise<void> => {
  await q.query(
    `INSERT INTO vehicle_access_windows (account_id, vehicle_id, start_date, end_date)
     VALUES ($1, $2, $3::date, $4::date)
     ON CONFLICT (account_id, vehicle_id)
     DO UPDATE SET start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date`,
    [accountId, vehicleId, start, end],
  );
};

/** Lifts the account's window on the vehicle: it sees all of its data again. */
export const clearAccessWindow = async (
  q: Queryable,
  accountId: string,
  vehicleId: number,
): Promise<void> => {
  await q.query('DELETE FROM vehicle_access_windows WHERE account_id = $1 AND vehicle_id = $2', [
    accountId,
    vehicleId,
  ]);
};

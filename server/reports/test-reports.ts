import type { Hono } from 'hono';
import type { Db } from '../db/db';
import { createTestFleet, NORDBAHN, type TestFleet } from '../fleet/test-fleet';
import { insertVehicles, setAccessWindow } from '../fleet/vehicle-store';
import { ingestRecords } from '../telemetry/ingestion.service';
import { syntheticRecords } from '../telemetry/test-telemetry';
import { sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';

/** 11:00 on 12 March in Berlin: the synthetic records of 9–11 March lie in the past. */
export const NOW = new Date('2026-03-12T10:00:00Z');
export const TODAY = '2026-03-12';

/**
 * Fuel settings with 2 l/km in total (short: 0.5 × (0.5 × 2 + 0.5 × 4) = 1.5; long: 0.5 × 1 = 0.5)
 * and 6 l/h standing with the engine running.
 */
export const FUEL = {
  isActive: true,
  usageTypePercentage: 50,
  shortDistance: { usagePercentage: 50, light: 2, heavy: 4 },
  longDistance: { usagePercentage: 0, light: 1, heavy: 9 },
  standingWithEngRunning: 6,
};

export interface ReportFleet extends TestFleet {
  /** Further Nordbahn vehicles without records, for the export's paging and order. */
  readonly extra: readonly number[];
}

/**
 * The test fleet with the synthetic records of 9–11 March (server/telemetry/test-telemetry.ts) ingested
 * for the diesel and the electric locomotive, the diesel with {@link FUEL}; plus five vehicles named
 * so that the export order is by name, then id.
 */
export const createReportFleet = async (db: Db): Promise<ReportFleet> => {
  const fleet = await createTestFleet(db, 'reports');
  for (const vehicle of [fleet.diesel, fleet.eloc]) {
    await ingestRecords(db, vehicle.id, syntheticRecords(), NOW);
  }
  await db.query('UPDATE vehicles SET fuel_consumption = $1::jsonb WHERE id = $2', [
    JSON.stringify(FUEL),
    fleet.diesel.id,
  ]);
  const base = { organisationId: NORDBAHN, image: null, model: 'G 6', type: 'Lok', engine: 'diesel' };
  const extra = await insertVehicles(
    db,
    ['R-B', 'R-A', 'R-A', 'R-C', 'R-0'].map((name, i) => ({
      ...base,
      wpId: 880_000 + Math.floor(Math.random() * 1000) * 10 + i,
      name,
      fabricNr: name,
    })),
  );
  return { ...fleet, extra };
};

/** A limited-access window on one vehicle: first and last day (null: open), as `setAccessWindow` takes them. */
export interface ReaderWindow {
  readonly vehicleId: number;
  readonly start: string | null;
  readonly end: string | null;
}

/**
 * A new Nordbahn account that may read telematics (what every report call needs), limited to `window`
 * when one is given, logged in: its access token.
 */
export const telematicsReaderToken = async (
  ctx: { readonly db: Db; readonly app: Hono },
  window?: ReaderWindow,
): Promise<string> => {
  const account = await createTestAccount(ctx.db, {
    organisations: [NORDBAHN],
    rights: { 'gateway/telematics': { read: true, create: false } },
  });
  if (window) await setAccessWindow(ctx.db, account.accountId, window.vehicleId, window.start, window.end);
  return (await sessionFor(ctx.app, account.accountName, account.password)).accessToken;
};

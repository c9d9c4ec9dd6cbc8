import { REPORT_LIMITS } from '../../src/api/contract';
import type { CallerScope } from '../accounts/caller-scope';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { visibleFuelConsumptionSql, type AccessWindow } from '../fleet/access-window';
import { requireFleetReader } from '../fleet/fleet-access';
import { storedFuelConsumption } from '../fleet/fuel-consumption';
import { notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { localDayOf } from '../telemetry/local-day';
import { figureRules, vehicleKindOf, type FigureRules } from './report-figures';
import { invalidParameter } from './report-period';

export interface ReportDeps {
  readonly db: Queryable;
  readonly clock: Clock;
}

/** A vehicle as a report needs it: the caller's window on it and how its figures are computed. */
export interface ReportVehicle {
  readonly id: number;
  readonly name: string;
  readonly window: AccessWindow | null;
  readonly rules: FigureRules;
}

interface ReportVehicleRow {
  readonly id: number;
  readonly name: string;
  readonly model: string;
  readonly engine: string;
  /** The settings as JSON text, or null for the defaults; for a limited caller, as of the window. */
  readonly fuel_consumption: string | null;
  readonly limited: boolean;
  readonly window_start: string | null;
  readonly window_end: string | null;
}

/**
 * Vehicles of the caller's organisation among `ids` with the caller's window on each (a vehicle of
 * another organisation is never read). Lighter than the fleet's `readVehicles`: no live values.
 */
const readReportVehicleRows = (
  q: Queryable,
  scope: CallerScope,
  ids: readonly number[],
): Promise<ReportVehicleRow[]> =>
  q.query<ReportVehicleRow>(
    `SELECT v.id, v.name, v.model, v.engine, ${visibleFuelConsumptionSql()} AS fuel_consumption,
       w.account_id IS NOT NULL AS limited,
       to_char(w.start_date, 'YYYY-MM-DD') AS window_start, to_char(w.end_date, 'YYYY-MM-DD') AS window_end
     FROM vehicles v
     LEFT JOIN vehicle_access_windows w ON w.vehicle_id = v.id AND w.account_id = $2
     WHERE v.organisation_id = $1 AND v.id = ANY($3::int[])`,
    [scope.organisationId, scope.accountId, ids],
  );

const toReportVehicle = (row: ReportVehicleRow): ReportVehicle => ({
  id: row.id,
  name: row.name,
  window: row.limited ? { start: row.window_start, end: row.window_end } : null,
  // For a limited caller the settings are those in force in the window (see visibleFuelConsumptionSql).
  rules: figureRules(vehicleKindOf(row), storedFuelConsumption(row.fuel_consumption)),
});

/** The caller's rights (403 without gateway read) and the organisation's local today. */
export const readerAndToday = async (
  deps: ReportDeps,
  caller: Caller,
): Promise<{ readonly scope: CallerScope; readonly today: string }> => {
  const scope = await requireFleetReader(deps.db, caller);
  return { scope, today: localDayOf(deps.clock.now().getTime()) };
};

/** One vehicle of the caller's organisation; another organisation's vehicle or an unknown id is 404. */
export const readReportVehicle = async (
  deps: ReportDeps,
  scope: CallerScope,
  vehicleId: number,
): Promise<ReportVehicle> => {
  const [row] = await readReportVehicleRows(deps.db, scope, [vehicleId]);
  if (!row) throw notFound('Vehicle');
  return toReportVehicle(row);
};

const MAX_VEHICLE_ID = 2_147_483_647;

/** Stable export order: by name (code points, the same on every database), then id. */
const byNameThenId = (a: ReportVehicle, b: ReportVehicle) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

/**
 * The vehicles an export names (comma-joined ids), in export order. 400 naming vehicleIds for more
 * than {@link REPORT_LIMITS.maxExportVehicles} ids, a repeated id, a crane, or an id that is not a
 * vehicle of the caller's organisation (one message for unknown and foreign ids: nothing leaks).
 */
export const readExportVehicles = async (
  deps: ReportDeps,
  scope: CallerScope,
  idsText: string,
): Promise<ReportVehicle[]> => {
  const ids = idsText.split(',').map(Number);
  if (ids.length > REPORT_LIMITS.maxExportVehicles) {
    throw invalidParameter('vehicleIds', `at most ${REPORT_LIMITS.maxExportVehicles} vehicles per export`);
  }
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw invalidParameter('vehicleIds', `vehicle ${id} is named twice`);
    seen.add(id);
  }
  const valid = ids.filter((id) => id >= 1 && id <= MAX_VEHICLE_ID);
  const rows = valid.length === 0 ? [] : await readReportVehicleRows(deps.db, scope, valid);
  const found = new Set(rows.map((r) => r.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw invalidParameter('vehicleIds', `no vehicle of the organisation has the id ${unknown.join(', ')}`);
  }
  const vehicles = rows.map(toReportVehicle);
  const cranes = vehicles.filter((v) => v.rules.kind === 'crane');
  if (cranes.length > 0) {
    throw invalidParameter(
      'vehicleIds',
      `cranes have no report to export (${cranes.map((c) => c.id).join(', ')})`,
    );
  }
  return vehicles.sort(byNameThenId);
};

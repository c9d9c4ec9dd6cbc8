import type { Datasheet } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { instantInWindowSql, visibleFuelConsumptionSql } from './access-window';
import { storedFuelConsumption } from './fuel-consumption';

interface DatasheetRow {
  readonly manufacturer_name: string | null;
  readonly model_name: string | null;
  readonly fabric_number: string | null;
  readonly construction_year: number | null;
  readonly min_operating_weight_kg: number | null;
  readonly fuel_consumption: string | null;
  readonly comment: string | null;
}

/**
 * The datasheet of a vehicle the caller was already found to see. Its static data is not dated, so the
 * caller's window does not restrict it; the comment and the settings saved with it are: a limited
 * caller gets the newest comment dated in the window (see visibleFuelConsumptionSql).
 */
export const readDatasheet = async (
  q: Queryable,
  vehicleId: number,
  accountId: string,
): Promise<Datasheet> => {
  const rows = await q.query<DatasheetRow>(
    `SELECT v.manufacturer_name, v.model_name, v.fabric_number, v.construction_year,
       v.min_operating_weight_kg, ${visibleFuelConsumptionSql()} AS fuel_consumption,
       (SELECT c.comment FROM vehicle_comments c
        WHERE c.vehicle_id = v.id AND (w.account_id IS NULL OR ${instantInWindowSql('c.created_at')})
        ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS comment
     FROM vehicles v LEFT JOIN vehicle_access_windows w ON w.vehicle_id = v.id AND w.account_id = $2
     WHERE v.id = $1`,
    [vehicleId, accountId],
  );
  const row = rows[0];
  if (!row) throw new Error(`Vehicle ${vehicleId} vanished while answering its datasheet.`);
  return {
    vehicleId,
    manufacturerName: row.manufacturer_name,
    modelName: row.model_name,
    fabricNumber: row.fabric_number,
    constructionYear: row.construction_year,
    minOperatingWeightKg: row.min_operating_weight_kg,
    // No documents are published yet (spec 000 §2 Datasheet: "none currently active").
    pdfLinks: [],
    comment: row.comment,
    fuelConsumption: storedFuelConsumption(row.fuel_consumption),
  };
};

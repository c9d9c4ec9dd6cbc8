import { readFile } from 'node:fs/promises';
import type { Db, Queryable } from '../db/db';
import { readSupplierCsv } from '../content/suppliers/supplier-rows';
import { replaceSuppliers } from '../content/suppliers/supplier.store';

const SUPPLIER_SEED_LOCK_KEY = 7_310_016;
/** The supplier list that ships with the demo data (public facts about real companies). */
export const DEMO_SUPPLIERS_CSV = new URL('./seed-files/suppliers.csv', import.meta.url);

const supplierCount = async (q: Queryable): Promise<number> =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM suppliers'))[0]?.n ?? 0;

/** Seeds the demo supplier list into an empty table; a broken file is an error naming its lines. */
export const seedDemoSuppliersIfEmpty = async (db: Db): Promise<boolean> => {
  if ((await supplierCount(db)) > 0) return false;
  const reading = readSupplierCsv(await readFile(DEMO_SUPPLIERS_CSV, 'utf8'));
  if (reading.issues.length > 0)
    throw new Error(
      `The demo supplier list is broken: ${reading.issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
    );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SUPPLIER_SEED_LOCK_KEY]);
    if ((await supplierCount(tx)) > 0) return false;
    await replaceSuppliers(tx, reading.suppliers, true);
    return true;
  });
};

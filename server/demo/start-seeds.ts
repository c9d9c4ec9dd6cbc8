import type { Clock } from '../clock';
import { fillMissingSupplierLogos } from '../content/suppliers/supplier.store';
import { seedDefaultFaqIfEmpty } from '../content/faq/faq.store';
import type { Db } from '../db/db';
import { tablesWithRows } from '../db/tables-with-rows';
import { seedDemoFleetIfEmpty } from './fleet-seed';
import { seedDemoLogbookIfEmpty } from './logbook-seed';
import { seedDemoRailationIfEmpty } from './railation-seed';
import { seedDemoIfEmpty } from './seed';
import { seedDemoSuppliersIfEmpty } from './suppliers-seed';

/**
 * The seeds a start runs, each for its table, in this order (the fleet needs the accounts, the logbook
 * the fleet): the default FAQ always, the demo's data when `DEMO` is on.
 */
const SEEDS = [
  {
    table: 'faq_entries',
    demo: false,
    seed: (db: Db, clock: Clock) => seedDefaultFaqIfEmpty(db, clock.now()),
  },
  { table: 'accounts', demo: true, seed: seedDemoIfEmpty },
  { table: 'railation_places', demo: true, seed: seedDemoRailationIfEmpty },
  { table: 'suppliers', demo: true, seed: (db: Db) => seedDemoSuppliersIfEmpty(db) },
  { table: 'vehicles', demo: true, seed: seedDemoFleetIfEmpty },
  { table: 'logbook_entries', demo: true, seed: seedDemoLogbookIfEmpty },
] as const;

/**
 * Seeds every table of {@link SEEDS} that was empty when the start asked (one statement for all of
 * them: a restart finds them filled and runs none), then gives supplier lists stored before the
 * portal kept logos (migration 0018) their wordmarks. Each seed checks again under its own lock, so
 * instances starting together seed once.
 */
export const seedEmptyTables = async (db: Db, clock: Clock, demo: boolean): Promise<void> => {
  const seeds = SEEDS.filter((s) => demo || !s.demo);
  const filled = await tablesWithRows(
    db,
    seeds.map((s) => s.table),
  );
  for (const { table, seed } of seeds) if (!filled.has(table)) await seed(db, clock);
  await fillMissingSupplierLogos(db);
};

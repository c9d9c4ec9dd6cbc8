import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { upsertPlace } from '../content/railation/railation.store';
import { demoRailationPlaces } from './railation-places';

const RAILATION_SEED_LOCK_KEY = 7_310_012;

const placeCount = async (q: Queryable): Promise<number> =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM railation_places'))[0]?.n ?? 0;

/**
 * Seeds the demo directory into an empty one (a directory the operator emptied on purpose stays
 * empty only with DEMO=0). Safe when several instances start at once.
 */
export const seedDemoRailationIfEmpty = async (db: Db, clock: Clock): Promise<boolean> => {
  if ((await placeCount(db)) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [RAILATION_SEED_LOCK_KEY]);
    if ((await placeCount(tx)) > 0) return false;
    const now = clock.now();
    for (const place of demoRailationPlaces()) await upsertPlace(tx, place, now);
    return true;
  });
};

import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { insertVehicles, setAccessWindow, type NewVehicle } from '../fleet/vehicle-store';
import { createDeviceKey } from '../telemetry/device-keys';
import { localDayOf, nextDay } from '../telemetry/local-day';
import { seedDemoAlertSettings } from './demo-alert-settings';
import { DEMO_FLEET, GUEST_ACCOUNT_NAME, GUEST_WINDOWS, type DemoVehicle } from './fleet-data';

const FLEET_SEED_LOCK_KEY = 7_310_003;

const vehicleCount = async (q: Queryable): Promise<number> =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles'))[0]?.n ?? 0;

/** The stored part of a demo vehicle (the simulation settings stay in code). */
const toNewVehicle = ({ sim: _sim, ...vehicle }: DemoVehicle): NewVehicle => vehicle;

const insertGuestWindows = async (tx: Queryable, today: string) => {
  const rows = await tx.query<{ id: string }>('SELECT id FROM accounts WHERE account_name = $1', [
    GUEST_ACCOUNT_NAME,
  ]);
  const guest = rows[0];
  if (!guest) return;
  const dayFrom = (offset: number | null) => (offset === null ? null : nextDay(today, offset));
  for (const window of GUEST_WINDOWS)
    await setAccessWindow(tx, guest.id, window.vehicleId, dayFrom(window.start), dayFrom(window.end));
};

/**
 * Seeds the demo fleet (55 vehicles in the two demo organisations, each with a device key, and the
 * guest's limited-access windows) into a database without vehicles; returns whether it did. Runs after
 * the account seed (the vehicles belong to its organisations). Every alert rule is switched on with
 * the demo limits. The device keys are random and shown
 * nowhere: the simulator calls the ingestion code directly, and a real device gets its own key.
 * Several instances starting at once: the advisory lock lets one seed, the others find vehicles.
 */
export const seedDemoFleetIfEmpty = async (db: Db, clock: Clock): Promise<boolean> => {
  if ((await vehicleCount(db)) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FLEET_SEED_LOCK_KEY]);
    if ((await vehicleCount(tx)) > 0) return false;
    const ids = await insertVehicles(tx, DEMO_FLEET.map(toNewVehicle));
    for (const id of ids) await createDeviceKey(tx, id, clock.now());
    await insertGuestWindows(tx, localDayOf(clock.now().getTime()));
    // Before the simulator writes the history, so its records raise alerts of every kind.
    await seedDemoAlertSettings(tx, ids, clock.now());
    return true;
  });
};

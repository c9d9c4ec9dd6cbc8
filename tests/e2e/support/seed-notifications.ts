/**
 * Seeds notification events into a portal data directory before the server starts on it (the e2e of
 * the notifications history; the rules that raise events on ingestion are not on this branch): the
 * demo data as the server would seed it, then `count` events of Nordbahn's locomotives over the last
 * days, each at a known station (so it has a place name) except every seventh (no position).
 * Run: `node --import tsx tests/e2e/support/seed-notifications.ts <dataDir> <count>`.
 */
import { systemClock } from '../../../server/clock';
import { openDb } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { loadMigrations } from '../../../server/db/migrations';
import { DEMO_ORGANISATIONS } from '../../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../../server/demo/fleet-data';
import { seedDemoFleetIfEmpty } from '../../../server/demo/fleet-seed';
import { STATIONS } from '../../../server/demo/fleet-stations';
import { seedDemoLogbookIfEmpty } from '../../../server/demo/logbook-seed';
import { seedDemoIfEmpty } from '../../../server/demo/seed';
import { recordNotificationEvent } from '../../../server/notifications/notification-events';
import { NOTIFICATION_LABELS } from '../../../src/api/contract/notifications-limits';

const [dataDir, countText] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-notifications.ts <dataDir> [count]');
const count = Number(countText ?? '60');

const db = await openDb({ dataDir: `${dataDir}/db` });
await migrate(db, loadMigrations());
await seedDemoIfEmpty(db, systemClock);
await seedDemoFleetIfEmpty(db, systemClock);
await seedDemoLogbookIfEmpty(db, systemClock);
const locomotives = DEMO_FLEET.filter(
  (v) => v.organisationId === DEMO_ORGANISATIONS[0].id && !v.model.startsWith('Kran'),
).slice(0, 5);
const stations = Object.values(STATIONS);
const now = Date.now();
for (let i = 0; i < count; i += 1) {
  const station = stations[i % stations.length]!;
  await recordNotificationEvent(db, {
    vehicleId: locomotives[i % locomotives.length]!.id,
    // One every 90 minutes back from two hours ago: all inside the default period.
    timestamp: new Date(now - 2 * 3_600_000 - i * 90 * 60_000),
    type: NOTIFICATION_LABELS[i % NOTIFICATION_LABELS.length]!,
    note: `E2E event ${i + 1}`,
    position: i % 7 === 6 ? null : { lat: station.lat + 0.0004, lng: station.lng + 0.0004 },
  });
}
await db.close();
console.log(`Seeded ${count} notification events`);

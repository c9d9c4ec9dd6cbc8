import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { DEMO_ORGANISATIONS } from './demo-accounts';
import { demoSections, demoUuid, randomSource, type DemoVehicleTrack } from './logbook-seed-data';
import { demoSignaturePng } from './logbook-signature';

const LOGBOOK_SEED_LOCK_KEY = 7_310_004;
const DAY_MS = 86_400_000;
/** How far back the demo logbook reaches. */
const DAYS = 120;
const ENTRY_KIND = 0x10b;
const COMMENT_KIND = 0x10c;

/** The demo vehicles with a logbook: most of Nordbahn's, a few of Alpen Rail Service's. */
const LOGBOOK_VEHICLES: readonly { id: number; organisationId: string; perDay: number }[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    id: 101 + i,
    organisationId: DEMO_ORGANISATIONS[0].id,
    perDay: 0.35,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({
    id: 201 + i,
    organisationId: DEMO_ORGANISATIONS[1].id,
    perDay: 0.25,
  })),
];

interface Person {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
}

type Row = readonly unknown[];

const ENTRY_COLUMNS = [
  'id',
  'organisation_id',
  'vehicle_id',
  'author_account_id',
  'creator_first_name',
  'creator_last_name',
  'status',
  'remarks',
  'reference_ts',
  'reference_location',
  'entry_state',
  'vehicle_state',
  'inspections',
  'defects',
  'stoppage',
  'defects_state',
  'inspection_a1_ts',
  'signature_png',
  'finalized_at',
  'comments_count',
  'created_at',
  'updated_at',
];
const JSON_COLUMNS = new Set(['vehicle_state', 'inspections', 'defects', 'stoppage']);
const COMMENT_COLUMNS = [
  'id',
  'entry_id',
  'author_account_id',
  'creator_first_name',
  'creator_last_name',
  'remarks',
  'new_entry_state',
  'resolve_all_prior_defects',
  'signature_png',
  'created_at',
];

/** Inserts rows a few hundred at a time (one statement each), so seeding stays fast. */
const insertRows = async (q: Queryable, table: string, columns: readonly string[], rows: readonly Row[]) => {
  const chunk = Math.floor(20_000 / columns.length);
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const values = part.map(
      (_, r) =>
        `(${columns
          .map((c, i) => `$${r * columns.length + i + 1}${JSON_COLUMNS.has(c) ? '::jsonb' : ''}`)
          .join(', ')})`,
    );
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, part.flat());
  }
};

const people = async (q: Queryable): Promise<Record<string, Person>> => {
  const rows = await q.query<Person & { account_name: string }>(
    `SELECT id, account_name, first_name, last_name FROM accounts
     WHERE account_name IN ('driver', 'opadmin', 'admin', 'dispatcher')`,
  );
  return Object.fromEntries(rows.map((row) => [row.account_name, row]));
};

/** The demo logbook as rows: entries of the last {@link DAYS} days and their comments. */
const buildLogbook = (nowMs: number, who: Record<string, Person>, existing: ReadonlySet<number>) => {
  const r = randomSource(20_261_122);
  const signatures = Array.from({ length: 8 }, (_, i) => demoSignaturePng(i + 1));
  const entries: Row[] = [];
  const comments: Row[] = [];
  const { driver, opadmin, admin } = who;
  if (!driver || !opadmin || !admin) return { entries, comments };
  let entryNo = 0;
  let commentNo = 0;
  for (const vehicle of LOGBOOK_VEHICLES) {
    if (!existing.has(vehicle.id)) continue;
    const alpen = vehicle.organisationId !== DEMO_ORGANISATIONS[0].id;
    const track: DemoVehicleTrack = {
      mileage: r.int(10_000, 600_000),
      hours: r.int(2_000, 40_000),
      fuel: 3000,
    };
    for (let day = DAYS; day >= 0; day--) {
      if (!r.chance(vehicle.perDay)) continue;
      const referenceMs = Math.min(
        nowMs - 2 * 3_600_000,
        Math.floor((nowMs - day * DAY_MS) / DAY_MS) * DAY_MS + r.int(5 * 60, 9 * 60) * 60_000,
      );
      const author: Person = alpen ? admin : r.chance(0.75) ? driver : r.pick([opadmin, admin]);
      const draft = author === driver && (day <= 4 ? r.chance(0.6) : r.chance(0.03));
      const s = demoSections(r, track, referenceMs, alpen, !draft);
      const createdMs = referenceMs + r.int(5, 40) * 60_000;
      const finalizedMs = createdMs + r.int(2, 30) * 60_000;
      const id = demoUuid(ENTRY_KIND, ++entryNo);
      let entryState: 'open' | 'resolved' | null = s.defects ? 'open' : null;
      let updatedMs = draft ? createdMs : finalizedMs;
      let count = 0;
      // Finalised entries with a defect get looked at: resolved after a few days, unless recent.
      const wantsComment = !draft && (s.defects !== null ? day > 3 || r.chance(0.3) : r.chance(0.05));
      if (wantsComment) {
        const commentMs = Math.min(nowMs - 3_600_000, finalizedMs + r.int(1, 72) * 3_600_000);
        const commenter = alpen ? admin : r.pick([opadmin, admin]);
        const resolves = s.defects !== null && (day > 10 || r.chance(0.4));
        const state = s.defects === null ? null : resolves ? 'resolved' : 'open';
        comments.push([
          demoUuid(COMMENT_KIND, ++commentNo),
          id,
          commenter.id,
          commenter.first_name,
          commenter.last_name,
          s.defects === null
            ? 'Gesehen.'
            : resolves
              ? 'Mangel behoben, Probefahrt ohne Befund.'
              : 'Werkstatttermin angefragt.',
          state,
          false,
          signatures[commentNo % signatures.length],
          new Date(commentMs),
        ]);
        count = 1;
        if (state) entryState = state;
        updatedMs = commentMs;
      }
      entries.push([
        id,
        vehicle.organisationId,
        vehicle.id,
        author.id,
        author.first_name,
        author.last_name,
        draft ? 'created' : 'finalized',
        s.remarks,
        new Date(referenceMs),
        s.location,
        entryState,
        JSON.stringify(s.vehicleState),
        JSON.stringify(s.inspections),
        s.defects && JSON.stringify(s.defects),
        s.stoppage && JSON.stringify(s.stoppage),
        s.defects?.state ?? null,
        s.inspections.inspectionPerformedTimestamp_A1,
        draft ? null : signatures[entryNo % signatures.length],
        draft ? null : new Date(finalizedMs),
        count,
        new Date(createdMs),
        new Date(updatedMs),
      ]);
    }
  }
  return { entries, comments };
};

const entryCount = async (q: Queryable): Promise<number> =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM logbook_entries'))[0]?.n ?? 0;

/**
 * Seeds the demo logbook (about 600 entries over four months: drafts of `driver`, finalised entries
 * with signatures, open and resolved defects, stoppages, comments by opadmin and admin) into a
 * database without entries; returns whether it did. Runs after the account and fleet seeds. The
 * same data on every start (a fixed random seed), dated relative to now.
 */
export const seedDemoLogbookIfEmpty = async (db: Db, clock: Clock): Promise<boolean> => {
  if ((await entryCount(db)) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOGBOOK_SEED_LOCK_KEY]);
    if ((await entryCount(tx)) > 0) return false;
    const vehicleRows = await tx.query<{ id: number; organisation_id: string }>(
      'SELECT id, organisation_id FROM vehicles WHERE id = ANY($1::int[])',
      [LOGBOOK_VEHICLES.map((v) => v.id)],
    );
    const existing = new Set(
      vehicleRows
        .filter((v) => LOGBOOK_VEHICLES.some((l) => l.id === v.id && l.organisationId === v.organisation_id))
        .map((v) => v.id),
    );
    const { entries, comments } = buildLogbook(clock.now().getTime(), await people(tx), existing);
    if (entries.length === 0) return false;
    await insertRows(tx, 'logbook_entries', ENTRY_COLUMNS, entries);
    await insertRows(tx, 'logbook_comments', COMMENT_COLUMNS, comments);
    return true;
  });
};

import type { Db } from '../../db/db';
import type { Voyage } from './railation.store';
import { WATERWAYS, bearing, distanceKm, waterwayLengthKm, type Waterway } from './waterways';

/** Where a simulated ship is at a moment: position, course, destination, ETA. */
export interface ShipState {
  readonly lat: number;
  readonly lng: number;
  readonly heading: number;
  readonly destination: string;
  readonly eta: Date;
}

/** The clock's origin of every voyage: ships sail at their speed from `startKm` since then. */
const VOYAGE_EPOCH = Date.UTC(2026, 0, 1);
const KM_PER_NM = 1.852;
/** Readers move the ships when they were moved longer ago than this. */
export const SHIP_MOVE_INTERVAL_MS = 5000;

const waterwayOf = (key: string): Waterway | undefined =>
  (WATERWAYS as Record<string, Waterway | undefined>)[key];

/** The point `km` along the waterway (0 = its first point) and the course of that segment. */
const pointAt = (w: Waterway, km: number) => {
  let left = km;
  for (let i = 1; i < w.points.length; i++) {
    const a = w.points[i - 1]!;
    const b = w.points[i]!;
    const length = distanceKm([a[1], a[2]], [b[1], b[2]]);
    if (left <= length || i === w.points.length - 1) {
      const f = length === 0 ? 0 : Math.min(1, left / length);
      return {
        lat: a[1] + (b[1] - a[1]) * f,
        lng: a[2] + (b[2] - a[2]) * f,
        course: bearing([a[1], a[2]], [b[1], b[2]]),
      };
    }
    left -= length;
  }
  const only = w.points[0]!;
  return { lat: only[1], lng: only[2], course: 0 };
};

/**
 * A ship sails its waterway from end to end and back at its speed, for ever: its state depends on the
 * clock only, so every server instance computes the same and nothing has to run in the background.
 */
export const shipStateAt = (voyage: Voyage, now: Date): ShipState | null => {
  const w = waterwayOf(voyage.waterway);
  if (!w || !(voyage.speedKn > 0)) return null;
  const length = waterwayLengthKm(w);
  const kmPerHour = voyage.speedKn * KM_PER_NM;
  const hours = (now.getTime() - VOYAGE_EPOCH) / 3_600_000;
  const cycle = (((voyage.startKm + kmPerHour * hours) % (2 * length)) + 2 * length) % (2 * length);
  const forward = cycle < length;
  const at = forward ? cycle : 2 * length - cycle;
  const point = pointAt(w, at);
  const remainingKm = forward ? length - at : at;
  const end = forward ? w.points[w.points.length - 1]! : w.points[0]!;
  return {
    lat: Math.round(point.lat * 1e6) / 1e6,
    lng: Math.round(point.lng * 1e6) / 1e6,
    heading: Math.round(forward ? point.course : (point.course + 180) % 360),
    destination: end[0],
    eta: new Date(now.getTime() + (remainingKm / kmPerHour) * 3_600_000),
  };
};

/**
 * Moves the simulated ships to where the clock says they are, at most every
 * {@link SHIP_MOVE_INTERVAL_MS}: the first reader after that claims the move (one row's update), so
 * several instances reading at once move them once.
 */
export const moveShipsIfDue = async (db: Db, now: Date): Promise<boolean> => {
  // Most reads come before the next move is due: a plain read tells so without the claim's
  // transaction, whose row lock makes every request wait for a commit written to disk.
  const [last] = await db.query<{ due: boolean }>(
    `SELECT moved_at <= $1::timestamptz - make_interval(secs => $2::double precision / 1000)
       OR moved_at > $1::timestamptz AS due
     FROM railation_ships_moved`,
    [now, SHIP_MOVE_INTERVAL_MS],
  );
  if (last && !last.due) return false;
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO railation_ships_moved (only_row, moved_at) VALUES (true, $1)
       ON CONFLICT (only_row) DO UPDATE SET moved_at = EXCLUDED.moved_at
       WHERE railation_ships_moved.moved_at <= $1::timestamptz - make_interval(secs => $2::double precision / 1000)
          OR railation_ships_moved.moved_at > $1::timestamptz
       RETURNING moved_at`,
      [now, SHIP_MOVE_INTERVAL_MS],
    );
    if (claimed.length === 0) return false;
    const ships = await tx.query<{ id: string; voyage: Voyage }>(
      'SELECT id, voyage FROM railation_places WHERE voyage IS NOT NULL',
    );
    const moved = ships.flatMap((s) => {
      const state = shipStateAt(s.voyage, now);
      return state ? [{ id: s.id, ...state }] : [];
    });
    if (moved.length === 0) return true;
    await tx.query(
      `UPDATE railation_places AS p
       SET lat = m.lat, lng = m.lng, heading = m.heading, destination = m.destination, eta = m.eta,
         sog_kn = (p.voyage->>'speedKn')::double precision
       FROM unnest($1::text[], $2::double precision[], $3::double precision[], $4::double precision[],
         $5::text[], $6::timestamptz[]) AS m(id, lat, lng, heading, destination, eta)
       WHERE p.id = m.id`,
      [
        moved.map((m) => m.id),
        moved.map((m) => m.lat),
        moved.map((m) => m.lng),
        moved.map((m) => m.heading),
        moved.map((m) => m.destination),
        moved.map((m) => m.eta.toISOString()),
      ],
    );
    return true;
  });
};

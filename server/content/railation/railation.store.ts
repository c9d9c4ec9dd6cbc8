import type {
  RailationContact,
  RailationDescription,
  RailationMarker,
  RailationPlace,
  RailationPlaceSummary,
  RailationShip,
} from '../../../src/api/contract';
import { RAILATION_LIMITS } from '../../../src/api/contract/railation-limits';
import type { Queryable } from '../../db/db';
import { categoryWords } from './category-words';

/** A simulated ship's voyage: which waterway, how fast, where it started (km along it). */
export interface Voyage {
  readonly waterway: string;
  readonly speedKn: number;
  readonly startKm: number;
}

/** A place as it is written: the contract's place plus a ship's simulated voyage. */
export interface PlaceRecord {
  readonly id: string;
  readonly name: string;
  readonly categories: readonly number[];
  readonly lat: number;
  readonly lng: number;
  readonly contact: RailationContact;
  readonly imgUrl: string | null;
  readonly description: RailationDescription | null;
  readonly ship: RailationShip | null;
  readonly voyage: Voyage | null;
  readonly demo: boolean;
}

/** `west,south,east,north`, already checked by the contract. */
export interface BoundingBox {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

export interface PlaceFilter {
  readonly categories: readonly number[] | null;
  readonly bbox: BoundingBox | null;
  /** Search words (letters and digits); empty for no search. */
  readonly words: readonly string[];
}

const addressOf = (p: PlaceRecord) =>
  [p.contact.street, p.contact.postcode, p.contact.city, p.contact.country, p.description?.title]
    .filter((s): s is string => typeof s === 'string' && s.length > 0)
    .join(' ');

const PLACE_COLUMNS = `id, name, categories, lat, lng, street, postcode, city, country, phone, website,
  img_url, description, destination, heading, length_m, sog_kn, eta, voyage, demo, search, updated_at`;

/** Writes a place, replacing the one with the same id; its search document is built here. */
export const upsertPlace = async (q: Queryable, p: PlaceRecord, now: Date): Promise<void> => {
  await q.query(
    `INSERT INTO railation_places (${PLACE_COLUMNS})
     VALUES ($1, $2, $3::smallint[], $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $16,
       $17, $18, $19::jsonb, $20, railation_search_document($2, $21, $22), $23)
     ON CONFLICT (id) DO UPDATE SET (${PLACE_COLUMNS}) = (${PLACE_COLUMNS.split(',')
       .map((c) => `EXCLUDED.${c.trim()}`)
       .join(', ')})`,
    [
      p.id,
      p.name,
      p.categories,
      p.lat,
      p.lng,
      p.contact.street,
      p.contact.postcode,
      p.contact.city,
      p.contact.country,
      p.contact.phone,
      p.contact.website,
      p.imgUrl,
      p.description === null ? null : JSON.stringify(p.description),
      p.ship?.destination ?? null,
      p.ship?.heading ?? null,
      p.ship?.length ?? null,
      p.ship?.sog ?? null,
      p.ship?.eta ?? null,
      p.voyage === null ? null : JSON.stringify(p.voyage),
      p.demo,
      categoryWords(p.categories),
      addressOf(p),
      now,
    ],
  );
};

/**
 * The WITH and WHERE clauses of a filter and its parameters, numbered from `$1`. The search words'
 * query is built once, in a materialized `words` row: the statements are prepared by name, and
 * PostgreSQL's generic plan for them would otherwise build the three configurations' query again for
 * every row it tests and ranks (three times slower for a broad term such as 'bahn').
 */
const whereOf = (filter: PlaceFilter) => {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.categories) conditions.push(`categories && ${param(filter.categories)}::smallint[]`);
  if (filter.bbox) {
    const { west, south, east, north } = filter.bbox;
    conditions.push(`lng BETWEEN ${param(west)} AND ${param(east)}`);
    conditions.push(`lat BETWEEN ${param(south)} AND ${param(north)}`);
  }
  const built =
    filter.words.length === 0
      ? null
      : filter.words.map((w) => `railation_word_query(${param(w)})`).join(' && ');
  if (built) conditions.push('search @@ words.query');
  return {
    with: built ? `WITH words AS MATERIALIZED (SELECT ${built} AS query) ` : '',
    from: built ? 'railation_places, words' : 'railation_places',
    where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    query: built ? 'words.query' : null,
    params,
  };
};

interface SummaryRow {
  id: string;
  name: string;
  categories: number[];
  lat: number;
  lng: number;
  city: string | null;
  country: string | null;
  total: number;
}

/** One page of places: by relevance to the search words, then by name. */
export const listPlaces = async (
  q: Queryable,
  filter: PlaceFilter,
  page: number,
): Promise<{ total: number; items: RailationPlaceSummary[] }> => {
  const { with: words, from, where, query, params } = whereOf(filter);
  const size = RAILATION_LIMITS.pageSize;
  // The name's small vector ranks (migration 0015): ts_rank over the whole document cost most of a
  // broad search. Places whose name matches come first, the closest matches first; then by name.
  const rank = query ? `ts_rank(name_search, ${query}) DESC, ` : '';
  const rows = await q.query<SummaryRow>(
    `${words}SELECT id, name, categories, lat, lng, city, country, count(*) OVER ()::int AS total
     FROM ${from} ${where}
     ORDER BY ${rank}name, id
     LIMIT ${size} OFFSET ${(page - 1) * size}`,
    params,
  );
  const total =
    rows[0]?.total ??
    (page === 1
      ? 0
      : ((await q.query<{ n: number }>(`${words}SELECT count(*)::int AS n FROM ${from} ${where}`, params))[0]
          ?.n ?? 0));
  return { total, items: rows.map(({ total: _total, ...item }) => item) };
};

/** The map's markers in the box, at most `limit` (and whether more matched). */
export const listMarkers = async (
  q: Queryable,
  filter: Omit<PlaceFilter, 'words'>,
  limit: number,
): Promise<{ items: RailationMarker[]; truncated: boolean }> => {
  const { where, params } = whereOf({ ...filter, words: [] });
  const rows = await q.query<RailationMarker>(
    `SELECT id, name, categories[1]::int AS category, lat, lng, heading
     FROM railation_places ${where} ORDER BY id LIMIT ${limit + 1}`,
    params,
  );
  return { items: rows.slice(0, limit), truncated: rows.length > limit };
};

interface PlaceRow {
  id: string;
  name: string;
  categories: number[];
  lat: number;
  lng: number;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  website: string | null;
  img_url: string | null;
  description: RailationDescription | null;
  destination: string | null;
  heading: number | null;
  length_m: number | null;
  sog_kn: number | null;
  eta: Date | null;
  voyage: Voyage | null;
  demo: boolean;
  updated_at: Date;
}

const placeOf = (r: PlaceRow): RailationPlace => ({
  id: r.id,
  name: r.name,
  categories: r.categories,
  lat: r.lat,
  lng: r.lng,
  contact: {
    street: r.street,
    postcode: r.postcode,
    city: r.city,
    country: r.country,
    phone: r.phone,
    website: r.website,
  },
  imgUrl: r.img_url,
  description: r.description,
  ship:
    r.voyage === null && r.destination === null && r.sog_kn === null
      ? null
      : {
          destination: r.destination,
          heading: r.heading,
          length: r.length_m,
          sog: r.sog_kn,
          eta: r.eta === null ? null : new Date(r.eta).toISOString(),
        },
  demo: r.demo,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** A place's details, or null. */
export const readPlace = async (q: Queryable, id: string): Promise<RailationPlace | null> => {
  const rows = await q.query<PlaceRow>('SELECT * FROM railation_places WHERE id = $1', [id]);
  return rows[0] ? placeOf(rows[0]) : null;
};

/** Places per category id (a place with two categories counts in both). */
export const countByCategory = async (q: Queryable): Promise<Map<number, number>> => {
  const rows = await q.query<{ category: number; n: number }>(
    `SELECT c::int AS category, count(*)::int AS n
     FROM railation_places, unnest(categories) AS c GROUP BY c`,
  );
  return new Map(rows.map((r) => [r.category, r.n]));
};

/** Removes a place; whether it existed. */
export const deletePlace = async (q: Queryable, id: string): Promise<boolean> =>
  (await q.query('DELETE FROM railation_places WHERE id = $1 RETURNING id', [id])).length > 0;

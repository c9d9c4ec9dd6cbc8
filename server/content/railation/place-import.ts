import { Schema } from 'effect';
import type { FieldIssue, RailationBlock, RailationDescription } from '../../../src/api/contract';
import { RailationDescription as DescriptionSchema } from '../../../src/api/contract';
import {
  RAILATION_CATEGORIES,
  RAILATION_LIMITS,
  RAILATION_PLACE_COLUMNS,
  type RailationPlaceColumn,
} from '../../../src/api/contract/railation-limits';
import { readCsv } from './csv-table';
import type { PlaceRecord } from './railation.store';

/** A place read from an import file: its fields, and `id` only when the file names one to replace. */
export type ImportedPlace = Omit<PlaceRecord, 'id'> & { readonly id: string | null };

export interface ImportReading {
  readonly places: readonly ImportedPlace[];
  /** Every problem, as `line N: field` (CSV) or `feature N: field` (GeoJSON) with its reason. */
  readonly issues: readonly FieldIssue[];
}

/** The most places one import takes. */
export const MAX_IMPORT_PLACES = 10_000;

const COLUMNS = RAILATION_PLACE_COLUMNS;
type Column = RailationPlaceColumn;
type RawPlace = Partial<Record<Column, unknown>>;
/** A place's raw fields and where the file holds it. */
interface RawRow {
  readonly raw: RawPlace;
  readonly where: string;
}

const textOf = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' ? null : t;
};

const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  const t = textOf(v);
  if (t === null || !/^-?\d{1,3}([.,]\d{1,12})?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
};

const categoryOf = (token: string): number | null => {
  const t = token.trim();
  const byKey = RAILATION_CATEGORIES.find((c) => c.key.toLowerCase() === t.toLowerCase());
  if (byKey) return byKey.id;
  return /^\d{1,2}$/.test(t) && RAILATION_CATEGORIES.some((c) => c.id === Number(t)) ? Number(t) : null;
};

const isWebUrl = (s: string) => {
  try {
    const url = new URL(s);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const decodeDescription = Schema.decodeUnknownEither(DescriptionSchema);

/** Checks one place's fields; its problems go to `issues` under `where`. */
const validatePlace = (raw: RawPlace, where: string, issues: FieldIssue[]): ImportedPlace | null => {
  const before = issues.length;
  const problem = (field: Column, message: string) => issues.push({ field: `${where}: ${field}`, message });
  const id = textOf(raw.id);
  if (id !== null && !/^p[1-9]\d{0,9}$/.test(id))
    problem('id', 'a place id is p and a number (or empty for a new place)');
  const name = textOf(raw.name);
  if (name === null) problem('name', 'required');
  else if (name.length > RAILATION_LIMITS.maxFieldLength) problem('name', 'at most 300 characters');
  const tokens = Array.isArray(raw.categories)
    ? raw.categories.map((c) => String(c))
    : (textOf(raw.categories) ?? '').split(/[|;,]/).filter((t) => t.trim() !== '');
  const categories = tokens.map(categoryOf);
  if (tokens.length === 0) problem('categories', 'at least one category');
  else if (categories.includes(null))
    problem('categories', `unknown category "${tokens[categories.indexOf(null)]}" (ids 1–12 or their keys)`);
  const lat = numberOf(raw.lat);
  const lng = numberOf(raw.lng);
  if (lat === null || lat < -90 || lat > 90) problem('lat', 'a latitude between -90 and 90');
  if (lng === null || lng < -180 || lng > 180) problem('lng', 'a longitude between -180 and 180');
  const field = (column: Column, max: number, pattern?: RegExp, rule?: string): string | null => {
    const value = textOf(raw[column]);
    if (value === null) return null;
    if (value.length > max) problem(column, `at most ${max} characters`);
    else if (pattern && !pattern.test(value)) problem(column, rule ?? 'not valid');
    return value;
  };
  const street = field('street', RAILATION_LIMITS.maxFieldLength);
  const postcode = field('postcode', 12, /^[A-Za-z0-9 -]+$/, 'letters, digits, spaces and hyphens');
  const city = field('city', RAILATION_LIMITS.maxFieldLength);
  const country = field('country', 2, /^[A-Z]{2}$/, 'a two-letter country code such as DE');
  const phone = field('phone', 40, /^\+?[0-9 ()/-]+$/, 'digits, spaces, + ( ) / -');
  const website = field('website', 500);
  if (website !== null && !isWebUrl(website)) problem('website', 'an http or https address');
  const imgUrl = field('imgUrl', 500);
  if (imgUrl !== null && !isWebUrl(imgUrl)) problem('imgUrl', 'an http or https address');
  let description: RailationDescription | null = null;
  if (typeof raw.description === 'object' && raw.description !== null) {
    const decoded = decodeDescription(raw.description);
    if (decoded._tag === 'Left') problem('description', 'title and blocks of paragraph, heading or list');
    else description = decoded.right;
  } else {
    const text = field('description', RAILATION_LIMITS.maxBlockTextLength);
    if (text !== null) {
      const blocks: RailationBlock[] = text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .map((p) => ({ type: 'paragraph' as const, text: p }));
      description = { title: null, blocks };
    }
  }
  if (issues.length > before || name === null || lat === null || lng === null) return null;
  return {
    id,
    name,
    categories: [...new Set(categories as number[])],
    lat,
    lng,
    contact: { street, postcode, city, country, phone, website },
    imgUrl,
    description,
    ship: null,
    voyage: null,
    demo: false,
  };
};

const readCsvPlaces = (content: string, issues: FieldIssue[]): RawRow[] => {
  const table = readCsv(content);
  const known = new Map(COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns = table.header.map((h) => known.get(h.toLowerCase()) ?? null);
  const unknown = table.header.filter((_, i) => columns[i] === null);
  if (unknown.length > 0)
    issues.push({
      field: 'line 1',
      message: `unknown columns: ${unknown.join(', ')} (known: ${COLUMNS.join(', ')})`,
    });
  for (const required of ['name', 'categories', 'lat', 'lng'] as const)
    if (!columns.includes(required))
      issues.push({ field: 'line 1', message: `the column ${required} is missing` });
  const rows: RawRow[] = [];
  for (const record of table.records) {
    if (record.cells.length !== table.header.length) {
      issues.push({
        field: `line ${record.line}`,
        message: `${record.cells.length} cells where the header has ${table.header.length}`,
      });
      continue;
    }
    const raw: RawPlace = {};
    record.cells.forEach((cell, i) => {
      const column = columns[i];
      if (column) raw[column] = cell;
    });
    rows.push({ raw, where: `line ${record.line}` });
  }
  return rows;
};

const readGeoJsonPlaces = (content: string, issues: FieldIssue[]): RawRow[] => {
  const rows: RawRow[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    issues.push({ field: 'content', message: 'not valid JSON' });
    return rows;
  }
  const features = (parsed as { type?: unknown; features?: unknown }).features;
  if ((parsed as { type?: unknown }).type !== 'FeatureCollection' || !Array.isArray(features)) {
    issues.push({ field: 'content', message: 'a GeoJSON FeatureCollection' });
    return rows;
  }
  features.forEach((feature: unknown, index) => {
    const where = `feature ${index + 1}`;
    const f = feature as { geometry?: { type?: unknown; coordinates?: unknown }; properties?: unknown };
    const coordinates = f.geometry?.coordinates;
    if (f.geometry?.type !== 'Point' || !Array.isArray(coordinates) || coordinates.length < 2) {
      issues.push({ field: `${where}: geometry`, message: 'a Point with [longitude, latitude]' });
      return;
    }
    const properties = typeof f.properties === 'object' && f.properties !== null ? f.properties : {};
    rows.push({ raw: { ...(properties as RawPlace), lng: coordinates[0], lat: coordinates[1] }, where });
  });
  return rows;
};

/**
 * Reads and checks every place of an import file. The caller stores nothing unless `issues` is
 * empty, so a file is imported whole or not at all.
 */
export const readPlaceImport = (format: 'csv' | 'geojson', content: string): ImportReading => {
  const issues: FieldIssue[] = [];
  let rows: RawRow[];
  try {
    rows = format === 'csv' ? readCsvPlaces(content, issues) : readGeoJsonPlaces(content, issues);
  } catch (error) {
    return { places: [], issues: [{ field: 'content', message: (error as Error).message }] };
  }
  if (rows.length > MAX_IMPORT_PLACES)
    return {
      places: [],
      issues: [{ field: 'content', message: `at most ${MAX_IMPORT_PLACES} places per file` }],
    };
  if (rows.length === 0 && issues.length === 0)
    issues.push({ field: 'content', message: 'no places in the file' });
  const places: ImportedPlace[] = [];
  const seen = new Map<string, string>();
  rows.forEach(({ raw, where }) => {
    const place = validatePlace(raw, where, issues);
    if (!place) return;
    if (place.id !== null) {
      const first = seen.get(place.id);
      if (first) issues.push({ field: `${where}: id`, message: `${place.id} is also on ${first}` });
      seen.set(place.id, where);
    }
    places.push(place);
  });
  // In the file's order: a row's cell-count problem is found while reading, its fields' later.
  const order = (field: string) => Number(/^(?:line|feature) (\d+)/.exec(field)?.[1] ?? 0);
  return { places, issues: [...issues].sort((a, b) => order(a.field) - order(b.field)) };
};

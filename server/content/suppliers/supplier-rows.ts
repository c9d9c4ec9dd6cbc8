import type { FieldIssue } from '../../../src/api/contract';
import { readCsv } from '../railation/csv-table';
import type { SupplierRecord } from './supplier.store';

/** The columns of a supplier file (spec 001 §2 Supplier list), in this order or any other. */
export const SUPPLIER_COLUMNS = [
  'id',
  'name',
  'country',
  'street',
  'number',
  'plz',
  'city',
  'lat',
  'lng',
  'website',
] as const;
type Column = (typeof SUPPLIER_COLUMNS)[number];

export const MAX_SUPPLIERS = 20_000;

export interface SupplierReading {
  readonly suppliers: readonly SupplierRecord[];
  readonly issues: readonly FieldIssue[];
}

const coordinate = (text: string, max: number): number | null => {
  const t = text.trim().replace(',', '.');
  if (!/^-?\d{1,3}(\.\d{1,12})?$/.test(t)) return null;
  const n = Number(t);
  return Math.abs(n) <= max ? n : null;
};

const isWebUrl = (s: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
};

/** Reads and checks a supplier CSV; the caller stores nothing unless `issues` is empty. */
export const readSupplierCsv = (content: string): SupplierReading => {
  let table;
  try {
    table = readCsv(content);
  } catch (error) {
    return { suppliers: [], issues: [{ field: 'content', message: (error as Error).message }] };
  }
  const issues: FieldIssue[] = [];
  const columns = table.header.map((h) => SUPPLIER_COLUMNS.find((c) => c === h.toLowerCase()) ?? null);
  const missing = SUPPLIER_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return {
      suppliers: [],
      issues: [{ field: 'line 1', message: `missing columns: ${missing.join(', ')}` }],
    };
  if (table.records.length > MAX_SUPPLIERS)
    return {
      suppliers: [],
      issues: [{ field: 'content', message: `at most ${MAX_SUPPLIERS} suppliers per file` }],
    };
  const suppliers: SupplierRecord[] = [];
  const seen = new Map<number, number>();
  for (const record of table.records) {
    const where = `line ${record.line}`;
    if (record.cells.length !== table.header.length) {
      issues.push({
        field: where,
        message: `${record.cells.length} cells where the header has ${table.header.length}`,
      });
      continue;
    }
    const cell = (c: Column) => {
      const v = record.cells[columns.indexOf(c)]?.trim() ?? '';
      return v === '' ? null : v;
    };
    const before = issues.length;
    const problem = (c: Column, message: string) => issues.push({ field: `${where}: ${c}`, message });
    const idText = cell('id');
    const id = idText !== null && /^[1-9]\d{0,8}$/.test(idText) ? Number(idText) : null;
    if (id === null) problem('id', 'a whole number from 1');
    else if (seen.has(id)) problem('id', `${id} is also on line ${seen.get(id)}`);
    else seen.set(id, record.line);
    const name = cell('name');
    if (name === null || name.length > 300) problem('name', 'required, at most 300 characters');
    const country = cell('country');
    if (country === null || !/^[A-Z]{2}$/.test(country))
      problem('country', 'a two-letter country code such as DE');
    for (const c of ['street', 'number', 'plz', 'city'] as const) {
      const v = cell(c);
      if (v !== null && v.length > 200) problem(c, 'at most 200 characters');
    }
    const [latText, lngText] = [cell('lat'), cell('lng')];
    let coordinates: SupplierRecord['coordinates'] = null;
    if ((latText === null) !== (lngText === null))
      problem(latText === null ? 'lat' : 'lng', 'both coordinates or neither');
    else if (latText !== null && lngText !== null) {
      const [lat, lng] = [coordinate(latText, 90), coordinate(lngText, 180)];
      if (lat === null) problem('lat', 'a latitude between -90 and 90');
      if (lng === null) problem('lng', 'a longitude between -180 and 180');
      if (lat !== null && lng !== null) coordinates = { lat, lng };
    }
    const website = cell('website');
    if (website !== null && (!isWebUrl(website) || website.length > 500))
      problem('website', 'an http or https address');
    if (issues.length > before || id === null || name === null || country === null) continue;
    suppliers.push({
      id,
      name,
      country,
      street: cell('street'),
      number: cell('number'),
      plz: cell('plz'),
      city: cell('city'),
      coordinates,
      website,
    });
  }
  if (table.records.length === 0) issues.push({ field: 'content', message: 'no suppliers in the file' });
  return { suppliers, issues };
};

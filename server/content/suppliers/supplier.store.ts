import type { Supplier } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { supplierWordmark } from './supplier-logo';

/** A supplier as a list file gives it: everything but the logo, which the portal stores beside it. */
export type SupplierRecord = Omit<Supplier, 'logoUrl'>;

interface SupplierRow {
  id: number;
  name: string;
  country: string;
  street: string | null;
  number: string | null;
  plz: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  website: string | null;
  logo_sha256: string | null;
}

/** The address of a stored logo, made by the caller (it signs it). */
export type LogoUrlOf = (supplierId: number, sha256: string) => string;

/** Every supplier, by name, with the address of its logo. */
export const listSuppliers = async (q: Queryable, logoUrlOf: LogoUrlOf): Promise<Supplier[]> =>
  (
    await q.query<SupplierRow>(
      `SELECT s.id, s.name, s.country, s.street, s.number, s.plz, s.city, s.lat, s.lng, s.website,
         l.sha256 AS logo_sha256
       FROM suppliers s LEFT JOIN supplier_logos l ON l.supplier_id = s.id
       ORDER BY lower(s.name), s.id`,
    )
  ).map(({ lat, lng, logo_sha256, ...rest }) => ({
    ...rest,
    coordinates: lat === null || lng === null ? null : { lat, lng },
    logoUrl: logo_sha256 === null ? null : logoUrlOf(rest.id, logo_sha256),
  }));

/**
 * Stores the portal's wordmark as the logo of each supplier given (its name on a coloured tile);
 * `replace`: over a logo already stored, else only where none is.
 */
const storeWordmarks = async (
  q: Queryable,
  suppliers: readonly Pick<SupplierRecord, 'id' | 'name'>[],
  replace: boolean,
): Promise<void> => {
  if (suppliers.length === 0) return;
  const logos = suppliers.map((s) => supplierWordmark(s.name));
  await q.query(
    `INSERT INTO supplier_logos (supplier_id, content_type, bytes, sha256)
     SELECT * FROM unnest($1::int[], $2::text[], $3::bytea[], $4::text[])
     ON CONFLICT (supplier_id) DO ${
       replace
         ? 'UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes, sha256 = excluded.sha256'
         : 'NOTHING'
     }`,
    [
      suppliers.map((s) => s.id),
      logos.map((l) => l.contentType),
      logos.map((l) => Buffer.from(l.bytes)),
      logos.map((l) => l.sha256),
    ],
  );
};

/** Replaces the whole list and its logos (in the caller's transaction). */
export const replaceSuppliers = async (
  q: Queryable,
  suppliers: readonly SupplierRecord[],
  demo: boolean,
): Promise<void> => {
  // The logos go with their suppliers (ON DELETE CASCADE).
  await q.query('DELETE FROM suppliers');
  if (suppliers.length === 0) return;
  await q.query(
    `INSERT INTO suppliers (id, name, country, street, number, plz, city, lat, lng, website, demo)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::double precision[], $9::double precision[], $10::text[], $11::boolean[])`,
    [
      suppliers.map((s) => s.id),
      suppliers.map((s) => s.name),
      suppliers.map((s) => s.country),
      suppliers.map((s) => s.street),
      suppliers.map((s) => s.number),
      suppliers.map((s) => s.plz),
      suppliers.map((s) => s.city),
      suppliers.map((s) => s.coordinates?.lat ?? null),
      suppliers.map((s) => s.coordinates?.lng ?? null),
      suppliers.map((s) => s.website),
      suppliers.map(() => demo),
    ],
  );
  await storeWordmarks(q, suppliers, true);
};

/**
 * Gives every supplier without a logo the portal's wordmark: the lists stored before logos existed
 * (migration 0018). Safe with several instances starting at once (a logo another one wrote stays).
 */
export const fillMissingSupplierLogos = async (q: Queryable): Promise<number> => {
  const missing = await q.query<{ id: number; name: string }>(
    `SELECT s.id, s.name FROM suppliers s
     WHERE NOT EXISTS (SELECT 1 FROM supplier_logos l WHERE l.supplier_id = s.id)`,
  );
  await storeWordmarks(q, missing, false);
  return missing.length;
};

/** A supplier's stored logo, or null. */
export const readSupplierLogo = async (
  q: Queryable,
  supplierId: number,
): Promise<{ contentType: string; bytes: Uint8Array; sha256: string } | null> => {
  const [row] = await q.query<{ content_type: string; bytes: Uint8Array; sha256: string }>(
    'SELECT content_type, bytes, sha256 FROM supplier_logos WHERE supplier_id = $1',
    [supplierId],
  );
  return row ? { contentType: row.content_type, bytes: new Uint8Array(row.bytes), sha256: row.sha256 } : null;
};

import type { Supplier } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';

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
}

/** Every supplier, by name. */
export const listSuppliers = async (q: Queryable): Promise<Supplier[]> =>
  (
    await q.query<SupplierRow>(
      'SELECT id, name, country, street, number, plz, city, lat, lng, website FROM suppliers ORDER BY lower(name), id',
    )
  ).map(({ lat, lng, ...rest }) => ({
    ...rest,
    coordinates: lat === null || lng === null ? null : { lat, lng },
  }));

/** Replaces the whole list (in the caller's transaction). */
export const replaceSuppliers = async (
  q: Queryable,
  suppliers: readonly Supplier[],
  demo: boolean,
): Promise<void> => {
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
};

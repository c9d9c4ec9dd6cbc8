import { Schema } from 'effect';
import { endpoint } from './endpoint';

/**
 * The supplier list (spec 001 §2, §9: a static list of about 229 supplier companies). It ships with
 * the demo data; administrators replace it with the operator's own CSV.
 */
const CONTENT = '/wp-json/fvm/v1';
const ADMIN = '/api/admin/v1';

export const Supplier = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  /** ISO 3166-1 alpha-2. */
  country: Schema.String,
  street: Schema.NullOr(Schema.String),
  number: Schema.NullOr(Schema.String),
  plz: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  /** The coordinates pair, or null (sometimes empty). */
  coordinates: Schema.NullOr(Schema.Struct({ lat: Schema.Number, lng: Schema.Number })),
  website: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'Supplier' });
export type Supplier = typeof Supplier.Type;

export const SupplierList = Schema.Struct({ items: Schema.Array(Supplier) }).annotations({
  identifier: 'SupplierList',
});
export type SupplierList = typeof SupplierList.Type;

/** Largest supplier file (its text). */
export const SUPPLIER_IMPORT_MAX_CHARS = 1_000_000;

export const SupplierImportBody = Schema.Struct({
  /** CSV with the header id,name,country,street,number,plz,city,lat,lng,website (`,` or `;`). */
  content: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(SUPPLIER_IMPORT_MAX_CHARS)),
}).annotations({ identifier: 'SupplierImportBody' });
export type SupplierImportBody = typeof SupplierImportBody.Type;

export const SupplierImportResult = Schema.Struct({ imported: Schema.Int }).annotations({
  identifier: 'SupplierImportResult',
});

export const getSuppliers = endpoint({
  operationId: 'getSuppliers',
  method: 'GET',
  path: `${CONTENT}/suppliers`,
  summary: 'Every supplier company, by name.',
  tag: 'content',
  auth: 'accessToken',
  success: { status: 200, schema: SupplierList },
  errors: [401],
});

export const importSuppliers = endpoint({
  operationId: 'importSuppliers',
  method: 'POST',
  path: `${ADMIN}/suppliers/import`,
  summary:
    'Replaces the supplier list with a CSV file in one transaction: a file with any bad row changes nothing and the 400 lists every row’s line and reason. Administrators only.',
  tag: 'administration',
  auth: 'accessToken',
  body: SupplierImportBody,
  success: { status: 200, schema: SupplierImportResult },
  errors: [401, 403],
});

export const supplierEndpoints = [getSuppliers, importSuppliers] as const;

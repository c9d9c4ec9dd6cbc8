import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { MAX_PATH_ID, PathId } from './path-id';

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
  /**
   * The supplier's logo on the portal itself (getSupplierLogo, a signed address that changes with the
   * logo), or null when none is stored. Never a supplier's own host.
   */
  logoUrl: Schema.NullOr(Schema.String),
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

export const SupplierId = Schema.Int.pipe(Schema.between(1, MAX_PATH_ID)).annotations({
  identifier: 'SupplierId',
});
export const SupplierLogoParams = Schema.Struct({ supplierId: PathId(SupplierId) });
export const SupplierLogoQuery = Schema.Struct({
  signature: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{43}$/)),
});

/** The content types a stored logo may have (the portal's own wordmarks are SVG). */
export const SUPPLIER_LOGO_TYPES = ['image/svg+xml', 'image/png', 'image/webp'] as const;

export const getSupplierLogo = endpoint({
  operationId: 'getSupplierLogo',
  method: 'GET',
  path: `${CONTENT}/suppliers/{supplierId}/logo`,
  summary:
    'A supplier’s logo, stored with the supplier list and served by the portal (no third-party host), authorised by the signature in the logoUrl of getSuppliers. The address changes with the logo, so the answer may be kept for a year (Cache-Control: public, max-age=31536000, immutable).',
  tag: 'content',
  auth: 'signedUrl',
  params: SupplierLogoParams,
  query: SupplierLogoQuery,
  success: { status: 200, binary: { contentTypes: SUPPLIER_LOGO_TYPES } },
  errors: [401, 404],
});

export const importSuppliers = endpoint({
  operationId: 'importSuppliers',
  method: 'POST',
  path: `${ADMIN}/suppliers/import`,
  summary:
    'Replaces the supplier list with a CSV file in one transaction (each supplier gets the portal’s wordmark logo): a file with any bad row changes nothing and the 400 lists every row’s line and reason. Administrators only.',
  tag: 'administration',
  auth: 'accessToken',
  access: 'administrator',
  body: SupplierImportBody,
  success: { status: 200, schema: SupplierImportResult },
  errors: [401, 403],
});

export const supplierEndpoints = [getSuppliers, getSupplierLogo, importSuppliers] as const;

import { Schema } from 'effect';
import { endpoint } from './endpoint';
import {
  RailationContact,
  RailationDescription,
  RailationPlace,
  RailationPlaceId,
} from './railation.contract';
import { RAILATION_CATEGORY_IDS, RAILATION_LIMITS } from './railation-limits';

/**
 * The operator's administrators keep the railation directory (issue 12): import places from CSV or
 * GeoJSON (all or nothing, every bad row named with its line), create, change and remove single places.
 * Administrators (`admin`, `opadmin`) only; every change is in the audit log.
 */
const ADMIN = '/api/admin/v1';
const tag = 'administration';

/** Largest import file (its text; the JSON body limit is 1 MiB). */
export const RAILATION_IMPORT_MAX_CHARS = 1_000_000;

export const RailationImportBody = Schema.Struct({
  format: Schema.Literal('csv', 'geojson'),
  /**
   * CSV: a header with name, categories (ids or keys joined by | or ;), lat, lng and optionally id (p…
   * to replace), street, postcode, city, country, phone, website, imgUrl, description; `,` or `;`
   * between cells. GeoJSON: a FeatureCollection of Points with those properties.
   */
  content: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(RAILATION_IMPORT_MAX_CHARS)),
}).annotations({ identifier: 'RailationImportBody' });
export type RailationImportBody = typeof RailationImportBody.Type;

export const RailationImportResult = Schema.Struct({
  created: Schema.Int,
  replaced: Schema.Int,
  /** The ids of the imported places, in the file's order. */
  ids: Schema.Array(Schema.String),
}).annotations({ identifier: 'RailationImportResult' });
export type RailationImportResult = typeof RailationImportResult.Type;

const Text = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(RAILATION_LIMITS.maxFieldLength));
const Category = Schema.Int.pipe(
  Schema.filter((n) => RAILATION_CATEGORY_IDS.includes(n) || `one of ${RAILATION_CATEGORY_IDS.join(', ')}`),
);

export const RailationPlaceInput = Schema.Struct({
  name: Text,
  categories: Schema.Array(Category).pipe(Schema.minItems(1), Schema.maxItems(12)),
  lat: Schema.Number.pipe(Schema.between(-90, 90)),
  lng: Schema.Number.pipe(Schema.between(-180, 180)),
  contact: RailationContact,
  imgUrl: Schema.NullOr(Schema.String.pipe(Schema.pattern(/^https?:\/\/\S{1,490}$/))),
  description: Schema.NullOr(RailationDescription),
}).annotations({ identifier: 'RailationPlaceInput' });
export type RailationPlaceInput = typeof RailationPlaceInput.Type;

const PlacePath = Schema.Struct({ placeId: RailationPlaceId });

export const importRailationPlaces = endpoint({
  operationId: 'importRailationPlaces',
  method: 'POST',
  path: `${ADMIN}/railation/import`,
  summary:
    'Imports places from CSV or GeoJSON in one transaction: a file with any bad row stores nothing and the 400 lists every row’s line and reason.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  body: RailationImportBody,
  success: { status: 200, schema: RailationImportResult },
  errors: [401, 403],
});

export const createRailationPlace = endpoint({
  operationId: 'createRailationPlace',
  method: 'POST',
  path: `${ADMIN}/railation/places`,
  summary: 'Adds a place (a new p… id).',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  body: RailationPlaceInput,
  success: { status: 201, schema: RailationPlace },
  errors: [401, 403],
});

export const updateRailationPlace = endpoint({
  operationId: 'updateRailationPlace',
  method: 'PUT',
  path: `${ADMIN}/railation/places/{placeId}`,
  summary: 'Replaces a place’s fields (a ship keeps its voyage).',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: PlacePath,
  body: RailationPlaceInput,
  success: { status: 200, schema: RailationPlace },
  errors: [401, 403, 404],
});

export const deleteRailationPlace = endpoint({
  operationId: 'deleteRailationPlace',
  method: 'DELETE',
  path: `${ADMIN}/railation/places/{placeId}`,
  summary: 'Removes a place.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: PlacePath,
  success: { status: 204 },
  errors: [401, 403, 404],
});

export const railationAdminEndpoints = [
  importRailationPlaces,
  createRailationPlace,
  updateRailationPlace,
  deleteRailationPlace,
] as const;

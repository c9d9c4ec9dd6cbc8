import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { Instant } from './fleet.contract';
import {
  RAILATION_CATEGORY_IDS,
  RAILATION_ID_PATTERN,
  RAILATION_LIMITS as LIMITS,
  railationSearchWords,
} from './railation-limits';

/**
 * The railation directory of the content service (spec 000 §2 Railation view, §3 Railation place,
 * §5 Railation search, §7 GET /faq). Reading needs an access token unless the operator made the
 * directory public (`RAILATION_PUBLIC=1`), for embedding in other sites.
 */
const CONTENT = '/wp-json/fvm/v1';
const tag = 'railation';

const QueryInt = Schema.NumberFromString.pipe(Schema.int());

/** Comma-joined category ids, each one of the twelve. */
const CategoryIds = Schema.String.pipe(
  Schema.filter((s) => {
    const parts = s.split(',');
    return (
      (parts.length <= RAILATION_CATEGORY_IDS.length &&
        parts.every((p) => /^\d{1,2}$/.test(p) && RAILATION_CATEGORY_IDS.includes(Number(p)))) ||
      `comma-joined category ids, each one of ${RAILATION_CATEGORY_IDS.join(', ')}`
    );
  }),
);

const inRange = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;

/** `west,south,east,north` in degrees; west below east (no wrap over 180°), south below north. */
const BoundingBox = Schema.String.pipe(
  Schema.filter((s) => {
    const parts = s.split(',');
    if (parts.length !== 4 || parts.some((p) => !/^-?\d{1,3}(\.\d{1,12})?$/.test(p.trim())))
      return 'west,south,east,north: four numbers in degrees';
    const [w, so, e, n] = parts.map(Number) as [number, number, number, number];
    if (!inRange(w, -180, 180) || !inRange(e, -180, 180)) return 'longitudes between -180 and 180';
    if (!inRange(so, -90, 90) || !inRange(n, -90, 90)) return 'latitudes between -90 and 90';
    if (w >= e) return 'west must be below east (a box over the 180° meridian is sent as two)';
    if (so >= n) return 'south must be below north';
    return true;
  }),
);

/** Empty, or at least 3 characters with a letter or digit (spec 000 §5). */
const SearchTerm = Schema.String.pipe(
  Schema.maxLength(LIMITS.searchMaxLength),
  Schema.filter((s) => {
    const t = s.trim();
    if (t === '') return true;
    if (t.length < LIMITS.searchMinLength) return `at least ${LIMITS.searchMinLength} characters, or empty`;
    return railationSearchWords(t).length > 0 || 'letters or digits to search for';
  }),
);

export const RailationPlacesQuery = Schema.Struct({
  /** Only places of these categories; all when absent (the place search before any is ticked). */
  categories: Schema.optional(CategoryIds).annotations({
    description:
      'Comma-joined category ids: only places of these. Left out: places of every category (the ' +
      'place search before a category is ticked).',
  }),
  bbox: Schema.optional(BoundingBox),
  /** Full text over name, place, address and category (German and English stemming, prefixes). */
  search: Schema.optional(SearchTerm),
  /** From 1; a page after the last one is empty. */
  page: Schema.optional(QueryInt.pipe(Schema.between(1, LIMITS.maxPage))),
}).annotations({ identifier: 'RailationPlacesQuery' });
export type RailationPlacesQuery = typeof RailationPlacesQuery.Type;

export const RailationPlaceId = Schema.String.pipe(
  Schema.pattern(RAILATION_ID_PATTERN, { message: () => 'a place id: p, s or t and a number' }),
);

export const RailationPlaceSummary = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  categories: Schema.Array(Schema.Int),
  lat: Schema.Number,
  lng: Schema.Number,
  city: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'RailationPlaceSummary' });
export type RailationPlaceSummary = typeof RailationPlaceSummary.Type;

export const RailationPage = Schema.Struct({
  /** Places matching the query, over all pages. */
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
  items: Schema.Array(RailationPlaceSummary),
}).annotations({ identifier: 'RailationPage' });
export type RailationPage = typeof RailationPage.Type;

export const RailationMarkersQuery = Schema.Struct({
  categories: Schema.optional(CategoryIds),
  bbox: Schema.optional(BoundingBox),
}).annotations({ identifier: 'RailationMarkersQuery' });
export type RailationMarkersQuery = typeof RailationMarkersQuery.Type;

export const RailationMarker = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** The first of the place's categories (its icon). */
  category: Schema.Int,
  lat: Schema.Number,
  lng: Schema.Number,
  /** Ships: the course in degrees; null for places. */
  heading: Schema.NullOr(Schema.Number),
}).annotations({ identifier: 'RailationMarker' });
export type RailationMarker = typeof RailationMarker.Type;

export const RailationMarkers = Schema.Struct({
  items: Schema.Array(RailationMarker),
  /** More places matched than {@link LIMITS.maxMarkers}: zoom in. */
  truncated: Schema.Boolean,
}).annotations({ identifier: 'RailationMarkers' });
export type RailationMarkers = typeof RailationMarkers.Type;

export const RailationContact = Schema.Struct({
  street: Schema.NullOr(Schema.String),
  postcode: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  website: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'RailationContact' });
export type RailationContact = typeof RailationContact.Type;

const BlockText = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(LIMITS.maxBlockTextLength));
export const RailationBlock = Schema.Union(
  Schema.Struct({ type: Schema.Literal('paragraph'), text: BlockText }),
  Schema.Struct({ type: Schema.Literal('heading'), text: BlockText }),
  Schema.Struct({
    type: Schema.Literal('list'),
    items: Schema.Array(BlockText).pipe(Schema.minItems(1), Schema.maxItems(LIMITS.maxListItems)),
  }),
).annotations({ identifier: 'RailationBlock' });
export type RailationBlock = typeof RailationBlock.Type;

export const RailationDescription = Schema.Struct({
  title: Schema.NullOr(Schema.String.pipe(Schema.maxLength(LIMITS.maxFieldLength))),
  blocks: Schema.Array(RailationBlock).pipe(Schema.maxItems(LIMITS.maxBlocks)),
}).annotations({ identifier: 'RailationDescription' });
export type RailationDescription = typeof RailationDescription.Type;

/** A ship's voyage: destination, course (°), length (m), speed over ground (kn), ETA. */
export const RailationShip = Schema.Struct({
  destination: Schema.NullOr(Schema.String),
  heading: Schema.NullOr(Schema.Number),
  length: Schema.NullOr(Schema.Number),
  sog: Schema.NullOr(Schema.Number),
  eta: Schema.NullOr(Instant),
}).annotations({ identifier: 'RailationShip' });
export type RailationShip = typeof RailationShip.Type;

export const RailationPlace = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  categories: Schema.Array(Schema.Int),
  lat: Schema.Number,
  lng: Schema.Number,
  contact: RailationContact,
  imgUrl: Schema.NullOr(Schema.String),
  description: Schema.NullOr(RailationDescription),
  /** Ships only. */
  ship: Schema.NullOr(RailationShip),
  /** Demo data shipped with the portal, not the operator's. */
  demo: Schema.Boolean,
  updatedAt: Instant,
}).annotations({ identifier: 'RailationPlace' });
export type RailationPlace = typeof RailationPlace.Type;

export const RailationCategoryCount = Schema.Struct({
  id: Schema.Int,
  key: Schema.String,
  count: Schema.Int,
});
export const RailationCategories = Schema.Struct({
  items: Schema.Array(RailationCategoryCount),
}).annotations({ identifier: 'RailationCategories' });
export type RailationCategories = typeof RailationCategories.Type;

export const FaqQuery = Schema.Struct({ lang: Schema.optional(Schema.Literal('de', 'en')) });
export const FaqItem = Schema.Struct({ title: Schema.String, content: Schema.String });
export const FaqList = Schema.Struct({ items: Schema.Array(FaqItem) }).annotations({
  identifier: 'FaqList',
});
export type FaqList = typeof FaqList.Type;

const readAuth = 'optionalAccessToken' as const;
const readErrors = [401, 403];

export const getRailationPlaces = endpoint({
  operationId: 'getRailationPlaces',
  method: 'GET',
  path: `${CONTENT}/railation/places`,
  summary: 'A page of 100 places by category, bounding box and search term (ranked by relevance, then name).',
  tag,
  auth: readAuth,
  query: RailationPlacesQuery,
  success: { status: 200, schema: RailationPage },
  errors: readErrors,
});

export const getRailationMarkers = endpoint({
  operationId: 'getRailationMarkers',
  method: 'GET',
  path: `${CONTENT}/railation/markers`,
  summary: 'The map’s markers of the places in a bounding box (at most 5000; ships with their course).',
  tag,
  auth: readAuth,
  query: RailationMarkersQuery,
  success: { status: 200, schema: RailationMarkers },
  errors: readErrors,
});

export const getRailationPlace = endpoint({
  operationId: 'getRailationPlace',
  method: 'GET',
  path: `${CONTENT}/railation/places/{placeId}`,
  summary: 'A place’s details: contact, image, description blocks; a ship’s voyage.',
  tag,
  auth: readAuth,
  params: Schema.Struct({ placeId: RailationPlaceId }),
  success: { status: 200, schema: RailationPlace },
  errors: [...readErrors, 404],
});

export const getRailationCategories = endpoint({
  operationId: 'getRailationCategories',
  method: 'GET',
  path: `${CONTENT}/railation/categories`,
  summary: 'The twelve categories with the number of places in each.',
  tag,
  auth: readAuth,
  success: { status: 200, schema: RailationCategories },
  errors: readErrors,
});

export const getFaq = endpoint({
  operationId: 'getFaq',
  method: 'GET',
  path: `${CONTENT}/faq`,
  summary: 'The questions and answers (title and content) in German or English (default German).',
  tag,
  auth: readAuth,
  query: FaqQuery,
  success: { status: 200, schema: FaqList },
  errors: readErrors,
});

export const railationEndpoints = [
  getRailationPlaces,
  getRailationMarkers,
  getRailationPlace,
  getRailationCategories,
  getFaq,
] as const;

/**
 * The railation directory's categories and limits (spec 000 §3 Railation place, §5 Railation search,
 * §9). Category ids are numeric; the keys name them in the `railation` texts.
 */
export const RAILATION_CATEGORIES = [
  { id: 1, key: 'railRelatedService' },
  { id: 2, key: 'educationTraining' },
  { id: 3, key: 'fuelStation' },
  { id: 4, key: 'infrastructure' },
  { id: 5, key: 'constructionEquipment' },
  { id: 6, key: 'vehicleRental' },
  { id: 7, key: 'staff' },
  { id: 8, key: 'powerCompanies' },
  { id: 9, key: 'maintenanceServicing' },
  { id: 10, key: 'ships' },
  { id: 11, key: 'accessPointsTerminals' },
  /** The provider's own network (its depots and service points). */
  { id: 12, key: 'providerNetwork' },
] as const;

export type RailationCategoryKey = (typeof RAILATION_CATEGORIES)[number]['key'];
export type RailationCategoryId = (typeof RAILATION_CATEGORIES)[number]['id'];

export const RAILATION_CATEGORY_IDS: readonly number[] = RAILATION_CATEGORIES.map((c) => c.id);

/**
 * A place's fields as an administrator writes them: the import's columns (CSV header, GeoJSON
 * properties) and, without id and categories, the console form's text fields, in this order.
 */
export const RAILATION_PLACE_COLUMNS = [
  'id',
  'name',
  'categories',
  'lat',
  'lng',
  'street',
  'postcode',
  'city',
  'country',
  'phone',
  'website',
  'imgUrl',
  'description',
] as const;
export type RailationPlaceColumn = (typeof RAILATION_PLACE_COLUMNS)[number];
export const SHIPS_CATEGORY_ID = 10;

/** The category's key, or undefined for an unknown id. */
export const railationCategoryKey = (id: number): RailationCategoryKey | undefined =>
  RAILATION_CATEGORIES.find((c) => c.id === id)?.key;

export const RAILATION_LIMITS = {
  /** Results per page of the list (spec 000 §9). */
  pageSize: 100,
  /** The highest page number asked for (100 000 places). */
  maxPage: 1000,
  /** A search term is sent when empty or at least this long (spec 000 §5). */
  searchMinLength: 3,
  searchMaxLength: 100,
  /** Words of a search term that count; further ones are ignored. */
  searchMaxWords: 8,
  /** Markers one map request answers at most (the map clusters them). */
  maxMarkers: 5000,
  /** Category drawer and detail drawer widths, scaled by the zoom (spec 000 §9). */
  categoryDrawerWidth: 340,
  detailDrawerWidth: 620,
  /** Marker size of railation points (spec 000 §9). */
  markerSize: 38,
  /** Longest text of a field of a place, and most blocks of a description. */
  maxFieldLength: 300,
  maxBlockTextLength: 4000,
  maxBlocks: 50,
  maxListItems: 50,
} as const;

/** How the list shows a place's id (spec 000 §9: prefixed R). */
export const railationListId = (id: string): string => `R${id}`;

/**
 * A place's id: `p` and a number for places, `s` and a number for ships (they move), `t` for tracked
 * vehicles (spec 000 §3).
 */
export const RAILATION_ID_PATTERN = /^[pst][1-9]\d{0,9}$/;

/** The words of a search term that the search uses: letters and digits, lower-cased, at most 8. */
export const railationSearchWords = (term: string): string[] =>
  (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, RAILATION_LIMITS.searchMaxWords);

/** Spec 000 §5: the term goes to the server only when empty or longer than 2 characters. */
export const isSendableRailationSearch = (term: string): boolean => {
  const trimmed = term.trim();
  return trimmed.length === 0 || trimmed.length >= RAILATION_LIMITS.searchMinLength;
};

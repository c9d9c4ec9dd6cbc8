import type { Supplier } from '../../api/contract';
import type { RailationMarker } from '../../api/contract/railation.contract';

export interface SupplierFilter {
  /** ISO country code, or '' for every country. */
  readonly country: string;
  /** Words that must all occur in the name, city, postcode or street (case and accents ignored). */
  readonly text: string;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The suppliers matching the filter, in the list's order (by name). */
export const filterSuppliers = (items: readonly Supplier[], filter: SupplierFilter): readonly Supplier[] => {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  return items.filter((s) => {
    if (filter.country !== '' && s.country !== filter.country) return false;
    if (words.length === 0) return true;
    const haystack = fold([s.name, s.city, s.plz, s.street].filter(Boolean).join(' '));
    return words.every((w) => haystack.includes(w));
  });
};

/** The countries of the list with how many suppliers each has, most first, then by code. */
export const supplierCountries = (items: readonly Supplier[]): readonly { code: string; count: number }[] => {
  const counts = new Map<string, number>();
  for (const s of items) counts.set(s.country, (counts.get(s.country) ?? 0) + 1);
  return [...counts]
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
};

/** The category the map draws suppliers with (rail-related services). */
const SUPPLIER_MAP_CATEGORY = 1;

/** The suppliers with coordinates as map points (the map's railation layer draws them). */
export const supplierMarkers = (items: readonly Supplier[]): readonly RailationMarker[] =>
  items.flatMap((s) =>
    s.coordinates
      ? [
          {
            id: String(s.id),
            name: s.name,
            category: SUPPLIER_MAP_CATEGORY,
            lat: s.coordinates.lat,
            lng: s.coordinates.lng,
            heading: null,
          },
        ]
      : [],
  );

/** The country's name in the page language (`DE` → Germany / Deutschland); the code when unknown. */
export const countryName = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The MapLibre layers of the map, bottom to top. deck.gl's markers are not in the list: they are
 * inserted last and must stay on top, so a layer added later (a switched-on overlay) goes before
 * the first layer that ranks above it or is unknown here. The hybrid satellite view is the imagery,
 * then its roads, then its labels (the country borders between, so they never cross a label).
 */
export const MAP_LAYER_ORDER = [
  'background',
  'countries-fill',
  'base-tiles',
  'satellite-tiles',
  'satellite-roads',
  'countries-line',
  'satellite-labels',
  'railway-tiles',
] as const;
export type MapLayerId = (typeof MAP_LAYER_ORDER)[number];

/** The `beforeId` for adding `id` to a map whose layers are `existing`, bottom to top. */
export const beforeIdFor = (existing: readonly string[], id: MapLayerId): string | undefined => {
  const rank = MAP_LAYER_ORDER.indexOf(id);
  return existing.find((other) => {
    const otherRank = (MAP_LAYER_ORDER as readonly string[]).indexOf(other);
    return otherRank === -1 || otherRank > rank;
  });
};

import { STATIONS, type Station } from '../demo/fleet-stations';

/** How far a place may be from an event to name it (farther: the event has coordinates only). */
export const PLACE_RADIUS_KM = 50;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

const PLACES: readonly Station[] = Object.values(STATIONS);

/**
 * The name of the known place (the stations the fleet runs between) nearest to a position, or null
 * when none lies within {@link PLACE_RADIUS_KM}. Sixty-odd places: a scan is cheaper than an index.
 */
export const nearestPlaceName = (position: { lat: number; lng: number }): string | null => {
  let best: Station | null = null;
  let bestKm = PLACE_RADIUS_KM;
  for (const place of PLACES) {
    const km = distanceKm(position, place);
    if (km <= bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return best?.name ?? null;
};

/** A corridor as a polyline measured in km, with positions and headings along it. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export interface Route {
  readonly points: readonly LatLng[];
  /** Distance from the start to each point, km (first 0, last the length). */
  readonly km: readonly number[];
  readonly lengthKm: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance, km. */
export const distanceKm = (a: LatLng, b: LatLng): number => {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Initial bearing from a to b, degrees 0..360 (0 north, 90 east). */
export const bearingDeg = (a: LatLng, b: LatLng): number => {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
};

export const makeRoute = (points: readonly LatLng[]): Route => {
  if (points.length < 2) throw new Error('A route needs at least two points.');
  const km = [0];
  for (let i = 1; i < points.length; i++) km.push(km[i - 1]! + distanceKm(points[i - 1]!, points[i]!));
  return { points, km, lengthKm: km[km.length - 1]! };
};

const segmentAt = (route: Route, s: number): number => {
  let i = 0;
  while (i < route.points.length - 2 && route.km[i + 1]! < s) i++;
  return i;
};

/** The point `s` km from the start (clamped to the route); straight lines between waypoints. */
export const pointAt = (route: Route, s: number): LatLng => {
  const at = Math.min(Math.max(s, 0), route.lengthKm);
  const i = segmentAt(route, at);
  const [a, b] = [route.points[i]!, route.points[i + 1]!];
  const span = route.km[i + 1]! - route.km[i]!;
  const f = span > 0 ? (at - route.km[i]!) / span : 0;
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f };
};

/** The heading at `s` km when running towards the end (`forward`) or towards the start. */
export const headingAt = (route: Route, s: number, forward: boolean): number => {
  const i = segmentAt(route, Math.min(Math.max(s, 0), route.lengthKm));
  const heading = bearingDeg(route.points[i]!, route.points[i + 1]!);
  return forward ? heading : (heading + 180) % 360;
};

/**
 * Waterways the demo ships sail, as the public positions of the towns and locks along them (rounded
 * to about 1 km), downstream or westward first. Straight lines between them are close enough for a
 * map at country zoom, like the fleet simulator's rail corridors.
 */
export interface Waterway {
  readonly name: string;
  readonly points: readonly (readonly [name: string, lat: number, lng: number])[];
}

export const WATERWAYS = {
  rhine: {
    name: 'Rhein',
    points: [
      ['Basel', 47.56, 7.59],
      ['Breisach', 48.03, 7.58],
      ['Kehl', 48.575, 7.8],
      ['Iffezheim', 48.83, 8.11],
      ['Karlsruhe', 49.036, 8.305],
      ['Speyer', 49.32, 8.45],
      ['Mannheim', 49.49, 8.45],
      ['Worms', 49.635, 8.37],
      ['Mainz', 50.005, 8.275],
      ['Bingen', 49.97, 7.9],
      ['St. Goar', 50.15, 7.71],
      ['Koblenz', 50.36, 7.6],
      ['Andernach', 50.44, 7.4],
      ['Bonn', 50.74, 7.11],
      ['Köln', 50.94, 6.965],
      ['Düsseldorf', 51.23, 6.77],
      ['Duisburg', 51.455, 6.73],
      ['Wesel', 51.65, 6.61],
      ['Emmerich', 51.83, 6.25],
    ],
  },
  elbe: {
    name: 'Elbe',
    points: [
      ['Cuxhaven', 53.875, 8.7],
      ['Brunsbüttel', 53.89, 9.14],
      ['Glückstadt', 53.78, 9.41],
      ['Stade', 53.64, 9.52],
      ['Hamburg', 53.535, 9.92],
      ['Geesthacht', 53.425, 10.37],
      ['Lauenburg', 53.37, 10.56],
      ['Dömitz', 53.14, 11.25],
      ['Wittenberge', 52.99, 11.75],
      ['Tangermünde', 52.54, 11.98],
      ['Magdeburg', 52.13, 11.65],
      ['Schönebeck', 52.02, 11.74],
      ['Dessau-Roßlau', 51.86, 12.24],
      ['Wittenberg', 51.86, 12.65],
      ['Torgau', 51.56, 13.01],
      ['Riesa', 51.31, 13.3],
      ['Meißen', 51.165, 13.48],
      ['Dresden', 51.055, 13.74],
    ],
  },
  kielCanal: {
    name: 'Nord-Ostsee-Kanal',
    points: [
      ['Brunsbüttel', 53.892, 9.145],
      ['Burg (Dithmarschen)', 54.0, 9.27],
      ['Grünental', 54.075, 9.35],
      ['Oldenbüttel', 54.18, 9.47],
      ['Rendsburg', 54.3, 9.66],
      ['Sehestedt', 54.37, 9.82],
      ['Landwehr', 54.36, 10.02],
      ['Kiel-Holtenau', 54.37, 10.145],
    ],
  },
} as const satisfies Record<string, Waterway>;

export type WaterwayKey = keyof typeof WATERWAYS;

const EARTH_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in km. */
export const distanceKm = (a: readonly [number, number], b: readonly [number, number]): number => {
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
};

/** Initial bearing from a to b in degrees (0 = north, clockwise). */
export const bearing = (a: readonly [number, number], b: readonly [number, number]): number => {
  const y = Math.sin(rad(b[1] - a[1])) * Math.cos(rad(b[0]));
  const x =
    Math.cos(rad(a[0])) * Math.sin(rad(b[0])) -
    Math.sin(rad(a[0])) * Math.cos(rad(b[0])) * Math.cos(rad(b[1] - a[1]));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
};

/** A waterway's length in km. */
export const waterwayLengthKm = (w: Waterway): number =>
  w.points.slice(1).reduce((sum, p, i) => {
    const prev = w.points[i]!;
    return sum + distanceKm([prev[1], prev[2]], [p[1], p[2]]);
  }, 0);

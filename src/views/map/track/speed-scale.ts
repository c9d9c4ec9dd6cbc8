/** An RGBA colour as deck.gl takes it. */
export type Rgba = readonly [number, number, number, number];

/**
 * The track's speed colours (km/h → colour), slow to fast: blue while standing or shunting, through
 * green and yellow to red at line speed. Between two stops the colour is interpolated; above the last
 * stop it stays red. Shown in the legend with the same stops.
 */
export const SPEED_STOPS: readonly { readonly kmh: number; readonly color: Rgba }[] = [
  { kmh: 0, color: [37, 99, 235, 255] },
  { kmh: 40, color: [22, 163, 74, 255] },
  { kmh: 80, color: [234, 179, 8, 255] },
  { kmh: 120, color: [234, 88, 12, 255] },
  { kmh: 160, color: [190, 18, 60, 255] },
];

const mix = (a: number, b: number, share: number): number => Math.round(a + (b - a) * share);

/** The colour of a speed (km/h); negative or unknown (NaN) speeds count as standing. */
export const speedColor = (kmh: number): Rgba => {
  const first = SPEED_STOPS[0]!;
  const last = SPEED_STOPS[SPEED_STOPS.length - 1]!;
  if (!(kmh > first.kmh)) return first.color;
  if (kmh >= last.kmh) return last.color;
  const upper = SPEED_STOPS.findIndex((s) => s.kmh > kmh);
  const low = SPEED_STOPS[upper - 1]!;
  const high = SPEED_STOPS[upper]!;
  const share = (kmh - low.kmh) / (high.kmh - low.kmh);
  return [
    mix(low.color[0], high.color[0], share),
    mix(low.color[1], high.color[1], share),
    mix(low.color[2], high.color[2], share),
    255,
  ];
};

/** `rgb(r g b)` for CSS (the legend's gradient). */
export const cssColor = (color: Rgba): string => `rgb(${color[0]} ${color[1]} ${color[2]})`;

/** The legend's CSS gradient, left (0 km/h) to right (the last stop and above). */
export const speedGradient = (): string => {
  const last = SPEED_STOPS[SPEED_STOPS.length - 1]!.kmh;
  return `linear-gradient(to right, ${SPEED_STOPS.map((s) => `${cssColor(s.color)} ${(s.kmh / last) * 100}%`).join(', ')})`;
};

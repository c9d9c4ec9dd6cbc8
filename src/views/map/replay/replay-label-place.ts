/**
 * Which side of its dot a replayed vehicle's name goes (issue 30 §3 review: on a phone a name beside a
 * vehicle near the map's right edge was cut off). To the right as a rule; to the left when the name
 * would run past the right edge and fits on the left. The name's width is estimated, not measured:
 * deck.gl lays the text out on the GPU, and 12 px semibold system-ui runs at about 7 px a letter.
 */
export const LABEL_GAP_PX = 10;
const LETTER_PX = 7.5;
const EDGE_PX = 4;

export interface LabelPlace {
  readonly anchor: 'start' | 'end';
  readonly offset: readonly [number, number];
}

/** The rule: the name right of its dot. */
export const LABEL_RIGHT: LabelPlace = { anchor: 'start', offset: [LABEL_GAP_PX, 0] };
const LEFT: LabelPlace = { anchor: 'end', offset: [-LABEL_GAP_PX, 0] };

/** `x`: the dot's pixel column in the map; `mapWidth`: the map's width in pixels. */
export const labelPlace = (x: number, name: string, mapWidth: number): LabelPlace => {
  const width = LABEL_GAP_PX + name.length * LETTER_PX + EDGE_PX;
  return x + width > mapWidth && x - width >= 0 ? LEFT : LABEL_RIGHT;
};

/**
 * How often the bar's slider and time follow the cursor while playing: four times a real second.
 * Following every frame re-rendered the bar 60 times a second, work the map's frame then waited for
 * (issue 30 §3); paused, the bar shows the cursor exactly.
 */
export const BAR_UPDATE_MS = 250;

/** The cursor the bar shows: while playing, rounded down to what the replay covers in BAR_UPDATE_MS. */
export const shownCursor = (cursor: number, speed: number, playing: boolean): number => {
  if (!playing) return cursor;
  const step = speed * BAR_UPDATE_MS;
  return cursor - (cursor % step);
};

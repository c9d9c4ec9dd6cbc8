/** Counts deck.gl's drawn frames and lets a caller wait for the next one (debug handle, benchmark). */
export const createRenderClock = () => {
  let frames = 0;
  let waiting: ((frame: number) => void)[] = [];
  return {
    tick: (): void => {
      frames += 1;
      const resolve = waiting;
      waiting = [];
      for (const done of resolve) done(frames);
    },
    frames: (): number => frames,
    next: (): Promise<number> => new Promise((done) => waiting.push(done)),
  };
};
export type RenderClock = ReturnType<typeof createRenderClock>;

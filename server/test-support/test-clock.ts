import type { Clock } from '../clock';

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  advanceSeconds(seconds: number): void;
  set(date: Date): void;
}

export const createTestClock = (start = new Date('2026-03-02T08:00:00.000Z')): TestClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
};

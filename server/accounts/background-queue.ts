/**
 * Work done after the answer is sent, one job at a time. The reset request answers at once and sends
 * its mail here, so the answer's timing does not reveal whether the account exists. Jobs run in order,
 * which also lets a test know that earlier jobs are done when a later one's effect shows.
 */
export interface BackgroundQueue {
  run(name: string, job: () => Promise<void>): void;
  /** Resolves when every job queued so far has finished. */
  idle(): Promise<void>;
}

/** More queued jobs than this means a flood; the excess is dropped and logged, never kept in memory. */
const MAX_PENDING = 200;

export const createBackgroundQueue = (log: (message: string, error?: unknown) => void): BackgroundQueue => {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    run(name, job) {
      if (pending >= MAX_PENDING) {
        log(`Background job "${name}" dropped: ${pending} jobs are waiting.`);
        return;
      }
      pending += 1;
      tail = tail
        .then(job)
        .catch((error: unknown) => log(`Background job "${name}" failed`, error))
        .finally(() => {
          pending -= 1;
        });
    },
    idle: () => tail,
  };
};
